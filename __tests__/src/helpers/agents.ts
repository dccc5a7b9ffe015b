import { AgentPath, type AffiliateLinkValue, type AgentHomeValue, type ContractValue, type ContractViewValue, type StatementValue, type TeamFigures } from '@common/contract/agents';
import type { SystemStatusValue } from '@common/contract/system';
import { statusValue, type Reply } from './fixtures';
import { ok } from './payments';

export { ok };

/** A moment in the fixtures' world: 2026-11-26 10:00 UTC. */
export const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

/** An open site whose AGENTPOLICY3 is the given one. */
export function agentStatus(on = true): SystemStatusValue {
  const base = statusValue();
  return statusValue({ info: { whitelabel: { ...base.info.whitelabel, AGENTPOLICY3: on } } });
}

export function agentHome(overrides: Partial<AgentHomeValue> = {}): AgentHomeValue {
  return { code: 'AG7', depth: 1, upline: null, rebateBp: 125, offers: [], contracts: [], directMembers: 3, teamMembers: 9, earned: 123_400, ...overrides };
}

/** A daily salary contract: 5 players and 1,000.00 → 50.00; 10 and 5,000.00 → 120.00; 20 and 20,000.00 → 300.00. */
export function contract(overrides: Partial<ContractValue> = {}): ContractValue {
  return {
    id: 11,
    kind: 'dailySalary',
    request: 'dailysalreqtype',
    cycle: 'day',
    tiers: [
      { minActivePlayers: 5, minTurnover: 100_000, value: 5_000 },
      { minActivePlayers: 10, minTurnover: 500_000, value: 12_000 },
      { minActivePlayers: 20, minTurnover: 2_000_000, value: 30_000 },
    ],
    state: 'signed',
    offeredBy: 'merchant',
    offeredAt: NOW - 86_400_000,
    signedAt: NOW - 3_600_000,
    effectiveFrom: Date.UTC(2026, 10, 26),
    endsAt: null,
    ...overrides,
  };
}

export function figures(overrides: Partial<TeamFigures> = {}): TeamFigures {
  return { periodStart: Date.UTC(2026, 10, 26), periodEnd: Date.UTC(2026, 10, 27), newMembers: 2, activePlayers: 12, depositors: 4, deposits: 300_000, turnover: 800_000, ngr: 50_000, ...overrides };
}

export function contractView(overrides: Partial<ContractViewValue> = {}): ContractViewValue {
  return { kind: 'dailySalary', request: 'dailysalreqtype', current: contract(), offer: null, figures: figures(), qualifyingTier: 1, estimate: 12_000, carry: -500, ...overrides };
}

export function statement(overrides: Partial<StatementValue> = {}): StatementValue {
  return {
    id: 31,
    kind: 'dailySalary',
    cycle: 'day',
    periodStart: Date.UTC(2026, 10, 25),
    periodEnd: Date.UTC(2026, 10, 26),
    figures: figures(),
    tier: 2,
    gross: 12_000,
    subAgents: 0,
    carryIn: 0,
    net: 12_000,
    paid: 12_000,
    carryOut: 0,
    state: 'paid',
    reason: null,
    lines: [
      { kind: 'tier', label: '2', amount: 0 },
      { kind: 'gross', label: '', amount: 12_000 },
      { kind: 'paid', label: '', amount: 12_000 },
    ],
    settledAt: NOW,
    ...overrides,
  };
}

export function link(overrides: Partial<AffiliateLinkValue> = {}): AffiliateLinkValue {
  return { code: 'LNK1', label: 'Facebook', url: 'https://mlobby.test/m/register?code=LNK1', createdAt: NOW, registrations: 4, depositors: 2, deposits: 150_000, ...overrides };
}

/** A wire page of agent lists. */
export const page = <T>(items: T[]) => ({ items, page: 1, pageSize: 20, total: items.length });

/** The agent calls a screen makes, answered for an agent with nothing in its lists. */
export function agentRoutes(routes: Record<string, Reply> = {}): Record<string, Reply> {
  return {
    'GET /wps/member/info': ok({ id: 1, type: 0, userName: 'alice', agent: true }),
    [`GET ${AgentPath.home}`]: ok(agentHome()),
    [`GET ${AgentPath.contract}`]: ok(contractView()),
    [`GET ${AgentPath.statements}`]: ok(page([])),
    [`GET ${AgentPath.links}`]: ok([]),
    [`GET ${AgentPath.kpi}`]: ok({ scope: 'direct', cycle: 'day', current: figures(), previous: figures({ newMembers: 1 }) }),
    [`GET ${AgentPath.subordinates}`]: ok(page([])),
    [`GET ${AgentPath.transfer}`]: ok(page([])),
    [`GET ${AgentPath.rebates}`]: ok({ ownBp: 125, members: [] }),
    ...routes,
  };
}

/** The server's refusal of a member who is not an agent. */
export const agentOnly = { success: false, code: 'agent.only', message: 'This is only for agents.' };
