import { waitFor } from '@testing-library/react';
import { TransferPath } from '@common/contract/transfers';
import type { MemberType } from '@common/contract/member';
import { VendorBalanceStore } from '../../../src/stores/VendorBalanceStore';
import { callsTo, createTestStore, sessionOf } from '../helpers/renderApp';
import { balancesValue, vendorLine, vendorWalletServer } from '../helpers/vendorWallet';

async function storeWith(server = vendorWalletServer(balancesValue(10_000, [vendorLine('VLS', 2_500), vendorLine('EVO', 0)])), type: MemberType | null = 0) {
  const app = await createTestStore({ session: type === null ? null : sessionOf(type), routes: server.routes });
  return { ...app, server, vendors: app.store.feature(VendorBalanceStore) };
}

describe('VendorBalanceStore', () => {
  afterEach(() => window.sessionStorage.clear());

  it('loads the main balance, every transfer-wallet vendor, the total and the launch mode for a member', async () => {
    const { vendors } = await storeWith(vendorWalletServer(balancesValue(10_000, [vendorLine('VLS', 2_500), vendorLine('EVO', 0), vendorLine('SAG', 0, true)], 'choose')));
    await vendors.load();
    expect(vendors.main).toBe(10_000);
    expect(vendors.total).toBe(12_500);
    expect(vendors.launchMode).toBe('choose');
    expect(vendors.vendors.map((v) => v.vendorCode)).toEqual(['VLS', 'EVO', 'SAG']);
    // The drawer lists a vendor holding money or with a transfer being confirmed, not an empty one.
    expect(vendors.held.map((v) => v.vendorCode)).toEqual(['VLS', 'SAG']);
    expect(vendors.inFlight).toBe(true);
    expect(vendors.vendor('VLS')?.amount).toBe(2_500);
    expect(vendors.vendor('PG')).toBeUndefined();
  });

  it.each([
    ['a visitor', null],
    ['a trial account', 4 as MemberType],
  ])('%s has no vendor balances: nothing is read or recalled', async (_case, type) => {
    const { vendors, fetch } = await storeWith(undefined, type);
    await vendors.load();
    await vendors.autoRecall();
    expect(await vendors.recall()).toBe(false);
    expect(vendors.value).toBeNull();
    expect(callsTo(fetch, TransferPath.balances)).toHaveLength(0);
    expect(callsTo(fetch, TransferPath.recall)).toHaveLength(0);
  });

  it('recall all brings every vendor back to main, announces it and refreshes the main balance shown elsewhere', async () => {
    const { vendors, server, fetch, store } = await storeWith();
    await vendors.load();
    const walletCalls = callsTo(fetch, '/wps/wallets/balance').length;
    expect(await vendors.recall()).toBe(true);
    expect(server.recalls).toEqual([{}]);
    expect(vendors.main).toBe(12_500);
    expect(vendors.held).toEqual([]);
    expect(vendors.outcome).toEqual({ ok: true });
    expect(callsTo(fetch, '/wps/wallets/balance').length).toBe(walletCalls + 1);
    await waitFor(() => expect(store.wallet.sumBalance).toBe(123_456));
  });

  it('recall of one vendor names it', async () => {
    const { vendors, server } = await storeWith(vendorWalletServer(balancesValue(0, [vendorLine('VLS', 100), vendorLine('EVO', 200)])));
    await vendors.load();
    await vendors.recall('EVO');
    expect(server.recalls).toEqual([{ vendorCode: 'EVO' }]);
    expect(vendors.held.map((v) => v.vendorCode)).toEqual(['VLS']);
  });

  it('a refused recall keeps the held amounts and gives the server message', async () => {
    const refused = { success: false, code: 'transfer.in.flight', message: 'Still being confirmed.' };
    const { vendors } = await storeWith(vendorWalletServer(balancesValue(0, [vendorLine('VLS', 300)]), () => refused));
    await vendors.load();
    expect(await vendors.recall()).toBe(false);
    expect(vendors.outcome).toEqual({ ok: false, message: { text: 'Still being confirmed.' } });
    expect(vendors.held.map((v) => v.amount)).toEqual([300]);
    expect(vendors.recalling).toBe(false);
  });

  it('a failed balances call is tolerated: no value, marked failed, no throw', async () => {
    const server = vendorWalletServer(balancesValue(0, []));
    server.routes[`GET ${TransferPath.balances}`] = { success: false, code: 'system.error', message: 'down' };
    const { vendors } = await storeWith(server);
    await expect(vendors.load()).resolves.toBeUndefined();
    expect(vendors.failed).toBe(true);
    expect(vendors.held).toEqual([]);
    expect(vendors.launchMode).toBe('all');
  });

  it('the automatic recall runs once for overlapping triggers, and only when a vendor holds money that can move', async () => {
    const { vendors, server } = await storeWith();
    await Promise.all([vendors.autoRecall(), vendors.autoRecall()]);
    expect(server.recalls).toHaveLength(1);
    // Nothing held any more: coming back again recalls nothing.
    await vendors.autoRecall();
    expect(server.recalls).toHaveLength(1);
    // Quiet: nothing announced.
    expect(vendors.outcome).toBeNull();
  });

  it('money only in flight is not recalled automatically (the server would answer transfer.in.flight)', async () => {
    const { vendors, server } = await storeWith(vendorWalletServer(balancesValue(0, [vendorLine('VLS', 500, true)])));
    await vendors.autoRecall();
    expect(server.recalls).toHaveLength(0);
    expect(vendors.held.map((v) => v.vendorCode)).toEqual(['VLS']);
  });

  it('logout clears the balances and cancels an open amount question', async () => {
    const { vendors, store } = await storeWith();
    await vendors.load();
    const answer = vendors.askAmount(vendors.vendor('VLS')!);
    store.clear();
    await expect(answer).resolves.toBeNull();
    expect(vendors.value).toBeNull();
    expect(vendors.amountRequest).toBeNull();
  });
});
