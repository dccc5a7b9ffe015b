/**
 * The agent wire shapes more than one part answers (a contract, a tier, a team's figures), at the
 * module's root: the parts' schema files import it without importing each other's index (whose
 * routes lead round, through the member module, back to the agent module).
 */
import { Type } from '@sinclair/typebox';
import type { ContractTier, ContractValue, TeamFigures } from '@common/contract/agents';
import { CONTRACT_CYCLES, CONTRACT_KINDS, CONTRACT_STATES } from '@common/rules/agents';
import { Nullable } from '../../http/console';
import { literals, wireSchema } from '../../http/typebox';

/** Any integer a figure may hold; its range is the validation's (contracts/validate.ts). */
const Figure = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });

export const TierSchema = wireSchema<ContractTier>()(Type.Object({ minActivePlayers: Figure, minTurnover: Figure, value: Figure }, { additionalProperties: false }));

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

export const TeamFiguresSchema = wireSchema<TeamFigures>()(
  Type.Object({
    periodStart: Type.Integer(),
    periodEnd: Type.Integer(),
    newMembers: Type.Integer(),
    activePlayers: Type.Integer(),
    depositors: Type.Integer(),
    deposits: Type.Integer(),
    turnover: Type.Integer(),
    ngr: Type.Integer(),
  }),
);
