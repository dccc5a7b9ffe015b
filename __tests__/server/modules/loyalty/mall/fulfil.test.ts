/**
 * Fulfilment (loyalty.fulfil: owner, support): physical orders move pending → shipped → delivered
 * or to cancelled, each step by a conditional UPDATE on the status; cancelling gives the points
 * back exactly once — also when operators cancel at once — and restores the stock and the member's
 * count. Bonus and ticket orders (delivered at once) are not fulfilled. Audited.
 */
import { eq } from 'drizzle-orm';
import { ConsoleLoyaltyPath, type ConsoleMallOrder } from '@common/contract/consoleLoyalty';
import type { Page } from '@common/contract/consolePlayers';
import { ErrorCode } from '@common/contract/envelope';
import { FULFILMENT_NOTE_MAX } from '@common/rules/loyalty';
import { auditTrail } from '../../../../../server/modules/audit/service';
import { mallItems, mallMemberCounts } from '../../../../../server/modules/loyalty/mall/tables';
import { spendablePoints } from '../../../../../server/modules/loyalty/mall/reads';
import { databases } from '../../../helpers/build';
import { consoleCall, operatorWith } from '../../../helpers/operators';
import { DELIVERY, liveItem, mallApp, ordersCall, player, redeemCall, requestId, snapshot } from './fixtures';

