/**
 * TypeBox schemas of the contract write calls (common/contract/agents.ts, consoleAgents.ts). Shapes
 * only: the tiers' figures and the kind's cycles are checked by validate.ts, which answers
 * agent.invalid naming the field.
 */
import { Type } from '@sinclair/typebox';
import type { ContractTier, ContractValue, OfferContractRequest, SignContractRequest, WithdrawOfferRequest } from '@common/contract/agents';
import type { ConsoleOfferRequest } from '@common/contract/consoleAgents';
import { AGENT_MAX_TIERS, CONTRACT_CYCLES, CONTRACT_KINDS, CONTRACT_STATES } from '@common/rules/agents';
import { Nullable } from '../../../http/console';
import { wireSchema } from '../../../http/typebox';

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Any integer a figure may hold; its range is validate.ts's. */
const Figure = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });

const TierSchema = wireSchema<ContractTier>()(Type.Object({ minActivePlayers: Figure, minTurnover: Figure, value: Figure }, { additionalProperties: false }));
/** Up to twice the limit passes the shape, so too many tiers is validate.ts's agent.invalid (field tiers). */
const Tiers = Type.Array(TierSchema, { maxItems: AGENT_MAX_TIERS * 2 });
const termFields = { kind: literals(CONTRACT_KINDS), cycle: literals(CONTRACT_CYCLES), tiers: Tiers };

export const OfferBody = wireSchema<OfferContractRequest>()(Type.Object({ memberId: Id, ...termFields }, { additionalProperties: false }));

export const ConsoleOfferBody = wireSchema<ConsoleOfferRequest>()(Type.Object(termFields, { additionalProperties: false }));

export const SignBody = wireSchema<SignContractRequest>()(Type.Object({ contractId: Id }, { additionalProperties: false }));

export const EndBody = wireSchema<WithdrawOfferRequest>()(Type.Object({ contractId: Id }, { additionalProperties: false }));

export const AgentParams = Type.Object({ memberId: Id });

export const ContractValueSchema = wireSchema<ContractValue>()(
  Type.Object({
    id: Type.Integer(),
    kind: literals(CONTRACT_KINDS),
    request: Type.String(),
    cycle: literals(CONTRACT_CYCLES),
    tiers: Type.Array(TierSchema),
    state: literals(CONTRACT_STATES),
    offeredBy: Type.String(),
    offeredAt: Type.Integer(),
    signedAt: Nullable(Type.Integer()),
    effectiveFrom: Nullable(Type.Integer()),
    endsAt: Nullable(Type.Integer()),
  }),
);
