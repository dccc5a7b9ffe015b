/** TypeBox schemas of the home, contract view, statements and the console's statements and report (common/contract/agents.ts, consoleAgents.ts). */
import { Type } from '@sinclair/typebox';
import type { AgentHomeValue, ContractViewValue, StatementValue } from '@common/contract/agents';
import type { AgentsReport, AgentsReportRow, ConsoleStatement } from '@common/contract/consoleAgents';
import { CONTRACT_CYCLES, CONTRACT_KINDS, STATEMENT_STATES } from '@common/rules/agents';
import { Nullable, PageQuery, PageSchema, RangeQuery } from '../../../http/console';
import { literals, wireSchema } from '../../../http/typebox';
import { ContractValueSchema, TeamFiguresSchema } from '../schemas';

const MerchantCode = Type.String({ pattern: '^[A-Za-z0-9_]{2,32}$' });
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
const Kind = literals(CONTRACT_KINDS);


export const HomeSchema = wireSchema<AgentHomeValue>()(
  Type.Object({
    code: Type.String(),
    depth: Type.Integer(),
    upline: Nullable(Type.String()),
    rebateBp: Type.Integer(),
    offers: Type.Array(Kind),
    contracts: Type.Array(Kind),
    directMembers: Type.Integer(),
    teamMembers: Type.Integer(),
    earned: Type.Integer(),
  }),
);

export const ContractViewSchema = wireSchema<ContractViewValue>()(
  Type.Object({
    kind: Kind,
    request: Type.String(),
    current: Nullable(ContractValueSchema),
    offer: Nullable(ContractValueSchema),
    figures: Nullable(TeamFiguresSchema),
    qualifyingTier: Type.Integer(),
    estimate: Type.Integer(),
    carry: Type.Integer(),
  }),
);

const statementFields = {
  id: Type.Integer(),
  kind: Kind,
  cycle: literals(CONTRACT_CYCLES),
  periodStart: Type.Integer(),
  periodEnd: Type.Integer(),
  figures: TeamFiguresSchema,
  tier: Type.Integer(),
  gross: Type.Integer(),
  subAgents: Type.Integer(),
  carryIn: Type.Integer(),
  net: Type.Integer(),
  paid: Type.Integer(),
  carryOut: Type.Integer(),
  state: literals(STATEMENT_STATES),
  reason: Nullable(Type.String()),
  lines: Type.Array(Type.Object({ kind: literals(['tier', 'gross', 'subAgent', 'carryIn', 'net', 'paid', 'carryOut'] as const), label: Type.String(), amount: Type.Integer() })),
  settledAt: Type.Integer(),
};

export const StatementSchema = wireSchema<StatementValue>()(Type.Object(statementFields));
export const StatementPageSchema = PageSchema(StatementSchema);
export const ConsoleStatementSchema = wireSchema<ConsoleStatement>()(Type.Object({ ...statementFields, agentId: Type.Integer(), username: Type.String(), approvedBy: Nullable(Type.String()) }));
export const ConsoleStatementPageSchema = PageSchema(ConsoleStatementSchema);

const reportFigures = {
  playersBrought: Type.Integer(),
  depositors: Type.Integer(),
  deposits: Type.Integer(),
  turnover: Type.Integer(),
  ngr: Type.Integer(),
  commissionPaid: Type.Integer(),
  commissionPending: Type.Integer(),
};
const ReportRowSchema = wireSchema<AgentsReportRow>()(Type.Object({ agentId: Type.Integer(), username: Type.String(), depth: Type.Integer(), ...reportFigures }));
export const ReportSchema = wireSchema<AgentsReport>()(Type.Object({ from: Type.Integer(), to: Type.Integer(), rows: Type.Array(ReportRowSchema), totals: Type.Object(reportFigures) }));

export const KindQuery = Type.Object({ kind: Kind });
export const StatementsQuery = Type.Object({ kind: Type.Optional(Kind), ...PageQuery });
export const ConsoleStatementsQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode), agentId: Type.Optional(Id), kind: Type.Optional(Kind), state: Type.Optional(literals(STATEMENT_STATES)), ...PageQuery });
export const ReportQuery = Type.Object({ merchantCode: Type.Optional(MerchantCode), ...RangeQuery });
