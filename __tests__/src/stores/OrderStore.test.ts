import { LotteryPath, type Suborder } from '@common/contract/lottery';
import { WalletPath } from '@common/contract/wallet';
import { LOTTERY_ORDER_RETRY_MS } from '../../../src/config/constants';
import { cancellable, type OrderDraft } from '../../../src/stores/OrderStore';
import { callsTo, createTestStore, sessionOf } from '../helpers/renderApp';
import { issue, order } from '../helpers/lottery';
import { OrderStore } from '../../../src/stores/OrderStore';

const DRAFT: OrderDraft = {
  gameCode: 'SSC1',
  prizeMode: 'Lott',
  betType: 'position',
  selection: [['1'], [], [], [], []],
  unitStake: 100,
  multiple: 2,
  issues: [issue(1).issueNumber, issue(2).issueNumber],
  stopOnWin: true,
};

const bodyOf = (request: { init: RequestInit }) => JSON.parse(String(request.init.body)) as Record<string, unknown>;

describe('OrderStore.place', () => {
  afterEach(() => jest.useRealTimers());

  it('posts the draft with a requestId and refreshes the balance after', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: { [`POST ${LotteryPath.orders}`]: order() } });
    const placed = await store.feature(OrderStore).place(DRAFT);
    expect(placed?.orderId).toBe(7);
    const [post] = callsTo(fetch, LotteryPath.orders, 'POST');
    expect(bodyOf(post)).toEqual({ ...DRAFT, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    await new Promise((r) => setTimeout(r, 0));
    expect(callsTo(fetch, WalletPath.balance)).toHaveLength(1);
  });

  it('retries a network failure with the same requestId, so the order is placed once', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let attempts = 0;
    const { store, fetch } = await createTestStore({ session: sessionOf(0) });
    const reply = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).endsWith(LotteryPath.orders) && ++attempts === 1) throw new TypeError('Failed to fetch');
      if (String(input).endsWith(LotteryPath.orders)) return { status: 200, ok: true, text: async () => JSON.stringify(order()) } as unknown as Response;
      return reply(input, init);
    });
    const placing = store.feature(OrderStore).place(DRAFT);
    await jest.advanceTimersByTimeAsync(LOTTERY_ORDER_RETRY_MS);
    expect((await placing)?.orderId).toBe(7);
    const posts = callsTo(fetch, LotteryPath.orders, 'POST').map(bodyOf);
    expect(posts).toHaveLength(2);
    expect(posts[1].requestId).toBe(posts[0].requestId);
  });

  it('does not resend an order the server refused', async () => {
    const refused = { success: false, code: 'lottery.issue.closed', message: 'Betting on this issue has closed.' };
    const { store, fetch } = await createTestStore({ session: sessionOf(0), routes: { [`POST ${LotteryPath.orders}`]: refused } });
    expect(await store.feature(OrderStore).place(DRAFT)).toBeUndefined();
    expect(callsTo(fetch, LotteryPath.orders, 'POST')).toHaveLength(1);
    expect(store.ui.dialogs.at(-1)?.message).toEqual({ text: 'Betting on this issue has closed.' });
  });
});

describe('cancellable', () => {
  const open = new Set([issue(1).issueNumber]);
  const sub = (overrides: Partial<Suborder>): Suborder => ({ ...order().suborders[0], ...overrides });

  it('allows a pending sub-order of an issue still open', () => {
    expect(cancellable(sub({}), open)).toBe(true);
  });

  it.each(['won', 'lost', 'cancelled'] as const)('refuses a %s sub-order', (status) => {
    expect(cancellable(sub({ status }), open)).toBe(false);
  });

  it('refuses a pending sub-order whose issue has closed', () => {
    expect(cancellable(sub({ issueNumber: issue(0).issueNumber }), open)).toBe(false);
  });
});

describe('OrderStore.cancel', () => {
  it('posts the sub-order ids, replaces the order in the list and refreshes the balance', async () => {
    const after = order({ suborders: order().suborders.map((s) => (s.id === 71 ? { ...s, status: 'cancelled' as const } : s)) });
    const { store, fetch } = await createTestStore({
      session: sessionOf(0),
      routes: { [`GET ${LotteryPath.orders}`]: { content: [order()], pageNum: 1, totalPages: 1 }, [`POST ${LotteryPath.cancel}`]: after },
    });
    await store.feature(OrderStore).loadOrders();
    expect(await store.feature(OrderStore).cancel({ orderId: 7, suborderIds: [71] })).toBe(true);
    expect(bodyOf(callsTo(fetch, LotteryPath.cancel, 'POST')[0])).toEqual({ orderId: 7, suborderIds: [71] });
    expect(store.feature(OrderStore).page?.content[0].suborders[0].status).toBe('cancelled');
    await new Promise((r) => setTimeout(r, 0));
    expect(callsTo(fetch, WalletPath.balance)).toHaveLength(1);
  });
});
