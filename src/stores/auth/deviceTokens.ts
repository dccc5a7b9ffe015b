/**
 * The device tokens earlier logins gave this browser, one per account (docs/security.md,
 * "Login lock-out"): sent with the next login of that account, they let the owner in while the
 * account is locked for devices it never logged in from. Kept in local storage across logouts
 * (that is the point), and only for the few most recent accounts.
 */
import { browserStorage, localKey, readJson, writeJson } from '../../utils/storage';

export const DEVICE_TOKENS_KEY = localKey('deviceTokens');
/** Accounts remembered at most; a shared family phone rarely has more. */
export const DEVICE_TOKENS_MAX = 5;

/** The login form fields that name the account. */
export type AccountFields = { type: 'username'; username: string } | { type: 'sms'; countryDialingCode: string; mobileNum: string } | { type: 'firebase' };

type Tokens = Record<string, string>;

/** The account as the server keys it: the username in lower case, or the full number. */
function accountKey(form: AccountFields): string | null {
  if (form.type === 'username') return `u:${form.username.trim().toLowerCase()}`;
  if (form.type === 'sms') return `p:${form.countryDialingCode}${form.mobileNum.trim()}`;
  return null;
}

/** The token this device holds for the form's account, if any. */
export function deviceTokenFor(form: AccountFields): string | undefined {
  const key = accountKey(form);
  return key ? readJson<Tokens>(browserStorage.local(), DEVICE_TOKENS_KEY)?.[key] : undefined;
}

/** Keeps the token a login returned, newest last, dropping the oldest beyond DEVICE_TOKENS_MAX. */
export function keepDeviceToken(form: AccountFields, token: string | undefined): void {
  const key = accountKey(form);
  if (!key || !token) return;
  const tokens = readJson<Tokens>(browserStorage.local(), DEVICE_TOKENS_KEY) ?? {};
  delete tokens[key];
  const entries = [...Object.entries(tokens), [key, token] as const].slice(-DEVICE_TOKENS_MAX);
  writeJson(browserStorage.local(), DEVICE_TOKENS_KEY, Object.fromEntries(entries));
}
