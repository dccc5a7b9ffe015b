/**
 * The §5 named login rules. Login checks only what any existing account satisfies: the
 * username format, the password's length bounds (older passwords may predate the letter-and-digit
 * rule), the mobile number and the 6-digit code; all bounds come from AccountRule.
 */
import { AccountRule } from '@common/rules/account';
import type { FieldRule } from '../../components/form';
import { checkCaptcha, checkMobile, checkSmsCode, checkUsername, RuleText } from '../../stores/memberRules';

/** Usernames are lower case; phone keyboards capitalise the first letter, so compare lowered. */
export const normalUsername = (value: string): string => value.trim().toLowerCase();

/** Login field rules by their spec names. */
export const loginRules = {
  loginUsername: (v) => checkUsername(normalUsername(v)),
  loginPassword: (v) => (v.length >= AccountRule.passwordMin && v.length <= AccountRule.passwordMax ? null : { key: RuleText.password }),
  loginMobileNum: (v) => checkMobile(v.trim()),
  verificationCode: (v) => checkSmsCode(v.trim()),
  identifying: checkCaptcha,
} satisfies Record<string, FieldRule>;
