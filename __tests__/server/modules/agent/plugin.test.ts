/**
 * The agent plugin (docs/agents.md "Settlement"): the figures consumer joins the feed, and the
 * settlement job settles each period once across nodes and crashes — two app instances settling
 * the same database at once, and a server killed (SIGKILL) mid-round then restarted, leave one
 * statement per agent, kind and period and one commission posting per paid statement (PostgreSQL
 * only: PGlite is one process's database).
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../../../server/db/connection';
import { rowsOf } from '../../../../server/db/rows';
import { AGENT_FIGURES_CONSUMER, settleDueStatements } from '../../../../server/modules/agent';
import { buildOnDatabase, databases, suiteApp } from '../../helpers/build';
import { POSTGRES_URL, scratchPostgres, sleep, startServer, type ServerProcess } from '../../lottery-processes/harness';
import { newAgent } from './fixtures';
import { signed } from './settlement/fixtures';

describe.each(databases())('the agent plugin on $name', (dbCase) => {
  const t = suiteApp(dbCase);
  test('registers the figures consumer with the posting feed', () => {
    expect(t.app.feedConsumers.map((c) => c.name)).toContain(AGENT_FIGURES_CONSUMER);
  });
});

const HOURS = 120;
/** Day-one hourly contracts of a chain top → mid → low and a sibling of mid, each paying less than its upline. */
async function hierarchy(app: FastifyInstance): Promise<number> {
  const top = await newAgent(app, null);
  const mid = await newAgent(app, top);
  const low = await newAgent(app, mid);
  const sibling = await newAgent(app, top);
  const until = new Date(Date.UTC(2020, 0, 1) + HOURS * 3_600_000).toISOString();
  for (const [agent, value] of [[top, 1_000], [mid, 600], [low, 300], [sibling, 200]] as const) {
    await signed(app.db, agent.id, 'hourlySalary', 'hour', [{ minActivePlayers: 0, minTurnover: 0, value }], '2020-01-01T00:00:00Z', until);
  }
  return 4 * HOURS;
}

/** One statement per agent and period, and the ledger paid each paid statement exactly once, its amount. */
async function expectOnce(db: Database, statements: number): Promise<void> {
  const [counts] = await rowsOf<{ statements: number; distinct: number; paid: number; postings: number; wrong: number }>(
    db,
    sql`select (select count(*)::int from agent_statements) as statements,
      (select count(distinct (agent_id, kind, period_start))::int from agent_statements) as distinct,
      (select count(*)::int from agent_statements where state = 'paid' and paid > 0) as paid,
      (select count(*)::int from ledger_transactions where kind = 'agent_commission') as postings,
      (select count(*)::int from agent_statements s where s.paid > 0 and s.paid <> coalesce((
        select sum(e.amount) from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
        where t.idempotency_key = 'agent-statement:' || s.id and a.owner_kind = 'member'), 0)) as wrong`,
  );
  expect(counts).toEqual({ statements, distinct: statements, paid: statements, postings: statements, wrong: 0 });
}

if (!POSTGRES_URL) {
  test.skip('settlement across nodes and crashes: needs PostgreSQL (set TEST_DATABASE_URL, as CI does)', () => undefined);
} else {
  describe('exactly-once settlement on PostgreSQL', () => {
    test('two app instances settling the same periods at once record each statement and pay it once', async () => {
      const scratch = await scratchPostgres();
      const apps: FastifyInstance[] = [];
      try {
        for (let i = 0; i < 2; i++) apps.push(await buildOnDatabase(await openDatabase({ url: scratch.url, dataDir: os.tmpdir() })));
        const statements = await hierarchy(apps[0]!);
        await Promise.all(apps.flatMap((app) => [settleDueStatements(app.db, Date.now(), { testClock: false }), settleDueStatements(app.db, Date.now(), { testClock: false })]));
        await expectOnce(scratch.handle.db, statements);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await scratch.drop();
      }
    }, 240_000);

    test('a server killed (SIGKILL) mid-round, then restarted, settles every period once', async () => {
      const scratch = await scratchPostgres();
      const setup = await buildOnDatabase(await openDatabase({ url: scratch.url, dataDir: os.tmpdir() }));
      const settings = { AGENT_JOB_SECONDS: '1', FEED_WORKERS: 'on', LOTTERY_SCHEDULER: 'off' };
      let server: ServerProcess | null = null;
      const db = scratch.handle.db;
      const count = async () => (await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from agent_statements`))[0]!.n;
      try {
        const statements = await hierarchy(setup);
        await setup.close();
        server = await startServer(scratch.url, settings);
        const deadline = Date.now() + 60_000;
        while (Date.now() < deadline && (await count()) === 0) await sleep(20);
        await server.kill();
        server = null;
        expect(await count()).toBeLessThan(statements);
        server = await startServer(scratch.url, settings);
        const done = Date.now() + 120_000;
        while (Date.now() < done && (await count()) < statements) await sleep(200);
        await expectOnce(db, statements);
      } finally {
        await server?.stop();
        await scratch.drop();
      }
    }, 300_000);
  });
}
