/**
 * Settlement (docs/agents.md "Settlement"): every ended period of a contract in force, once the
 * figures consumer has passed its end, bottom-up — the upline's statement takes off its
 * sub-agents' gross — with the carry per agent and kind, each statement recorded and paid once.
 */
import { agentJobStep, settleDueStatements } from '../../../../../server/modules/agent';
import { periodOf } from '../../../../../server/modules/agent/figures';
import { maskUsername } from '../../../../../server/modules/seamless';
import { databases, suiteApp } from '../../../helpers/build';
import { fold, moneyOf } from '../figures/fixtures';
import { newAgent, teamMember } from '../fixtures';
import { bucket, commissionsTo, signed, statementsOf } from './fixtures';

const HOUR_MS = 3_600_000;
const settle = (db: Parameters<typeof settleDueStatements>[0], now = Date.now()) => settleDueStatements(db, now, { testClock: false });

describe.each(databases())('settlement on $name', (dbCase) => {
  const t = suiteApp(dbCase);

  test('bottom-up: the sub-agent is paid its gross, the upline its gross less the sub-agent’s, each once however often the job runs', async () => {
    const db = t.app.db;
    const top = await newAgent(t.app, null);
    const sub = await newAgent(t.app, top);
    const player = await teamMember(t.app, sub);
    await signed(db, top.id, 'dailySalary', 'day', [{ minActivePlayers: 1, minTurnover: 1_000, value: 5_000 }], '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z');
    await signed(db, sub.id, 'dailySalary', 'day', [{ minActivePlayers: 1, minTurnover: 1_000, value: 2_000 }], '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z');
    await bucket(db, player.id, '2020-01-01T10:00:00Z', { stakes: 1_500n, payouts: 400n });

    const first = await settle(db);
    expect(first.statements).toBeGreaterThanOrEqual(2);
    const [subStatement] = await statementsOf(db, sub.id, 'dailySalary');
    const [topStatement] = await statementsOf(db, top.id, 'dailySalary');
    expect(subStatement).toMatchObject({ tier: 1, gross: 2_000n, subAgents: 0n, net: 2_000n, paid: 2_000n, carryOut: 0n, state: 'paid' });
    expect(subStatement!.figures).toMatchObject({ activePlayers: 1, turnover: 1_500, ngr: 1_100 });
    expect(topStatement).toMatchObject({ tier: 1, gross: 5_000n, subAgents: 2_000n, net: 3_000n, paid: 3_000n, carryOut: 0n, state: 'paid' });
    expect(topStatement!.lines.filter((l) => l.kind === 'subAgent')).toEqual([{ kind: 'subAgent', label: maskUsername(sub.username), amount: -2_000 }]);

    await settle(db);
    await settle(db);
    expect(await statementsOf(db, top.id, 'dailySalary')).toHaveLength(1);
    expect(await commissionsTo(db, sub.id)).toEqual({ n: 1, sum: 2_000n });
    expect(await commissionsTo(db, top.id)).toEqual({ n: 1, sum: 3_000n });
  });

  test('a dividend whose team won carries its negative share into the next half-month, which pays only what is left', async () => {
    const db = t.app.db;
    const agent = await newAgent(t.app, null);
    const player = await teamMember(t.app, agent);
    await signed(db, agent.id, 'dividend', 'halfMonth', [{ minActivePlayers: 1, minTurnover: 1, value: 3_000 }], '2020-03-01T00:00:00Z', '2020-04-01T00:00:00Z');
    await bucket(db, player.id, '2020-03-05T10:00:00Z', { stakes: 1_000n, payouts: 5_000n });
    await bucket(db, player.id, '2020-03-20T10:00:00Z', { stakes: 10_000n, payouts: 1_500n, bonuses: 500n });

    await settle(db);
    const [first, second] = await statementsOf(db, agent.id, 'dividend');
    expect(first).toMatchObject({ periodStart: new Date('2020-03-01T00:00:00Z'), periodEnd: new Date('2020-03-16T00:00:00Z'), gross: -1_200n, net: -1_200n, paid: 0n, carryOut: -1_200n, state: 'paid' });
    expect(second).toMatchObject({ periodStart: new Date('2020-03-16T00:00:00Z'), periodEnd: new Date('2020-04-01T00:00:00Z'), gross: 2_400n, carryIn: -1_200n, net: 1_200n, paid: 1_200n, carryOut: 0n });
    expect(await commissionsTo(db, agent.id)).toEqual({ n: 1, sum: 1_200n });
  });

  test('a monthly dividend settles the month as one period', async () => {
    const db = t.app.db;
    const agent = await newAgent(t.app, null);
    const player = await teamMember(t.app, agent);
    await signed(db, agent.id, 'dividend', 'month', [{ minActivePlayers: 1, minTurnover: 1, value: 1_000 }], '2020-06-01T00:00:00Z', '2020-07-01T00:00:00Z');
    await bucket(db, player.id, '2020-06-05T10:00:00Z', { stakes: 1_000n });
    await bucket(db, player.id, '2020-06-25T10:00:00Z', { stakes: 1_000n });
    await settle(db);
    const statements = await statementsOf(db, agent.id, 'dividend');
    expect(statements.map((s) => [s.periodStart.toISOString(), s.periodEnd.toISOString(), s.gross])).toEqual([['2020-06-01T00:00:00.000Z', '2020-07-01T00:00:00.000Z', 200n]]);
  });

  test('a period that began before the contract took effect is never settled', async () => {
    const db = t.app.db;
    const agent = await newAgent(t.app, null);
    await signed(db, agent.id, 'dailySalary', 'day', [{ minActivePlayers: 0, minTurnover: 0, value: 100 }], '2020-05-01T12:00:00Z', '2020-05-03T00:00:00Z');
    await settle(db);
    expect((await statementsOf(db, agent.id, 'dailySalary')).map((s) => s.periodStart.toISOString())).toEqual(['2020-05-02T00:00:00.000Z']);
  });

  test('an hour of real play is settled only once the figures consumer has passed its end, then from the folded postings (the job under a test clock)', async () => {
    const db = t.app.db;
    const money = moneyOf(db);
    const agent = await newAgent(t.app, null);
    const player = await teamMember(t.app, agent);
    await money.fund(player.id);
    await fold(db);
    const hour = periodOf('hour', Date.now());
    // Two hours, so a test that crosses an hour's end still finds its stake in one of them.
    await signed(db, agent.id, 'hourlySalary', 'hour', [{ minActivePlayers: 1, minTurnover: 500, value: 700 }], hour.start.toISOString(), new Date(hour.start.getTime() + 2 * HOUR_MS).toISOString());
    await money.stake(player.id, 600);
    const later = hour.start.getTime() + 3 * HOUR_MS;
    // The app's clock is hours ahead: the job waits for the consumer to pass the database's now.
    expect(await settleDueStatements(db, later, { testClock: true })).toEqual({ periods: 0, statements: 0 });
    await fold(db);
    const result = await settleDueStatements(db, later, { testClock: true });
    expect(result.statements).toBeGreaterThanOrEqual(2);
    const statements = await statementsOf(db, agent.id, 'hourlySalary');
    expect(statements).toHaveLength(2);
    expect(statements.reduce((sum, s) => sum + s.paid, 0n)).toBe(700n);
    expect(await commissionsTo(db, agent.id)).toEqual({ n: 1, sum: 700n });
  });

  test('the agent job step settles due periods and waits AGENT_JOB_SECONDS', async () => {
    const agent = await newAgent(t.app, null);
    await signed(t.app.db, agent.id, 'dailySalary', 'day', [{ minActivePlayers: 0, minTurnover: 0, value: 100 }], '2020-08-01T00:00:00Z', '2020-08-02T00:00:00Z');
    expect(await agentJobStep(t.app)).toBe(t.app.config.agentJobSeconds * 1_000);
    expect(await statementsOf(t.app.db, agent.id, 'dailySalary')).toHaveLength(1);
  });
});
