import { waitFor } from '@testing-library/react';
import { GameModuleId, GamePath } from '@common/contract/games';
import { PAGE_SIZE_FISH_PVP, PAGE_SIZE_SLOTS } from '../../../src/config/constants';
import { listKey, pageSizeFor, SESSION_LIST_KEYS } from '../../../src/stores/GameListStore';
import type { PagedGames } from '../../../src/stores/PagedGames';
import { gameListReply, queryOf } from '../helpers/gameCatalogue';
import { callsTo, createTestStore, HttpReply, type FakeRequest } from '../helpers/renderApp';

const LIST = `GET ${GamePath.list}`;

async function settled(list: PagedGames): Promise<PagedGames> {
  await waitFor(() => expect(list.loading).toBe(false));
  return list;
}

describe('GameListStore', () => {
  it('pages slot lists by 20 and FISH and PVP lists by 999 (§9)', () => {
    expect(pageSizeFor({ gameType: 'RNG' })).toBe(PAGE_SIZE_SLOTS);
    expect(pageSizeFor({ gameType: 'LIVE' })).toBe(PAGE_SIZE_SLOTS);
    expect(pageSizeFor({ gameType: 'FISH' })).toBe(PAGE_SIZE_FISH_PVP);
    expect(pageSizeFor({ gameType: 'PVP' })).toBe(PAGE_SIZE_FISH_PVP);
    expect(pageSizeFor({ gameType: 'FISH', gameClassify: 'JP' })).toBe(PAGE_SIZE_SLOTS);
  });

  it('asks with merchant, clientType 2, language, gameType, pageNo and pageSize under ModuleId GAMELO3', async () => {
    const { store, fetch } = await createTestStore({ routes: { [LIST]: gameListReply(5) } });
    const list = await settled(store.gameList.open({ gameType: 'FISH' }));
    const [call] = callsTo(fetch, GamePath.list);
    expect(queryOf(call)).toEqual({ merchant: store.merchantCode, clientType: '2', language: 'EN', gameType: 'FISH', pageNo: '1', pageSize: '999' });
    expect((call.init.headers as Record<string, string>).ModuleId).toBe(GameModuleId.lobby);
    expect(list.games).toHaveLength(5);
  });

  it('a further page appends its games and updates pageNum and totalPages', async () => {
    const { store, fetch } = await createTestStore({ routes: { [LIST]: gameListReply(45) } });
    const list = await settled(store.gameList.open({ gameType: 'RNG' }));
    expect(list.games.map((g) => g.gameId)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect([list.pageNum, list.totalPages]).toEqual([1, 3]);
    await list.loadMore();
    expect(list.games).toHaveLength(40);
    expect(list.games[20].gameId).toBe(21);
    expect(list.pageNum).toBe(2);
    expect(queryOf(callsTo(fetch, GamePath.list)[1])).toMatchObject({ pageNo: '2', pageSize: '20' });
  });

  it('a fresh load replaces the list instead of appending', async () => {
    const { store } = await createTestStore({ routes: { [LIST]: gameListReply(45) } });
    const list = await settled(store.gameList.open({ gameType: 'RNG' }));
    await list.loadMore();
    await list.reload();
    expect(list.games).toHaveLength(20);
    expect(list.pageNum).toBe(1);
  });

  it('stops asking after the last page', async () => {
    const { store, fetch } = await createTestStore({ routes: { [LIST]: gameListReply(25) } });
    const list = await settled(store.gameList.open({ gameType: 'RNG' }));
    await list.loadMore();
    expect(list.hasMore).toBe(false);
    await list.loadMore();
    expect(callsTo(fetch, GamePath.list)).toHaveLength(2);
    expect(list.games).toHaveLength(25);
  });

  it('passes gameClassify JP and AC across types (no gameType) and caches AC as RNG/AC', async () => {
    const { store, fetch } = await createTestStore({ routes: { [LIST]: gameListReply(3) } });
    await settled(store.gameList.open({ gameType: 'RNG', gameClassify: 'AC' }));
    await settled(store.gameList.open({ gameType: 'RNG', gameClassify: 'JP' }));
    const [ac, jp] = callsTo(fetch, GamePath.list).map(queryOf);
    expect(ac).toMatchObject({ gameClassify: 'AC', pageSize: '20' });
    expect(jp).toMatchObject({ gameClassify: 'JP' });
    expect(ac.gameType).toBeUndefined();
    expect(listKey({ gameType: 'RNG', gameClassify: 'AC' })).toBe('RNG/AC');
    expect(store.gameList.lists.has('RNG/AC')).toBe(true);
  });

  it('passes vassalage and search, each its own list', async () => {
    const { store, fetch } = await createTestStore({ routes: { [LIST]: gameListReply(3) } });
    await settled(store.gameList.open({ gameType: 'LIVE', vassalage: 'EVO' }));
    await settled(store.gameList.open({ gameType: 'RNG', search: 'lucky' }));
    const [vendor, search] = callsTo(fetch, GamePath.list).map(queryOf);
    expect(vendor).toMatchObject({ gameType: 'LIVE', vassalage: 'EVO' });
    expect(search).toMatchObject({ gameType: 'RNG', search: 'lucky' });
  });

  it('keeps RNG, RNG/AC, FISH and PVP for the session while a one-off list gives way to the next', async () => {
    const { store, fetch } = await createTestStore({ routes: { [LIST]: gameListReply(3) } });
    const rng = await settled(store.gameList.open({ gameType: 'RNG' }));
    await settled(store.gameList.open({ gameType: 'LIVE' }));
    await settled(store.gameList.open({ gameType: 'SPORTS' }));
    expect(store.gameList.open({ gameType: 'RNG' })).toBe(rng);
    expect(callsTo(fetch, GamePath.list)).toHaveLength(3);
    expect([...store.gameList.lists.keys()].sort()).toEqual(['RNG', 'SPORTS']);
    expect(SESSION_LIST_KEYS).toEqual(['RNG', 'RNG/AC', 'FISH', 'PVP']);
  });

  it('a language change reloads the RNG, RNG/AC, FISH and PVP lists in the new language (§4)', async () => {
    const { store, fetch } = await createTestStore({ routes: { [LIST]: gameListReply(30) } });
    const lists = await Promise.all(
      [{ gameType: 'RNG' as const }, { gameType: 'RNG' as const, gameClassify: 'AC' as const }, { gameType: 'FISH' as const }, { gameType: 'PVP' as const }].map(
        (p) => settled(store.gameList.open(p)),
      ),
    );
    await lists[0].loadMore();
    fetch.mockClear();
    await store.language.setLanguage('bn');
    await Promise.all(lists.map(settled));
    const calls = callsTo(fetch, GamePath.list).map(queryOf);
    expect(calls).toHaveLength(4);
    expect(calls.every((q) => q.language === 'BN' && q.pageNo === '1')).toBe(true);
    expect(lists[0].games).toHaveLength(20);
  });

  it('a refused page leaves the list failed; retry asks again', async () => {
    let refuse = true;
    const { store } = await createTestStore({
      routes: { [LIST]: (r: FakeRequest) => (refuse ? new HttpReply(500, {}) : gameListReply(3)(r)) },
    });
    const list = await settled(store.gameList.open({ gameType: 'RNG' }));
    expect(list.failed).toBe(true);
    expect(list.loaded).toBe(false);
    refuse = false;
    await list.retry();
    expect(list.failed).toBe(false);
    expect(list.games).toHaveLength(3);
  });

  it('lists the vendors serving a type and forgets lists and vendors on logout', async () => {
    const vendors = [
      { vendorCode: 'PG', displayName: 'PG Soft', gameTypes: ['RNG', 'FISH'], seamless: true },
      { vendorCode: 'EVO', displayName: 'Evolution', gameTypes: ['LIVE'], seamless: false },
    ];
    const { store } = await createTestStore({
      routes: { [`GET ${GamePath.vendors}`]: { success: true, value: vendors }, [LIST]: gameListReply(3) },
    });
    await store.gameList.loadVendors();
    expect(store.gameList.vendorsOf('FISH').map((v) => v.vendorCode)).toEqual(['PG']);
    await settled(store.gameList.open({ gameType: 'RNG' }));
    store.clear();
    expect(store.gameList.lists.size).toBe(0);
    expect(store.gameList.vendors).toBeNull();
  });

  it('asks for the vendors once when they are asked for twice before the answer (start-up, then the screen)', async () => {
    const { store, fetch } = await createTestStore({
      routes: { [`GET ${GamePath.vendors}`]: { success: true, value: [{ vendorCode: 'PG', displayName: 'PG Soft', gameTypes: ['RNG'], seamless: true }] } },
    });
    await Promise.all([store.gameList.loadVendors(), store.gameList.loadVendors()]);
    expect(callsTo(fetch, GamePath.vendors)).toHaveLength(1);
    expect(store.gameList.vendorsOf('RNG')).toHaveLength(1);
  });
});
