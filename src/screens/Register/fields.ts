import type { RegisterMobileRequest, RegisterRequest } from '@common/contract/account';
import type { CountryEntry, RegisterFieldName } from '@common/contract/system';
import { useFields } from '../../components/form';
import { useFeature } from '../../stores';
import { MemberStore } from '../../stores/MemberStore';
import { normalizeUsername } from '../../stores/memberRules';
import type { Registration } from '../../stores/member/Registration';
import { ACCOUNT_FIELDS, registerRules, type RegisterKey } from './validate';

const EMPTY: Record<RegisterKey, string> = {
  username: '',
  password: '',
  confirmPassword: '',
  email: '',
  mobile: '',
  nickname: '',
  realName: '',
  birthday: '',
  referrerCode: '',
  captcha: '',
  transactionPassword: '',
  countryCode: '',
  mobileNum: '',
  messageCode: '',
};

/** Secrets are sent exactly as typed; other values lose stray spaces. */
const SECRET: ReadonlySet<RegisterFieldName> = new Set(['password', 'confirmPassword', 'transactionPassword']);

/** The register form: values, checks and which messages show. */
export type RegisterForm = ReturnType<typeof useFields<RegisterKey>>;

/** The affiliate lookup's verdict on the code now in the field (idle when it was not checked). */
function referrerState(registration: Registration, code: string) {
  return registration.referrerCheck.code === code.trim() ? registration.referrerCheck.state : 'idle';
}

/** The register form's values and §5 checks; an affiliate link's code starts in its field. */
export function useRegisterForm(referrerCode: string): RegisterForm {
  const { registration } = useFeature(MemberStore);
  const form: RegisterForm = useFields<RegisterKey>(
    () => ({ ...EMPTY, referrerCode }),
    registerRules({
      rule: (name) => registration.fieldRule(name),
      minAge: registration.minAge,
      referrer: () => referrerState(registration, form.values.referrerCode),
      values: () => form.values,
    }),
  );
  return form;
}


/** The username variant's request: the shown, filled-in fields only. */
export function accountRequest(registration: Registration, values: Record<RegisterKey, string>, country: CountryEntry | null): RegisterRequest {
  const request: RegisterRequest = { username: normalizeUsername(values.username), password: values.password };
  for (const name of ACCOUNT_FIELDS) {
    if (name === 'username' || name === 'password' || !registration.fieldRule(name).show) continue;
    const value = SECRET.has(name) ? values[name] : values[name].trim();
    if (value) request[name] = value;
  }
  if (request.mobile && country) request.countryDialingCode = country.countryDialingCode;
  if (request.captcha) {
    request.captchaId = registration.captcha.captchaId ?? undefined;
    request.captchaPow = registration.captcha.pow ?? undefined;
  }
  return request;
}

/** The mobile variant's request: number, SMS code and password, with birthday and code when shown. */
export function mobileRequest(registration: Registration, values: Record<RegisterKey, string>, country: CountryEntry): RegisterMobileRequest {
  const request: RegisterMobileRequest = {
    mobileNum: values.mobileNum.trim(),
    countryDialingCode: country.countryDialingCode,
    messageCode: values.messageCode.trim(),
    password: values.password,
  };
  if (registration.fieldRule('birthday').show && values.birthday) request.birthday = values.birthday;
  if (registration.fieldRule('referrerCode').show && values.referrerCode.trim()) request.referrerCode = values.referrerCode.trim();
  return request;
}
