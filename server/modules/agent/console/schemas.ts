/** TypeBox schemas of the console's agent calls (common/contract/consoleAgents.ts). Shapes only: ranges are the services' (agent.invalid, agent.rebate.too.high). */
import { Type } from '@sinclair/typebox';
import type { AgentSettings, ConsoleAgent, ConsoleAgentDetail, CreateAgentRequest, PromoteAgentRequest } from '@common/contract/consoleAgents';
import { CONTRACT_KINDS } from '@common/rules/agents';
import { Nullable, PageQuery, PageSchema } from '../../../http/console';
import { literals, wireSchema } from '../../../http/typebox';
import { ContractValueSchema, TeamFiguresSchema } from '../schemas';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Figure = Type.Integer({ minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER });
const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });

export const ConsoleAgentSchema = wireSchema<ConsoleAgent>()(
  Type.Object({
    memberId: Type.Integer(),
    merchantCode: Type.String(),
    username: Type.String(),
    code: Type.String(),
    depth: Type.Integer(),
    uplineId: Nullable(Type.Integer()),
    uplineUsername: Nullable(Type.String()),
    rebateBp: Type.Integer(),
    subAgents: Type.Integer(),
    directMembers: Type.Integer(),
    teamMembers: Type.Integer(),
    contracts: Type.Partial(Type.Record(literals(CONTRACT_KINDS), literals(['offered', 'signed'] as const))),
    createdAt: Type.Integer(),
  }),
);

export const ConsoleAgentPageSchema = PageSchema(ConsoleAgentSchema);

export const ConsoleAgentDetailSchema = wireSchema<ConsoleAgentDetail>()(
  Type.Object({
    agent: ConsoleAgentSchema,
    uplines: Type.Array(Type.Object({ memberId: Type.Integer(), username: Type.String() })),
    contracts: Type.Array(ContractValueSchema),
    figures: TeamFiguresSchema,
    paidTotal: Type.Integer(),
  }),
);

export const AgentListQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode), search: Type.Optional(Type.String({ maxLength: 64 })), uplineId: Type.Optional(Id), ...PageQuery });

export const AgentParams = Type.Object({ id: Id });

export const CreateAgentBody = wireSchema<CreateAgentRequest>()(
  Type.Object(
    { merchantCode: MerchantCode, username: Type.String({ minLength: 1, maxLength: 64 }), password: Type.String({ minLength: 1, maxLength: 128 }), uplineId: Type.Optional(Nullable(Id)) },
    { additionalProperties: false },
  ),
);

export const PromoteAgentBody = wireSchema<PromoteAgentRequest>()(Type.Object({ merchantCode: MerchantCode, username: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }));

export const AgentSettingsSchema = wireSchema<AgentSettings>()(
  Type.Object({ merchantCode: Type.String(), transferDailyCap: Type.Integer(), payoutApprovalThreshold: Type.Integer(), topRebateBp: Type.Integer() }),
);

export const AgentSettingsBody = Type.Object(
  { merchantCode: Type.Optional(MerchantCode), transferDailyCap: Figure, payoutApprovalThreshold: Figure, topRebateBp: Figure },
  { additionalProperties: false },
);

export const SettingsQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode) });
