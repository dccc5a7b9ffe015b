/**
 * Redeeming (POST LoyaltyPath.redeem): each kind delivered as the rules say, a retry by requestId
 * redeeming once, and every refusal — with its code — leaving points, stock, count and orders as
 * they were. Real accounts only; PTSYS3 off refuses every mall call.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { LoyaltyPath } from '@common/contract/loyalty';
import { memberBonuses } from '../../../../../server/modules/promotions/tables';
import { lotteryOrders } from '../../../../../server/modules/lottery/tables';
import { mallItems, mallOrders } from '../../../../../server/modules/loyalty/mall/tables';
import { deliveryOf } from '../../../../../server/modules/loyalty/mall/redeem';
import { AppError } from '../../../../../server/http/envelope';
import { memberBalance } from '../../../../../server/modules/wallet/service';
import { addMember, call, setWhitelabel, tokenFor } from '../../../helpers/accounts';
import { databases } from '../../../helpers/build';
import { trialToken } from '../../lottery/fixtures';
import { DELIVERY, givePoints, liveItem, PASSWORD, player, redeemCall, requestId, snapshot } from './fixtures';
import { mallApp } from './fixtures';

/** The params of the AppError `act` throws (what the message is filled with). */
function paramsOf(act: () => unknown): Record<string, unknown> | null {
  try {
    act();
  } catch (err) {
    if (err instanceof AppError) return err.params;
  }
  return null;
}

