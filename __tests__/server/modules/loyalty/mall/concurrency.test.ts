/**
 * Redemption under concurrency (issue 17: "100 concurrent redemptions of the last 10 items sell
 * exactly 10"): the stock's conditional UPDATE, the per-member count's conditional upsert and the
 * order's unique (member, requestId) decide, so no interleaving oversells, passes a limit or
 * redeems a retry twice; every refused attempt leaves nothing behind.
 */
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { redeem } from '../../../../../server/modules/loyalty/mall';
import { mallItems, mallMemberCounts, mallOrders } from '../../../../../server/modules/loyalty/mall/tables';
import { spendablePoints } from '../../../../../server/modules/loyalty/mall/reads';
import { memberBonuses } from '../../../../../server/modules/promotions/tables';
import { AppError } from '../../../../../server/http/envelope';
import { databases } from '../../../helpers/build';
import { liveItem, mallApp, memberWithPoints, requestId } from './fixtures';

describe.each(databases())('mall redemption under concurrency on $name', (db) => {
  const { t } = mallApp(db);
  const who = { actor: 'test' };
  const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' && result.reason instanceof AppError ? result.reason.code : result.status);

  test('100 concurrent redemptions of the last 10 items sell exactly 10; the other 90 are refused with nothing changed', async () => {
    const item = await liveItem(t.app, 'bonus', { stock: 10, pricePoints: 100, bonusAmount: 500 });
    // 25 members × 4 attempts each (members are the slow part to make); each holds enough for all 4.
    const members = await Promise.all(Array.from({ length: 25 }, () => memberWithPoints(t.app, 450)));
    const attempts = members.flatMap((m) => Array.from({ length: 4 }, () => m));
    const results = await Promise.allSettled(attempts.map((m) => redeem(t.app.db, t.app.walletGuards, m, { itemId: item.id, requestId: requestId() }, who, t.app.now())));
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'fulfilled')).toHaveLength(10);
    expect(codes.filter((c) => c === ErrorCode.mallOutOfStock)).toHaveLength(90);

    const [after] = await t.app.db.select().from(mallItems).where(eq(mallItems.id, item.id));
    expect(after).toMatchObject({ stock: 0, sold: 10 });
    const orders = await t.app.db.select().from(mallOrders).where(eq(mallOrders.itemId, item.id));
    expect(orders).toHaveLength(10);
    expect(orders.every((o) => o.status === 'delivered')).toBe(true);
    const now = new Date(t.app.now());
    const points = await Promise.all(members.map((m) => spendablePoints(t.app.db, m.id, now)));
    const bought = (id: number) => orders.filter((o) => o.memberId === id).length;
    members.forEach((m, i) => expect(points[i]).toBe(450n - 100n * BigInt(bought(m.id))));
    expect(points.reduce((a, b) => a + b, 0n)).toBe(25n * 450n - 10n * 100n);
    const counts = await t.app.db.select().from(mallMemberCounts).where(eq(mallMemberCounts.itemId, item.id));
    expect(counts.map((c) => [c.memberId, c.count]).sort()).toEqual(members.filter((m) => bought(m.id) > 0).map((m) => [m.id, bought(m.id)]).sort());
    const bonuses = (await t.app.db.select().from(memberBonuses).where(eq(memberBonuses.source, 'mall'))).filter((b) => orders.some((o) => String(o.id) === b.sourceId));
    expect(bonuses).toHaveLength(10);
  }, 60_000);

  test('concurrent redemptions by one member stop at the per-member limit, the points debited for those only', async () => {
    const member = await memberWithPoints(t.app, 1_000);
    const item = await liveItem(t.app, 'physical', { stock: null, perMemberLimit: 3, pricePoints: 100 });
    const delivery = { name: 'A', phone: '1', address: 'B' };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => redeem(t.app.db, t.app.walletGuards, member, { itemId: item.id, requestId: requestId(), delivery }, who, t.app.now())),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'fulfilled')).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.mallLimitReached)).toHaveLength(7);
    expect(await t.app.db.select().from(mallOrders).where(eq(mallOrders.itemId, item.id))).toHaveLength(3);
    const [counted] = await t.app.db.select().from(mallMemberCounts).where(eq(mallMemberCounts.itemId, item.id));
    expect(counted!.count).toBe(3);
    const [after] = await t.app.db.select().from(mallItems).where(eq(mallItems.id, item.id));
    expect(after).toMatchObject({ stock: null, sold: 3 });
    expect(await spendablePoints(t.app.db, member.id, new Date(t.app.now()))).toBe(700n);
  });

  test('concurrent retries of one requestId make one order and debit once', async () => {
    const member = await memberWithPoints(t.app, 1_000);
    const item = await liveItem(t.app, 'bonus', { stock: 5, pricePoints: 100 });
    const body = { itemId: item.id, requestId: requestId() };
    const orders = await Promise.all(Array.from({ length: 5 }, () => redeem(t.app.db, t.app.walletGuards, member, body, who, t.app.now())));
    expect(new Set(orders.map((o) => o.id)).size).toBe(1);
    expect(await spendablePoints(t.app.db, member.id, new Date(t.app.now()))).toBe(900n);
    const [after] = await t.app.db.select().from(mallItems).where(eq(mallItems.id, item.id));
    expect(after!.stock).toBe(4);
  });
});
