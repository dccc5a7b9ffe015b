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
  it('loads only what the first screen shows: menus in ordinal order and hot games, no winner board or section games', async () => {
    const { store, fetch } = await loadedStore();
    expect(store.catalog.categories.map((c) => c.gameType)).toEqual(['RNG', 'LIVE']);
    expect(store.catalog.hotGames).toHaveLength(1);
    expect(callsTo(fetch, GamePath.winners)).toHaveLength(0);
    expect(callsTo(fetch, GamePath.list)).toHaveLength(0);
  });

  it('loads the 10-entry winner board when asked', async () => {
    const { store, fetch } = await loadedStore();
    await store.catalog.loadWinners();
    expect(new URL(callsTo(fetch, GamePath.winners)[0].url, 'http://x').searchParams.get('limitNum')).toBe('10');
  });

  it('loads a section\'s first 8 games once, even when asked again while the call is in flight', async () => {
    const { store, fetch } = await loadedStore();
    await Promise.all([store.catalog.loadSection('RNG'), store.catalog.loadSection('RNG')]);
    await store.catalog.loadSection('RNG');
    const calls = callsTo(fetch, GamePath.list);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url, 'http://x').searchParams.get('pageSize')).toBe('8');
    expect(store.catalog.sectionGames.has('RNG')).toBe(true);
  });

  it('keeps hot games cached: a second home visit does not ask again', async () => {
    const { store, fetch } = await loadedStore();
    await store.catalog.loadHome();
    expect(callsTo(fetch, GamePath.hot)).toHaveLength(1);
  });

  it('asks for menus and hot games once when the home load is started twice before it answers (start-up, then the screen)', async () => {
    const { store, fetch } = await createTestStore({ routes: homeRoutes({ categories: [category('RNG', 1, ['PG'])], hot: [gameItem()] }) });
    await Promise.all([store.catalog.loadHome(), store.catalog.loadHome()]);
    expect(callsTo(fetch, GamePath.menus)).toHaveLength(1);
    expect(callsTo(fetch, GamePath.hot)).toHaveLength(1);
    expect(store.catalog.hotGames).toHaveLength(1);
  });

  it('a language change clears the cached hot games and section games, and reloads hot games in the new language', async () => {
    const { store, fetch } = await loadedStore();
    await store.catalog.loadSection('RNG');
    await store.language.setLanguage('bn');
    expect(store.catalog.sectionGames.size).toBe(0);
    expect(store.catalog.hotGames).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    const hot = callsTo(fetch, GamePath.hot);
    expect(hot).toHaveLength(2);
    expect(new URL(hot[1].url, 'http://x').searchParams.get('language')).toBe('BN');
  });

  it('a failed call leaves its part empty instead of breaking the page', async () => {
    const { store } = await createTestStore();
    await store.catalog.loadHome();
    expect(store.catalog.categories).toEqual([]);
    expect(store.catalog.hotGames).toEqual([]);
  });
});
