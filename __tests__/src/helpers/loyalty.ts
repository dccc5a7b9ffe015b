import {
  LoyaltyPath,
  type LevelValue,
  type LoyaltySummaryValue,
  type MallItemValue,
  type MallOrderValue,
  type RaceValue,
  type RankEntry,
  type RankListValue,
  type RewardCentreValue,
  type RewardEntryValue,
} from '@common/contract/loyalty';
import type { SystemStatusValue, Whitelabel } from '@common/contract/system';
import { statusValue, type Reply } from './fixtures';
import { ok } from './payments';

export { ok };

/** A moment in the fixtures' world: 2026-11-26 10:00 UTC. */
export const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);

/** An open site whose loyalty switches are the given ones (all on unless told). */
export function loyaltyStatus(flags: Partial<Pick<Whitelabel, 'PTSYS3' | 'MISSIONLB3' | 'REWCEN3'>> = {}): SystemStatusValue {
  const base = statusValue();
  return statusValue({ info: { whitelabel: { ...base.info.whitelabel, PTSYS3: true, MISSIONLB3: true, REWCEN3: true, ...flags } } });
}

export function level(overrides: Partial<LevelValue> = {}): LevelValue {
  return { rank: 3, name: 'Gold', threshold: 1_000_000, reward: null, rebateBp: 0, reached: true, ...overrides };
}

/** 12,345 points, 500 of them expiring on 2026-12-10, level Gold, 2,500.00 from Platinum. */
export function summary(overrides: Partial<LoyaltySummaryValue> = {}): LoyaltySummaryValue {
  return {
    points: 12_345,
    expiring: { points: 500, at: Date.UTC(2026, 11, 10) },
    expiryDays: 365,
    turnover: 1_250_000,
    level: level(),
    next: { level: level({ rank: 4, name: 'Platinum', threshold: 1_500_000, reached: false }), remaining: 250_000 },
    ...overrides,
  };
}

/** A bonus-credit item: 1,000 points for 10.00 at 5× wagering, 7 left, 2 more for the member. */
export function mallItem(overrides: Partial<MallItemValue> = {}): MallItemValue {
  return {
    id: 1,
    kind: 'bonus',
    title: 'Bonus 10',
    description: 'Ten of bonus credit.',
    imageUrl: null,
    pricePoints: 1_000,
    stockLeft: 7,
    yourLimitLeft: 2,
    minLevelRank: null,
    minLevelName: null,
    bonusAmount: 1_000,
    wageringMultiplierPercent: 500,
    lotteryGameCode: null,
    ticketStake: null,
    endsAt: null,
    redeemable: true,
    refusal: null,
    ...overrides,
  };
}

/** A physical item: a T-shirt for 5,000 points. */
export function physicalItem(overrides: Partial<MallItemValue> = {}): MallItemValue {
  return mallItem({ id: 2, kind: 'physical', title: 'T-shirt', description: 'Cotton, size L.', pricePoints: 5_000, bonusAmount: null, wageringMultiplierPercent: null, ...overrides });
}

export function mallOrder(overrides: Partial<MallOrderValue> = {}): MallOrderValue {
  return {
    id: 31,
    itemId: 1,
    kind: 'bonus',
    title: 'Bonus 10',
    pricePoints: 1_000,
    status: 'delivered',
    delivery: null,
    note: null,
    lotteryOrderId: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

export function rewardEntry(overrides: Partial<RewardEntryValue> = {}): RewardEntryValue {
  return { source: 'level', id: '3', title: 'Gold reached', state: 'claim', amount: 5_000, kind: 'bonus', claimBy: Date.UTC(2026, 11, 26), at: NOW, ...overrides };
}

export function centre(overrides: Partial<RewardCentreValue> = {}): RewardCentreValue {
  return { claimable: [rewardEntry()], history: [], ...overrides };
}

/** A daily turnover race running today, 1st wins 100.00 bonus, 2nd–10th 500 points. */
export function race(overrides: Partial<RaceValue> = {}): RaceValue {
  return {
    id: 5,
    title: 'Daily sprint',
    metric: 'turnover',
    recurrence: 'daily',
    gameTypes: [],
    periodStart: Date.UTC(2026, 10, 26),
    periodEnd: Date.UTC(2026, 10, 27),
    prizes: [
      { rankFrom: 1, rankTo: 1, reward: { kind: 'bonus', amount: 10_000, wageringMultiplierPercent: 100 } },
      { rankFrom: 2, rankTo: 10, reward: { kind: 'points', amount: 500, wageringMultiplierPercent: 0 } },
    ],
    yourRank: 150,
    yourScore: 1_000,
    ...overrides,
  };
}

export function rankEntry(rank: number, overrides: Partial<RankEntry> = {}): RankEntry {
  return { rank, username: `pl***${String(rank).padStart(2, '0')}`, score: 100_000 - rank * 100, prize: null, ...overrides };
}

/** The top three and the member at 150th. */
export function rankList(overrides: Partial<RankListValue> = {}): RankListValue {
  return {
    race: race(),
    top: [rankEntry(1, { prize: { kind: 'bonus', amount: 10_000, wageringMultiplierPercent: 100 } }), rankEntry(2), rankEntry(3)],
    you: rankEntry(150, { username: 'al**ce', score: 1_000 }),
    settled: false,
    ...overrides,
  };
}

/** Every loyalty read answered from the fixtures (override any). */
export function loyaltyRoutes(overrides: Record<string, Reply> = {}): Record<string, Reply> {
  return {
    [`GET ${LoyaltyPath.summary}`]: ok(summary()),
    [`GET ${LoyaltyPath.mallItems}`]: ok([mallItem(), physicalItem()]),
    [`GET ${LoyaltyPath.mallOrders}`]: ok([]),
    [`GET ${LoyaltyPath.rewards}`]: ok(centre()),
    [`GET ${LoyaltyPath.races}`]: ok([race()]),
    [`GET ${LoyaltyPath.rankList}`]: ok(rankList()),
    ...overrides,
  };
}
