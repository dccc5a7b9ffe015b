import type { RegisterFieldName } from '@common/contract/system';
import type { FieldRule } from '../../components/form';
import type { PhoneCodeKey } from '../../components/form/PhoneCodeFields';
import {
  checkBirthday,
  checkCaptcha,
  checkConfirm,
  checkEmail,
  checkMobile,
  checkNickname,
  checkPassword,
  checkRealName,
  checkSmsCode,
  checkUsername,
  checkWithdrawalPassword,
  normalizeUsername,
  RuleText,
} from '../../stores/memberRules';
import type { CheckState, RegisterFieldRule } from '../../stores/MemberStore';

/** Every value a register form holds: the register fields plus the mobile variant's phone code. */
export type RegisterKey = RegisterFieldName | PhoneCodeKey;

/** What the checks need besides the field's own value. */
export interface RegisterContext {
  rule: (name: RegisterFieldName) => RegisterFieldRule;
  minAge: number;
  /** The affiliate lookup's verdict on the code now in the field. */
  referrer: () => CheckState;
  values: () => Record<RegisterKey, string>;
  today?: () => Date;
}

/** The register form's field order; the username variant shows those the settings show. */
export const ACCOUNT_FIELDS: readonly RegisterFieldName[] = [
  'username',
  'password',
  'confirmPassword',
  'nickname',
  'realName',
  'email',
  'mobile',
  'birthday',
  'transactionPassword',
  'referrerCode',
  'captcha',
];

/** Fields of the mobile variant after the phone code (the server takes no others). */
export const MOBILE_FIELDS: readonly RegisterFieldName[] = ['password', 'confirmPassword', 'birthday', 'referrerCode'];

/**
 * The §5 rule of every field. An optional field is checked only once filled in; a confirmation
 * always, since it must repeat the password. docs/decisions.md "Accounts" lists them.
 */
export function registerRules(ctx: RegisterContext): Record<RegisterKey, FieldRule> {
  const optional =
    (name: RegisterFieldName, check: FieldRule): FieldRule =>
    (v) =>
      v.trim() === '' && !ctx.rule(name).required ? null : check(v);
  return {
    username: (v) => checkUsername(normalizeUsername(v)),
    password: checkPassword,
    confirmPassword: (v) => checkConfirm(ctx.values().password, v),
    email: optional('email', (v) => checkEmail(v.trim())),
    mobile: optional('mobile', (v) => checkMobile(v.trim())),
    nickname: optional('nickname', checkNickname),
    realName: optional('realName', checkRealName),
    birthday: optional('birthday', (v) => checkBirthday(v, ctx.minAge, ctx.today?.())),
    // A code counts only once the affiliate lookup accepted it.
    referrerCode: optional('referrerCode', () => (ctx.referrer() === 'ok' ? null : { key: RuleText.invitation })),
    captcha: checkCaptcha,
    transactionPassword: optional('transactionPassword', checkWithdrawalPassword),
    countryCode: () => null,
    mobileNum: (v) => checkMobile(v.trim()),
    messageCode: (v) => checkSmsCode(v.trim()),
  };
}

/** The keys a submit checks: the shown fields of the variant. */
export function keysToCheck(variant: 'username' | 'mobile', rule: (name: RegisterFieldName) => RegisterFieldRule): RegisterKey[] {
  const shown = (names: readonly RegisterFieldName[]) => names.filter((n) => rule(n).show);
  return variant === 'username' ? shown(ACCOUNT_FIELDS) : ['mobileNum', 'messageCode', ...shown(MOBILE_FIELDS)];
}
