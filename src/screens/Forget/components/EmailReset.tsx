import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, useFields } from '../../../components/form';
import { Muted } from '../../../components/ui';
import { useFeature } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { checkEmail, checkUsername, normalizeUsername } from '../../../stores/memberRules';
import { Submit } from './Submit';

/** Reset by email: username and the account's email; the server mails a reset link. */
export const EmailReset = observer(function EmailReset() {
  const { t } = useTranslation();
  const member = useFeature(MemberStore);
  const [sent, setSent] = useState(false);
  const fields = useFields({ username: '', email: '' }, { username: (v) => checkUsername(normalizeUsername(v)), email: (v) => checkEmail(v.trim()) });

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!fields.validate(['username', 'email'])) return;
    // The answer never says whether the pair matched, so the text stays neutral.
    if (await member.resetByEmail(normalizeUsername(fields.values.username), fields.values.email.trim())) setSent(true);
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('forget.byEmail')}>
      <Muted>{t('forget.emailIntro')}</Muted>
      <TextField
        name="username"
        label={t('register.username')}
        autoComplete="username"
        autoCapitalize="none"
        value={fields.values.username}
        onChange={(v) => fields.set('username', v)}
        onBlur={() => fields.touch('username')}
        error={fields.error('username')}
      />
      <TextField
        name="email"
        label={t('register.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        value={fields.values.email}
        onChange={(v) => fields.set('email', v)}
        onBlur={() => fields.touch('email')}
        error={fields.error('email')}
      />
      {sent && <p role="status">{t('forget.emailSent')}</p>}
      <Submit type="submit" disabled={member.busy}>
        {t('forget.sendLink')}
      </Submit>
    </form>
  );
});
