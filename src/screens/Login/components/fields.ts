import { useFields } from '../../../components/form';
import type { RememberedLogin } from '../../../stores/AuthStore';
import { loginRules } from '../rules';

/** Every value the login form collects (the captcha answer lives in the AuthStore). */
export type LoginKey = 'username' | 'password' | 'mobileNum' | 'messageCode' | 'countryCode';

/** The fields each method checks before it submits. */
export const METHOD_KEYS = { username: ['username', 'password'], sms: ['mobileNum', 'messageCode'] } as const;

const RULES = {
  username: loginRules.loginUsername,
  password: loginRules.loginPassword,
  mobileNum: loginRules.loginMobileNum,
  messageCode: loginRules.verificationCode,
};

/** Start values: empty, or what remember-me kept. */
function initialValues(memory: RememberedLogin | null): Record<LoginKey, string> {
  const values = { username: '', password: '', mobileNum: '', messageCode: '', countryCode: '' };
  if (memory?.type === 'username') values.username = memory.username;
  if (memory?.type === 'sms') Object.assign(values, { mobileNum: memory.mobileNum, countryCode: memory.countryCode });
  return values;
}

/** The login form's values and checks, started from the remembered credentials. */
export function useLoginFields(memory: RememberedLogin | null) {
  return useFields<LoginKey>(() => initialValues(memory), RULES);
}

export type LoginFields = ReturnType<typeof useLoginFields>;
