/**
 * Loyalty (issue 17; §1 points mall and leaderboards, §2 /m/mall/mallHome, /m/rewardCenter,
 * /m/leaderBoard and the quick tiles, §3 PTSYS3, MISSIONLB3, REWCEN3, §7 rank list): points and
 * levels, the points mall, the reward centre and the races of the leaderboard, for members and the
 * console. Points are whole points; amounts are minor units; rates are basis points
 * (common/rules/loyalty.ts). A call whose feature switch is off answers loyalty.feature.off.
 */
import type { MallItemKind, MallOrderStatus, RaceMetric, RaceRecurrence, RewardKind, RewardSource, RewardState } from '../rules/loyalty';
import type { GameType } from './games';

export const LoyaltyPath = {
  /** GET → LoyaltySummaryValue: the caller's points, level and what expires soon (PTSYS3). */
  summary: '/wps/loyalty/me',
  /** GET ?page → Page<PointsEntryValue>: the caller's points history, newest first (PTSYS3). */
  points: '/wps/loyalty/points',
  /** GET → LevelValue[]: the merchant's levels, lowest first, each marked reached or not (PTSYS3). */
  levels: '/wps/loyalty/levels',
  /** GET → MallItemValue[]: the items on sale now, in the caller's language (PTSYS3). */
  mallItems: '/wps/mall/items',
  /** POST RedeemRequest → MallOrderValue: points debited, stock taken, order made — or nothing (PTSYS3). */
  redeem: '/wps/mall/redeem',
  /** GET → MallOrderValue[]: the caller's orders, newest first (PTSYS3). */
  mallOrders: '/wps/mall/orders',
  /** GET → RewardCentreValue (REWCEN3). */
  rewards: '/wps/rewards',
  /** POST ClaimRewardRequest → RewardEntryValue (REWCEN3): a level-up reward or a periodic award. */
  claimReward: '/wps/rewards/claim',
  /** GET → RaceValue[]: the races running now with the caller's rank (MISSIONLB3). */
  races: '/wps/races',
  /** GET ?raceId&periodStart → RankListValue: §7 rank list, top RACE_TOP_SHOWN and the caller (MISSIONLB3). */
  rankList: '/wps/races/ranks',
} as const;

/** A level as members see it. */
export interface LevelValue {
  /** 1 for the first level, upwards. */
  rank: number;
  name: string;
  /** Cumulative real-money turnover that reaches it, minor units. */
  threshold: number;
  /** The reward reaching it grants once (null: none). */
  reward: RewardValue | null;
  /** A rebate rate the level carries for rebate promotions (the higher of this and the promotion's applies); 0: none. */
  rebateBp: number;
  reached: boolean;
}

/** A bonus (minor units, with its wagering multiplier) or points. */
export interface RewardValue {
  kind: RewardKind;
  amount: number;
  /** bonus: wagering percent of the amount (500 = 5×). */
  wageringMultiplierPercent: number;
}

export interface LoyaltySummaryValue {
  points: number;
  /** The oldest points that expire within POINTS_EXPIRY_WARNING_DAYS, with the date: null when none. */
  expiring: { points: number; at: number } | null;
  /** Days earned points last. */
  expiryDays: number;
  /** Cumulative real-money turnover, minor units (what levels count). */
  turnover: number;
  /** The highest level reached (null: the merchant has no levels). */
  level: LevelValue | null;
  /** The next level and the turnover still needed (null: at the top). */
  next: { level: LevelValue; remaining: number } | null;
}

export const POINTS_ENTRY_KINDS = ['earn', 'redeem', 'expire', 'refund', 'reward'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

export interface PointsEntryValue {
  kind: PointsEntryKind;
  /** Signed: earned and refunded positive, redeemed and expired negative. */
  points: number;
  at: number;
  /** What it was for (a mall item's title, a level's name, "turnover"). */
  detail: string;
}

export interface MallItemValue {
  id: number;
  kind: MallItemKind;
  title: string;
  description: string;
  imageUrl: string | null;
  pricePoints: number;
  /** null: unlimited. */
  stockLeft: number | null;
  /** How many more the caller may redeem (null: no limit). */
  yourLimitLeft: number | null;
  /** The level needed (rank), null: any. */
  minLevelRank: number | null;
  minLevelName: string | null;
  /** bonus: the credit and its wagering. */
  bonusAmount: number | null;
  wageringMultiplierPercent: number | null;
  /** lotteryTicket: the lottery game and the stake of the ticket. */
  lotteryGameCode: string | null;
  ticketStake: number | null;
  endsAt: number | null;
  /** Whether the caller can redeem it now; else why not (an error code of the redeem call). */
  redeemable: boolean;
  refusal: string | null;
}

/** Where physical goods go (§ not shown: name, phone, address). */
export interface DeliveryAddress {
  name: string;
  phone: string;
  address: string;
}

export interface RedeemRequest {
  itemId: number;
  /** The client's id of this redemption: a retry with the same id redeems once. */
  requestId: string;
  /** physical: required. */
  delivery?: DeliveryAddress;
}

export interface MallOrderValue {
  id: number;
  itemId: number;
  kind: MallItemKind;
  title: string;
  pricePoints: number;
  status: MallOrderStatus;
  delivery: DeliveryAddress | null;
  /** The operator's tracking note or cancel reason. */
  note: string | null;
  /** lotteryTicket: the lottery order placed. */
  lotteryOrderId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** One thing the member can claim or has received. */
export interface RewardEntryValue {
  source: RewardSource;
  /** The source's id (level rank, award id, prize id, order id) — with source, what a claim names. */
  id: string;
  title: string;
  state: RewardState;
  /** Minor units (bonus), points, or null for goods. */
  amount: number | null;
  kind: RewardKind | 'goods' | 'ticket';
  /** claim: until when. */
  claimBy: number | null;
  at: number;
}

export interface RewardCentreValue {
  claimable: RewardEntryValue[];
  /** Received, pending, lapsed and cancelled, newest first (at most 100). */
  history: RewardEntryValue[];
}

export interface ClaimRewardRequest {
  source: Extract<RewardSource, 'level' | 'award'>;
  id: string;
}

export interface RacePrizeTier {
  rankFrom: number;
  rankTo: number;
  reward: RewardValue;
}

export interface RaceValue {
  id: number;
  title: string;
  metric: RaceMetric;
  recurrence: RaceRecurrence;
  gameTypes: GameType[];
  /** The running period. */
  periodStart: number;
  periodEnd: number;
  prizes: RacePrizeTier[];
  /** The caller's place (null: no score yet, or not ranked: self-excluded). */
  yourRank: number | null;
  yourScore: number | null;
}

export interface RankEntry {
  rank: number;
  /** Masked: the first two and last two characters. */
  username: string;
  score: number;
  /** The prize this rank wins when the period ends (null: none). */
  prize: RewardValue | null;
}

export interface RankListValue {
  race: RaceValue;
  top: RankEntry[];
  /** The caller's own entry (also when outside the top). */
  you: RankEntry | null;
  /** Whether the period has ended and its prizes were paid. */
  settled: boolean;
}
