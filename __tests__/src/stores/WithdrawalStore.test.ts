import { PaymentPath } from '@common/contract/payments';
import { WithdrawalStore } from '../../../src/stores/WithdrawalStore';
import { callsTo, createTestStore, deferred, sessionOf, type Reply } from '../helpers/renderApp';
import { ok, paymentRoutes, readiness, refused, withdrawal } from '../helpers/payments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const bodyOf = (r: { init: RequestInit }) => JSON.parse(String(r.init.body)) as Record<string, unknown>;

async function withdrawalStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), routes: { ...paymentRoutes(), ...routes } });
  const store = test.store.feature(WithdrawalStore);
  await store.load();
  return { ...test, root: test.store, store };
}

/** A filled form: 1,000.00 to the first account with the password. */
function fill(store: WithdrawalStore, amount = '1000', password = '123456') {
  store.amount.set(amount);
  store.setPassword(password);
}

describe('WithdrawalStore', () => {
  it('reads the readiness and chooses the first payout account, whose channel sets the limits and fee', async () => {
    const { store } = await withdrawalStore();
    expect(store.state).toBe('loaded');
    expect(store.account?.id).toBe(11);
    expect(store.channel?.id).toBe(21);
    store.amount.set('1000');
    expect(store.amount.fee).toBe(1_000);
    expect(store.amount.net).toBe(99_000);
  });

  it('lists the server’s blockers in the contract’s order', async () => {
    const { store } = await withdrawalStore({ [`GET ${PaymentPath.withdraw}`]: ok(readiness({ blockers: ['kyc', 'withdrawalPassword', 'turnover'] })) });
    expect(store.blockers).toEqual(['withdrawalPassword', 'turnover', 'kyc']);
  });

  it('refuses more than the available balance before asking', async () => {
    const { store, fetch } = await withdrawalStore();
    fill(store, '5000.01');
    expect(store.problem).toEqual({ key: 'pay.amountOverBalance', params: { available: '5,000.00' } });
    expect(await store.submit()).toBeNull();
    expect(callsTo(fetch, PaymentPath.withdraw, 'POST')).toHaveLength(0);
  });

  it('an amount above the single threshold needs verified identity', async () => {
    const kyc = { status: 'none' as const, singleThreshold: 200_000, cumulativeThreshold: null, requiredNow: false };
    const { store } = await withdrawalStore({ [`GET ${PaymentPath.withdraw}`]: ok(readiness({ kyc })) });
    fill(store, '2000');
    expect(store.amountNeedsKyc).toBe(false);
    fill(store, '2000.01');
    expect(store.amountNeedsKyc).toBe(true);
    expect(store.problem).toEqual({ key: 'withdraw.kycAbove', params: { amount: '2,000.00' } });
  });

  it('needs the 6-digit withdrawal password', async () => {
    const { store } = await withdrawalStore();
    fill(store, '1000', '12345');
    expect(store.problem).toEqual({ key: 'security.withdrawalFormat' });
    store.setPassword('12a3456');
    expect(store.password).toBe('123456');
    expect(store.problem).toBeNull();
  });

  it('sends nothing while a blocker stands', async () => {
    const { store, fetch } = await withdrawalStore({ [`GET ${PaymentPath.withdraw}`]: ok(readiness({ blockers: ['turnover'] })) });
    fill(store);
    expect(await store.submit()).toBeNull();
    expect(callsTo(fetch, PaymentPath.withdraw, 'POST')).toHaveLength(0);
  });

  it('requests with account, minor units, password and a uuid requestId; then shows the result and reads the balance again', async () => {
    const { store, fetch } = await withdrawalStore({ [`POST ${PaymentPath.withdraw}`]: ok(withdrawal()) });
    fill(store);
    const reads = callsTo(fetch, PaymentPath.withdraw, 'GET').length;
    expect((await store.submit())?.id).toBe('wd-1');
    expect(bodyOf(callsTo(fetch, PaymentPath.withdraw, 'POST')[0])).toEqual({ payoutAccountId: 11, amount: 100_000, withdrawalPassword: '123456', requestId: expect.stringMatching(UUID) });
    expect(store.result?.status).toBe('pending');
    expect(store.password).toBe('');
    expect(store.amount.text).toBe('');
    await new Promise((r) => setTimeout(r, 0));
    expect(callsTo(fetch, PaymentPath.withdraw, 'GET').length).toBe(reads + 1);
    expect(callsTo(fetch, '/wps/wallets/balance').length).toBeGreaterThan(0);
  });

  it('a double tap makes one request', async () => {
    const held = deferred<unknown>();
    const { store, fetch } = await withdrawalStore({ [`POST ${PaymentPath.withdraw}`]: () => held.promise });
    fill(store);
    const first = store.submit();
    const second = store.submit();
    held.resolve(ok(withdrawal()));
    await Promise.all([first, second]);
    expect(callsTo(fetch, PaymentPath.withdraw, 'POST')).toHaveLength(1);
  });

  it('after a lost answer the retry carries the same requestId, so the amount is held once', async () => {
    let attempts = 0;
    const { store, fetch } = await withdrawalStore({
      [`POST ${PaymentPath.withdraw}`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ok(withdrawal());
      },
    });
    fill(store);
    expect(await store.submit()).toBeNull();
    // The password stays for the retry: the first request may have been done.
    expect(store.password).toBe('123456');
    expect(await store.submit()).not.toBeNull();
    const [first, second] = callsTo(fetch, PaymentPath.withdraw, 'POST').map(bodyOf);
    expect(second.requestId).toBe(first.requestId);
  });

  it('a refusal (turnover unmet) shows the server’s words; the next request takes a new requestId', async () => {
    const message = 'You must wager 150.00 more before withdrawing.';
    const { store, fetch, root } = await withdrawalStore({ [`POST ${PaymentPath.withdraw}`]: refused('withdrawal.turnover.unmet', message) });
    fill(store);
    expect(await store.submit()).toBeNull();
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: message });
    expect(store.result).toBeNull();
    store.setPassword('123456');
    await store.submit();
    const [first, second] = callsTo(fetch, PaymentPath.withdraw, 'POST').map(bodyOf);
    expect(second.requestId).not.toBe(first.requestId);
  });

  it('logout clears it: readiness, form and result', async () => {
    const { store, root } = await withdrawalStore({ [`POST ${PaymentPath.withdraw}`]: ok(withdrawal()) });
    fill(store);
    await store.submit();
    root.clear();
    expect(store.readiness).toBeNull();
    expect(store.result).toBeNull();
    expect(store.accountId).toBeNull();
    expect(store.password).toBe('');
  });
});
