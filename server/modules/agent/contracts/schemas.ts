/**
 * TypeBox schemas of the contract write calls (common/contract/agents.ts, consoleAgents.ts). Shapes
 * only: the tiers' figures and the kind's cycles are checked by validate.ts, which answers
 * agent.invalid naming the field.
 */
import { Type } from '@sinclair/typebox';
import type { OfferContractRequest, SignContractRequest, WithdrawOfferRequest } from '@common/contract/agents';
import type { ConsoleOfferRequest } from '@common/contract/consoleAgents';
import { AGENT_MAX_TIERS, CONTRACT_CYCLES, CONTRACT_KINDS } from '@common/rules/agents';
import { literals, wireSchema } from '../../../http/typebox';
import { TierSchema } from '../schemas';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Up to twice the limit passes the shape, so too many tiers is validate.ts's agent.invalid (field tiers). */
const Tiers = Type.Array(TierSchema, { maxItems: AGENT_MAX_TIERS * 2 });
const termFields = { kind: literals(CONTRACT_KINDS), cycle: literals(CONTRACT_CYCLES), tiers: Tiers };

export const OfferBody = wireSchema<OfferContractRequest>()(Type.Object({ memberId: Id, ...termFields }, { additionalProperties: false }));

export const ConsoleOfferBody = wireSchema<ConsoleOfferRequest>()(Type.Object(termFields, { additionalProperties: false }));

export const SignBody = wireSchema<SignContractRequest>()(Type.Object({ contractId: Id }, { additionalProperties: false }));

export const EndBody = wireSchema<WithdrawOfferRequest>()(Type.Object({ contractId: Id }, { additionalProperties: false }));

export const AgentParams = Type.Object({ memberId: Id });

