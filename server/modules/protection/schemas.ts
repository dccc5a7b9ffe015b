/** The protection routes' wire schemas (TypeBox), checked against common/contract/protection.ts. */
import { Type, type TSchema } from '@sinclair/typebox';
import {
  BLOCK_KINDS,
  type BlockValue,
  type OperatorBlockRequest,
  type OperatorLimitRequest,
  type PendingChangeRequest,
  type PlayerProtectionValue,
  type ProtectionValue,
  type SelfExclusionRequest,
  type SessionStatusValue,
  type SetLimitRequest,
  type SetRealityCheckRequest,
  type SetSessionLimitRequest,
  type TimeOutRequest,
} from '@common/contract/protection';
import {
  EXCLUSION_DURATIONS,
  LIMIT_AMOUNT_MAX,
  LIMIT_AMOUNT_MIN,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  TIME_OUT_DURATIONS,
} from '@common/rules/protection';
import { literals, wireSchema } from '../../http/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const time = Type.Integer({ description: 'Epoch ms' });
const Kind = literals(LIMIT_KINDS);
const Period = literals(LIMIT_PERIODS);
const Amount = Type.Integer({ minimum: LIMIT_AMOUNT_MIN, maximum: LIMIT_AMOUNT_MAX, description: 'Minor units' });
const SessionMinutes = Type.Integer({ minimum: SESSION_LIMIT_MIN_MINUTES, maximum: SESSION_LIMIT_MAX_MINUTES });
const Reason = Type.String({ minLength: 1, maxLength: 500 });

const Pending = nullable(Type.Object({ value: nullable(Type.Integer()), effectiveAt: time, confirmable: Type.Boolean() }));
const Setting = Type.Object({ minutes: nullable(Type.Integer()), pending: Pending });

const protectionFields = {
  limits: Type.Array(Type.Object({ kind: Kind, period: Period, amount: nullable(Type.Integer()), used: Type.Integer(), freesAt: nullable(time), pending: Pending })),
  sessionLimit: Setting,
  realityCheck: Setting,
  depositPrompt: Type.Boolean(),
};
export const ProtectionSchema = wireSchema<ProtectionValue>()(Type.Object(protectionFields));

export const BlockSchema = wireSchema<BlockValue>()(
  Type.Object({ kind: literals(BLOCK_KINDS), startedAt: time, until: nullable(time), by: literals(['member', 'operator'] as const) }),
);

export const PlayerProtectionSchema = wireSchema<PlayerProtectionValue>()(
  Type.Object({
    ...protectionFields,
    block: nullable(BlockSchema),
    history: Type.Array(Type.Object({ at: time, actor: Type.String(), action: Type.String(), detail: Type.String(), reason: nullable(Type.String()) })),
  }),
);

export const SessionStatusSchema = wireSchema<SessionStatusValue>()(
  Type.Object({
    now: time,
    startedAt: time,
    stakes: Type.Integer(),
    wins: Type.Integer(),
    net: Type.Integer(),
    realityCheckMinutes: nullable(Type.Integer()),
    realityCheckAt: nullable(time),
    sessionLimitMinutes: nullable(Type.Integer()),
    sessionEndsAt: nullable(time),
  }),
);

export const SetLimitBody = wireSchema<SetLimitRequest>()(Type.Object({ kind: Kind, period: Period, amount: nullable(Amount) }, { additionalProperties: false }));
export const SetSessionLimitBody = wireSchema<SetSessionLimitRequest>()(Type.Object({ minutes: nullable(SessionMinutes) }, { additionalProperties: false }));
export const SetRealityCheckBody = wireSchema<SetRealityCheckRequest>()(Type.Object({ minutes: nullable(literals(REALITY_CHECK_MINUTES)) }, { additionalProperties: false }));
export const PendingChangeBody = wireSchema<PendingChangeRequest>()(
  Type.Union([
    Type.Object({ target: Type.Literal('limit'), kind: Kind, period: Period }, { additionalProperties: false }),
    Type.Object({ target: Type.Literal('sessionLimit') }, { additionalProperties: false }),
    Type.Object({ target: Type.Literal('realityCheck') }, { additionalProperties: false }),
  ]),
);
export const TimeOutBody = wireSchema<TimeOutRequest>()(Type.Object({ duration: literals(TIME_OUT_DURATIONS) }, { additionalProperties: false }));
export const SelfExclusionBody = wireSchema<SelfExclusionRequest>()(
  Type.Object({ duration: literals(EXCLUSION_DURATIONS), password: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }),
);

export const OperatorLimitBody = wireSchema<OperatorLimitRequest>()(
  Type.Object(
    {
      target: literals(['limit', 'sessionLimit'] as const),
      kind: Type.Optional(Kind),
      period: Type.Optional(Period),
      value: Type.Integer({ minimum: 1, maximum: LIMIT_AMOUNT_MAX }),
      reason: Reason,
    },
    { additionalProperties: false },
  ),
);
export const OperatorBlockBody = wireSchema<OperatorBlockRequest>()(
  Type.Object({ kind: literals(BLOCK_KINDS), duration: literals([...TIME_OUT_DURATIONS, ...EXCLUSION_DURATIONS]), reason: Reason }, { additionalProperties: false }),
);
