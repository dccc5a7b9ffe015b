/** TypeBox schemas of the member calls, tied to the wire types in common/contract/account.ts. */
import { Type } from '@sinclair/typebox';
import type { ChangePasswordRequest, EmailPasswordResetConfirm, EmailPasswordResetRequest, EmailValue, NicknameValue, PasswordVerificationRequest, PayeeNameValue, PaymentPasswordRequest, RegisterMobileRequest, RegisterRequest, SmsPasswordResetRequest } from '@common/contract/account';
import { POW_MAX_CHARS, PROFILE_ICON_MAX, PROFILE_ICON_MIN } from '@common/rules/limits';
import { wireSchema } from '../../http/typebox';
import { DialingCodeField, MobileField, SmsCodeField } from '../sms';

/** Lengths are bounded here; the rules (patterns, ages) are checked by the services with their own codes. */
const text = (maxLength: number) => Type.String({ maxLength });
const optional = (maxLength: number) => Type.Optional(text(maxLength));
const Password = text(128);

export const RegisterBody = wireSchema<RegisterRequest>()(
  Type.Object({
    username: text(64),
    password: Password,
    confirmPassword: optional(128),
    email: optional(320),
    mobile: Type.Optional(MobileField),
    countryDialingCode: Type.Optional(DialingCodeField),
    nickname: optional(64),
    realName: optional(100),
    birthday: optional(10),
    referrerCode: optional(32),
    captcha: optional(16),
    captchaId: optional(64),
    captchaPow: optional(POW_MAX_CHARS),
    transactionPassword: optional(16),
  }),
);

export const RegisterMobileBody = wireSchema<RegisterMobileRequest>()(
  Type.Object({
    mobileNum: MobileField,
    countryDialingCode: DialingCodeField,
    messageCode: SmsCodeField,
    password: Password,
    referrerCode: optional(32),
    birthday: optional(10),
  }),
);

export const UsernameQuery = Type.Object({ username: text(64) });

/** The head icon arrives form-encoded (a string) or as JSON (a number). */
export const IconBody = Type.Object({
  iconId: Type.Union([
    Type.Integer({ minimum: PROFILE_ICON_MIN, maximum: PROFILE_ICON_MAX }),
    Type.String({ pattern: `^[${PROFILE_ICON_MIN}-${PROFILE_ICON_MAX}]$` }),
  ]),
});

export const NicknameBody = wireSchema<NicknameValue>()(Type.Object({ nickname: Type.Union([text(64), Type.Null()]) }));
export const EmailBody = wireSchema<EmailValue>()(Type.Object({ email: Type.Union([text(320), Type.Null()]) }));
export const PayeeNameBody = wireSchema<PayeeNameValue>()(Type.Object({ payeeName: Type.Union([text(100), Type.Null()]) }));

export const ChangePasswordBody = wireSchema<ChangePasswordRequest>()(Type.Object({ oldPassword: Password, newPassword: Password }));
export const EmailResetBody = wireSchema<EmailPasswordResetRequest>()(Type.Object({ username: text(64), email: text(320) }));
export const ResetBody = wireSchema<EmailPasswordResetConfirm>()(Type.Object({ resetToken: text(128), newPassword: Password }));
export const SmsResetBody = wireSchema<SmsPasswordResetRequest>()(
  Type.Object({ mobileNum: MobileField, countryDialingCode: DialingCodeField, messageCode: SmsCodeField, newPassword: Password }),
);
export const VerificationBody = wireSchema<PasswordVerificationRequest>()(Type.Object({ password: Password }));
export const PaymentPasswordBody = wireSchema<PaymentPasswordRequest>()(
  Type.Object({ oldPaymentPassword: optional(16), newPaymentPassword: text(16) }),
);