describe.each(databases())('mall fulfilment on $name', (db) => {
  const { t } = mallApp(db);
  const fulfilBy = (op: Awaited<ReturnType<typeof operatorWith>>, id: number, status: string, note?: string) =>
    consoleCall<ConsoleMallOrder>(t.app, op, 'POST', ConsoleLoyaltyPath.fulfil(id), note === undefined ? { status } : { status, note });

  async function pendingOrder(stock: number | null = 5, perMemberLimit: number | null = 1) {
    const { member, token } = await player(t.app, 1_000);
    const item = await liveItem(t.app, 'physical', { stock, perMemberLimit, pricePoints: 400 });
    const order = (await redeemCall(t.app, token, { itemId: item.id, requestId: requestId(), delivery: DELIVERY })).value!;
    return { member, token, item, order };
  }

  test('only loyalty.fulfil may list and fulfil orders: content and finance get 403', async () => {
    for (const role of ['content', 'finance'] as const) {
      const op = await operatorWith(t.app, [role]);
      expect((await consoleCall(t.app, op, 'GET', ConsoleLoyaltyPath.mallOrders)).status).toBe(403);
      expect((await fulfilBy(op, 1, 'shipped')).status).toBe(403);
    }
  });

  test('pending → shipped (with a tracking note) → delivered; the member sees the note; each step audited; a step that does not follow is mall.order.state.invalid', async () => {
    const { token, order, member } = await pendingOrder();
    const op = await operatorWith(t.app, ['support']);
    expect((await fulfilBy(op, order.id, 'delivered')).body).toMatchObject({ success: false, code: ErrorCode.mallOrderStateInvalid });
    const shipped = await fulfilBy(op, order.id, 'shipped', 'Courier ABC 123');
    expect(shipped.body.value).toMatchObject({ id: order.id, status: 'shipped', note: 'Courier ABC 123', memberId: member.id, username: member.username, delivery: DELIVERY });
    expect((await fulfilBy(op, order.id, 'shipped')).body.code).toBe(ErrorCode.mallOrderStateInvalid);
    expect((await fulfilBy(op, order.id, 'delivered')).body.value).toMatchObject({ status: 'delivered', note: 'Courier ABC 123' });
    for (const status of ['shipped', 'delivered', 'cancelled']) expect((await fulfilBy(op, order.id, status)).body.code).toBe(ErrorCode.mallOrderStateInvalid);
    expect((await ordersCall(t.app, token)).value![0]).toMatchObject({ id: order.id, status: 'delivered', note: 'Courier ABC 123' });
    const trail = await auditTrail(t.app.db, `member:${member.id}`);
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['loyalty.mall.redeem', 'loyalty.mall.order.shipped', 'loyalty.mall.order.delivered']));
  });

  test('a note longer than FULFILMENT_NOTE_MAX is refused, nothing changed', async () => {
    const { order } = await pendingOrder();
    const op = await operatorWith(t.app, ['support']);
    const res = await fulfilBy(op, order.id, 'shipped', 'x'.repeat(FULFILMENT_NOTE_MAX + 1));
    expect(res.body.success).toBe(false);
    const page = await consoleCall<Page<ConsoleMallOrder>>(t.app, op, 'GET', `${ConsoleLoyaltyPath.mallOrders}?status=pending`);
    expect(page.body.value!.items.map((o) => o.id)).toContain(order.id);
  });

  test('cancelling gives the points back once, restores the stock and the member count — also with five cancels at once', async () => {
    const { member, token, item, order } = await pendingOrder(5, 1);
    expect(await snapshot(t.app, member, item.id)).toMatchObject({ stock: 4, sold: 1, count: 1, points: 600n });
    const ops = await Promise.all([operatorWith(t.app, ['support']), operatorWith(t.app, ['owner'])]);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => fulfilBy(ops[i % 2]!, order.id, 'cancelled', 'Out of size')));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === ErrorCode.mallOrderStateInvalid)).toHaveLength(4);
    expect(await snapshot(t.app, member, item.id)).toMatchObject({ stock: 5, sold: 0, count: 0, points: 1_000n });
    // The limit's place is given back: the member may redeem it again.
    expect((await redeemCall(t.app, token, { itemId: item.id, requestId: requestId(), delivery: DELIVERY })).success).toBe(true);
    expect(await spendablePoints(t.app.db, member.id, new Date(t.app.now()))).toBe(600n);
  });

  test('cancelling an order of an unlimited item keeps the stock unlimited', async () => {
    const { item, order } = await pendingOrder(null, null);
    const op = await operatorWith(t.app, ['support']);
    expect((await fulfilBy(op, order.id, 'cancelled')).body.value!.status).toBe('cancelled');
    const [after] = await t.app.db.select().from(mallItems).where(eq(mallItems.id, item.id));
    expect(after).toMatchObject({ stock: null, sold: 0 });
    expect((await t.app.db.select().from(mallMemberCounts).where(eq(mallMemberCounts.itemId, item.id)))[0]!.count).toBe(0);
  });

  test('bonus and ticket orders are delivered at once and cannot be fulfilled or cancelled', async () => {
    const { token } = await player(t.app, 1_000);
    const item = await liveItem(t.app, 'bonus');
    const order = (await redeemCall(t.app, token, { itemId: item.id, requestId: requestId() })).value!;
    const op = await operatorWith(t.app, ['support']);
    expect((await fulfilBy(op, order.id, 'cancelled')).body).toMatchObject({ success: false, code: ErrorCode.mallOrderStateInvalid });
  });

  test('another merchant operator, or an unknown order, gets mall.order.not.found; the list filters by status and kind', async () => {
    const { order, member } = await pendingOrder();
    const other = await operatorWith(t.app, ['support'], 'OTHER');
    expect((await fulfilBy(other, order.id, 'shipped')).body.code).toBe(ErrorCode.mallOrderNotFound);
    const op = await operatorWith(t.app, ['support']);
    expect((await fulfilBy(op, 999_999_999, 'shipped')).body.code).toBe(ErrorCode.mallOrderNotFound);
    const page = await consoleCall<Page<ConsoleMallOrder>>(t.app, op, 'GET', `${ConsoleLoyaltyPath.mallOrders}?status=pending&kind=physical&memberId=${member.id}`);
    expect(page.body.value).toMatchObject({ total: 1, items: [{ id: order.id, merchantCode: 'MLOBBY' }] });
    const none = await consoleCall<Page<ConsoleMallOrder>>(t.app, op, 'GET', `${ConsoleLoyaltyPath.mallOrders}?kind=bonus&memberId=${member.id}`);
    expect(none.body.value!.total).toBe(0);
  });
});
