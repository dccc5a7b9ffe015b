import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApprovalValue } from '@common/contract/approvals';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { Alert, Button, Card, Field, Input, Muted, TextArea } from '../../../components/ui';
import { money, parseMoney } from '../../../format';
import { useFeature } from '../../../stores/context';
import { PlayerStore } from '../../../stores/PlayerStore';

/** Proposes a balance adjustment: it applies only when a second finance operator approves it in the review queue. */
export const Adjust = observer(function Adjust() {
  const { t } = useTranslation();
  const player = useFeature(PlayerStore);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [proposed, setProposed] = useState<ApprovalValue | null>(null);
  const minor = parseMoney(amount);
  const valid = minor !== null && minor !== 0 && reason.trim() !== '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const request = await player.proposeAdjustment(minor, reason.trim());
    if (request) {
      setProposed(request);
      setAmount('');
      setReason('');
    }
  };
  return (
    <Card as="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Muted>{t('players.adjustIntro')}</Muted>
      <Field>
        {t('players.adjustAmount')}
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-invalid={amount !== '' && minor === null} />
      </Field>
      <Field>
        {t('players.adjustReason')}
        <TextArea value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <ErrorMessage failure={player.change.error} />
      {proposed && (
        <Alert $tone="success" role="status">
          {t('players.adjustProposed', { id: proposed.id, amount: money(Number(proposed.payload.amount)) })}
        </Alert>
      )}
      <Button type="submit" disabled={!valid || player.change.loading}>
        {t('players.adjustSubmit')}
      </Button>
    </Card>
  );
});
