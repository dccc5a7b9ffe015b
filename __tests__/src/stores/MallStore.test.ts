import { LoyaltyPath } from '@common/contract/loyalty';
import { MallStore } from '../../../src/stores/MallStore';
import { callsTo, createTestStore, sessionOf, type Reply } from '../helpers/renderApp';
import { refused } from '../helpers/payments';
import { loyaltyRoutes, loyaltyStatus, mallItem, mallOrder, ok, physicalItem } from '../helpers/loyalty';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const bodies = (fetch: Parameters<typeof callsTo>[0]) => callsTo(fetch, LoyaltyPath.redeem, 'POST').map((r) => JSON.parse(String(r.init.body)) as Record<string, unknown>);
const ADDRESS = { name: ' Rahim ', phone: '+880 1711-000000', address: 'House 1, Road 2, Dhaka ' };

async function mallStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), status: loyaltyStatus(), routes: loyaltyRoutes(routes) });
  const store = test.store.feature(MallStore);
  await store.load();
  return { ...test, root: test.store, store };
}

describe('MallStore', () => {
  it('reads the items, the orders and the points; the items are kept, the orders read again on each open', async () => {
    const { store, fetch } = await mallStore();
    expect(store.items.value?.map((i) => i.id)).toEqual([1, 2]);
    expect(store.orders.state).toBe('loaded');
    await store.load();
    expect(callsTo(fetch, LoyaltyPath.mallItems)).toHaveLength(1);
    expect(callsTo(fetch, LoyaltyPath.mallOrders)).toHaveLength(2);
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(1);
  });

  it('a failed first read says so; a retry reads again', async () => {
    let attempts = 0;
    const { store } = await mallStore({ [`GET ${LoyaltyPath.mallItems}`]: () => (++attempts === 1 ? refused('x', 'down') : ok([mallItem()])) });
    expect(store.items.state).toBe('failed');
    await store.load(true);
    expect(store.items.state).toBe('loaded');
  });

  it('redeems with the item and a uuid requestId; the order leads the list, a toast says so, points and items are read again', async () => {
    const { store, fetch, root } = await mallStore({ [`POST ${LoyaltyPath.redeem}`]: ok(mallOrder({ id: 40 })) });
    const order = await store.redeem(mallItem());
    expect(order?.id).toBe(40);
    expect(bodies(fetch)).toEqual([{ itemId: 1, requestId: expect.stringMatching(UUID) }]);
    expect(store.orders.value?.[0].id).toBe(40);
    expect(root.ui.toasts.at(-1)).toMatchObject({ kind: 'success', message: { key: 'mall.redeemed', params: { title: 'Bonus 10', points: '1,000' } } });
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(2);
    expect(callsTo(fetch, LoyaltyPath.mallItems)).toHaveLength(2);
  });

  it('after a lost answer the retry carries the same requestId, so the item is redeemed once', async () => {
    let attempts = 0;
    const { store, fetch } = await mallStore({
      [`POST ${LoyaltyPath.redeem}`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ok(mallOrder());
      },
    });
    expect(await store.redeem(mallItem())).toBeNull();
    expect(await store.redeem(mallItem())).not.toBeNull();
    const [first, second] = bodies(fetch);
    expect(second.requestId).toBe(first.requestId);
  });

  it('a refusal shows the server’s words and frees the id: the next attempt is a new redemption', async () => {
    const message = 'You do not have enough points for this.';
    const { store, fetch, root } = await mallStore({ [`POST ${LoyaltyPath.redeem}`]: refused('points.insufficient', message) });
    expect(await store.redeem(mallItem())).toBeNull();
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: message });
    await store.redeem(mallItem());
    const [first, second] = bodies(fetch);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('a success frees the id too: redeeming the item again is another redemption', async () => {
    const { store, fetch } = await mallStore({ [`POST ${LoyaltyPath.redeem}`]: ok(mallOrder()) });
    await store.redeem(mallItem());
    await store.redeem(mallItem());
    const [first, second] = bodies(fetch);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('physical goods are sent with the delivery trimmed; without a valid one nothing is sent', async () => {
    const { store, fetch } = await mallStore({ [`POST ${LoyaltyPath.redeem}`]: ok(mallOrder({ kind: 'physical', status: 'pending' })) });
    expect(await store.redeem(physicalItem())).toBeNull();
    expect(await store.redeem(physicalItem(), { ...ADDRESS, phone: '12' })).toBeNull();
    expect(bodies(fetch)).toHaveLength(0);
    await store.redeem(physicalItem(), ADDRESS);
    expect(bodies(fetch)[0]).toEqual({ itemId: 2, requestId: expect.stringMatching(UUID), delivery: { name: 'Rahim', phone: '+880 1711-000000', address: 'House 1, Road 2, Dhaka' } });
  });

  it('an item the server marks not redeemable is never sent', async () => {
    const { store, fetch } = await mallStore();
    expect(await store.redeem(mallItem({ redeemable: false, refusal: 'mall.out.of.stock' }))).toBeNull();
    expect(bodies(fetch)).toHaveLength(0);
  });

  it('logout clears items, orders and the attempt', async () => {
    const { store, root } = await mallStore();
    root.clear();
    expect(store.items.value).toBeNull();
    expect(store.orders.value).toBeNull();
    expect(store.items.state).toBe('idle');
  });
});
