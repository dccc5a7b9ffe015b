import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_KINDS, type BlockKind } from '@common/contract/protection';
import { EXCLUSION_DURATIONS, TIME_OUT_DURATIONS, type ExclusionDuration, type TimeOutDuration } from '@common/rules/protection';
import { ErrorMessage } from '../../../../components/ErrorMessage';
import { Alert, Button, Card, Field, Muted, Row, Select, Subtitle, TextArea } from '../../../../components/ui';
import { useFeature } from '../../../../stores/context';
import { PlayerProtectionStore } from '../../../../stores/PlayerProtectionStore';

const DURATIONS: Readonly<Record<BlockKind, readonly (TimeOutDuration | ExclusionDuration)[]>> = { timeOut: TIME_OUT_DURATIONS, selfExclusion: EXCLUSION_DURATIONS };

/**
 * Imposes a time-out or self-exclusion with a reason (players.block): it takes effect at once and
 * ends the player's sessions; one in force can only be replaced by a longer one (the server says so).
 */
export const BlockForm = observer(function BlockForm() {
  const { t } = useTranslation();
  const protection = useFeature(PlayerProtectionStore);
  const [kind, setKind] = useState<BlockKind>('timeOut');
  const [duration, setDuration] = useState<TimeOutDuration | ExclusionDuration>(TIME_OUT_DURATIONS[0]);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const mine = protection.changed === 'block';
  const pickKind = (next: BlockKind) => {
    setKind(next);
    setDuration(DURATIONS[next][0]!);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    setDone(false);
    if (await protection.impose({ kind, duration, reason: reason.trim() })) {
      setDone(true);
      setReason('');
    }
  };
  return (
    <Card as="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Subtitle>{t('players.protection.blockTitle')}</Subtitle>
      <Muted>{t('players.protection.blockIntro')}</Muted>
      <Row>
        <Field>
          {t('players.protection.blockKindLabel')}
          <Select value={kind} onChange={(e) => pickKind(e.target.value as BlockKind)}>
            {BLOCK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`players.protection.blockKind.${k}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          {t('players.protection.duration')}
          <Select value={duration} onChange={(e) => setDuration(e.target.value as TimeOutDuration | ExclusionDuration)}>
            {DURATIONS[kind].map((d) => (
              <option key={d} value={d}>
                {t(`players.protection.durations.${d}`)}
              </option>
            ))}
          </Select>
        </Field>
      </Row>
      <Field>
        {t('players.protection.blockReason')}
        <TextArea value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {mine && <ErrorMessage failure={protection.change.error} />}
      {mine && done && (
        <Alert $tone="success" role="status">
          {t('players.protection.imposed')}
        </Alert>
      )}
      <Button type="submit" $variant="danger" disabled={!reason.trim() || protection.change.loading}>
        {t('players.protection.blockSubmit')}
      </Button>
    </Card>
  );
});
