import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_PASSWORD_DIGITS } from '@common/rules/limits';
import type { Message } from '../../stores';
import { PasswordField } from './PasswordField';

/**
 * The 6-digit withdrawal password a withdrawal or a payout account change asks for: the number
 * pad, digits only (a pad can still paste letters), never remembered by the browser.
 */
export function WithdrawalPasswordField({ value, onChange, onBlur, error }: { value: string; onChange: (digits: string) => void; onBlur?: () => void; error: Message | null }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      name="withdrawalPassword"
      label={t('withdraw.password')}
      autoComplete="off"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={WITHDRAWAL_PASSWORD_DIGITS}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      onBlur={onBlur}
      error={error}
    />
  );
}
