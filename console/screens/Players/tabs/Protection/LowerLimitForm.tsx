import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorLimitRequest } from '@common/contract/protection';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@common/rules/protection';
import { ErrorMessage } from '../../../../components/ErrorMessage';
import { Alert, Button, Card, Field, Input, Muted, Row, Select, Subtitle, TextArea } from '../../../../components/ui';
import { parseMoney } from '../../../../format';
import { useFeature } from '../../../../stores/context';
import { PlayerProtectionStore } from '../../../../stores/PlayerProtectionStore';

/** The select's value for the session limit; a money limit's is "kind.period". */
const SESSION = 'session';

/** What the form would send, or null while the value or reason is missing or not a number. */
function requestOf(target: string, value: string, reason: string): OperatorLimitRequest | null {
  if (!reason.trim()) return null;
  if (target === SESSION) {
    const minutes = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    return Number.isSafeInteger(minutes) && minutes > 0 ? { target: 'sessionLimit', value: minutes, reason: reason.trim() } : null;
  }
  const amount = parseMoney(value);
  const [kind, period] = target.split('.') as [LimitKind, LimitPeriod];
  return amount !== null && amount > 0 ? { target: 'limit', kind, period, value: amount, reason: reason.trim() } : null;
}

/**
 * Lowers a money limit or the session limit, or adds one where none is (limits.reduce). A raise
 * is left to the server to refuse (protection.operator.cannot.raise), and its words show here.
 */
export const LowerLimitForm = observer(function LowerLimitForm() {
  const { t } = useTranslation();
  const protection = useFeature(PlayerProtectionStore);
  const [target, setTarget] = useState(`${LIMIT_KINDS[1]}.${LIMIT_PERIODS[0]}`);
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const request = requestOf(target, value, reason);
  const mine = protection.changed === 'limit';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    setDone(false);
    if (await protection.lowerLimit(request)) {
      setDone(true);
      setValue('');
      setReason('');
    }
  };
  return (
    <Card as="form" onSubmit={(event: FormEvent) => void submit(event)}>
      <Subtitle>{t('players.protection.lowerTitle')}</Subtitle>
      <Muted>{t('players.protection.lowerIntro')}</Muted>
      <Row>
        <Field>
          {t('players.protection.target')}
          <Select value={target} onChange={(e) => setTarget(e.target.value)}>
            {LIMIT_KINDS.flatMap((kind) =>
              LIMIT_PERIODS.map((period) => (
                <option key={`${kind}.${period}`} value={`${kind}.${period}`}>
                  {t(`players.protection.kind.${kind}`)} · {t(`players.protection.period.${period}`)}
                </option>
              )),
            )}
            <option value={SESSION}>{t('players.protection.sessionLimit')}</option>
          </Select>
        </Field>
        <Field>
          {t(target === SESSION ? 'players.protection.valueMinutes' : 'players.protection.value')}
          <Input inputMode={target === SESSION ? 'numeric' : 'decimal'} value={value} onChange={(e) => setValue(e.target.value)} />
        </Field>
      </Row>
      <Field>
        {t('players.protection.limitReason')}
        <TextArea value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {mine && <ErrorMessage failure={protection.change.error} />}
      {mine && done && (
        <Alert $tone="success" role="status">
          {t('players.protection.lowered')}
        </Alert>
      )}
      <Button type="submit" disabled={!request || protection.change.loading}>
        {t('players.protection.lowerSubmit')}
      </Button>
    </Card>
  );
});
