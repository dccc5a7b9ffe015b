/**
 * Exactly-once periodic awards across nodes and crashes (PostgreSQL only: PGlite is one process's
 * database): two app instances settling the same periods at the same moment, and a server process
 * killed (SIGKILL: no handler runs, the settling transaction never commits) in the middle of its
 * award job, then restarted. Afterwards every period is settled once, with one award per member
 * and period for exactly what the formula gives: no duplicate, no gap.
 */
import os from 'node:os';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../server/db/connection';
import { openDatabase } from '../../../../server/db/connection';
import { auditLog } from '../../../../server/modules/audit/tables';
import { awardAmount } from '../../../../server/modules/promotions/awards-math';
import { settleDueAwards } from '../../../../server/modules/promotions';
import { promotionAwards, promotionParticipants, promotionPeriods } from '../../../../server/modules/promotions/tables';
import { memberTurnover } from '../../../../server/modules/turnover/tables';
import { turnoverConsumer } from '../../../../server/modules/turnover';
import { buildOnDatabase } from '../../helpers/build';
import { POSTGRES_URL, scratchPostgres, sleep, startServer, type ServerProcess } from '../../lottery-processes/harness';
import { passBy } from '../feed/fixtures';
import { dayOf, DAY_MS, MERCHANT, memberId, pastWeek, periodicPromotion } from './award-fixtures';

const RATE_BP = 1_000;

/** P daily cashback promotions over D past days, each joined by the same M members with a distinct loss per member and day. */
async function awardLoad(db: Database, shape: { promotions: number; days: number; members: number }) {
  const first = dayOf(pastWeek(3), 0);
  const window = { start: first.start, end: new Date(first.start.getTime() + shape.days * DAY_MS) };
  const members = Array.from({ length: shape.members }, () => memberId());
  let expectedAmount = 0n;
  const rows = members.flatMap((m, i) =>
    Array.from({ length: shape.days }, (_, d) => {
      const stakes = BigInt(10_000 + 137 * i + 1_009 * d);
      expectedAmount += awardAmount(stakes, RATE_BP, null);
      return { merchantCode: MERCHANT, memberId: m, accountKind: 'real' as const, gameType: 'RNG', day: dayOf(window, d).start.toISOString().slice(0, 10), stakes, payouts: 0n, refunds: 0n, bets: 1 };
    }),
  );
  await db.insert(memberTurnover).values(rows);
  const ids: number[] = [];
  for (let p = 0; p < shape.promotions; p++) {
    const promotion = await periodicPromotion(db, { window, rateBp: RATE_BP });
    await db.insert(promotionParticipants).values(members.map((m) => ({ promotionId: promotion.id, memberId: m, merchantCode: MERCHANT, joinedAt: new Date(window.start.getTime() - DAY_MS) })));
    ids.push(promotion.id);
  }
  const periods = shape.promotions * shape.days;
  return { ids, periods, awards: periods * shape.members, amount: expectedAmount * BigInt(shape.promotions), members: shape.members, end: window.end };
}

type Load = Awaited<ReturnType<typeof awardLoad>>;

async function settledPeriods(db: Database, load: Load): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promotionPeriods).where(inArray(promotionPeriods.promotionId, load.ids));
  return row!.n;
}

/** Every period settled once, each with all its members' awards, the amounts exactly the formula's. */
async function expectExactlyOnce(db: Database, load: Load): Promise<void> {
  const periods = await db.select().from(promotionPeriods).where(inArray(promotionPeriods.promotionId, load.ids));
  expect(periods).toHaveLength(load.periods);
  expect(new Set(periods.map((p) => p.awards))).toEqual(new Set([load.members]));
  const [awards] = await db
    .select({ n: count(), distinct: sql<number>`count(distinct (${promotionAwards.promotionId}, ${promotionAwards.memberId}, ${promotionAwards.periodStart}))::int`, amount: sum(promotionAwards.amount) })
    .from(promotionAwards)
    .where(inArray(promotionAwards.promotionId, load.ids));
  expect({ n: awards!.n, distinct: awards!.distinct, amount: BigInt(awards!.amount ?? 0) }).toEqual({ n: load.awards, distinct: load.awards, amount: load.amount });
  // Each period was settled by one transaction that committed: one audit row each.
  const [audits] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'promotion.awards.settle'), inArray(auditLog.subject, load.ids.map((id) => `promotion:${id}`))));
  expect(audits!.n).toBe(load.periods);
}

if (!POSTGRES_URL) {
  test.skip('periodic awards across nodes and crashes: needs PostgreSQL (set TEST_DATABASE_URL, as CI does)', () => undefined);
} else {
  describe('exactly-once periodic awards on PostgreSQL', () => {
    test('two app instances settling the same periods at once make one award per member and period', async () => {
      const scratch = await scratchPostgres();
      const apps: FastifyInstance[] = [];
      try {
        for (let i = 0; i < 2; i++) apps.push(await buildOnDatabase(await openDatabase({ url: scratch.url, dataDir: os.tmpdir() })));
        const load = await awardLoad(scratch.handle.db, { promotions: 6, days: 7, members: 40 });
        await passBy(scratch.handle.db, turnoverConsumer, load.end);
        const rounds = await Promise.all(apps.flatMap((app) => [settleDueAwards(app.db, Date.now()), settleDueAwards(app.db, Date.now())]));
        expect(rounds.reduce((s, r) => s + r.periods, 0)).toBe(load.periods);
        expect(rounds.reduce((s, r) => s + r.awards, 0)).toBe(load.awards);
        await expectExactlyOnce(scratch.handle.db, load);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await scratch.drop();
      }
    }, 120_000);

    test('a server killed (SIGKILL) mid-settlement and restarted finishes every period with no duplicate and no gap', async () => {
      const scratch = await scratchPostgres();
      const settings = { PROMOTION_AWARDS: 'on', FEED_WORKERS: 'on', LOTTERY_SCHEDULER: 'off' };
      let server: ServerProcess | null = null;
      try {
        const load = await awardLoad(scratch.handle.db, { promotions: 12, days: 7, members: 30 });
          server = await startServer(scratch.url, settings);
        // Kill once the job is under way and far from done.
        const deadline = Date.now() + 60_000;
        let atKill = 0;
        while (Date.now() < deadline && (atKill = await settledPeriods(scratch.handle.db, load)) === 0) await sleep(10);
        await server.kill();
        server = null;
        atKill = await settledPeriods(scratch.handle.db, load);
        expect(atKill).toBeGreaterThan(0);
        expect(atKill).toBeLessThan(load.periods);
        server = await startServer(scratch.url, settings);
        const finish = Date.now() + 90_000;
        while (Date.now() < finish && (await settledPeriods(scratch.handle.db, load)) < load.periods) await sleep(200);
        await expectExactlyOnce(scratch.handle.db, load);
      } finally {
        await server?.stop();
        await scratch.drop();
      }
    }, 240_000);
  });
}
