import { LoyaltyPath } from '@common/contract/loyalty';
import { LOYALTY_STALE_MS } from '@common/rules/loyalty';
import { LoyaltyStore } from '../../../src/stores/LoyaltyStore';
import { callsTo, createTestStore, deferred, sessionOf } from '../helpers/renderApp';
import { loyaltyRoutes, loyaltyStatus, ok, summary } from '../helpers/loyalty';
import type { MemberType } from '@common/contract/member';

async function loyaltyStore({ type = 0 as MemberType | null, points = true } = {}) {
  const test = await createTestStore({ session: type === null ? null : sessionOf(type), status: loyaltyStatus({ PTSYS3: points }), routes: loyaltyRoutes() });
  return { ...test, loyalty: test.store.feature(LoyaltyStore) };
}

describe('LoyaltyStore', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the points and level once, and keeps them LOYALTY_STALE_MS', async () => {
    const { loyalty, fetch } = await loyaltyStore();
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await loyalty.loadSummary();
    expect(loyalty.summary).toEqual(summary());
    now.mockReturnValue(1_000_000 + LOYALTY_STALE_MS - 1);
    await loyalty.loadSummary();
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(1);
    now.mockReturnValue(1_000_000 + LOYALTY_STALE_MS);
    await loyalty.loadSummary();
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(2);
  });

  it('a forced read asks again at once', async () => {
    const { loyalty, fetch } = await loyaltyStore();
    await loyalty.loadSummary();
    await loyalty.loadSummary(true);
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(2);
  });

  it('the drawer and a screen asking together make one call', async () => {
    const answer = deferred<unknown>();
    const { store, fetch } = await createTestStore({ session: sessionOf(0), status: loyaltyStatus(), routes: loyaltyRoutes({ [`GET ${LoyaltyPath.summary}`]: () => answer.promise }) });
    const loyalty = store.feature(LoyaltyStore);
    const both = Promise.all([loyalty.loadSummary(), loyalty.loadSummary()]);
    answer.resolve(ok(summary({ points: 7 })));
    await both;
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(1);
    expect(loyalty.summary?.points).toBe(7);
  });

  it.each([
    ['points are off for the merchant', { points: false }],
    ['a visitor', { type: null }],
    ['a trial account', { type: 4 as MemberType }],
  ])('never asks when %s', async (_case, options) => {
    const { loyalty, fetch } = await loyaltyStore(options);
    await loyalty.loadSummary(true);
    expect(loyalty.available).toBe(false);
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(0);
  });

  it('logout clears the summary, and the next member reads their own', async () => {
    const { loyalty, store, fetch } = await loyaltyStore();
    await loyalty.loadSummary();
    store.clear();
    expect(loyalty.summary).toBeNull();
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(1);
  });
});
