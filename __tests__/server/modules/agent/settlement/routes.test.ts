/**
 * The agent's home, contract screen and statements (agent-only, §6), and the console's statements
 * and agents report (agents.manage).
 */
import type { Envelope } from '@common/contract/envelope';
import { ErrorCode } from '@common/contract/envelope';
import { AgentPath, type AgentHomeValue, type ContractViewValue, type Page, type StatementValue } from '@common/contract/agents';
import { ConsoleAgentPath, type AgentsReport, type ConsoleStatement } from '@common/contract/consoleAgents';
import { settleDueStatements } from '../../../../../server/modules/agent';
import { periodOf } from '../../../../../server/modules/agent/figures';
import { agentCodeFor } from '../../../../../server/modules/agent/hierarchy';
import { agentContracts } from '../../../../../server/modules/agent/tables';
import { maskUsername } from '../../../../../server/modules/seamless';
import type { Member } from '../../../../../server/modules/member';
import { call, tokenFor } from '../../../helpers/accounts';
import { databases, suiteApp } from '../../../helpers/build';
import { consoleCall, operatorWith } from '../../../helpers/operators';
import { fold, moneyOf } from '../figures/fixtures';
import { newAgent, teamMember } from '../fixtures';
import { M, signed } from './fixtures';

const DAY_MS = 86_400_000;

