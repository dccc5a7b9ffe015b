/**
 * Points in and out (docs/loyalty.md "Spending" and "Expiry"): spending takes the oldest-expiring
 * lots first and is refused whole when short; concurrent spends never spend more than the member
 * holds; expiry takes due lots oldest first, each once even when two runs race, never below zero.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../../../server/db/connection';
import { creditPoints, expirePoints, spendPoints } from '../../../../../server/modules/loyalty/points';
import { pointsEvents, pointsLots } from '../../../../../server/modules/loyalty/points/tables';
import { balanceOf, ensureMemberAccount } from '../../../../../server/modules/wallet';
import { databases, suiteApp } from '../../../helpers/build';
import { M, newMemberId } from '../fixtures';

const DAY_MS = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

/** Credits lots of `points`, earned on successive days from T0, each lasting `days`. */
async function lots(db: Database, memberId: number, points: number[], days = 10): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, p] of points.entries()) {
    const { lot } = await db.transaction((tx) => creditPoints(tx, { merchantCode: M, memberId, points: BigInt(p), source: 'test', sourceId: `lot-${i}`, kind: 'earn', now: new Date(T0 + i * DAY_MS), expiryDays: days }));
    ids.push(lot.id);
  }
  return ids;
}

const remaining = async (db: Database, memberId: number) =>
  (await db.select({ r: pointsLots.remaining }).from(pointsLots).where(eq(pointsLots.memberId, memberId)).orderBy(pointsLots.id)).map((r) => Number(r.r));
const balance = async (db: Database, memberId: number) => balanceOf(db, (await ensureMemberAccount(db, M, memberId, 'points')).account.id);
const spend = (db: Database, memberId: number, points: number, id: string, at = T0) =>
  db.transaction((tx) => spendPoints(tx, { merchantCode: M, memberId, points: BigInt(points), source: 'test', sourceId: id, now: new Date(at) }));

describe.each(databases())('points ledger on $name', (db) => {
  const t = suiteApp(db);

  test('a credit is made once per (source, sourceId)', async () => {
    const id = newMemberId();
    await lots(t.app.db, id, [5]);
    const again = await t.app.db.transaction((tx) => creditPoints(tx, { merchantCode: M, memberId: id, points: 5n, source: 'test', sourceId: 'lot-0', kind: 'earn', now: new Date(T0), expiryDays: 10 }));
    expect(again.credited).toBe(false);
    expect(await balance(t.app.db, id)).toBe(5n);
  });

  test('spending takes the oldest-expiring lots first; short, it is refused and nothing changes', async () => {
    const id = newMemberId();
    await lots(t.app.db, id, [5, 10, 20]);
    await spend(t.app.db, id, 7, 'a');
    expect(await remaining(t.app.db, id)).toEqual([0, 8, 20]);
    await expect(spend(t.app.db, id, 29, 'b')).rejects.toMatchObject({ code: ErrorCode.pointsInsufficient });
    expect(await remaining(t.app.db, id)).toEqual([0, 8, 20]);
    // Expired lots count for nothing even before the job ran: at day 11.5 those earned on days 0 and 1 are gone, 20 left.
    await expect(spend(t.app.db, id, 28, 'c', T0 + 11.5 * DAY_MS)).rejects.toMatchObject({ code: ErrorCode.pointsInsufficient });
    expect(await balance(t.app.db, id)).toBe(28n);
  });

  test('20 concurrent spends of 10 from a balance of 100 spend exactly 10 times', async () => {
    const id = newMemberId();
    await lots(t.app.db, id, [30, 30, 40]);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => spend(t.app.db, id, 10, `c-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === ErrorCode.pointsInsufficient)).toBe(true);
    expect(await remaining(t.app.db, id)).toEqual([0, 0, 0]);
    expect(await balance(t.app.db, id)).toBe(0n);
  });

  test('expiry takes due lots oldest first, only what is left of them, and leaves the others', async () => {
    const id = newMemberId();
    const [first, second] = await lots(t.app.db, id, [5, 10, 20]);
    await spend(t.app.db, id, 7, 'x');
    // Day 11: the lots earned on days 0 and 1 (10 days each) are due, the third not.
    expect(await expirePoints(t.app.db, new Date(T0 + 11 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await remaining(t.app.db, id)).toEqual([0, 0, 20]);
    const events = await t.app.db.select().from(pointsEvents).where(and(eq(pointsEvents.memberId, id), eq(pointsEvents.kind, 'expire')));
    // The first lot was spent out: only the second's 8 expire.
    expect(events.map((e) => [e.sourceId, e.points])).toEqual([[String(second), -8n]]);
    expect(first).toBeLessThan(second!);
    expect(await balance(t.app.db, id)).toBe(20n);
    expect(await expirePoints(t.app.db, new Date(T0 + 11 * DAY_MS))).toBe(0);
  });

  test('two expiry runs racing expire each lot once', async () => {
    const ids = [newMemberId(), newMemberId(), newMemberId()];
    for (const id of ids) await lots(t.app.db, id, [3, 4, 5, 6], 1);
    const at = new Date(T0 + 30 * DAY_MS);
    await Promise.all([expirePoints(t.app.db, at), expirePoints(t.app.db, at), expirePoints(t.app.db, at)]);
    for (const id of ids) {
      expect(await balance(t.app.db, id)).toBe(0n);
      const [row] = await t.app.db
        .select({ n: sql<number>`count(*)::int`, points: sql<string>`sum(points)::text` })
        .from(pointsEvents)
        .where(and(eq(pointsEvents.memberId, id), eq(pointsEvents.kind, 'expire')));
      expect(row).toEqual({ n: 4, points: '-18' });
    }
  });
});
