import { waitFor } from '@testing-library/react';
import { GameModuleId, GamePath } from '@common/contract/games';
import { gameItem, queryOf } from '../helpers/gameCatalogue';
import { callsTo, createTestStore, sessionOf, type FakeRequest, type Reply } from '../helpers/renderApp';
import { FavouriteStore } from '../../../src/stores/FavouriteStore';

const header = (r: FakeRequest, name: string) => (r.init.headers as Record<string, string>)[name];

/** Favourite pages of `total` games (ids 1..total), paged by the request. */
function favouritePages(total: number) {
  return (r: FakeRequest) => {
    const { pageNo, pageSize } = queryOf(r);
    const first = (Number(pageNo) - 1) * Number(pageSize) + 1;
    const count = Math.max(0, Math.min(Number(pageSize), total - first + 1));
    const content = Array.from({ length: count }, (_, i) => gameItem(first + i));
    return { success: true, value: { content, pageNum: Number(pageNo), totalPages: Math.ceil(total / Number(pageSize)) } };
  };
}

function memberStore(routes: Record<string, Reply> = {}) {
  return createTestStore({ session: sessionOf(0), routes });
}

describe('FavouriteStore', () => {
  it('loads the star state from the favourite list with ModuleId GAMELOFAV3', async () => {
    const { store, fetch } = await memberStore({ [`GET ${GamePath.favouriteList}`]: { success: true, value: [gameItem(7), gameItem(9)] } });
    await store.feature(FavouriteStore).loadIds();
    expect(store.feature(FavouriteStore).isFavourite(7)).toBe(true);
    expect(store.feature(FavouriteStore).isFavourite(8)).toBe(false);
    expect(header(callsTo(fetch, GamePath.favouriteList)[0], 'ModuleId')).toBe(GameModuleId.favourite);
  });

  it('does not ask for favourites without a login', async () => {
    const { store, fetch } = await createTestStore();
    await store.feature(FavouriteStore).loadIds();
    expect(callsTo(fetch, GamePath.favouriteList)).toHaveLength(0);
  });

  it('adds with POST { gameId } and removes with DELETE ?gameId=, flipping the star', async () => {
    const { store, fetch } = await memberStore({
      [`POST ${GamePath.favourite}`]: { success: true },
      [`DELETE ${GamePath.favourite}`]: { success: true },
    });
    await store.feature(FavouriteStore).toggle(gameItem(5));
    expect(store.feature(FavouriteStore).isFavourite(5)).toBe(true);
    const [add] = callsTo(fetch, GamePath.favourite, 'POST');
    expect(JSON.parse(String(add.init.body))).toEqual({ gameId: 5 });
    expect(header(add, 'ModuleId')).toBe(GameModuleId.favourite);
    await store.feature(FavouriteStore).toggle(gameItem(5));
    expect(store.feature(FavouriteStore).isFavourite(5)).toBe(false);
    const [remove] = callsTo(fetch, GamePath.favourite, 'DELETE');
    expect(queryOf(remove)).toEqual({ gameId: '5' });
  });

  it('a refused toggle puts the star back', async () => {
    const { store } = await memberStore({ [`POST ${GamePath.favourite}`]: { success: false, code: 'game.not.found', message: 'No such game' } });
    await store.feature(FavouriteStore).toggle(gameItem(5));
    expect(store.feature(FavouriteStore).isFavourite(5)).toBe(false);
    expect(store.feature(FavouriteStore).pending.size).toBe(0);
  });

  it('pages the favourites tab: a further page appends, the last page stops', async () => {
    const { store, fetch } = await memberStore({ [`GET ${GamePath.favouritePage}`]: favouritePages(25) });
    store.feature(FavouriteStore).openPage();
    const page = store.feature(FavouriteStore).page;
    await waitFor(() => expect(page.loaded).toBe(true));
    expect(page.games).toHaveLength(20);
    await page.loadMore();
    expect(page.games).toHaveLength(25);
    expect([page.pageNum, page.totalPages]).toEqual([2, 2]);
    await page.loadMore();
    expect(callsTo(fetch, GamePath.favouritePage).map((r) => queryOf(r).pageNo)).toEqual(['1', '2']);
  });

  it('removing a favourite drops it from the favourites page shown', async () => {
    const { store } = await memberStore({
      [`GET ${GamePath.favouritePage}`]: favouritePages(3),
      [`GET ${GamePath.favouriteList}`]: { success: true, value: [gameItem(1), gameItem(2), gameItem(3)] },
      [`DELETE ${GamePath.favourite}`]: { success: true },
    });
    await store.feature(FavouriteStore).loadIds();
    store.feature(FavouriteStore).openPage();
    await waitFor(() => expect(store.feature(FavouriteStore).page.loaded).toBe(true));
    await store.feature(FavouriteStore).toggle(gameItem(2));
    expect(store.feature(FavouriteStore).page.games.map((g) => g.gameId)).toEqual([1, 3]);
  });

  it('logout forgets the favourites', async () => {
    const { store } = await memberStore({ [`GET ${GamePath.favouriteList}`]: { success: true, value: [gameItem(7)] } });
    await store.feature(FavouriteStore).loadIds();
    store.clear();
    expect(store.feature(FavouriteStore).isFavourite(7)).toBe(false);
    expect(store.feature(FavouriteStore).idsLoaded).toBe(false);
  });
});

describe('RecentStore', () => {
  it('loads the recent games newest first with ModuleId GAMELOREC3', async () => {
    const { store, fetch } = await memberStore({ [`GET ${GamePath.recent}`]: { success: true, value: [gameItem(3), gameItem(1)] } });
    store.recent.open();
    await waitFor(() => expect(store.recent.list.loaded).toBe(true));
    expect(store.recent.list.games.map((g) => g.gameId)).toEqual([3, 1]);
    expect(store.recent.list.hasMore).toBe(false);
    expect(header(callsTo(fetch, GamePath.recent)[0], 'ModuleId')).toBe(GameModuleId.recent);
    store.clear();
    expect(store.recent.list.games).toEqual([]);
  });
});
