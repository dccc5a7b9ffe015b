import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GamePath } from '@common/contract/games';
import { gameName } from '../../../../src/components/game/gameName';
import { callsTo, renderApp, sessionOf } from '../../helpers/renderApp';
import { gameItem, homeRoutes } from '../../helpers/games';

async function homeWithHotGame(game = gameItem(), loggedIn = true, type: 0 | 4 = 0) {
  const app = await renderApp({ session: loggedIn ? sessionOf(type) : null, routes: homeRoutes({ hot: [game] }) });
  const redirect = jest.fn();
  app.store.launch.redirect = redirect;
  const tile = await screen.findByRole('button', { name: /Lucky Lanterns/ });
  return { ...app, redirect, tile };
}

describe('GameTile', () => {
  it('shows the icon, the game name after the first underscore and the vendor display name', async () => {
    const { tile } = await homeWithHotGame(gameItem({ nodeName: 'RNG_Lucky Lanterns_Deluxe' }));
    expect(tile).toHaveTextContent('Lucky Lanterns_Deluxe');
    expect(tile).toHaveTextContent('PG Soft');
    expect(tile.querySelector('img')).toHaveAttribute('src', '/icons/lucky.png');
    // A home strip's tile may be off the screen: its icon waits until it comes near.
    expect(tile.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('a name without an underscore is shown whole', () => {
    expect(gameName({ nodeName: 'Dragon Gold', gameName: 'x' })).toBe('Dragon Gold');
  });

  it('a failing icon shows the default icon once and then stops updating', async () => {
    const { tile } = await homeWithHotGame();
    const img = tile.querySelector('img')!;
    fireEvent.error(img);
    const fallback = img.getAttribute('src');
    expect(fallback).not.toBe('/icons/lucky.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(fallback);
  });

  it('a tap without member info goes to /m/login', async () => {
    const { tile, user, location, fetch } = await homeWithHotGame(gameItem(), false);
    await user.click(tile);
    await waitFor(() => expect(location()).toBe('/m/login'));
    expect(callsTo(fetch, GamePath.launch)).toHaveLength(0);
  });

  it('a real-play game records the play, launches with launchMode real and redirects to the game', async () => {
    const { tile, user, fetch, redirect } = await homeWithHotGame();
    await user.click(tile);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://games.test/real'));
    const url = new URL(callsTo(fetch, GamePath.launch)[0].url, 'http://localhost');
    expect(url.searchParams.get('gameId')).toBe('101');
    expect(url.searchParams.get('launchMode')).toBe('real');
    expect(callsTo(fetch, GamePath.recent, 'POST')).toHaveLength(1);
  });

  it('a free-trial game asks first; Free trial starts test play with demo credit', async () => {
    const { tile, user, fetch, redirect } = await homeWithHotGame(gameItem({ supportPlay: 0 }));
    await user.click(tile);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('free demo credit');
    await user.click(screen.getByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://games.test/demo'));
    expect(callsTo(fetch, GamePath.testPlay, 'POST')).toHaveLength(1);
    expect(callsTo(fetch, GamePath.launch)).toHaveLength(0);
  });

  it('a free-trial game played for real launches with launchMode real', async () => {
    const { tile, user, redirect } = await homeWithHotGame(gameItem({ supportPlay: 0 }));
    await user.click(tile);
    await user.click(await screen.findByRole('button', { name: 'Play now' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://games.test/real'));
  });

  it('a trial guest is not asked: a free-trial game starts on demo credit at once', async () => {
    const { tile, user, fetch, redirect } = await homeWithHotGame(gameItem({ supportPlay: 0 }), true, 4);
    await user.click(tile);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://games.test/demo'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetch, GamePath.testPlay, 'POST')).toHaveLength(1);
    expect(callsTo(fetch, GamePath.launch)).toHaveLength(0);
  });

  it('the free-trial choice renders at the document level, takes focus and gives it back on Escape', async () => {
    const { tile, user } = await homeWithHotGame(gameItem({ supportPlay: 0 }));
    await user.click(tile);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: 'Free trial' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });
});
