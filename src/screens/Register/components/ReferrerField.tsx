import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form';
import { useFeature } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import type { RegisterForm } from '../fields';
import { CheckStatus } from './CheckStatus';

/** Invitation (referrer) code, checked against the agents' affiliate codes when the field is left. */
export const ReferrerField = observer(function ReferrerField({ form, label }: { form: RegisterForm; label: string }) {
  const { t } = useTranslation();
  const { registration } = useFeature(MemberStore);
  const code = form.values.referrerCode.trim();
  const state = registration.referrerCheck.code === code ? registration.referrerCheck.state : 'idle';
  return (
    <>
      <TextField
        name="referrerCode"
        label={label}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={form.values.referrerCode}
        onChange={(v) => form.set('referrerCode', v)}
        onBlur={() => {
          form.touch('referrerCode');
          if (code) void registration.checkReferrer(code);
        }}
        error={form.error('referrerCode')}
      />
      <CheckStatus state={state} texts={{ checking: t('register.referrerChecking'), ok: t('register.referrerValid') }} />
    </>
  );
});