describe.each(databases())('agent screens on $name', (dbCase) => {
  const t = suiteApp(dbCase);
  const get = async <T>(who: Member, path: string) => (await call(t.app, 'GET', path, { token: await tokenFor(t.app, who.username, 'Member12345') })).json<Envelope<T>>();

  test('home: first code, masked upline, waiting offers and contracts in force by kind, team sizes, all-time earnings', async () => {
    const db = t.app.db;
    const top = await newAgent(t.app, null);
    const agent = await newAgent(t.app, top);
    await teamMember(t.app, agent);
    const sub = await newAgent(t.app, agent);
    await teamMember(t.app, sub);
    const today = periodOf('day', Date.now());
    await signed(db, agent.id, 'dailySalary', 'day', [{ minActivePlayers: 1, minTurnover: 100, value: 900 }], today.start.toISOString(), null);
    await db.insert(agentContracts).values({ merchantCode: M, agentId: agent.id, kind: 'dividend', cycle: 'month', tiers: [{ minActivePlayers: 1, minTurnover: 1, value: 100 }], state: 'offered', offeredById: top.id, offeredByName: top.username, offeredAt: new Date() });
    await signed(db, agent.id, 'hourlySalary', 'hour', [{ minActivePlayers: 0, minTurnover: 0, value: 250 }], '2020-01-01T00:00:00Z', '2020-01-01T02:00:00Z');
    await settleDueStatements(db, Date.now(), { testClock: false });

    const home = await get<AgentHomeValue>(agent, AgentPath.home);
    expect(home.value).toEqual({ code: agentCodeFor(agent.id), depth: 2, upline: maskUsername(top.username), rebateBp: 0, offers: ['dividend'], contracts: ['dailySalary'], directMembers: 2, teamMembers: 3, earned: 500 });

    const statements = await get<Page<StatementValue>>(agent, `${AgentPath.statements}?kind=hourlySalary`);
    expect(statements.value!.items.map((s) => [new Date(s.periodStart).toISOString(), s.paid, s.state])).toEqual([
      ['2020-01-01T01:00:00.000Z', 250, 'paid'],
      ['2020-01-01T00:00:00.000Z', 250, 'paid'],
    ]);
    expect((await get<Page<StatementValue>>(agent, `${AgentPath.statements}?kind=dividend`)).value!.total).toBe(0);
  });

  test('contract screen: the contract in force, the waiting offer, the running period’s whole-team figures, tier so far, estimate and carry', async () => {
    const db = t.app.db;
    const money = moneyOf(db);
    const agent = await newAgent(t.app, null);
    const player = await teamMember(t.app, agent);
    await money.fund(player.id);
    const today = periodOf('day', Date.now());
    const tiers = [
      { minActivePlayers: 1, minTurnover: 100, value: 900 },
      { minActivePlayers: 1, minTurnover: 1_000_000, value: 5_000 },
    ];
    const contract = await signed(db, agent.id, 'dailySalary', 'day', tiers, today.start.toISOString(), null);
    await money.stake(player.id, 400);
    await fold(db);
    const view = await get<ContractViewValue>(agent, `${AgentPath.contract}?kind=dailySalary`);
    expect(view.value).toMatchObject({ kind: 'dailySalary', request: 'dailysalreqtype', current: { id: contract.id, offeredBy: 'merchant', state: 'signed', tiers }, offer: null, qualifyingTier: 0, estimate: 900, carry: 0 });
    expect(view.value!.figures).toMatchObject({ periodStart: today.start.getTime(), periodEnd: today.start.getTime() + DAY_MS, activePlayers: 1, turnover: 400 });
    const none = await get<ContractViewValue>(agent, `${AgentPath.contract}?kind=dividend`);
    expect(none.value).toMatchObject({ current: null, offer: null, figures: null, qualifyingTier: -1, estimate: 0, carry: 0 });
  });

  test('every call of the agent screens refuses a member who is not an agent with agent.only', async () => {
    const member = await teamMember(t.app, null);
    for (const path of [AgentPath.home, `${AgentPath.contract}?kind=dividend`, AgentPath.statements, `${AgentPath.kpi}?scope=team&cycle=day`]) {
      expect((await get(member, path)).code).toBe(ErrorCode.agentOnly);
    }
  });

  test('console: statements filtered by agent, kind and state, and the agents report of players brought, money and commission; another merchant and an operator without agents.manage refused', async () => {
    const db = t.app.db;
    const money = moneyOf(db);
    const agent = await newAgent(t.app, null);
    const player = await teamMember(t.app, agent);
    await money.fund(player.id);
    await money.deposit(player.id, 5_000);
    await money.stake(player.id, 1_000);
    await money.win(player.id, 200);
    await fold(db);
    await signed(db, agent.id, 'dailySalary', 'day', [{ minActivePlayers: 0, minTurnover: 0, value: 123 }], '2020-02-01T00:00:00Z', '2020-02-02T00:00:00Z');
    await settleDueStatements(db, Date.now(), { testClock: false });

    const manager = await operatorWith(t.app, ['agentManager']);
    const page = await consoleCall<Page<ConsoleStatement>>(t.app, manager, 'GET', `${ConsoleAgentPath.statements}?agentId=${agent.id}&kind=dailySalary&state=paid`);
    expect(page.body.value!.items.map((s) => [s.agentId, s.username, s.paid, s.kind])).toEqual([[agent.id, agent.username, 123, 'dailySalary']]);
    expect((await consoleCall<Page<ConsoleStatement>>(t.app, manager, 'GET', `${ConsoleAgentPath.statements}?agentId=${agent.id}&state=pending`)).body.value!.total).toBe(0);

    const from = Date.UTC(2020, 0, 1);
    const report = await consoleCall<AgentsReport>(t.app, manager, 'GET', `${ConsoleAgentPath.report}?from=${from}&to=${Date.now() + DAY_MS}`);
    expect(report.body.value!.rows.find((r) => r.agentId === agent.id)).toEqual({ agentId: agent.id, username: agent.username, depth: 1, playersBrought: 1, depositors: 1, deposits: 5_000, turnover: 1_000, ngr: 800, commissionPaid: 123, commissionPending: 0 });
    expect(report.body.value!.totals.commissionPaid).toBeGreaterThanOrEqual(123);

    // A merchant's operator reaches its own merchant only.
    expect((await consoleCall(t.app, manager, 'GET', `${ConsoleAgentPath.statements}?merchantCode=OTHER`)).body.code).toBe(ErrorCode.operatorForbidden);
    expect((await consoleCall(t.app, manager, 'GET', `${ConsoleAgentPath.report}?merchantCode=OTHER`)).body.code).toBe(ErrorCode.operatorForbidden);

    const content = await operatorWith(t.app, ['content']);
    expect((await consoleCall(t.app, content, 'GET', ConsoleAgentPath.statements)).body.code).toBe(ErrorCode.operatorForbidden);
    expect((await consoleCall(t.app, content, 'GET', ConsoleAgentPath.report)).body.code).toBe(ErrorCode.operatorForbidden);
  });
});
