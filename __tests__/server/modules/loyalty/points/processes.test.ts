/**
 * Exactly-once earning from the feed across nodes and crashes (PostgreSQL only: PGlite is one
 * process's database): two app instances consuming the same postings at once, and a server process
 * killed (SIGKILL: the batch in flight never commits) while members keep playing, then restarted.
 * Afterwards every member holds exactly the points, carry and turnover the rules give for the whole
 * feed read in one go (earning.ts folds the same however the feed is cut into batches).
 */
import os from 'node:os';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GameType } from '@common/contract/games';
import { openDatabase, type Database } from '../../../../../server/db/connection';
import { catchUp } from '../../../../../server/modules/feed';
import { loyaltyPointsConsumer } from '../../../../../server/modules/loyalty/points';
import { earningsOf, gameLegsOf } from '../../../../../server/modules/loyalty/points/earning';
import { settingsOfMerchants } from '../../../../../server/modules/loyalty/points/settings';
import { FEED_START, readPostings } from '../../../../../server/modules/wallet';
import { buildOnDatabase } from '../../../helpers/build';
import { POSTGRES_URL, scratchPostgres, sleep, startServer, type ServerProcess } from '../../../lottery-processes/harness';
import { bet, fund, M, newMemberId, refundOf, setRates } from '../fixtures';

const GAMES: GameType[] = ['RNG', 'LIVE', 'LOTT', 'FISH'];

/** `n` rounds over the members: a stake of 1..999 on a random game, one in five refunded in part. */
async function play(db: Database, members: number[], n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const member = members[randomInt(members.length)]!;
    const game = GAMES[randomInt(GAMES.length)]!;
    const amount = BigInt(1 + randomInt(999));
    const round = await bet(db, member, amount, game);
    if (randomInt(5) === 0) await refundOf(db, member, round, BigInt(1 + randomInt(Number(amount))), game);
  }
}

/** Every member's points, carry and turnover as stored, against the fold of the whole feed in one go. */
async function expectExact(db: Database, members: number[]): Promise<void> {
  const postings = await readPostings(db, FEED_START, 100_000);
  const expected = earningsOf(gameLegsOf(postings), new Map(), await settingsOfMerchants(db, [M]), () => false);
  const stored = (await db.execute(sql`
    select m.member_id::text as id, m.carry::text as carry, m.turnover::text as turnover,
      (select coalesce(sum(points), 0) from points_lots l where l.member_id = m.member_id and l.source = 'turnover')::text as points,
      (select coalesce(sum(points), 0) from points_events e where e.member_id = m.member_id and e.kind = 'earn')::text as events
    from loyalty_members m order by m.member_id`)) as unknown as { rows: { id: string; carry: string; turnover: string; points: string; events: string }[] };
  const want = expected
    .filter((e) => members.includes(e.memberId))
    .sort((a, b) => a.memberId - b.memberId)
    .map((e) => `${e.memberId}:${e.points}:${e.carry}:${e.turnover > 0n ? e.turnover : 0n}`);
  expect(stored.rows.map((r) => `${r.id}:${r.points}:${r.carry}:${r.turnover}`)).toEqual(want);
  expect(stored.rows.every((r) => r.points === r.events)).toBe(true);
  // The points accounts hold exactly the lots.
  const [ledger] = ((await db.execute(sql`
    select coalesce(sum(e.amount), 0)::text as held from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where a.owner_kind = 'member' and a.kind = 'points'`)) as unknown as { rows: { held: string }[] }).rows;
  expect(ledger!.held).toBe(String(expected.reduce((s, e) => s + e.points, 0n)));
}

/**
 * Runs the consumer until its cursor has reached the newest posting (the server's worker, or this
 * process when `db` is given). Another suite's transaction left open on a shared server holds the
 * feed's horizon back, so the wait is long; it ends as soon as the cursor is there.
 */
async function waitCaughtUp(db: Database, consume: boolean): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (consume) await catchUp(db, loyaltyPointsConsumer, 500, Date.now);
    if (await caughtUp(db)) return;
    await sleep(200);
  }
  throw new Error('the points consumer did not catch up in 150 s');
}

/** Whether the consumer's cursor has reached the newest posting. */
async function caughtUp(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`
    select (select (xid, last_id) from feed_cursors where consumer = ${loyaltyPointsConsumer.name})
         = (select (xid, id) from ledger_transactions order by xid desc, id desc limit 1) as done`)) as unknown as { rows: { done: boolean | null }[] };
  return result.rows[0]?.done === true;
}

async function players(db: Database, n: number): Promise<number[]> {
  await setRates(db, { LIVE: 5_000, LOTT: 2_500 });
  const members = Array.from({ length: n }, () => newMemberId());
  for (const id of members) await fund(db, id);
  return members;
}

if (!POSTGRES_URL) {
  test.skip('points earning across nodes and crashes: needs PostgreSQL (set TEST_DATABASE_URL, as CI does)', () => undefined);
} else {
  describe('exactly-once points earning on PostgreSQL', () => {
    test('two app instances consuming the same postings at once credit each stake once', async () => {
      const scratch = await scratchPostgres();
      const apps: FastifyInstance[] = [];
      try {
        for (let i = 0; i < 2; i++) apps.push(await buildOnDatabase(await openDatabase({ url: scratch.url, dataDir: os.tmpdir() })));
        const members = await players(scratch.handle.db, 8);
        await play(scratch.handle.db, members, 120);
        // Small batches, so the two interleave batch by batch on the cursor row.
        await Promise.all(apps.flatMap((app) => [catchUp(app.db, loyaltyPointsConsumer, 15, Date.now), catchUp(app.db, loyaltyPointsConsumer, 15, Date.now)]));
        await waitCaughtUp(scratch.handle.db, true);
        await expectExact(scratch.handle.db, members);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await scratch.drop();
      }
    }, 240_000);

    test('a server killed (SIGKILL) while members play, then restarted, credits every stake once', async () => {
      const scratch = await scratchPostgres();
      const settings = { FEED_WORKERS: 'on', LOTTERY_SCHEDULER: 'off', DEMO_DATA: 'false' };
      let server: ServerProcess | null = null;
      try {
        const db = scratch.handle.db;
        const members = await players(db, 8);
        server = await startServer(scratch.url, settings);
        await play(db, members, 100);
        // Kill once the worker has credited something, with play still going on.
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline && ((await db.execute(sql`select count(*)::int as n from points_lots`)) as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) await sleep(50);
        const playing = play(db, members, 100);
        await sleep(300);
        await server.kill();
        server = null;
        await playing;
        expect(await caughtUp(db)).toBe(false);
        server = await startServer(scratch.url, settings);
        await play(db, members, 50);
        await waitCaughtUp(db, false);
        await expectExact(db, members);
      } finally {
        await server?.stop();
        await scratch.drop();
      }
    }, 300_000);
  });
}
