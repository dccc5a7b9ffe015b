/** Field rules (AccountRule, §5) as checks that return the refusal code, or null when the value is fine. */
import { AccountRule } from '@common/rules/account';
import { ErrorCode, type ErrorCodeValue } from '@common/contract/envelope';
import { EMAIL_MAX_CHARS, MIN_AGE_YEARS } from '@common/rules/limits';

type Check = ErrorCodeValue | null;

/** Usernames compare case-insensitively; they are stored lower-case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** A username (already normalized) a new account may take. */
export function checkUsername(username: string): Check {
  return AccountRule.usernamePattern.test(username) ? null : ErrorCode.accountFormat;
}

/** A new password: 8 to 64 printable ASCII characters with a letter and a digit. */
export function checkPassword(password: string): Check {
  return AccountRule.passwordPattern.test(password) ? null : ErrorCode.passwordFormat;
}

/** One @, no spaces, a dot in the domain, under 255 characters (§5 email rule). */
export function checkEmail(email: string): Check {
  return email.length <= EMAIL_MAX_CHARS && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? null : ErrorCode.emailFormat;
}

/** 1 to nicknameMax characters, no control characters. */
export function checkNickname(nickname: string): Check {
  const length = [...nickname].length;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return length >= 1 && length <= AccountRule.nicknameMax && !/[\u0000-\u001f\u007f]/.test(nickname) ? null : ErrorCode.nicknameFormat;
}

/** A person's name in any script. */
export function checkRealName(name: string): Check {
  return AccountRule.realNamePattern.test(name) ? null : ErrorCode.nameFormat;
}

/** Six digits. */
export function checkPaymentPassword(password: string): Check {
  return AccountRule.withdrawalPasswordPattern.test(password) ? null : ErrorCode.paymentPasswordFormat;
}

/** Whole years between a YYYY-MM-DD birthday and an instant, in UTC. */
export function ageOn(birthday: string, now: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || date.getTime() > now) return null;
  const today = new Date(now);
  const beforeBirthday = today.getUTCMonth() < m - 1 || (today.getUTCMonth() === m - 1 && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** A real date in the past, at least minAge years ago (never below MIN_AGE_YEARS, §9). */
export function checkBirthday(birthday: string, now: number, minAge: number): Check {
  const age = ageOn(birthday, now);
  if (age === null) return ErrorCode.birthdayFormat;
  return age >= Math.max(minAge, MIN_AGE_YEARS) ? null : ErrorCode.birthdayLimit;
}
