/** TypeBox schemas of the console session calls, tied to the wire types in common/contract/operator.ts. */
import { Type } from '@sinclair/typebox';
import type { OperatorCodeRequest, OperatorEnrolValue, OperatorMe, OperatorPasswordRequest, OperatorPasswordValue } from '@common/contract/operator';
import { PERMISSIONS, ROLES } from '@common/rules/operatorRoles';
import { literals, wireSchema } from '../../http/typebox';

export const PasswordBody = wireSchema<OperatorPasswordRequest>()(
  Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 128 }) }),
);

export const CodeBody = wireSchema<OperatorCodeRequest>()(
  Type.Object({ challenge: Type.String({ minLength: 1, maxLength: 128 }), code: Type.String({ minLength: 1, maxLength: 32 }) }),
);

export const PasswordValueSchema = wireSchema<OperatorPasswordValue>()(
  Type.Union([
    Type.Object({ next: Type.Literal('totp'), challenge: Type.String() }),
    Type.Object({ next: Type.Literal('enrol'), challenge: Type.String(), otpauthUri: Type.String(), qrSvg: Type.String() }),
  ]),
);

const meFields = {
  id: Type.Integer(),
  username: Type.String(),
  merchantCode: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(literals(ROLES)),
  permissions: Type.Array(literals(PERMISSIONS)),
  csrfToken: Type.String(),
  idleMinutes: Type.Integer(),
};

export const MeSchema = wireSchema<OperatorMe>()(Type.Object(meFields));

export const EnrolValueSchema = wireSchema<OperatorEnrolValue>()(Type.Object({ ...meFields, recoveryCodes: Type.Array(Type.String()) }));
