/** Loyalty answers as the console server gives them (common/contract/consoleLoyalty.ts). */
import type { ConsoleMallItem, ConsoleMallOrder, ConsoleRace, ConsoleRaceStandings, LevelDraft, LoyaltyReport, LoyaltySettings } from '@common/contract/consoleLoyalty';

export const settings = (over: Partial<LoyaltySettings> = {}): LoyaltySettings => ({ merchantCode: 'MLOBBY', pointsExpiryDays: 365, defaultRateBp: 10_000, rates: { LIVE: 2_500 }, ...over });

export const levels = (): LevelDraft[] => [
  { rank: 1, name: { EN: 'Bronze', BN: 'ব্রোঞ্জ' }, threshold: 0, reward: null, rebateBp: 0, members: 120 },
  { rank: 2, name: { EN: 'Silver' }, threshold: 100_000, reward: { kind: 'bonus', amount: 5_000, wageringMultiplierPercent: 300 }, rebateBp: 25, members: 0 },
  { rank: 3, name: { EN: 'Gold' }, threshold: 1_000_000, reward: { kind: 'points', amount: 2_000, wageringMultiplierPercent: 0 }, rebateBp: 50, members: 0 },
];

export const item = (over: Partial<ConsoleMallItem> = {}): ConsoleMallItem => ({
  id: 11,
  merchantCode: 'MLOBBY',
  kind: 'bonus',
  state: 'live',
  title: { EN: 'Bonus 50', BN: 'বোনাস ৫০' },
  description: { EN: 'Fifty in bonus credit' },
  imageUrl: null,
  pricePoints: 5_000,
  stock: 40,
  perMemberLimit: 2,
  minLevelRank: 2,
  startsAt: Date.UTC(2030, 0, 1),
  endsAt: null,
  bonusAmount: 5_000,
  wageringMultiplierPercent: 300,
  lotteryGameCode: null,
  ticketStake: null,
  sortOrder: 0,
  sold: 10,
  createdAt: Date.UTC(2029, 11, 1),
  updatedAt: Date.UTC(2029, 11, 1),
  ...over,
});

export const order = (over: Partial<ConsoleMallOrder> = {}): ConsoleMallOrder => ({
  id: 31,
  itemId: 12,
  kind: 'physical',
  title: 'Team jersey',
  pricePoints: 20_000,
  status: 'pending',
  delivery: { name: 'Rahim Uddin', phone: '+8801711000000', address: 'House 4, Road 2, Dhanmondi, Dhaka' },
  note: null,
  lotteryOrderId: null,
  createdAt: Date.UTC(2030, 0, 2),
  updatedAt: Date.UTC(2030, 0, 2),
  merchantCode: 'MLOBBY',
  memberId: 5,
  username: 'rahim88',
  ...over,
});

export const race = (over: Partial<ConsoleRace> = {}): ConsoleRace => ({
  id: 21,
  merchantCode: 'MLOBBY',
  state: 'live',
  title: { EN: 'Daily slots race' },
  metric: 'turnover',
  recurrence: 'daily',
  gameTypes: ['RNG'],
  startsAt: Date.UTC(2030, 0, 1),
  endsAt: null,
  prizes: [
    { rankFrom: 1, rankTo: 1, reward: { kind: 'bonus', amount: 10_000, wageringMultiplierPercent: 500 } },
    { rankFrom: 2, rankTo: 10, reward: { kind: 'points', amount: 1_000, wageringMultiplierPercent: 0 } },
  ],
  createdAt: Date.UTC(2029, 11, 1),
  updatedAt: Date.UTC(2029, 11, 1),
  ...over,
});

export const standings = (over: Partial<ConsoleRaceStandings> = {}): ConsoleRaceStandings => ({
  raceId: 21,
  periodStart: Date.UTC(2030, 0, 5),
  periodEnd: Date.UTC(2030, 0, 6),
  settled: true,
  ranks: [
    { rank: 1, username: 'ra***88', fullUsername: 'rahim88', memberId: 5, score: 1_250_050, prize: { kind: 'bonus', amount: 10_000, wageringMultiplierPercent: 500 }, paid: true },
    { rank: 2, username: 'ka***ul', fullUsername: 'karimul', memberId: 6, score: 900_000, prize: { kind: 'points', amount: 1_000, wageringMultiplierPercent: 0 }, paid: false },
    { rank: 11, username: 'jo***an', fullUsername: 'johan', memberId: 7, score: 10, prize: null, paid: false },
  ],
  ...over,
});

export const report: LoyaltyReport = {
  merchantCode: 'MLOBBY',
  from: 0,
  to: 0,
  issued: 1_250_000,
  redeemed: 400_000,
  expired: 25_000,
  refunded: 20_000,
  outstanding: 845_000,
  orders: { pending: 3, shipped: 2, delivered: 7, cancelled: 1 },
  levelRewards: { bonus: 150_050, points: 2_000 },
  racePrizes: { bonus: 10_000, points: 9_000 },
};

export const pageOf = <T>(items: T[], total = items.length) => ({ items, page: 1, pageSize: 50, total });
