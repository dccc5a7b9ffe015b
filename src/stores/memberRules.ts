/**
 * Client-side account checks (§5). The patterns come from AccountRule (common/contract/account.ts), which
 * the server checks too; each check answers with the i18n message to show, or null when valid.
 * docs/decisions.md "Accounts" lists the rule behind every text.
 */
import { AccountRule } from '@common/rules/account';
import { CAPTCHA_MAX_CHARS, CAPTCHA_MIN_CHARS, EMAIL_MAX_CHARS, MIN_AGE_YEARS } from '@common/rules/limits';
import type { Message } from './UiStore';

/** A failed check's message, or null when the value passes. */
export type RuleResult = Message | null;

/** The §5 texts, by rule. */
export const RuleText = {
  account: 'validation.accountFormat',
  password: 'validation.passwordFormat',
  email: 'validation.emailFormat',
  confirm: 'validation.confirmMismatch',
  newEqualsOld: 'validation.newEqualsOld',
  name: 'validation.nameFormat',
  mobile: 'validation.mobileInvalid',
  invitation: 'validation.invitationInvalid',
  terms: 'validation.termsRequired',
  code: 'validation.codeRequired',
  captcha: 'validation.captchaRequired',
  birthday: 'validation.birthdayLimit',
  birthdayRequired: 'register.birthdayRequired',
  withdrawalPassword: 'security.withdrawalFormat',
} as const;

const fail = (key: string, params?: Record<string, string | number>): RuleResult => (params ? { key, params } : { key });
const when = (ok: boolean, key: string): RuleResult => (ok ? null : fail(key));

// One @, no spaces, a dot in the domain: what a mail server will accept in practice.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// Control characters break the places a nickname is shown; anything printable in any script is fine.
const CONTROL_CHARS = /\p{Cc}/u;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Username: a lower-case letter, then letters or digits, 6 to 16 in all. */
export const checkUsername = (v: string): RuleResult => when(AccountRule.usernamePattern.test(v), RuleText.account);

/** Password: 8 to 64 printable ASCII characters with at least one letter and one digit. */
export const checkPassword = (v: string): RuleResult => when(AccountRule.passwordPattern.test(v), RuleText.password);

/** A current password: only its length bounds, since older passwords may predate the letter-and-digit rule. */
export const checkCurrentPassword = (v: string): RuleResult =>
  when(v.length >= AccountRule.passwordMin && v.length <= AccountRule.passwordMax, RuleText.password);

/** Confirmation must repeat the password exactly (an empty confirmation never matches). */
export const checkConfirm = (password: string, confirm: string): RuleResult =>
  when(confirm.length > 0 && confirm === password, RuleText.confirm);

/** A new password must pass the password rule and differ from the old one. */
export function checkNewPassword(oldPassword: string, newPassword: string): RuleResult {
  if (newPassword === oldPassword) return fail(RuleText.newEqualsOld);
  return checkPassword(newPassword);
}

/** Email: one @, a dotted domain, no spaces, under 255 characters. */
export const checkEmail = (v: string): RuleResult =>
  when(v.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(v), RuleText.email);

/** Mobile number: 6 to 15 digits, without the dialing code. */
export const checkMobile = (v: string): RuleResult => when(AccountRule.mobilePattern.test(v), RuleText.mobile);

/** Real name: 2 to 50 letters in any script, with spaces, dots, apostrophes and hyphens inside. */
export const checkRealName = (v: string): RuleResult => when(AccountRule.realNamePattern.test(v.trim()), RuleText.name);

/** Nickname: 1 to 20 characters (not blank), no control characters; the server checks the same. */
export function checkNickname(v: string): RuleResult {
  const name = v.trim();
  const length = [...name].length;
  return when(length >= 1 && length <= AccountRule.nicknameMax && !CONTROL_CHARS.test(name), RuleText.name);
}

/** Usernames are stored lower case; phone keyboards capitalise the first letter, so compare lowered. */
export const normalizeUsername = (v: string): string => v.trim().toLowerCase();

/** SMS code: exactly the 6 digits the message carries. */
export const checkSmsCode = (v: string): RuleResult => when(AccountRule.smsCodePattern.test(v), RuleText.code);

/** Withdrawal (transaction) password: exactly 6 digits. */
export const checkWithdrawalPassword = (v: string): RuleResult =>
  when(AccountRule.withdrawalPasswordPattern.test(v), RuleText.withdrawalPassword);

/** Captcha answer: 1 to 16 characters (§9). */
export const checkCaptcha = (v: string): RuleResult =>
  when(v.trim().length >= CAPTCHA_MIN_CHARS && v.trim().length <= CAPTCHA_MAX_CHARS, RuleText.captcha);

/** Whole years from a YYYY-MM-DD birthday to today (local calendar); null for a date that does not exist. */
export function ageOn(birthday: string, today: Date): number | null {
  const m = DATE_PATTERN.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(y, mo - 1, d);
  if (probe.getFullYear() !== y || probe.getMonth() !== mo - 1 || probe.getDate() !== d) return null;
  // Compared as calendar dates, so a 29 February birthday comes of age on 1 March in common years.
  const beforeBirthday = today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** Birthday: a real past date at least minAge years ago (birthday_limit, 21 by default). */
export function checkBirthday(v: string, minAge = MIN_AGE_YEARS, today = new Date()): RuleResult {
  if (!v) return fail(RuleText.birthdayRequired);
  const age = ageOn(v, today);
  return age !== null && age >= minAge ? null : fail(RuleText.birthday, { age: minAge });
}

/** Terms of the user agreement must be accepted. */
export const checkTerms = (accepted: boolean): RuleResult => when(accepted, RuleText.terms);
