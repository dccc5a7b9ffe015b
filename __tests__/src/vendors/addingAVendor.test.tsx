import { screen, waitFor, within } from '@testing-library/react';
import { LaunchStore } from '../../../src/stores/LaunchStore';
import { vendorRegistry, type VendorPlugin } from '../../../src/vendors';
import { LAUNCH_LOBBY, gameListLobby } from '../../../src/vendors/base';
import { category, homeRoutes } from '../helpers/games';
import { renderApp, sessionOf } from '../helpers/renderApp';

/** The example of docs/adding-a-vendor.md: one plug-in, registered the way list.ts does. */
const acmeLaunch = jest.fn(async () => 'https://acme.test/lobby');
const acmePlugin: VendorPlugin = {
  id: 'ACME',
  name: 'vendor.other',
  serves: [{ gameType: 'LIVE', vassalage: 'ACME' }],
  tile: (vendor) => ({ label: `${vendor.title} Live`, icon: 'ACME_LIVE' }),
  lobby: gameListLobby,
  launch: acmeLaunch,
};
const acmeEvent: VendorPlugin = { ...acmePlugin, id: 'ACME_EVENT', serves: [{ gameType: 'EVENT', vassalage: 'ACME' }], lobby: () => LAUNCH_LOBBY };
vendorRegistry.register(acmePlugin);
vendorRegistry.register(acmeEvent);

describe('adding a vendor (docs/adding-a-vendor.md)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('the home page shows its tile with its label, icon and lobby route', async () => {
    await renderApp({ session: sessionOf(0), routes: homeRoutes({ categories: [category('LIVE', 1, ['ACME'])] }) });
    const live = await screen.findByRole('region', { name: 'Live casino' });
    const tile = within(live).getByRole('link', { name: 'ACME Live' });
    expect(tile).toHaveAttribute('href', '/m/gameList?gameType=LIVE&vassalage=ACME');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/game-icons/vendors/ACME_LIVE.svg');
  });

  it('a launch vendor tile opens /m/game, which starts it through the plug-in launch', async () => {
    const redirect = jest.spyOn(LaunchStore.prototype, 'redirect').mockImplementation(() => undefined);
    const { user } = await renderApp({ session: sessionOf(0), routes: homeRoutes({ categories: [category('EVENT', 1, ['ACME'])] }) });
    const events = await screen.findByRole('region', { name: 'Events' });
    await user.click(within(events).getByRole('link', { name: 'ACME Live' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://acme.test/lobby'));
    expect(acmeLaunch).toHaveBeenCalledWith({ kind: 'vendor', gameType: 'EVENT', vassalage: 'ACME' }, expect.objectContaining({ language: 'EN' }));
  });
});
