import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField, USERNAME_INPUT } from '../../../components/form';
import { useFeature } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { normalizeUsername } from '../../../stores/memberRules';
import type { RegisterForm } from '../fields';
import { CheckStatus } from './CheckStatus';

/** Username with its live availability check (debounced in the MemberStore). */
export const UsernameField = observer(function UsernameField({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  const { registration } = useFeature(MemberStore);
  const current = normalizeUsername(form.values.username);
  const state = registration.usernameCheck.username === current ? registration.usernameCheck.state : 'idle';
  return (
    <>
      <TextField
        name="username"
        label={t('register.username')}
        {...USERNAME_INPUT}
        value={form.values.username}
        onChange={(v) => {
          form.set('username', v);
          registration.checkUsernameSoon(normalizeUsername(v));
        }}
        onBlur={() => form.touch('username')}
        error={form.error('username')}
      />
      <CheckStatus
        state={state}
        texts={{ idle: t('register.usernameHint'), checking: t('register.usernameChecking'), ok: t('register.usernameAvailable'), bad: t('error.usernameExists') }}
      />
    </>
  );
});
