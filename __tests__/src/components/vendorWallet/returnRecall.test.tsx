import { act, screen, waitFor } from '@testing-library/react';
import { TransferPath } from '@common/contract/transfers';
import { localKey } from '../../../../src/utils/storage';
import { callsTo, renderApp, sessionOf } from '../../helpers/renderApp';
import { balancesValue, vendorLine, vendorWalletServer } from '../../helpers/vendorWallet';

// Each RootStore's LaunchStore listens on the window for good, so the return from memory (pageshow)
// comes first in this file: no store of an earlier test is there to take the away flag.
describe('Coming back from a transfer-wallet game', () => {
  afterEach(() => window.sessionStorage.clear());

  it('a return to a page kept in memory (pageshow) recalls once; a failed recall is quiet and not retried in a loop', async () => {
    const server = vendorWalletServer(balancesValue(0, []), (n) => (n === 1 ? { success: false, code: 'transfer.refused', message: 'refused' } : undefined));
    const { fetch } = await renderApp({ session: sessionOf(0), path: '/m/home', routes: server.routes });
    // The watcher is up once it has read the balances at start-up (nothing held then: no recall).
    await waitFor(() => expect(callsTo(fetch, TransferPath.balances).length).toBeGreaterThan(0));
    server.set(balancesValue(0, [vendorLine('VLS', 900)]));
    window.sessionStorage.setItem(localKey('inGame'), 'true');
    await act(async () => {
      window.dispatchEvent(new Event('pageshow'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(server.recalls).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(server.recalls).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('the page the back URL loads recalls everything exactly once, whatever events follow', async () => {
    window.sessionStorage.setItem(localKey('inGame'), 'true');
    const server = vendorWalletServer(balancesValue(0, [vendorLine('VLS', 4_000)]));
    const { fetch } = await renderApp({ session: sessionOf(0), path: '/m/home', routes: server.routes });
    await waitFor(() => expect(server.recalls).toEqual([{}]));
    await act(async () => {
      window.dispatchEvent(new Event('pageshow'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(callsTo(fetch, TransferPath.balances).length).toBeGreaterThan(0));
    expect(server.recalls).toHaveLength(1);
    expect(server.value().vendors[0].amount).toBe(0);
  });
});
