import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitValue } from '@common/contract/protection';
import { TextField } from '../../../components/form/TextField';
import { Facts } from '../../../components/payments/styles';
import { Button } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { ProtectionStore } from '../../../stores/ProtectionStore';
import { limitAmount, limitAmountProblem } from '../../../stores/protection/limitAmount';
import { cleanAmountInput } from '../../../utils/amount';
import { formatMinor } from '../../../utils/money';
import { PendingLine } from './PendingLine';
import { Buttons, Editor } from './styles';

/**
 * One money limit (a kind over one window): the amount in force or "no limit", what is used in the
 * window and when it frees, a pending change, and the editor that sets or removes it. The amount is
 * kept as typed text and sent as minor units; no float is ever held.
 */
export const LimitRow = observer(function LimitRow({ limit }: { limit: LimitValue }) {
  const { t } = useTranslation();
  const store = useFeature(ProtectionStore);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const amount = limitAmount(text);
  const label = t('protection.amountLabel', { kind: t(`protection.kindName.${limit.kind}`), period: t(`protection.period.${limit.period}`) });
  const problem = tried ? limitAmountProblem(text) : null;
  const target = { target: 'limit', kind: limit.kind, period: limit.period } as const;

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setTried(true);
    if (amount === null) return;
    if (await store.setLimit(limit.kind, limit.period, amount)) {
      setText('');
      setTried(false);
    }
  }

  return (
    <li>
      <h3>{t(`protection.period.${limit.period}`)}</h3>
      <Facts>
        <dt>{t('protection.limit')}</dt>
        <dd>{limit.amount === null ? t('protection.noLimit') : formatMinor(limit.amount)}</dd>
        <dt>{t('protection.used')}</dt>
        <dd>{formatMinor(limit.used)}</dd>
        {limit.freesAt !== null && (
          <>
            <dt>{t('protection.freesAt')}</dt>
            <dd>{store.formatTime(limit.freesAt)}</dd>
          </>
        )}
      </Facts>
      {limit.pending && (
        <PendingLine pending={limit.pending} target={target} valueText={limit.pending.value === null ? t('protection.noLimit') : formatMinor(limit.pending.value)} />
      )}
      <Editor noValidate onSubmit={(e) => void submit(e)} aria-label={label}>
        <TextField name="amount" label={label} inputMode="decimal" autoComplete="off" value={text} onChange={(v) => setText(cleanAmountInput(v))} error={problem} />
        <Buttons>
          <Button type="submit" disabled={store.busy}>
            {t('protection.set')}
          </Button>
          {limit.amount !== null && !(limit.pending && limit.pending.value === null) && (
            <Button type="button" $variant="ghost" disabled={store.busy} onClick={() => void store.setLimit(limit.kind, limit.period, null)}>
              {t('protection.remove')}
            </Button>
          )}
        </Buttons>
      </Editor>
    </li>
  );
});
