import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneVerification } from '../../stores/auth/PhoneVerification';
import { CountryDialingCodeSelect } from './CountryDialingCodeSelect';
import { SliderVerify } from './SliderVerify';
import { SmsCodeButton } from './SmsCodeButton';
import { TextField } from './TextField';
import type { useFields } from './useFields';

/** The values a phone-code section reads and writes. */
export type PhoneCodeKey = 'countryCode' | 'mobileNum' | 'messageCode';

/** Any useFields form that holds the phone-code values (it may hold more). */
export type PhoneCodeForm = ReturnType<typeof useFields<PhoneCodeKey>>;

/**
 * Dialing code, mobile number, slider check and SMS code with its get-code button (§4), for the
 * register and reset forms; `phone` decides which SMS call the code comes from.
 */
export const PhoneCodeFields = observer(function PhoneCodeFields({ fields, phone }: { fields: PhoneCodeForm; phone: PhoneVerification }) {
  const { t } = useTranslation();
  useEffect(() => {
    void phone.loadCountries();
    if (!phone.challenge) void phone.loadChallenge();
  }, [phone]);
  const { values } = fields;
  const country = phone.country(values.countryCode);
  const numberValid = country !== null && fields.valid(['mobileNum']);
  return (
    <>
      <CountryDialingCodeSelect countries={phone.countries} value={country?.countryCode ?? ''} onChange={(c) => fields.set('countryCode', c.countryCode)} />
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
