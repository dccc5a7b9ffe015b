import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@common/rules/operatorRoles';
import { Check } from '../../components/ui';

/** The roles as checkboxes, in a fieldset with its legend. */
export function RolePicker({ value, onChange }: { value: readonly Role[]; onChange: (roles: Role[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('operators.roles')}</legend>
      {ROLES.map((role) => (
        <Check key={role}>
          <input type="checkbox" checked={value.includes(role)} onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))} />
          {t(`roles.${role}`)}
        </Check>
      ))}
    </fieldset>
  );
}
