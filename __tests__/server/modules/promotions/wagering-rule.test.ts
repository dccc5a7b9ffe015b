/** The bonus wagering rule on its own (server/modules/promotions/wagering.ts), in exact minor units. */
import type { GameType } from '@common/contract/games';
import { TURNOVER_CLEAR_BELOW } from '@common/rules/limits';
import { foldLeg, type MemberFold, type RealLeg, type TrackedBonus } from '../../../../server/modules/promotions/wagering';

const at = new Date(Date.UTC(2030, 0, 1));
let position = 100;
/** A bonus granted at feed position (10, id); `required` to wager, contributions per type. */
const bonus = (id: number, required: bigint, contributions: Partial<Record<GameType, number>> = {}, done = 0n): TrackedBonus => ({
  id,
  required,
  done,
  contributions,
  grant: { xid: 10, id },
  status: 'active',
  endedAt: null,
});
const leg = (kind: RealLeg['kind'], amount: bigint, gameType: string | null = 'RNG', where?: { xid: number; id: number }): RealLeg => ({ kind, amount, gameType, at, ...(where ?? { xid: 20, id: (position += 1) }) });
const fold = (bonuses: TrackedBonus[], legs: RealLeg[], balance = 1_000_000n): MemberFold => legs.reduce(foldLeg, { balance, xid: 0, lastId: 0, bonuses });
const progress = (state: MemberFold) => state.bonuses.map((b) => [b.done, b.status]);

describe('bonus wagering: what a stake counts', () => {
  test.each([
    ['a 100 % type counts the whole stake', {}, 'RNG', 301n, 301n],
    ['a 50 % type counts half, rounded down', { RNG: 50 }, 'RNG', 301n, 150n],
    ['a 0 % type counts nothing', { LIVE: 0 }, 'LIVE', 5_000n, 0n],
    ['an unlisted type counts the default 100 %', { LIVE: 10 }, 'FISH', 777n, 777n],
    ['a stake without a game type counts the default', { RNG: 10 }, null, 500n, 500n],
  ] as const)('%s', (_name, contributions, gameType, stake, counted) => {
    expect(progress(fold([bonus(1, 10_000n, contributions)], [leg('bet', -stake, gameType)]))).toEqual([[counted, 'active']]);
  });

  test('wins, deposits, adjustments and bonus postings count nothing', () => {
    const state = fold([bonus(1, 10_000n)], [leg('win', 5_000n), leg('deposit', 5_000n), leg('adjustment', -300n), leg('bonus_grant', 1_000n), leg('bonus_forfeit', -1_000n)]);
    expect(progress(state)).toEqual([[0n, 'active']]);
    expect(state.balance).toBe(1_000_000n + 10_000n - 300n);
  });

  test('fills the oldest bonus to its requirement (completed), the rest of the stake goes to the next', () => {
    const state = fold([bonus(1, 100n), bonus(2, 1_000n)], [leg('bet', -250n)]);
    expect(progress(state)).toEqual([[100n, 'completed'], [150n, 'active']]);
    expect(state.bonuses[0]!.endedAt).toEqual(at);
  });

  test('the stake a partial contribution used up is what passes on: 50 % filling 100 uses 200 of 250, 50 goes on', () => {
    const state = fold([bonus(1, 100n, { RNG: 50 }), bonus(2, 1_000n)], [leg('bet', -250n)]);
    expect(progress(state)).toEqual([[100n, 'completed'], [50n, 'active']]);
  });

  test('a 0 % bonus passes the whole stake on to the next', () => {
    expect(progress(fold([bonus(1, 100n, { LIVE: 0 }), bonus(2, 1_000n)], [leg('bet', -400n, 'LIVE')]))).toEqual([[0n, 'active'], [400n, 'active']]);
  });

  test('a stake exactly meeting the requirement completes it and passes nothing on', () => {
    expect(progress(fold([bonus(1, 300n), bonus(2, 1_000n)], [leg('bet', -300n)]))).toEqual([[300n, 'completed'], [0n, 'active']]);
  });

  test('stakes before a bonus was granted never count for it', () => {
    const before = leg('bet', -500n, 'RNG', { xid: 10, id: 1 });
    const sameTransactionEarlier = leg('bet', -400n, 'RNG', { xid: 10, id: 4 });
    const after = leg('bet', -300n, 'RNG', { xid: 10, id: 6 });
    expect(progress(fold([bonus(5, 10_000n)], [before, sameTransactionEarlier, after]))).toEqual([[300n, 'active']]);
  });

  test('a bonus needing nothing (no multiplier) completes at the next posting', () => {
    expect(progress(fold([bonus(1, 0n)], [leg('win', 10n)]))).toEqual([[0n, 'completed']]);
  });
});

describe('bonus wagering: refunds and the clear-below rule', () => {
  test('a refund takes its counted amount back from the newest active bonus first, then older ones', () => {
    const state = fold([bonus(1, 10_000n, {}, 300n), bonus(2, 10_000n, {}, 200n)], [leg('rollback', 250n)]);
    expect(progress(state)).toEqual([[250n, 'active'], [0n, 'active']]);
  });

  test('a refund never takes a bonus below 0, and counts at the contribution of its game type', () => {
    expect(progress(fold([bonus(1, 10_000n, {}, 100n)], [leg('rollback', 900n)]))).toEqual([[0n, 'active']]);
    expect(progress(fold([bonus(1, 10_000n, { RNG: 50 }, 300n)], [leg('rollback', 200n)]))).toEqual([[200n, 'active']]);
  });

  test('a refund leaves a completed bonus completed', () => {
    const state = fold([bonus(1, 100n), bonus(2, 1_000n)], [leg('bet', -100n), leg('rollback', 100n)]);
    expect(progress(state)).toEqual([[100n, 'completed'], [0n, 'active']]);
  });

  test(`a stake leaving the real balance below ${TURNOVER_CLEAR_BELOW} clears every active bonus; one left at ${TURNOVER_CLEAR_BELOW} does not`, () => {
    const lost = fold([bonus(1, 10_000n), bonus(2, 10_000n)], [leg('bet', -950n)], 1_000n);
    expect(progress(lost)).toEqual([[950n, 'cleared'], [0n, 'cleared']]);
    const kept = fold([bonus(1, 10_000n)], [leg('bet', -900n)], 1_000n);
    expect(progress(kept)).toEqual([[900n, 'active']]);
    // Money leaving otherwise (an adjustment, a withdrawal hold) clears nothing.
    expect(progress(fold([bonus(1, 10_000n)], [leg('withdraw_hold', -1_000n)], 1_000n))).toEqual([[0n, 'active']]);
  });

  test('a stake that meets a bonus and empties the balance completes it; only the others are cleared', () => {
    expect(progress(fold([bonus(1, 500n), bonus(2, 10_000n)], [leg('bet', -960n)], 1_000n))).toEqual([[500n, 'completed'], [460n, 'cleared']]);
  });
});
