import { screen, waitFor } from '@testing-library/react';
import { GamePath } from '@common/contract/games';
import { LaunchStore } from '../../../../src/stores/LaunchStore';
import { callsTo, renderApp, sessionOf } from '../../helpers/renderApp';
import { homeRoutes } from '../../helpers/games';

async function openGame(vassKey: string, routes = homeRoutes()) {
  const redirect = jest.spyOn(LaunchStore.prototype, 'redirect').mockImplementation(() => undefined);
  const app = await renderApp({ session: sessionOf(0), path: `/m/game?vassKey=${vassKey}`, routes });
  return { ...app, redirect };
}

describe('Game screen (/m/game?vassKey=)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a vendor with a lobby route goes to that route instead of launching', async () => {
    const { location, fetch } = await openGame('RNG-PG');
    await waitFor(() => expect(location()).toBe('/m/gameList?gameType=RNG&vassalage=PG'));
    expect(callsTo(fetch, GamePath.launch)).toHaveLength(0);
  });

  it('a direct-launch vendor shows please wait, launches by vassKey and redirects to the game URL', async () => {
    const { redirect, fetch } = await openGame('FISH-JILI');
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://games.test/real'));
    const url = new URL(callsTo(fetch, GamePath.launch)[0].url, 'http://localhost');
    expect(url.searchParams.get('vassKey')).toBe('FISH-JILI');
    expect(url.searchParams.get('backUrl')).toMatch(/\/m\/home$/);
    expect(screen.getByText(/Please wait/)).toBeInTheDocument();
  });

  it('a failed launch shows the server message as a notice and offers the way home', async () => {
    const routes = { ...homeRoutes(), [`GET ${GamePath.launch}`]: { success: false, code: 'game.not.found', message: 'No such game' } };
    await openGame('EVENT-NOPE', routes);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('No such game');
    expect(screen.getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0);
  });

  it('a malformed vassKey says the game is not available', async () => {
    await openGame('nonsense');
    expect(await screen.findByText('This game is not available.')).toBeInTheDocument();
  });
});
