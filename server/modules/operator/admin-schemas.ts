/** TypeBox schemas of the console's operator and API key calls, tied to common/contract/consoleAdmin.ts. */
import { Type } from '@sinclair/typebox';
import type { ApiKeySummary, NewApiKeyRequest, NewApiKeyValue, NewOperatorRequest, OperatorActionRequest, OperatorSummary, OperatorUpdateRequest } from '@common/contract/consoleAdmin';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN, OPERATOR_USERNAME_PATTERN } from '@common/rules/operatorAccount';
import { PERMISSIONS, ROLES } from '@common/rules/operatorRoles';
import { literals, wireSchema } from '../../http/typebox';

const Roles = Type.Array(literals(ROLES), { minItems: 1, maxItems: ROLES.length, uniqueItems: true });
const Status = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);
const Reason = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Instant = Type.Integer();
const MaybeInstant = Type.Union([Type.Integer(), Type.Null()]);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

export const OperatorSummarySchema = wireSchema<OperatorSummary>()(
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    merchantCode: Type.Union([Type.String(), Type.Null()]),
    roles: Type.Array(literals(ROLES)),
    status: Status,
    totpEnrolled: Type.Boolean(),
    lockedUntil: MaybeInstant,
    lastLoginAt: MaybeInstant,
    activeSessions: Type.Integer(),
    createdAt: Instant,
  }),
);

export const NewOperatorBody = wireSchema<NewOperatorRequest>()(
  Type.Object(
    {
      username: Type.String({ pattern: OPERATOR_USERNAME_PATTERN }),
      password: Type.String({ minLength: OPERATOR_PASSWORD_MIN, maxLength: OPERATOR_PASSWORD_MAX }),
      roles: Roles,
      merchantCode: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' }), Type.Null()])),
    },
    { additionalProperties: false },
  ),
);

export const OperatorUpdateBody = wireSchema<OperatorUpdateRequest>()(
  Type.Object({ roles: Type.Optional(Roles), status: Type.Optional(Status), reason: Reason }, { additionalProperties: false }),
);

export const OperatorActionBody = wireSchema<OperatorActionRequest>()(Type.Object({ reason: Reason }, { additionalProperties: false }));

const apiKeyFields = {
  id: Type.Integer(),
  operatorId: Type.Integer(),
  operatorUsername: Type.String(),
  label: Type.String(),
  prefix: Type.String(),
  permissions: Type.Array(literals(PERMISSIONS)),
  createdAt: Instant,
  lastUsedAt: MaybeInstant,
  revokedAt: MaybeInstant,
  expiresAt: MaybeInstant,
};

export const ApiKeySummarySchema = wireSchema<ApiKeySummary>()(Type.Object(apiKeyFields));

export const NewApiKeyValueSchema = wireSchema<NewApiKeyValue>()(Type.Object({ ...apiKeyFields, secret: Type.String() }));

/** An expiry, when given, within a year (absent: until revoked); at least one permission. */
export const NewApiKeyBody = wireSchema<NewApiKeyRequest>()(
  Type.Object(
    {
      label: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
      permissions: Type.Array(literals(PERMISSIONS), { minItems: 1, maxItems: PERMISSIONS.length, uniqueItems: true }),
      expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
    },
    { additionalProperties: false },
  ),
);
