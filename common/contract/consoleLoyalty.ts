/**
 * Loyalty in the operator console (issue 17, docs/loyalty.md): earning rates and points lifetime,
 * levels, mall items and their orders' fulfilment, races with their prizes and standings, and the
 * points report. Permissions: loyalty.manage (owner, content), loyalty.fulfil (owner, support).
 */
import type { LoyaltyState, MallItemKind, MallOrderStatus, RaceMetric, RaceRecurrence } from '../rules/loyalty';
import type { LocalizedText } from './announcements';
import type { GameType } from './games';
import type { Page } from './consolePlayers';
import type { MallOrderValue, RacePrizeTier, RankEntry, RewardValue } from './loyalty';
import { CONSOLE_API } from './operator';

export const ConsoleLoyaltyPath = {
  /** GET ?merchantCode → LoyaltySettings; PUT LoyaltySettings (loyalty.manage). */
  settings: `${CONSOLE_API}/loyalty/settings`,
  /** GET ?merchantCode → LevelDraft[]; PUT LevelsRequest (loyalty.manage): the whole ladder; a level members reached cannot be removed. */
  levels: `${CONSOLE_API}/loyalty/levels`,
  /** GET ?merchantCode&state&page → Page<ConsoleMallItem>; POST MallItemDraft (loyalty.manage). */
  mallItems: `${CONSOLE_API}/loyalty/mall/items`,
  /** GET, PUT MallItemDraft (loyalty.manage). */
  mallItem: (id: number | string) => `${CONSOLE_API}/loyalty/mall/items/${id}`,
  /** POST LoyaltyStateRequest (loyalty.manage). */
  mallItemState: (id: number | string) => `${CONSOLE_API}/loyalty/mall/items/${id}/state`,
  /** GET ?merchantCode&status&page → Page<ConsoleMallOrder> (loyalty.fulfil). */
  mallOrders: `${CONSOLE_API}/loyalty/mall/orders`,
  /** POST FulfilRequest → ConsoleMallOrder (loyalty.fulfil). */
  fulfil: (id: number | string) => `${CONSOLE_API}/loyalty/mall/orders/${id}/fulfil`,
  /** GET ?merchantCode&state&page → Page<ConsoleRace>; POST RaceDraft (loyalty.manage). */
  races: `${CONSOLE_API}/loyalty/races`,
  /** GET, PUT RaceDraft (loyalty.manage). */
  race: (id: number | string) => `${CONSOLE_API}/loyalty/races/${id}`,
  /** POST LoyaltyStateRequest (loyalty.manage). */
  raceState: (id: number | string) => `${CONSOLE_API}/loyalty/races/${id}/state`,
  /** GET ?periodStart → ConsoleRaceStandings: the full ranking with usernames and the prizes paid (loyalty.manage). */
  raceStandings: (id: number | string) => `${CONSOLE_API}/loyalty/races/${id}/standings`,
  /** GET ?merchantCode&from&to → LoyaltyReport (loyalty.manage). */
  report: `${CONSOLE_API}/loyalty/report`,
} as const;

export interface LoyaltySettings {
  merchantCode: string;
  pointsExpiryDays: number;
  /** Rate of a game type without its own, basis points per 1.00 (POINTS_RATE_BP_DEFAULT). */
  defaultRateBp: number;
  rates: Partial<Record<GameType, number>>;
}

export interface LevelDraft {
  rank: number;
  name: LocalizedText;
  threshold: number;
  reward: RewardValue | null;
  rebateBp: number;
  /** Read-only: members who reached it. */
  members?: number;
}

export interface LevelsRequest {
  merchantCode?: string;
  levels: LevelDraft[];
}

export interface LoyaltyStateRequest {
  action: 'publish' | 'pause' | 'resume' | 'end';
}

export interface MallItemDraft {
  merchantCode?: string;
  kind: MallItemKind;
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string | null;
  pricePoints: number;
  /** null: unlimited. On a live item, the stock left is set here. */
  stock: number | null;
  perMemberLimit: number | null;
  minLevelRank: number | null;
  startsAt: number;
  endsAt: number | null;
  bonusAmount: number | null;
  wageringMultiplierPercent: number | null;
  lotteryGameCode: string | null;
  ticketStake: number | null;
  sortOrder: number;
}

export interface ConsoleMallItem extends MallItemDraft {
  id: number;
  merchantCode: string;
  state: LoyaltyState;
  sold: number;
  createdAt: number;
  updatedAt: number;
}

export interface ConsoleMallOrder extends MallOrderValue {
  merchantCode: string;
  memberId: number;
  username: string;
}

export interface FulfilRequest {
  status: Exclude<MallOrderStatus, 'pending'>;
  note?: string;
}

export interface RaceDraft {
  merchantCode?: string;
  title: LocalizedText;
  metric: RaceMetric;
  recurrence: RaceRecurrence;
  /** Empty: every game type. */
  gameTypes: GameType[];
  /** daily and weekly: the first period starts at the period containing startsAt; custom: the race's start. */
  startsAt: number;
  /** custom: required; daily and weekly: null runs on. */
  endsAt: number | null;
  prizes: RacePrizeTier[];
}

export interface ConsoleRace extends RaceDraft {
  id: number;
  merchantCode: string;
  state: LoyaltyState;
  createdAt: number;
  updatedAt: number;
}

export interface ConsoleRaceStandings {
  raceId: number;
  periodStart: number;
  periodEnd: number;
  settled: boolean;
  ranks: (RankEntry & { memberId: number; fullUsername: string; paid: boolean })[];
}

export interface LoyaltyReport {
  merchantCode: string;
  from: number;
  to: number;
  issued: number;
  redeemed: number;
  expired: number;
  refunded: number;
  /** Points held by members now. */
  outstanding: number;
  orders: Record<MallOrderStatus, number>;
  /** Level-up rewards and race prizes paid in the range (bonus minor units and points). */
  levelRewards: { bonus: number; points: number };
  racePrizes: { bonus: number; points: number };
}

export type ConsoleMallItemPage = Page<ConsoleMallItem>;
export type ConsoleMallOrderPage = Page<ConsoleMallOrder>;
export type ConsoleRacePage = Page<ConsoleRace>;
