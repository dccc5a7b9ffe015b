/**
 * The arithmetic of each promotion type in exact minor units: floor(basis × rateBp / 10 000),
 * capped, nothing below the minimum deposit, first versus reload, the channel filter.
 */
import { depositMatchBonus, rateOf, type QualifyingDeposit } from '../../../../server/modules/promotions/arithmetic';
import { awardAmount, awardBasis, type PeriodTurnover } from '../../../../server/modules/promotions/awards-math';
import type { DepositMatchTerms } from '../../../../server/modules/promotions/arithmetic';

const match = (terms: Partial<DepositMatchTerms> = {}): DepositMatchTerms => ({ rateBp: 10_000, maxBonus: 50_000n, minDeposit: 10_000n, depositKind: 'first', channels: [], ...terms });
const dep = (amount: bigint, first = true, channelCode: string | null = 'BKASH'): QualifyingDeposit => ({ amount, first, channelCode });

describe('deposit match: floor(amount × rateBp / 10 000) up to maxBonus, when the deposit qualifies', () => {
  test.each([
    ['100 % of 100.00', match(), dep(10_000n), 10_000n],
    ['100 % of 600.00 is capped at 500.00', match(), dep(60_000n), 50_000n],
    ['exactly the cap', match(), dep(50_000n), 50_000n],
    ['below the minimum deposit: nothing', match(), dep(9_999n), 0n],
    ['exactly the minimum qualifies', match(), dep(10_000n), 10_000n],
    ['33.33 % of 100.01 rounds down (3 333.3333 → 3 333)', match({ rateBp: 3_333, minDeposit: 0n }), dep(10_001n), 3_333n],
    ['0.01 % of 99 minor units rounds down to 0', match({ rateBp: 1, minDeposit: 0n }), dep(99n), 0n],
    ['no cap (maxBonus null)', match({ maxBonus: null }), dep(1_000_000n), 1_000_000n],
    ['50 % of 123.45 → 61.72', match({ rateBp: 5_000, minDeposit: 0n }), dep(12_345n), 6_172n],
    ['first-deposit promotion ignores a reload', match(), dep(20_000n, false), 0n],
    ['reload promotion ignores the first deposit', match({ depositKind: 'reload' }), dep(20_000n, true), 0n],
    ['reload promotion counts a reload', match({ depositKind: 'reload', rateBp: 2_500 }), dep(20_000n, false), 5_000n],
    ['any counts the first', match({ depositKind: 'any' }), dep(20_000n, true), 20_000n],
    ['any counts a reload', match({ depositKind: 'any' }), dep(20_000n, false), 20_000n],
    ['a listed channel counts', match({ channels: ['BKASH', 'NAGAD'] }), dep(20_000n, true, 'NAGAD'), 20_000n],
    ['an unlisted channel does not', match({ channels: ['BKASH'] }), dep(20_000n, true, 'NAGAD'), 0n],
    ['a channel filter and no channel code: nothing', match({ channels: ['BKASH'] }), dep(20_000n, true, null), 0n],
  ])('%s', (_name, terms, deposit, expected) => {
    expect(depositMatchBonus(terms, deposit)).toBe(expected);
  });
});

const cashbackAward = (terms: { rateBp: number; maxBonus: bigint }, play: PeriodTurnover) => awardAmount(awardBasis('cashback', play), terms.rateBp, terms.maxBonus);
const rebateAward = (terms: { rateBp: number; maxBonus: bigint }, play: Omit<PeriodTurnover, 'payouts'>) => awardAmount(awardBasis('rebate', { ...play, payouts: 0n }), terms.rateBp, terms.maxBonus);

describe('cashback: floor(net loss × rateBp / 10 000) up to maxBonus, nothing below 1.00; net loss = stakes − payouts − refunds', () => {
  const terms = { rateBp: 500, maxBonus: 100_000n };
  test.each([
    ['5 % of a 1 000.00 loss', { stakes: 150_000n, payouts: 50_000n, refunds: 0n }, 5_000n],
    ['refunds reduce the loss', { stakes: 150_000n, payouts: 50_000n, refunds: 20_000n }, 4_000n],
    ['a winning period earns nothing', { stakes: 10_000n, payouts: 30_000n, refunds: 0n }, 0n],
    ['break-even earns nothing', { stakes: 10_000n, payouts: 10_000n, refunds: 0n }, 0n],
    ['rounds down: 5 % of 39.99 → 1.99 (199.95 → 199)', { stakes: 3_999n, payouts: 0n, refunds: 0n }, 199n],
    ['an award below 1.00 is not made: 5 % of 19.99 → 0.99', { stakes: 1_999n, payouts: 0n, refunds: 0n }, 0n],
    ['capped at 1 000.00 per period', { stakes: 5_000_000n, payouts: 0n, refunds: 0n }, 100_000n],
  ])('%s', (_name, play, expected) => {
    expect(cashbackAward(terms, play)).toBe(expected);
  });
});

describe('rebate: floor(turnover × rateBp / 10 000) up to maxBonus, nothing below 1.00; turnover = stakes − refunds', () => {
  const terms = { rateBp: 80, maxBonus: 50_000n };
  test.each([
    ['0.8 % of 10 000.00', { stakes: 1_000_000n, refunds: 0n }, 8_000n],
    ['refunds do not count', { stakes: 1_000_000n, refunds: 500_000n }, 4_000n],
    ['rounds down: 0.8 % of 150.24 → 1.20 (120.192)', { stakes: 15_024n, refunds: 0n }, 120n],
    ['0.8 % of 124.99 → 0.99: below 1.00, no award', { stakes: 12_499n, refunds: 0n }, 0n],
    ['capped at 500.00 per period', { stakes: 100_000_000n, refunds: 0n }, 50_000n],
  ])('%s', (_name, play, expected) => {
    expect(rebateAward(terms, play)).toBe(expected);
  });
});

test('a rate of a zero or negative basis is nothing', () => {
  expect(rateOf(0n, 10_000)).toBe(0n);
  expect(rateOf(-500n, 10_000)).toBe(0n);
});
