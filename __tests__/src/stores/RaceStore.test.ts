import { act } from '@testing-library/react';
import { LoyaltyPath } from '@common/contract/loyalty';
import { LEADERBOARD_REFRESH_MS } from '@common/rules/loyalty';
import { RaceStore } from '../../../src/stores/RaceStore';
import { callsTo, createTestStore, sessionOf, type Reply } from '../helpers/renderApp';
import { loyaltyRoutes, loyaltyStatus, ok, race, rankList } from '../helpers/loyalty';

async function raceStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), status: loyaltyStatus(), routes: loyaltyRoutes(routes) });
  return { ...test, root: test.store, store: test.store.feature(RaceStore) };
}

/** Lets the fake fetch's answers arrive. */
const settle = () => act(async () => {
  await Promise.resolve();
});

describe('RaceStore', () => {
  afterEach(() => jest.useRealTimers());

  it('reads the races, chooses the first and reads its rank list for the running period', async () => {
    const { store, fetch } = await raceStore();
    await store.loadRaces();
    expect(store.selected?.id).toBe(5);
    expect(store.ranks).toEqual(rankList());
    const query = new URL(callsTo(fetch, LoyaltyPath.rankList)[0].url, 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({ raceId: '5', periodStart: String(race().periodStart) });
  });

  it('choosing another race reads its list; a late answer of the first is not shown', async () => {
    const second = race({ id: 6, title: 'Weekly' });
    const { store } = await raceStore({
      [`GET ${LoyaltyPath.races}`]: ok([race(), second]),
      [`GET ${LoyaltyPath.rankList}`]: (r: { url: string }) => ok(rankList({ race: new URL(r.url, 'http://x').searchParams.get('raceId') === '6' ? second : race() })),
    });
    await store.loadRaces();
    store.select(6);
    await store.loadRanks();
    expect(store.ranks?.race.id).toBe(6);
  });

  it('refreshes every LEADERBOARD_REFRESH_MS once started, and not after it is stopped', async () => {
    jest.useFakeTimers({ now: race().periodStart + 1000 });
    const { store, fetch } = await raceStore();
    await store.loadRaces();
    const reads = () => callsTo(fetch, LoyaltyPath.rankList).length;
    store.startRefresh();
    store.startRefresh();
    expect(store.refreshing).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(LEADERBOARD_REFRESH_MS);
    });
    await settle();
    expect(reads()).toBe(2);
    await act(async () => {
      jest.advanceTimersByTime(LEADERBOARD_REFRESH_MS);
    });
    expect(reads()).toBe(3);
    store.stopRefresh();
    await act(async () => {
      jest.advanceTimersByTime(LEADERBOARD_REFRESH_MS * 3);
    });
    expect(reads()).toBe(3);
    expect(store.refreshing).toBe(false);
  });

  it('past the period’s end a refresh reads the ended period’s list until it is settled ("Final"), then the races again (the next period)', async () => {
    let settled = false;
    const { store, fetch } = await raceStore({ [`GET ${LoyaltyPath.rankList}`]: () => ok(rankList({ settled })) });
    await store.loadRaces();
    jest.spyOn(Date, 'now').mockReturnValue(race().periodEnd);
    settled = true;
    await store.refresh();
    expect(callsTo(fetch, LoyaltyPath.races)).toHaveLength(1);
    expect(store.ranks?.settled).toBe(true);
    await store.refresh();
    jest.restoreAllMocks();
    expect(callsTo(fetch, LoyaltyPath.races)).toHaveLength(2);
  });

  it('logout stops the refresh and forgets the races', async () => {
    const { store, root } = await raceStore();
    await store.loadRaces();
    store.startRefresh();
    root.clear();
    expect(store.refreshing).toBe(false);
    expect(store.races).toEqual([]);
    expect(store.ranks).toBeNull();
  });
});
