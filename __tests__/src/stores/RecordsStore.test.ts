import { PaymentPath, TRANSACTION_KINDS } from '@common/contract/payments';
import { RecordsStore } from '../../../src/stores/RecordsStore';
import { callsTo, createTestStore, sessionOf, type Reply } from '../helpers/renderApp';
import { deposit, ok, paymentRoutes, recordPage, refused, withdrawal } from '../helpers/payments';

async function recordsStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), routes: { ...paymentRoutes(), ...routes } });
  return { ...test, root: test.store, store: test.store.feature(RecordsStore) };
}

const query = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('RecordsStore', () => {
  it('loads a tab’s first page, then appends the next (infinite scroll)', async () => {
    const { store, fetch } = await recordsStore({
      [`GET ${PaymentPath.deposits}`]: (r: { url: string }) => {
        const page = Number(query(r.url).pageNum);
        return ok(recordPage([deposit({ id: `dep-${page}` })], page, 2));
      },
    });
    await store.open('deposits');
    expect(store.deposits.items.map((d) => d.id)).toEqual(['dep-1']);
    expect(store.deposits.hasMore).toBe(true);
    await store.deposits.loadMore();
    expect(store.deposits.items.map((d) => d.id)).toEqual(['dep-1', 'dep-2']);
    expect(callsTo(fetch, PaymentPath.deposits).map((r) => query(r.url).pageNum)).toEqual(['1', '2']);
  });

  it('filters every tab by the date range, page 1 again on a change', async () => {
    const { store, fetch } = await recordsStore({ [`GET ${PaymentPath.withdrawals}`]: ok(recordPage([withdrawal()])) });
    await store.open('withdrawals');
    await store.setRange({ from: '2026-11-01', to: '2026-11-26' });
    const last = callsTo(fetch, PaymentPath.withdrawals).at(-1)!;
    expect(query(last.url)).toEqual({ pageNum: '1', from: '2026-11-01', to: '2026-11-26' });
  });

  it('a start after the end asks nothing and says so', async () => {
    const { store, fetch } = await recordsStore();
    await store.open('deposits');
    const before = callsTo(fetch, PaymentPath.deposits).length;
    await store.setRange({ from: '2026-11-26', to: '2026-11-01' });
    expect(store.rangeInvalid).toBe(true);
    expect(callsTo(fetch, PaymentPath.deposits)).toHaveLength(before);
    expect(store.deposits.items).toEqual([]);
  });

  it('the history filters by kind, offering the kinds of the server’s code list', async () => {
    const { store, fetch } = await recordsStore();
    expect(store.kinds).toEqual(TRANSACTION_KINDS);
    await store.open('transactions');
    await new Promise((r) => setTimeout(r, 0));
    expect(store.kinds).toEqual(['bet', 'win', 'deposit', 'withdrawal']);
    await store.setKind('win');
    expect(query(callsTo(fetch, PaymentPath.transactions).at(-1)!.url)).toEqual({ pageNum: '1', kind: 'win' });
    await store.setKind(undefined);
    expect(query(callsTo(fetch, PaymentPath.transactions).at(-1)!.url)).toEqual({ pageNum: '1' });
  });

  it('a failed page shows the list’s retry', async () => {
    const { store } = await recordsStore({ [`GET ${PaymentPath.deposits}`]: refused('unknown', 'Down') });
    await store.open('deposits');
    expect(store.deposits.failed).toBe(true);
  });

  it('logout clears every list and filter', async () => {
    const { store, root } = await recordsStore({ [`GET ${PaymentPath.deposits}`]: ok(recordPage([deposit()])) });
    await store.setRange({ from: '2026-11-01', to: '' });
    await store.open('deposits');
    await store.setKind('bet');
    root.clear();
    expect(store.deposits.items).toEqual([]);
    expect(store.range).toEqual({ from: '', to: '' });
    expect(store.kind).toBeUndefined();
    expect(store.tab).toBe('deposits');
  });
});
