import { observer } from 'mobx-react-lite';
import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterFieldName } from '@common/contract/system';
import { CaptchaField, CountryDialingCodeSelect, PasswordField, TextField } from '../../../components/form';
import { WITHDRAWAL_PASSWORD_DIGITS } from '@common/rules/limits';
import { useFeature } from '../../../stores';
import { MemberStore } from '../../../stores/MemberStore';
import { HintText } from '../../../components/form/styles';
import type { RegisterForm } from '../fields';
import { ACCOUNT_FIELDS, MOBILE_FIELDS } from '../validate';
import { ReferrerField } from './ReferrerField';
import { UsernameField } from './UsernameField';

/** The newest birthday the minimum age allows, for the date picker's max. */
function latestBirthday(minAge: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - minAge);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The register fields the merchant's settings show, in form order, each with its visible label
 * and the field's own name; `mobile` picks the mobile variant's subset (the phone code comes first).
 */
export const AccountFields = observer(function AccountFields({ form, variant }: { form: RegisterForm; variant: 'username' | 'mobile' }) {
  const { t } = useTranslation();
  const { registration } = useFeature(MemberStore);
  const captcha = registration.captcha;
  const phone = registration.phone;
  const names = (variant === 'username' ? ACCOUNT_FIELDS : MOBILE_FIELDS).filter((n) => registration.fieldRule(n).show);
  const showsCaptcha = names.includes('captcha');
  const showsMobile = names.includes('mobile');
  useEffect(() => {
    if (showsCaptcha) void captcha.refresh();
  }, [showsCaptcha, captcha]);
  useEffect(() => {
    if (showsMobile) void phone.loadCountries();
  }, [showsMobile, phone]);

  const label = (name: RegisterFieldName) =>
    registration.fieldRule(name).required ? t(`register.${name}`) : `${t(`register.${name}`)} (${t('register.optional')})`;
  const bind = (name: RegisterFieldName) => ({
    name,
    label: label(name),
    value: form.values[name],
    onChange: (v: string) => form.set(name, v),
    onBlur: () => form.touch(name),
    error: form.error(name),
  });

  const field = (name: RegisterFieldName) => {
    switch (name) {
      case 'username':
        return <UsernameField form={form} />;
      case 'password':
        return (
          <>
            <PasswordField {...bind(name)} autoComplete="new-password" />
            <HintText>{t('register.passwordHint')}</HintText>
          </>
        );
      case 'confirmPassword':
        return <PasswordField {...bind(name)} autoComplete="new-password" />;
      case 'transactionPassword':
        return <PasswordField {...bind(name)} autoComplete="off" inputMode="numeric" maxLength={WITHDRAWAL_PASSWORD_DIGITS} />;
      case 'email':
        return <TextField {...bind(name)} type="email" autoComplete="email" autoCapitalize="none" />;
      case 'mobile':
        return (
          <>
            <CountryDialingCodeSelect
              countries={phone.countries}
              value={phone.country(form.values.countryCode)?.countryCode ?? ''}
              onChange={(c) => form.set('countryCode', c.countryCode)}
            />
            <TextField {...bind(name)} type="tel" inputMode="numeric" autoComplete="tel-national" />
          </>
        );
      case 'birthday':
        return <TextField {...bind(name)} type="date" autoComplete="bday" max={latestBirthday(registration.minAge)} />;
      case 'referrerCode':
        return <ReferrerField form={form} label={label(name)} />;
      case 'captcha':
        return (
          <CaptchaField
            name="captcha"
            value={form.values.captcha}
            onChange={(v) => form.set('captcha', v)}
            image={captcha.image}
            onRefresh={() => {
              form.set('captcha', '');
              void captcha.refresh();
            }}
            onBlur={() => form.touch('captcha')}
            error={form.error('captcha')}
          />
        );
      default:
        return <TextField {...bind(name)} autoComplete={name === 'realName' ? 'name' : 'nickname'} />;
    }
  };

  return (
    <>
      {names.map((name) => (
        <Fragment key={name}>{field(name)}</Fragment>
      ))}
    </>
  );
});
