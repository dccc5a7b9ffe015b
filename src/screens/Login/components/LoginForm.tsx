import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField, Checkbox, PasswordField, TextField, USERNAME_INPUT } from '../../../components/form';
import { PhoneCodeFields } from '../../../components/form/PhoneCodeFields';
import { Button } from '../../../components/ui';
import { useMessageText } from '../../../components/useMessageText';
import { useFeature } from '../../../stores';
import { AuthStore } from '../../../stores/AuthStore';
import type { LoginForm as LoginAttempt } from '../../../stores/AuthStore';
import { loginRules, normalUsername } from '../rules';
import { METHOD_KEYS, useLoginFields } from './fields';
import { FormError, Wide } from './styles';

/** The login form for the active method, with the captcha once required and remember-me. */
export const LoginForm = observer(function LoginForm({ onDone }: { onDone: (next: string | null) => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const auth = useFeature(AuthStore);
  const { captcha } = auth;
  const [memory] = useState(() => auth.readRemembered());
  const fields = useLoginFields(memory);
  // The captcha image whose field was left or sent: its message shows only for that challenge,
  // so a captcha that appears after a failed login (or a new image) starts without an error.
  const [captchaChecked, setCaptchaChecked] = useState<string | null | undefined>(undefined);
  useEffect(() => auth.restoreRemembered(memory), [auth, memory]);

  const method = auth.activeMethod;
  const { values } = fields;
  const captchaError = captcha.required ? loginRules.identifying(captcha.answer) : null;

  function attempt(): LoginAttempt | null {
    if (method === 'username') return { type: 'username', username: normalUsername(values.username), password: values.password };
    const country = auth.phone.country(values.countryCode);
    if (!country) return null;
    return {
      type: 'sms',
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: country.countryDialingCode,
      countryCode: country.countryCode,
      messageCode: values.messageCode.trim(),
    };
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    // A send before the captcha was asked for checks nothing of it.
    setCaptchaChecked(captcha.required ? captcha.image : undefined);
    const form = fields.validate(METHOD_KEYS[method]) && !captchaError ? attempt() : null;
    if (form) onDone(await auth.login(form));
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('login.title')}>
      {method === 'username' ? (
        <>
          <TextField
            name="username"
            label={t('login.username')}
            {...USERNAME_INPUT}
            value={values.username}
            onChange={(v) => fields.set('username', v)}
            onBlur={() => fields.touch('username')}
            error={fields.error('username')}
          />
          <PasswordField
            name="password"
            label={t('login.password')}
            value={values.password}
            onChange={(v) => fields.set('password', v)}
            onBlur={() => fields.touch('password')}
            error={fields.error('password')}
          />
        </>
      ) : (
        <PhoneCodeFields fields={fields} phone={auth.phone} />
      )}
      {captcha.required && (
        <CaptchaField
          value={captcha.answer}
          onChange={(v) => captcha.setAnswer(v)}
          image={captcha.image}
          onRefresh={() => void captcha.refresh()}
          onBlur={() => setCaptchaChecked(captcha.image)}
          error={captchaChecked === captcha.image ? captchaError : null}
        />
      )}
      <Checkbox name="rememberMe" label={t('login.rememberMe')} checked={auth.rememberMe} onChange={(on) => auth.setRememberMe(on)} />
      {auth.error && <FormError role="alert">{text(auth.error)}</FormError>}
      {auth.blocked && (
        <Wide>
          <Button type="button" $variant="ghost" onClick={() => void auth.withdrawBalance().then(onDone)}>
            {t('protection.withdrawBalance')}
          </Button>
        </Wide>
      )}
      <Wide>
        <Button type="submit" disabled={auth.submitting}>
          {t('login.submit')}
        </Button>
      </Wide>
    </form>
  );
});
