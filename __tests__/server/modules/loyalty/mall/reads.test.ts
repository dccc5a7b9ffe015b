/**
 * What members read (LoyaltyPath.mallItems, mallOrders), the reward centre's mall entries and the
 * demo seed: items on sale by sortOrder in the member's language (English fallback), with the
 * stock left, the caller's limit left and whether they can redeem it now or why not.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { ConsoleLoyaltyPath } from '@common/contract/consoleLoyalty';
import { mallOrderEntries, seedMall } from '../../../../../server/modules/loyalty/mall';
import { mallItems } from '../../../../../server/modules/loyalty/mall/tables';
import { databases } from '../../../helpers/build';
import { consoleCall, operatorWith } from '../../../helpers/operators';
import { DELIVERY, itemsCall, liveItem, mallApp, ordersCall, player, redeemCall, requestId } from './fixtures';

describe.each(databases())('mall reads on $name', (db) => {
  const { t } = mallApp(db);

  test('items on sale by sortOrder, in the caller language with English fallback, each with what is left and whether it is redeemable', async () => {
    const { member, token } = await player(t.app, 250);
    const at = new Date(t.app.now());
    await t.app.db.execute(sql`insert into loyalty_levels (merchant_code, rank, name, threshold, updated_at) values ('MLOBBY', 3, ${JSON.stringify({ EN: 'Gold', BN: 'গোল্ড' })}::jsonb, 1000, ${at})`);
    const cheap = await liveItem(t.app, 'physical', { sortOrder: 2, pricePoints: 100, stock: 4, perMemberLimit: 2, title: { EN: 'Cap', BN: 'টুপি' } });
    const first = await liveItem(t.app, 'bonus', { sortOrder: 1, pricePoints: 300, title: { EN: 'Bonus only English' } });
    const gold = await liveItem(t.app, 'lotteryTicket', { sortOrder: 3, minLevelRank: 3 });
    const soldOut = await liveItem(t.app, 'physical', { sortOrder: 4, stock: 0 });
    const later = await liveItem(t.app, 'physical', { sortOrder: 0, startsAt: t.app.now() + 60_000 });
    await redeemCall(t.app, token, { itemId: cheap.id, requestId: requestId(), delivery: DELIVERY });
    const items = (await itemsCall(t.app, token, { language: 'BN' })).value!;
    const mine = items.filter((i) => [cheap.id, first.id, gold.id, soldOut.id, later.id].includes(i.id));
    expect(mine.map((i) => i.id)).toEqual([first.id, cheap.id, gold.id, soldOut.id]);
    expect(mine[0]).toMatchObject({ title: 'Bonus only English', redeemable: false, refusal: ErrorCode.pointsInsufficient, bonusAmount: 1_000, wageringMultiplierPercent: 200 });
    expect(mine[1]).toMatchObject({ title: 'টুপি', stockLeft: 3, yourLimitLeft: 1, redeemable: true, refusal: null });
    expect(mine[2]).toMatchObject({ minLevelRank: 3, minLevelName: 'গোল্ড', redeemable: false, refusal: ErrorCode.mallLevelRequired, lotteryGameCode: 'SSC1', ticketStake: 200 });
    expect(mine[3]).toMatchObject({ stockLeft: 0, redeemable: false, refusal: ErrorCode.mallOutOfStock });
    await t.app.db.execute(sql`insert into loyalty_members (member_id, merchant_code, level_rank, updated_at) values (${member.id}, 'MLOBBY', 3, ${at})`);
    await redeemCall(t.app, token, { itemId: cheap.id, requestId: requestId(), delivery: DELIVERY });
    const again = (await itemsCall(t.app, token)).value!;
    expect(again.find((i) => i.id === cheap.id)).toMatchObject({ title: 'Cap', yourLimitLeft: 0, redeemable: false, refusal: ErrorCode.mallLimitReached });
    expect(again.find((i) => i.id === gold.id)).toMatchObject({ minLevelName: 'Gold', redeemable: false, refusal: ErrorCode.pointsInsufficient });
  });

  test("the member's orders newest first, and the reward centre's entries: goods pending, bonus received, cancelled", async () => {
    const { member, token } = await player(t.app, 1_000);
    const goods = await liveItem(t.app, 'physical', { title: { EN: 'Mug', BN: 'মগ' } });
    const bonus = await liveItem(t.app, 'bonus');
    const ticket = await liveItem(t.app, 'lotteryTicket');
    const a = (await redeemCall(t.app, token, { itemId: goods.id, requestId: requestId(), delivery: DELIVERY })).value!;
    const b = (await redeemCall(t.app, token, { itemId: bonus.id, requestId: requestId() })).value!;
    const c = (await redeemCall(t.app, token, { itemId: ticket.id, requestId: requestId() })).value!;
    const d = (await redeemCall(t.app, token, { itemId: goods.id, requestId: requestId(), delivery: DELIVERY })).value!;
    await consoleCall(t.app, await operatorWith(t.app, ['support']), 'POST', ConsoleLoyaltyPath.fulfil(d.id), { status: 'cancelled', note: 'Sorry' });
    expect((await ordersCall(t.app, token)).value!.map((o) => [o.id, o.status])).toEqual([
      [d.id, 'cancelled'],
      [c.id, 'delivered'],
      [b.id, 'delivered'],
      [a.id, 'pending'],
    ]);
    const entries = await mallOrderEntries(t.app.db, member, 'BN');
    expect(entries.map((e) => [e.id, e.source, e.kind, e.state, e.title])).toEqual([
      [String(d.id), 'mall', 'goods', 'cancelled', 'মগ'],
      [String(c.id), 'mall', 'ticket', 'received', 'একটি lotteryTicket'],
      [String(b.id), 'mall', 'bonus', 'received', 'একটি bonus'],
      [String(a.id), 'mall', 'goods', 'pending', 'মগ'],
    ]);
  });

  test('the demo seed adds one live item of each kind once; its ticket and bonus can be redeemed', async () => {
    const at = new Date(t.app.now() - 1_000);
    expect(await seedMall(t.app.db, 'MLOBBY', at)).toBe(3);
    expect(await seedMall(t.app.db, 'MLOBBY', at)).toBe(0);
    const seeded = await t.app.db.select().from(mallItems).where(sql`${mallItems.createdBy} = 'seed'`);
    expect(seeded.map((i) => [i.kind, i.state, Boolean(i.title.EN && i.title.BN)]).sort()).toEqual([
      ['bonus', 'live', true],
      ['lotteryTicket', 'live', true],
      ['physical', 'live', true],
    ]);
    const { token } = await player(t.app, 10_000);
    for (const item of seeded) {
      const res = await redeemCall(t.app, token, { itemId: item.id, requestId: requestId(), delivery: DELIVERY });
      expect(res.value).toMatchObject({ itemId: item.id, status: item.kind === 'physical' ? 'pending' : 'delivered' });
    }
  });
});
