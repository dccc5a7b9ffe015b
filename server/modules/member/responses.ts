/** Response value schemas of the member and account calls, each tied to its wire type in common/contract. */
import { Type } from '@sinclair/typebox';
import type { IconValue, LoginResult, PasswordVerificationValue, SecurityConfigValue, UsernameCheckValue } from '@common/contract/account';
import type { MemberInfo, MemberType } from '@common/contract/member';
import { wireSchema } from '../../http/typebox';

export const MemberTypeSchema = wireSchema<MemberType>()(
  Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(4), Type.Literal(40), Type.Literal(41), Type.Literal(42)]),
);

export const LoginResultSchema = wireSchema<LoginResult>()(
  Type.Object({
    token: Type.String(),
    userName: Type.String(),
    type: MemberTypeSchema,
    firstTimeLogin: Type.Boolean(),
    passwordExpired: Type.Boolean(),
    merchantCode: Type.Optional(Type.String()),
    deviceToken: Type.Optional(Type.String({ description: "Recognises this device at the account's next login (docs/security.md)" })),
  }),
);

export const MemberInfoSchema = wireSchema<MemberInfo>()(
  Type.Object({
    id: Type.Integer(),
    type: MemberTypeSchema,
    userName: Type.String(),
    nickname: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    iconId: Type.Optional(Type.Integer()),
    mobile: Type.Optional(Type.String({ description: 'Bound mobile number, masked' })),
    agent: Type.Optional(Type.Boolean()),
  }),
);

export const UsernameCheckSchema = wireSchema<UsernameCheckValue>()(Type.Object({ available: Type.Boolean() }));
export const IconValueSchema = wireSchema<IconValue>()(Type.Object({ iconId: Type.Integer() }));
export const PasswordVerificationSchema = wireSchema<PasswordVerificationValue>()(Type.Object({ valid: Type.Boolean() }));
export const SecurityConfigSchema = wireSchema<SecurityConfigValue>()(
  Type.Object({
    hasWithdrawalPassword: Type.Boolean(),
    emailBound: Type.Boolean(),
    mobileBound: Type.Boolean(),
    passwordUpdatedAt: Type.Union([Type.Integer(), Type.Null()]),
  }),
);
