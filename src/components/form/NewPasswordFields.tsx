import { useTranslation } from 'react-i18next';
import { checkConfirm, checkNewPassword, checkPassword } from '../../stores/memberRules';
import { PasswordField } from './PasswordField';
import type { FieldRule, useFields } from './useFields';

/** The values a new-password pair reads and writes. */
export type NewPasswordKey = 'newPassword' | 'confirmPassword';

/** Any useFields form that holds a new password and its confirmation (it may hold more). */
export type NewPasswordForm = ReturnType<typeof useFields<NewPasswordKey>>;

/**
 * Rules of the pair: the password rule (and differing from the old one when it is known), and a
 * confirmation that repeats it. `values` reads the form's current values.
 */
export function newPasswordRules(values: () => Record<NewPasswordKey, string>, oldPassword?: () => string): Record<NewPasswordKey, FieldRule> {
  return {
    newPassword: (v) => (oldPassword ? checkNewPassword(oldPassword(), v) : checkPassword(v)),
    confirmPassword: (v) => checkConfirm(values().newPassword, v),
  };
}

/** New password and its confirmation (change, forced change and both resets). */
export function NewPasswordFields({ fields }: { fields: NewPasswordForm }) {
  const { t } = useTranslation();
  const field = (name: NewPasswordKey, label: string) => (
    <PasswordField
      name={name}
      label={label}
      autoComplete="new-password"
      value={fields.values[name]}
      onChange={(v) => fields.set(name, v)}
      onBlur={() => fields.touch(name)}
      error={fields.error(name)}
    />
  );
  return (
    <>
      {field('newPassword', t('changePsw.newPassword'))}
      {field('confirmPassword', t('changePsw.confirmPassword'))}
    </>
  );
}
