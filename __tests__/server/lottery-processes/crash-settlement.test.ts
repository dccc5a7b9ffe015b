/**
 * Issue 5: SIGKILL the server while it settles an issue of 5,000 sub-orders, restart it, and
 * every sub-order must end settled exactly once, paid what the engine says, the ledger at zero.
 *
 * The bets go through POST /lgw/orders, but of an in-process app (app.inject) whose clock stands
 * 150 s in the past: 5,000 placements over real HTTP take longer than a fast issue stays open,
 * and this way the issue is already overdue when the real server process starts, so that
 * process's first tick (recovery on start) draws and settles it while the test watches the table.
 */
import { randomInt, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLottery } from '../../../bench/lottery-check';
import { randomPrizeMode, randomSelection } from '../../../bench/lottery-seed';
import { LotteryPath, type LotteryGameInfo, type Order, type PlaceOrderRequest } from '@common/contract/lottery';
import type { Envelope } from '@common/contract/envelope';
import { buildStartApp } from '../../../server/seed';
import { loadConfig } from '../../../server/config';
import { addMember, call, TestClock, tokenFor } from '../helpers/accounts';
import { fundByApproval } from '../helpers/operators';
import { POSTGRES_URL, scratchPostgres, sleep, startServer, type ServerProcess } from './harness';

const SUBORDERS = 5_000;
const MEMBERS = 20;
const CONCURRENCY = 8;
const GAME = 'SSC1';
const PASSWORD = 'Lottery12345';

/** 5,000 orders of one sub-order each on the current SSC1 issue, through the API of an app living 150 s ago; the issue's id. */
async function placeBets(app: FastifyInstance, clock: TestClock): Promise<number> {
  await app.lottery.runDue(clock.now());
  const info = (await call(app, 'GET', `${LotteryPath.game}?gameCode=${GAME}`)).json<Envelope<LotteryGameInfo>>().value!;
  const issue = info.upcoming[0];
  expect(issue.drawAt).toBeLessThan(Date.now() - 60_000);
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const username = `crash${i}x`;
    await addMember(app, { username, password: PASSWORD });
    await fundByApproval(app, username, 100_000_000);
    members.push(await tokenFor(app, username, PASSWORD));
  }
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < SUBORDERS; n = next++) {
      const betType = info.betTypes[randomInt(info.betTypes.length)];
      const body: PlaceOrderRequest = {
        gameCode: GAME,
        prizeMode: randomPrizeMode(betType),
        betType: betType.code,
        selection: randomSelection(GAME, betType),
        unitStake: 100 * randomInt(1, 6),
        multiple: randomInt(1, 4),
        issues: [issue.issueNumber],
        stopOnWin: false,
        requestId: randomUUID(),
      };
      const res = await call(app, 'POST', LotteryPath.orders, { token: members[n % MEMBERS], payload: body });
      const placed = res.json<Envelope<Order>>();
      if (!placed.success) throw new Error(`bet ${n} refused: ${placed.code}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const [row] = ((await app.db.execute(sql`select id::text from lottery_issues where game_code = ${GAME} and issue_number = ${issue.issueNumber}`)) as unknown as {
    rows: { id: string }[];
  }).rows;
  return Number(row.id);
}

if (!POSTGRES_URL) {
  test.skip('lottery settlement killed with SIGKILL: needs PostgreSQL (set TEST_DATABASE_URL, as CI does)', () => undefined);
} else {
  describe('lottery settlement killed with SIGKILL', () => {
    let db: Awaited<ReturnType<typeof scratchPostgres>>;
    let server: ServerProcess | null = null;

    beforeAll(async () => {
      db = await scratchPostgres();
    }, 30_000);

    afterAll(async () => {
      await server?.stop();
      await db?.drop();
    }, 30_000);

    const settledCount = async (issueId: number) => {
      const result = (await db.handle.db.execute(
        sql`select count(*) filter (where status <> 'pending')::int as settled, count(*)::int as total from lottery_suborders where issue_id = ${issueId}`,
      )) as unknown as { rows: { settled: number; total: number }[] };
      return result.rows[0];
    };

    // 600 s: placing 5,000 orders takes two minutes on an idle 2-core machine and far longer beside CI's other worker.
    test('a restart finishes the settlement with every sub-order settled exactly once', async () => {
      const clock = new TestClock(Date.now() - 150_000);
      const env = { LOG_LEVEL: 'silent', NODE_ENV: 'test', DEMO_ACCOUNTS: 'false', SITE_DIR: path.join(os.tmpdir(), 'mlobby-no-site') };
      const app = await buildStartApp(loadConfig({ ...env, DATABASE_URL: db.url, LOTTERY_SCHEDULER: 'off', RATE_LIMIT_MAX: '1000000' }), { now: clock.now });
      let issueId: number;
      try {
        issueId = await placeBets(app, clock);
      } finally {
        await app.close();
      }
      expect(await settledCount(issueId)).toEqual({ settled: 0, total: SUBORDERS });

      // The games' own schedule (no fast interval): besides the issue with the bets, recovery has
      // only the handful of draws those 150 s held to catch up on.
      server = await startServer(db.url, { LOTTERY_FAST_INTERVAL_SECONDS: '' });
      let seen = { settled: 0, total: SUBORDERS };
      const watchUntil = Date.now() + 60_000;
      while (seen.settled === 0 && Date.now() < watchUntil) {
        await sleep(20);
        seen = await settledCount(issueId);
      }
      await server.kill();
      server = null;
      // What had committed when the process died: settlement had begun and not finished.
      const atKill = await settledCount(issueId);
      expect(atKill.settled).toBeGreaterThan(0);
      expect(atKill.settled).toBeLessThan(SUBORDERS);

      server = await startServer(db.url, { LOTTERY_FAST_INTERVAL_SECONDS: '' });
      const settleBy = Date.now() + 90_000;
      let status = '';
      while (status !== 'settled' && Date.now() < settleBy) {
        await sleep(250);
        const result = (await db.handle.db.execute(sql`select status from lottery_issues where id = ${issueId}`)) as unknown as { rows: { status: string }[] };
        status = result.rows[0].status;
      }
      await server.stop();
      server = null;
      expect(status).toBe('settled');

      const audit = await auditLottery(db.handle.db);
      console.info(
        `SIGKILL with ${atKill.settled} of ${SUBORDERS} sub-orders settled; after restart: won ${audit.suborders.won}, lost ${audit.suborders.lost}, ` +
          `paid ${audit.paidOut} minor units (the engine's sum: ${audit.owed})`,
      );
      expect(audit.paidOut).toBe(audit.owed);
      expect(audit.failures).toEqual([]);
      expect(audit.suborders.won + audit.suborders.lost).toBe(SUBORDERS);
      expect(audit.suborders.pending).toBe(0);
    }, 600_000);
  });
}
