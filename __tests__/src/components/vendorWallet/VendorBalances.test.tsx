import { screen, waitFor, within } from '@testing-library/react';
import { TransferPath } from '@common/contract/transfers';
import type { MemberType } from '@common/contract/member';
import { VendorBalanceStore } from '../../../../src/stores/VendorBalanceStore';
import { callsTo, deferred, en, inAct, renderApp, sessionOf, type FakeRequest } from '../../helpers/renderApp';
import { balancesValue, vendorLine, vendorWalletServer, type VendorWalletServer } from '../../helpers/vendorWallet';

const panel = () => screen.getByRole('complementary', { name: en.drawer.label });
const section = () => within(panel()).findByRole('region', { name: en.vendorWallet.heldTitle });

/** The automatic recall at start-up is refused here (a transfer still confirming), so the drawer has held money to show. */
const busyThenServer = (value = balancesValue(10_000, [vendorLine('VLS', 2_500), vendorLine('EVO', 0), vendorLine('SAG', 700, true)])) =>
  vendorWalletServer(value, (n) => (n === 1 ? { success: false, code: 'transfer.in.flight', message: 'A transfer is still being confirmed.' } : undefined));

async function openDrawer(server: VendorWalletServer, type: MemberType | null = 0) {
  const app = await renderApp({ path: '/m/home', session: type === null ? null : sessionOf(type), routes: server.routes });
  if (type !== null && type !== 4) await waitFor(() => expect(server.recalls.length).toBeGreaterThan(0));
  await inAct(() => app.store.ui.toggleDrawer(true));
  return app;
}

describe('SideDrawer: balances at transfer-wallet vendors', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the main balance, each vendor holding money (a confirming one noted), and the total; an empty vendor is not listed', async () => {
    await openDrawer(busyThenServer());
    const held = await section();
    const text = held.textContent ?? '';
    expect(text).toContain(`${en.vendorWallet.main}100.00`);
    expect(text).toContain('VLS Studio');
    expect(text).toContain('25.00');
    expect(within(held).getByText(en.vendorWallet.inFlight)).toBeInTheDocument();
    expect(text).toContain('SAG Studio');
    expect(text).not.toContain('EVO Studio');
    expect(text).toContain(`${en.vendorWallet.total}132.00`);
  });

  it('the start-up recall was quiet: its refusal shows no notice, and the held amounts stay shown', async () => {
    await openDrawer(busyThenServer());
    await section();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Recall all is a named button that recalls, announces the result and refreshes the balance', async () => {
    const server = busyThenServer(balancesValue(10_000, [vendorLine('VLS', 2_500)]));
    const { user, fetch, store } = await openDrawer(server);
    const button = await within(await section()).findByRole('button', { name: en.vendorWallet.recallAll });
    const walletCalls = callsTo(fetch, '/wps/wallets/balance').length;
    await user.click(button);
    expect(server.recalls).toEqual([{}, {}]);
    expect(await within(panel()).findByRole('status')).toHaveTextContent(en.vendorWallet.recalled.replace('{{balance}}', '125.00'));
    await waitFor(() => expect(callsTo(fetch, '/wps/wallets/balance').length).toBeGreaterThan(walletCalls));
    expect(store.feature(VendorBalanceStore).held).toEqual([]);
  });

  it('the button is disabled while the recall is under way', async () => {
    const server = busyThenServer(balancesValue(0, [vendorLine('VLS', 100)]));
    const answer = deferred<unknown>();
    const recall = server.routes[`POST ${TransferPath.recall}`] as (r: FakeRequest) => unknown;
    server.routes[`POST ${TransferPath.recall}`] = (r: FakeRequest) => (server.recalls.length === 0 ? recall(r) : answer.promise.then(() => recall(r)));
    const { user } = await openDrawer(server);
    await user.click(await within(await section()).findByRole('button', { name: en.vendorWallet.recallAll }));
    expect(within(panel()).getByRole('button', { name: en.vendorWallet.recalling })).toBeDisabled();
    await inAct(() => answer.resolve(undefined));
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent(en.vendorWallet.recalled.replace('{{balance}}', '1.00')));
  });

  it("a refused recall shows the server's message (its i18n text) in the drawer", async () => {
    const refused = { success: false, code: 'transfer.refused', message: 'VLS Studio refused the transfer. Your money has not moved.' };
    const server = vendorWalletServer(balancesValue(0, [vendorLine('VLS', 100)]), () => refused);
    const { user } = await openDrawer(server);
    await user.click(await within(await section()).findByRole('button', { name: en.vendorWallet.recallAll }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(refused.message);
    expect(within(panel()).getByText('VLS Studio')).toBeInTheDocument();
  });

  it('a failed balances call leaves the drawer usable with the main balance only', async () => {
    const server = vendorWalletServer(balancesValue(0, []));
    server.routes[`GET ${TransferPath.balances}`] = { success: false, code: 'system.error', message: 'down' };
    const { store } = await openDrawer({ ...server, recalls: [{}] });
    await inAct(() => store.wallet.refresh());
    await waitFor(() => expect(within(panel()).getByLabelText(en.common.balance)).toHaveTextContent('1,234.56'));
    expect(within(panel()).queryByRole('region', { name: en.vendorWallet.heldTitle })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: en.drawer.logout })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a visitor', null],
    ['a trial account', 4 as MemberType],
  ])('%s sees no vendor balances and nothing is read', async (_case, type) => {
    const server = vendorWalletServer(balancesValue(0, [vendorLine('VLS', 100)]));
    const { fetch } = await openDrawer(server, type);
    expect(within(panel()).queryByRole('region', { name: en.vendorWallet.heldTitle })).not.toBeInTheDocument();
    expect(callsTo(fetch, TransferPath.balances)).toHaveLength(0);
    expect(callsTo(fetch, TransferPath.recall)).toHaveLength(0);
  });
});
