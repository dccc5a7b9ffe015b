import { PaymentPath } from '@common/contract/payments';
import { PayoutAccountStore } from '../../../src/stores/PayoutAccountStore';
import { callsTo, createTestStore, sessionOf, type Reply } from '../helpers/renderApp';
import { ok, paymentRoutes, payoutAccount, readiness, refused } from '../helpers/payments';

const bodyOf = (r: { init: RequestInit }) => JSON.parse(String(r.init.body)) as Record<string, unknown>;

async function payoutStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), routes: { ...paymentRoutes(), ...routes } });
  const store = test.store.feature(PayoutAccountStore);
  await store.load();
  return { ...test, root: test.store, store };
}

describe('PayoutAccountStore', () => {
  it('lists the accounts masked, with the withdrawal channels and the merchant maximum', async () => {
    const { store } = await payoutStore();
    expect(store.accounts.map((a) => a.masked)).toEqual(['*******5678']);
    expect(store.channels.map((c) => c.id)).toEqual([21, 22]);
    expect(store.max).toBe(3);
    expect(store.full).toBe(false);
    expect(store.hasWithdrawalPassword).toBe(true);
  });

  it('is full at the merchant maximum', async () => {
    const { store } = await payoutStore({ [`GET ${PaymentPath.withdraw}`]: ok(readiness({ maxAccounts: 1 })) });
    expect(store.full).toBe(true);
  });

  it('adds with the withdrawal password (number without spaces), then reads the readiness again', async () => {
    const added = payoutAccount({ id: 12, channelId: 22, kind: 'bankTransfer', provider: 'City Bank', masked: '********4321' });
    const { store, fetch } = await payoutStore({ [`POST ${PaymentPath.bankCards}`]: ok(added) });
    const reads = callsTo(fetch, PaymentPath.withdraw, 'GET').length;
    expect(await store.add({ channelId: 22, holder: ' Alice Rahman ', accountNumber: '1234 5678 4321', bankName: ' City Bank, Gulshan ', withdrawalPassword: '123456' })).toBe(true);
    expect(bodyOf(callsTo(fetch, PaymentPath.bankCards, 'POST')[0])).toEqual({ channelId: 22, holder: 'Alice Rahman', accountNumber: '123456784321', bankName: 'City Bank, Gulshan', withdrawalPassword: '123456' });
    expect(store.accounts.map((a) => a.id)).toEqual([11, 12]);
    await new Promise((r) => setTimeout(r, 0));
    expect(callsTo(fetch, PaymentPath.withdraw, 'GET').length).toBe(reads + 1);
  });

  it('a refusal (the merchant maximum) shows the server’s words and adds nothing', async () => {
    const message = 'You already have the most payout accounts allowed (3). Remove one first.';
    const { store, root } = await payoutStore({ [`POST ${PaymentPath.bankCards}`]: refused('payout.account.limit', message) });
    expect(await store.add({ channelId: 21, holder: 'A', accountNumber: '01711111111', withdrawalPassword: '123456' })).toBe(false);
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: message });
    expect(store.accounts).toHaveLength(1);
  });

  it('removes with the withdrawal password', async () => {
    const { store, fetch } = await payoutStore({ [`POST ${PaymentPath.bankCardRemove}`]: ok(null) });
    expect(await store.remove(11, '654321')).toBe(true);
    expect(bodyOf(callsTo(fetch, PaymentPath.bankCardRemove, 'POST')[0])).toEqual({ id: 11, withdrawalPassword: '654321' });
    expect(store.accounts).toEqual([]);
  });

  it('a wrong password keeps the account and shows why', async () => {
    const { store, root } = await payoutStore({ [`POST ${PaymentPath.bankCardRemove}`]: refused('payment.password.wrong', 'The withdrawal password is wrong.') });
    expect(await store.remove(11, '000000')).toBe(false);
    expect(store.accounts).toHaveLength(1);
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: 'The withdrawal password is wrong.' });
  });

  it('logout clears the accounts', async () => {
    const { store, root } = await payoutStore();
    root.clear();
    expect(store.accounts).toEqual([]);
    expect(store.state).toBe('idle');
    expect(store.max).toBeNull();
  });
});
