/**
 * Account field rules the site checks as the user types and the server enforces (§5; the spec
 * leaves some bounds open, docs/decisions.md).
 */

export const AccountRule = {
  usernamePattern: /^[a-z][a-z0-9]{5,15}$/,
  passwordMin: 8,
  passwordMax: 64,
  /** At least one letter and one digit. */
  passwordPattern: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,64}$/,
  mobilePattern: /^\d{6,15}$/,
  dialingCodePattern: /^\+?\d{1,4}$/,
  smsCodePattern: /^\d{6}$/,
  withdrawalPasswordPattern: /^\d{6}$/,
  nicknameMax: 20,
  realNamePattern: /^[\p{L}][\p{L}\p{M} .'-]{1,49}$/u,
} as const;
