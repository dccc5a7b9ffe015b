import { screen, waitFor, within } from '@testing-library/react';
import { GamePath } from '@common/contract/games';
import { LaunchStore } from '../../../../src/stores/LaunchStore';
import { callsTo, en, renderApp, sessionOf, type Reply } from '../../helpers/renderApp';
import { homeRoutes } from '../../helpers/games';
import { balancesValue, vendorLine, vendorWalletServer, type VendorWalletServer } from '../../helpers/vendorWallet';

/** FISH-JILI launches directly from /m/game; here JILI is a transfer-wallet vendor of the merchant. */
async function launchJili(server: VendorWalletServer, routes: Record<string, Reply> = {}) {
  const redirect = jest.spyOn(LaunchStore.prototype, 'redirect').mockImplementation(() => undefined);
  const app = await renderApp({ session: sessionOf(0), path: '/m/game?vassKey=FISH-JILI', routes: { ...homeRoutes(), ...server.routes, ...routes } });
  return { ...app, redirect };
}

const launchQuery = (fetch: Parameters<typeof callsTo>[0]) => new URL(callsTo(fetch, GamePath.launch)[0].url, 'http://localhost').searchParams;
const dialog = () => screen.findByRole('dialog', { name: en.vendorWallet.amountTitle.replace('{{vendor}}', 'JILI Studio') });

describe('Launching a transfer-wallet game', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it("mode 'choose': asks for the amount (labelled field transferAmount, All, cancel) and sends it in minor units", async () => {
    const server = vendorWalletServer(balancesValue(10_000, [vendorLine('JILI', 0)], 'choose'));
    const { user, fetch, redirect } = await launchJili(server);
    const box = await dialog();
    expect(callsTo(fetch, GamePath.launch)).toHaveLength(0);
    const field = within(box).getByRole('textbox', { name: en.vendorWallet.amountLabel.replace('{{currency}}', 'BDT') });
    expect(field).toHaveAttribute('name', 'transferAmount');
    expect(within(box).getByRole('button', { name: en.common.cancel })).toBeInTheDocument();
    await user.type(field, '25.5');
    await user.click(within(box).getByRole('button', { name: en.vendorWallet.play }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://games.test/real'));
    expect(launchQuery(fetch).get('transferAmount')).toBe('2550');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'All' takes the whole main balance", async () => {
    const server = vendorWalletServer(balancesValue(10_000, [vendorLine('JILI', 0)], 'choose'));
    const { user, fetch, redirect } = await launchJili(server);
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: en.vendorWallet.all }));
    await user.click(within(box).getByRole('button', { name: en.vendorWallet.play }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(launchQuery(fetch).get('transferAmount')).toBe('10000');
  });

  it('an amount below the minimum or above the balance is refused in the form, and nothing launches', async () => {
    const server = vendorWalletServer(balancesValue(10_000, [vendorLine('JILI', 0)], 'choose'));
    const { user, fetch } = await launchJili(server);
    const box = await dialog();
    const field = within(box).getByRole('textbox');
    for (const typed of ['0.50', '100.01']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(box).getByRole('button', { name: en.vendorWallet.play }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callsTo(fetch, GamePath.launch)).toHaveLength(0);
  });

  it('cancel launches nothing', async () => {
    const server = vendorWalletServer(balancesValue(10_000, [vendorLine('JILI', 0)], 'choose'));
    const { user, fetch, redirect } = await launchJili(server);
    await user.click(within(await dialog()).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, GamePath.launch)).toHaveLength(0);
    expect(redirect).not.toHaveBeenCalled();
  });

  it("mode 'all': launches at once, no question, no transferAmount", async () => {
    const server = vendorWalletServer(balancesValue(10_000, [vendorLine('JILI', 0)], 'all'));
    const { fetch, redirect } = await launchJili(server);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://games.test/real'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launchQuery(fetch).has('transferAmount')).toBe(false);
  });

  it("mode 'choose' does not ask for a vendor that keeps no balance of its own", async () => {
    const server = vendorWalletServer(balancesValue(10_000, [vendorLine('VLS', 0)], 'choose'));
    const { fetch, redirect } = await launchJili(server);
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(launchQuery(fetch).has('transferAmount')).toBe(false);
  });

  it.each(['transfer.refused', 'transfer.in.flight', 'transfer.unknown', 'transfer.amount.invalid', 'transfer.vendor.unknown'])(
    'a launch answered %s shows its message and stays on the site',
    async (code) => {
      const server = vendorWalletServer(balancesValue(10_000, [vendorLine('JILI', 0)], 'all'));
      const message = `Server text for ${code}`;
      const { redirect } = await launchJili(server, { [`GET ${GamePath.launch}`]: { success: false, code, message } });
      expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
      expect(redirect).not.toHaveBeenCalled();
    },
  );
});
