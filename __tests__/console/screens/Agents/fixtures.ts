/** Agent answers as the console server gives them (common/contract/consoleAgents.ts). */
import type { ContractValue, StatementValue, TeamFigures } from '@common/contract/agents';
import type { AgentSettings, AgentsReport, ConsoleAgent, ConsoleAgentDetail, ConsoleStatement } from '@common/contract/consoleAgents';
import type { Page } from '@common/contract/consolePlayers';

export const pageOf = <T>(items: T[], total = items.length): Page<T> => ({ items, page: 1, pageSize: 20, total });

export const agent = (over: Partial<ConsoleAgent> = {}): ConsoleAgent => ({
  memberId: 101,
  merchantCode: 'MLOBBY',
  username: 'topdog',
  code: 'AGT101',
  depth: 1,
  uplineId: null,
  uplineUsername: null,
  rebateBp: 150,
  subAgents: 2,
  directMembers: 7,
  teamMembers: 30,
  contracts: { dividend: 'signed', dailySalary: 'offered' },
  createdAt: Date.UTC(2026, 0, 5),
  ...over,
});

export const subAgent = (over: Partial<ConsoleAgent> = {}) =>
  agent({ memberId: 202, username: 'middle', code: 'AGT202', depth: 2, uplineId: 101, uplineUsername: 'topdog', rebateBp: 100, subAgents: 0, directMembers: 3, teamMembers: 3, contracts: {}, ...over });

export const figures = (over: Partial<TeamFigures> = {}): TeamFigures => ({
  periodStart: Date.UTC(2026, 10, 1),
  periodEnd: Date.UTC(2026, 11, 1),
  newMembers: 4,
  activePlayers: 12,
  depositors: 9,
  deposits: 250_000,
  turnover: 1_234_500,
  ngr: 80_000,
  ...over,
});

export const contract = (over: Partial<ContractValue> = {}): ContractValue => ({
  id: 501,
  kind: 'dividend',
  request: 'divtypecompperiodreq',
  cycle: 'month',
  tiers: [
    { minActivePlayers: 5, minTurnover: 100_000, value: 2_000 },
    { minActivePlayers: 10, minTurnover: 500_000, value: 3_000 },
  ],
  state: 'signed',
  offeredBy: 'merchant',
  offeredAt: Date.UTC(2026, 9, 1),
  signedAt: Date.UTC(2026, 9, 2),
  effectiveFrom: Date.UTC(2026, 9, 1),
  endsAt: null,
  ...over,
});

export const detail = (over: Partial<ConsoleAgentDetail> = {}): ConsoleAgentDetail => ({
  agent: agent(),
  uplines: [],
  contracts: [contract(), contract({ id: 502, kind: 'dailySalary', request: 'dailysalreqtype', cycle: 'day', state: 'offered', signedAt: null, effectiveFrom: null, tiers: [{ minActivePlayers: 3, minTurnover: 50_000, value: 10_000 }] })],
  figures: figures(),
  paidTotal: 345_600,
  ...over,
});

const statementValue = (over: Partial<StatementValue> = {}): StatementValue => ({
  id: 901,
  kind: 'dividend',
  cycle: 'month',
  periodStart: Date.UTC(2026, 9, 1),
  periodEnd: Date.UTC(2026, 10, 1),
  figures: figures(),
  tier: 2,
  gross: 24_000,
  subAgents: 4_000,
  carryIn: -5_000,
  net: 15_000,
  paid: 15_000,
  carryOut: 0,
  state: 'paid',
  reason: null,
  lines: [
    { kind: 'tier', label: '2', amount: 0 },
    { kind: 'gross', label: '', amount: 24_000 },
    { kind: 'subAgent', label: 'mi***le', amount: -4_000 },
    { kind: 'carryIn', label: '', amount: -5_000 },
    { kind: 'net', label: '', amount: 15_000 },
    { kind: 'paid', label: '', amount: 15_000 },
    { kind: 'carryOut', label: '', amount: 0 },
  ],
  settledAt: Date.UTC(2026, 10, 1, 0, 5),
  ...over,
});

export const statement = (over: Partial<ConsoleStatement> = {}): ConsoleStatement => ({ ...statementValue(over), agentId: 101, username: 'topdog', approvedBy: null, ...over });

export const settings = (over: Partial<AgentSettings> = {}): AgentSettings => ({ merchantCode: 'MLOBBY', transferDailyCap: 5_000_000, payoutApprovalThreshold: 1_000_000, topRebateBp: 100, ...over });

export const report = (): AgentsReport => ({
  from: Date.UTC(2026, 10, 1),
  to: Date.UTC(2026, 10, 30),
  rows: [
    { agentId: 101, username: 'topdog', depth: 1, playersBrought: 12, depositors: 8, deposits: 300_000, turnover: 2_000_000, ngr: 90_000, commissionPaid: 15_000, commissionPending: 0 },
    { agentId: 202, username: 'middle', depth: 2, playersBrought: 3, depositors: 2, deposits: 50_000, turnover: 400_000, ngr: 10_000, commissionPaid: 4_000, commissionPending: 1_000 },
  ],
  totals: { playersBrought: 15, depositors: 10, deposits: 350_000, turnover: 2_400_000, ngr: 100_000, commissionPaid: 19_000, commissionPending: 1_000 },
});
