import { LoyaltyPath } from '@common/contract/loyalty';
import { RewardStore, canClaim } from '../../../src/stores/RewardStore';
import { callsTo, createTestStore, sessionOf, type Reply } from '../helpers/renderApp';
import { refused } from '../helpers/payments';
import { centre, loyaltyRoutes, loyaltyStatus, ok, rewardEntry } from '../helpers/loyalty';

async function rewardStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), status: loyaltyStatus(), routes: loyaltyRoutes(routes) });
  const store = test.store.feature(RewardStore);
  await store.load();
  return { ...test, root: test.store, store };
}

describe('RewardStore', () => {
  it('reads what waits to be claimed and the history, once within LOYALTY_STALE_MS', async () => {
    const { store, fetch } = await rewardStore();
    expect(store.claimable).toEqual([rewardEntry()]);
    expect(store.history).toEqual([]);
    await store.load();
    expect(callsTo(fetch, LoyaltyPath.rewards)).toHaveLength(1);
  });

  it('a claim posts the source and id; the entry moves to the history as received, the wallet and points are read again', async () => {
    const received = rewardEntry({ state: 'received', claimBy: null });
    const { store, fetch, root } = await rewardStore({ [`POST ${LoyaltyPath.claimReward}`]: ok(received) });
    expect(await store.claim(rewardEntry())).toBe(true);
    expect(JSON.parse(String(callsTo(fetch, LoyaltyPath.claimReward, 'POST')[0].init.body))).toEqual({ source: 'level', id: '3' });
    expect(store.claimable).toEqual([]);
    expect(store.history).toEqual([received]);
    expect(root.ui.toasts.at(-1)).toMatchObject({ kind: 'success', message: { key: 'rewardCenter.claimed' } });
    expect(callsTo(fetch, '/wps/wallets/balance').length).toBeGreaterThan(0);
    expect(callsTo(fetch, LoyaltyPath.summary)).toHaveLength(1);
  });

  it('a refused claim shows the server’s words and reads the centre again', async () => {
    const message = 'There is nothing to claim here.';
    const { store, fetch, root } = await rewardStore({ [`POST ${LoyaltyPath.claimReward}`]: refused('reward.not.claimable', message) });
    expect(await store.claim(rewardEntry())).toBe(false);
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: message });
    expect(callsTo(fetch, LoyaltyPath.rewards)).toHaveLength(2);
  });

  it('only level rewards and awards waiting to be claimed take a claim', () => {
    expect(canClaim(rewardEntry())).toBe(true);
    expect(canClaim(rewardEntry({ source: 'award' }))).toBe(true);
    expect(canClaim(rewardEntry({ source: 'race' }))).toBe(false);
    expect(canClaim(rewardEntry({ state: 'received' }))).toBe(false);
  });

  it('an entry that takes no claim is never sent', async () => {
    const { store, fetch } = await rewardStore({ [`GET ${LoyaltyPath.rewards}`]: ok(centre({ claimable: [] })) });
    expect(await store.claim(rewardEntry({ source: 'mall' }))).toBe(false);
    expect(callsTo(fetch, LoyaltyPath.claimReward, 'POST')).toHaveLength(0);
  });
});
