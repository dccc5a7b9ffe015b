import { callsTo, createTestStore, sessionOf } from '../helpers/renderApp';

describe('WalletStore', () => {
  it('shows the balance with 2 decimals from minor units (123456 → "1,234.56")', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    await store.wallet.refresh();
    expect(store.wallet.sumBalance).toBe(123456);
    expect(store.wallet.display).toBe('1,234.56');
  });

  it('display is null (placeholder) while there is no wallet', async () => {
    const { store } = await createTestStore();
    expect(store.wallet.display).toBeNull();
  });

  it('shows a zero balance as "0.00", not the placeholder', async () => {
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: { 'GET /wps/wallets/balance': { success: true, value: { sumBalance: 0 } } },
    });
    await store.wallet.refresh();
    expect(store.wallet.display).toBe('0.00');
  });

  it('refreshes only when logged in', async () => {
    const { store, fetch } = await createTestStore();
    await store.wallet.refresh();
    expect(callsTo(fetch, '/wps/wallets/balance')).toHaveLength(0);
    expect(store.wallet.display).toBeNull();
    store.session.setSession(sessionOf(0));
    await store.wallet.refresh();
    expect(callsTo(fetch, '/wps/wallets/balance')).toHaveLength(1);
  });

  it('does not start a second refresh while one is running', async () => {
    const { store, fetch } = await createTestStore({ session: sessionOf(0) });
    await Promise.all([store.wallet.refresh(), store.wallet.refresh()]);
    expect(callsTo(fetch, '/wps/wallets/balance')).toHaveLength(1);
  });

  it('keeps the last known balance when a refresh fails', async () => {
    let fail = false;
    const { store } = await createTestStore({
      session: sessionOf(0),
      routes: {
        'GET /wps/wallets/balance': () => {
          if (fail) throw new TypeError('Failed to fetch');
          return { success: true, value: { sumBalance: 500 } };
        },
      },
    });
    await store.wallet.refresh();
    fail = true;
    await store.wallet.refresh();
    expect(store.wallet.display).toBe('5.00');
    expect(store.wallet.refreshing).toBe(false);
  });

  it('clear() goes back to the placeholder', async () => {
    const { store } = await createTestStore({ session: sessionOf(0) });
    await store.wallet.refresh();
    store.wallet.clear();
    expect(store.wallet.display).toBeNull();
  });
});