describe.each(databases())('mall redemption on $name', (db) => {
  const { t } = mallApp(db);

  test('physical goods: points debited, one unit of stock taken, a pending order with the delivery address', async () => {
    const { member, token } = await player(t.app, 1_000);
    const item = await liveItem(t.app, 'physical', { stock: 5, pricePoints: 300 });
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId(), delivery: { ...DELIVERY, name: `  ${DELIVERY.name} ` } });
    expect(res.value).toMatchObject({ itemId: item.id, kind: 'physical', title: 'A physical', pricePoints: 300, status: 'pending', delivery: DELIVERY, lotteryOrderId: null });
    expect(await snapshot(t.app, member, item.id)).toEqual({ stock: 4, sold: 1, orders: 1, count: 1, points: 700n });
  });

  test('bonus credit: delivered at once as a loyalty bonus (source mall, the order id) with the item wagering', async () => {
    const { member, token } = await player(t.app, 500);
    const item = await liveItem(t.app, 'bonus', { bonusAmount: 2_500, wageringMultiplierPercent: 300 });
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId() });
    expect(res.value).toMatchObject({ kind: 'bonus', status: 'delivered' });
    const [bonus] = await t.app.db.select().from(memberBonuses).where(and(eq(memberBonuses.memberId, member.id), eq(memberBonuses.source, 'mall')));
    expect(bonus).toMatchObject({ sourceId: String(res.value!.id), amount: 2_500n, required: 7_500n, status: 'active' });
    const [order] = await t.app.db.select().from(mallOrders).where(eq(mallOrders.id, res.value!.id));
    expect(order!.bonusId).toBe(bonus!.id);
    expect(await memberBalance(t.app.db, member)).toBe(2_500n);
    expect((await snapshot(t.app, member, item.id)).points).toBe(400n);
  });

  test('lottery ticket: one house-paid order of one unit on the next open issue; the member balance ends where it began', async () => {
    const { member, token } = await player(t.app, 500);
    const item = await liveItem(t.app, 'lotteryTicket', { lotteryGameCode: 'SSC1', ticketStake: 200 });
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId() });
    expect(res.value).toMatchObject({ kind: 'lotteryTicket', status: 'delivered', lotteryOrderId: expect.any(String) });
    const [ticket] = await t.app.db.select().from(lotteryOrders).where(eq(lotteryOrders.id, Number(res.value!.lotteryOrderId)));
    expect(ticket).toMatchObject({ memberId: member.id, gameCode: 'SSC1', units: 1, unitStake: 200n, multiple: 1, total: 200n, requestId: `mall-${res.value!.id}` });
    const [funding] = await t.app.db.select().from(memberBonuses).where(and(eq(memberBonuses.memberId, member.id), eq(memberBonuses.source, 'mall')));
    expect(funding).toMatchObject({ amount: 200n, required: 0n, status: 'completed', sourceId: String(res.value!.id) });
    expect(await memberBalance(t.app.db, member)).toBe(0n);
  });

  test('a lottery ticket the lottery refuses (agreement not accepted) changes nothing: no points, bonus, order or ticket', async () => {
    const member = await addMember(t.app, { username: `noagree${process.pid % 1000}`, password: PASSWORD, acceptedAgreement: false });
    await givePoints(t.app, member, 500);
    const token = await tokenFor(t.app, member.username, PASSWORD);
    const item = await liveItem(t.app, 'lotteryTicket', { stock: 3 });
    const before = await snapshot(t.app, member, item.id);
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId() });
    expect(res.success).toBe(false);
    expect(res.code).toBe(ErrorCode.agreementAcceptanceRequired);
    expect(await snapshot(t.app, member, item.id)).toEqual(before);
    expect(await t.app.db.select().from(memberBonuses).where(eq(memberBonuses.memberId, member.id))).toEqual([]);
    expect(await t.app.db.select().from(lotteryOrders).where(eq(lotteryOrders.memberId, member.id))).toEqual([]);
  });

  test('a retry with the same requestId answers the first order and redeems nothing more', async () => {
    const { member, token } = await player(t.app, 1_000);
    const item = await liveItem(t.app, 'bonus', { stock: 10 });
    const body = { itemId: item.id, requestId: requestId() };
    const first = await redeemCall(t.app, token, body);
    const again = await redeemCall(t.app, token, body);
    expect(again.value).toEqual(first.value);
    expect(await snapshot(t.app, member, item.id)).toEqual({ stock: 9, sold: 1, orders: 1, count: 1, points: 900n });
  });

  test.each([
    ['an unknown item', ErrorCode.mallItemNotFound, async () => ({ id: 999_999_999 })],
    ['a draft item', ErrorCode.mallItemNotFound, async () => liveItemIn('draft')],
    ['a paused item', ErrorCode.mallItemNotOpen, async () => liveItemIn('paused')],
    ['an ended item', ErrorCode.mallItemNotOpen, async () => liveItemIn('ended')],
    ['an item not started', ErrorCode.mallItemNotOpen, async () => liveItem(t.app, 'physical', { startsAt: t.app.now() + 60_000 })],
    ['an item past its end', ErrorCode.mallItemNotOpen, async () => liveItem(t.app, 'physical', { startsAt: t.app.now() - 120_000, endsAt: t.app.now() - 1 })],
    ['an item needing a level', ErrorCode.mallLevelRequired, async () => liveItem(t.app, 'physical', { minLevelRank: 2 })],
    ['an item sold out', ErrorCode.mallOutOfStock, async () => liveItem(t.app, 'physical', { stock: 0 })],
    ['an item costing more points than held', ErrorCode.pointsInsufficient, async () => liveItem(t.app, 'physical', { pricePoints: 1_001 })],
  ])('%s is refused (%s) with nothing changed', async (_, code, make) => {
    const { member, token } = await player(t.app, 1_000);
    const item = await make();
    const before = 'stock' in item ? await snapshot(t.app, member, item.id) : null;
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId(), delivery: DELIVERY });
    expect(res).toMatchObject({ success: false, code });
    if (before) expect(await snapshot(t.app, member, item.id)).toEqual(before);
    expect((await call(t.app, 'GET', LoyaltyPath.mallOrders, { token })).json().value).toEqual([]);
  });

  async function liveItemIn(state: 'draft' | 'paused' | 'ended') {
    const item = await liveItem(t.app, 'physical');
    await t.app.db.update(mallItems).set({ state }).where(eq(mallItems.id, item.id));
    return { ...item, state };
  }

  test('the per-member limit refuses the next redemption with mall.limit.reached (params.limit), nothing changed', async () => {
    const { member, token } = await player(t.app, 1_000);
    const item = await liveItem(t.app, 'bonus', { perMemberLimit: 2, stock: 10 });
    for (let i = 0; i < 2; i += 1) expect((await redeemCall(t.app, token, { itemId: item.id, requestId: requestId() })).success).toBe(true);
    const before = await snapshot(t.app, member, item.id);
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId() });
    expect(res).toMatchObject({ success: false, code: ErrorCode.mallLimitReached });
    expect(await snapshot(t.app, member, item.id)).toEqual(before);
    expect(before).toMatchObject({ stock: 8, count: 2, points: 800n });
  });

  test.each([
    ['name', { ...DELIVERY, name: ' ' }],
    ['phone', { ...DELIVERY, phone: '1'.repeat(21) }],
    ['address', { ...DELIVERY, address: '' }],
    ['name', undefined],
  ])('physical goods without a valid delivery %s are refused with mall.delivery.required, nothing changed', async (field, delivery) => {
    const { member, token } = await player(t.app, 1_000);
    const item = await liveItem(t.app, 'physical', { stock: 3 });
    const before = await snapshot(t.app, member, item.id);
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId(), ...(delivery ? { delivery } : {}) });
    expect(res).toMatchObject({ success: false, code: ErrorCode.mallDeliveryRequired });
    expect(paramsOf(() => deliveryOf(delivery))).toEqual({ field });
    expect(await snapshot(t.app, member, item.id)).toEqual(before);
  });

  test('a trial account is refused with free.reject; a visitor with customer.not.login', async () => {
    const item = await liveItem(t.app, 'bonus');
    const token = await trialToken(t.app);
    const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId() }, { merchant: 'MLOBBYTRIAL' });
    expect(res.code).toBe(ErrorCode.freeReject);
    expect((await call(t.app, 'GET', LoyaltyPath.mallItems)).json().code).toBe(ErrorCode.customerNotLogin);
  });

  test('with PTSYS3 off every mall call answers loyalty.feature.off and nothing is redeemed', async () => {
    const { member, token } = await player(t.app, 1_000);
    const item = await liveItem(t.app, 'physical', { stock: 2 });
    await setWhitelabel(t.app, { PTSYS3: false });
    try {
      const before = await snapshot(t.app, member, item.id);
      for (const [method, url] of [['GET', LoyaltyPath.mallItems], ['GET', LoyaltyPath.mallOrders]] as const) {
        expect((await call(t.app, method, url, { token })).json()).toMatchObject({ success: false, code: ErrorCode.loyaltyFeatureOff });
      }
      expect(await redeemCall(t.app, token, { itemId: item.id, requestId: requestId(), delivery: DELIVERY })).toMatchObject({ success: false, code: ErrorCode.loyaltyFeatureOff });
      expect(await snapshot(t.app, member, item.id)).toEqual(before);
    } finally {
      await setWhitelabel(t.app, { PTSYS3: true });
    }
  });
});
