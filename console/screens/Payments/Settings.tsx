import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSettingsValue } from '@common/contract/consolePayments';
import { SaveOutcome } from '../../components/SaveOutcome';
import { Alert, Button, Card, Row, Subtitle } from '../../components/ui';
import { money, parseMoney } from '../../format';
import { useFeature } from '../../stores/context';
import { PaymentsStore } from '../../stores/PaymentsStore';
import { TextField } from './fields';

/** The rules' form fields: amounts typed with 2 decimals (empty: never), counts as whole numbers. */
export const SETTINGS_FIELDS = ['turnoverMultiplierPercent', 'withdrawalApprovalThreshold', 'kycSingleWithdrawalThreshold', 'kycCumulativeDepositThreshold', 'maxPayoutAccounts', 'depositExpiryMinutes'] as const;
type SettingsField = (typeof SETTINGS_FIELDS)[number];
const AMOUNTS: ReadonlySet<SettingsField> = new Set(['withdrawalApprovalThreshold', 'kycSingleWithdrawalThreshold', 'kycCumulativeDepositThreshold']);
const OPTIONAL: ReadonlySet<SettingsField> = new Set(['kycSingleWithdrawalThreshold', 'kycCumulativeDepositThreshold']);

type Draft = Record<SettingsField, string>;

function draftOf(value: PaymentSettingsValue): Draft {
  const text = (field: SettingsField) => {
    const v = value[field];
    if (v === null) return '';
    return AMOUNTS.has(field) ? money(v).replace(/,/g, '') : String(v);
  };
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, text(field)])) as Draft;
}

/** The value of a draft, or null when a field is not a number it may hold. */
export function settingsOf(draft: Draft): PaymentSettingsValue | null {
  const out: Record<string, number | null> = {};
  for (const field of SETTINGS_FIELDS) {
    const text = draft[field].trim();
    if (text === '' && OPTIONAL.has(field)) {
      out[field] = null;
      continue;
    }
    const n = AMOUNTS.has(field) ? parseMoney(text) : /^\d{1,9}$/.test(text) ? Number(text) : null;
    if (n === null || n < 0) return null;
    out[field] = n;
  }
  return out as unknown as PaymentSettingsValue;
}

/** The merchant's payment rules: turnover multiplier, second-approver threshold, identity thresholds, payout accounts, deposit expiry. */
export const PaymentSettings = observer(function PaymentSettings() {
  const { t } = useTranslation();
  const store = useFeature(PaymentsStore);
  const value = store.settings.value;
  const [draft, setDraft] = useState<Draft | null>(value ? draftOf(value) : null);
  const [bad, setBad] = useState(false);
  if (!value) return null;
  const current = draft ?? draftOf(value);
  const mine = store.changed === 'settings';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const settings = settingsOf(current);
    setBad(settings === null);
    if (settings) void store.saveSettings(settings);
  };
  return (
    <Card as="form" aria-labelledby="payments-settings" onSubmit={submit}>
      <Subtitle id="payments-settings">{t('payments.settings')}</Subtitle>
      <Row>
        {SETTINGS_FIELDS.map((field) => (
          <TextField key={field} label={t(`payments.rules.${field}`)} value={current[field]} money={AMOUNTS.has(field)} onChange={(text) => setDraft({ ...current, [field]: text })} />
        ))}
      </Row>
      {bad && <Alert role="alert">{t('payments.problems.badAmount')}</Alert>}
      {mine && <SaveOutcome of={store.change} savedKey="payments.saved" />}
      <Button type="submit" disabled={store.change.loading}>
        {t('payments.save')}
      </Button>
    </Card>
  );
});
