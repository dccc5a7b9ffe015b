import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryDialingCodeSelect, SliderVerify, SmsCodeButton, TextField } from '../../../components/form';
import { useStores } from '../../../stores';
import type { LoginFields } from './fields';

/** Mobile number with its dialing code, the slider check, and the SMS code with its get-code button. */
export const SmsFields = observer(function SmsFields({ fields }: { fields: LoginFields }) {
  const { t } = useTranslation();
  const { phone } = useStores().auth;
  useEffect(() => {
    void phone.loadCountries();
    if (!phone.challenge) void phone.loadChallenge();
  }, [phone]);
  const { values } = fields;
  const country = phone.country(values.countryCode);
  const numberValid = country !== null && fields.valid(['mobileNum']);
  return (
    <>
      <CountryDialingCodeSelect
        countries={phone.countries}
        value={country?.countryCode ?? ''}
        onChange={(c) => fields.set('countryCode', c.countryCode)}
      />
      <TextField
        name="mobileNum"
        label={t('login.mobileNum')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.mobileNum}
        onChange={(v) => fields.set('mobileNum', v)}
        onBlur={() => fields.touch('mobileNum')}
        error={fields.error('mobileNum')}
      />
      <SliderVerify challenge={phone.challenge} onAnswer={(a) => phone.setAnswer(a)} onReload={() => void phone.loadChallenge()} />
      <TextField
        name="messageCode"
        label={t('login.messageCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={values.messageCode}
        onChange={(v) => fields.set('messageCode', v)}
        onBlur={() => fields.touch('messageCode')}
        error={fields.error('messageCode')}
        after={
          <SmsCodeButton
            expiresAt={phone.expiresAt}
            disabled={!phone.canRequest(numberValid)}
            onClick={() => country && void phone.requestCode(values.mobileNum.trim(), country.countryDialingCode)}
          />
        }
      />
    </>
  );
});
