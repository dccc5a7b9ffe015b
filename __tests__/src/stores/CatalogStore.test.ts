import { GamePath } from '@common/contract/games';
import { callsTo, createTestStore } from '../helpers/renderApp';
import { category, gameItem, homeRoutes } from '../helpers/games';

async function loadedStore() {
  const created = await createTestStore({
    routes: homeRoutes({ categories: [category('LIVE', 2, ['EVO']), category('RNG', 1, ['PG'])], hot: [gameItem()] }),
  });
  await created.store.catalog.loadHome();
  return created;
}

describe('CatalogStore', () => {
  it('loads menus in ordinal order, hot games, the 10-entry winner board and first games of game-tile categories only', async () => {
    const { store, fetch } = await loadedStore();
    expect(store.catalog.categories.map((c) => c.gameType)).toEqual(['RNG', 'LIVE']);
    expect(store.catalog.hotGames).toHaveLength(1);
    expect(new URL(callsTo(fetch, GamePath.winners)[0].url, 'http://x').searchParams.get('limitNum')).toBe('10');
    expect(callsTo(fetch, GamePath.list).map((c) => new URL(c.url, 'http://x').searchParams.get('gameType'))).toEqual(['RNG']);
  });

  it('keeps hot games cached: a second home visit does not ask again', async () => {
    const { store, fetch } = await loadedStore();
    await store.catalog.loadHome();
    expect(callsTo(fetch, GamePath.hot)).toHaveLength(1);
  });

  it('a language change clears the cached hot games and reloads them and the game lists in the new language', async () => {
    const { store, fetch } = await loadedStore();
    await store.language.setLanguage('bn');
    expect(store.catalog.hotGames).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    const hot = callsTo(fetch, GamePath.hot);
    expect(hot).toHaveLength(2);
    expect(new URL(hot[1].url, 'http://x').searchParams.get('language')).toBe('BN');
    expect(callsTo(fetch, GamePath.list)).toHaveLength(2);
  });

  it('a failed call leaves its part empty instead of breaking the page', async () => {
    const { store } = await createTestStore();
    await store.catalog.loadHome();
    expect(store.catalog.categories).toEqual([]);
    expect(store.catalog.hotGames).toEqual([]);
  });
});
