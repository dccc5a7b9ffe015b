/**
 * Promotions (issue 16; §2 /m/activity and the apply-reward screen, §3 Promotion and reward
 * application, §4 reward submit, §5 apply-screen rules, §7 "Announcements and promotions"): the
 * events centre members see, joining and claiming, reward applications with pictures, the bonuses
 * a member holds with their wagering, and the console's promotion editor, queue and report.
 * Amounts are minor units; rates are basis points (common/rules/promotions.ts).
 */
import type { AwardPeriod, DepositMatchKind, PromotionState, PromotionStatusLabel, PromotionType } from '../rules/promotions';
import type { LocalizedText } from './announcements';
import type { GameType } from './games';
import type { Page } from './consolePlayers';
import { CONSOLE_API } from './operator';

export const PromotionPath = {
  /** GET → PromotionListValue. Token optional: a visitor sees the open promotions labelled join (a tap leads to login). */
  list: '/wps/promotions',
  /** GET → PromotionCard with its whole terms. */
  one: (id: number | string) => `/wps/promotions/${id}`,
  /** POST JoinPromotionRequest → PromotionCard (§7 sign-up promotion join). Real accounts only: a trial gets free.reject. */
  join: '/wps/promotions/signup/join',
  /**
   * POST multipart/form-data (§7 sign-up request reward): promotionId, remarks, pictures (0 to
   * IMAGES_MAX_COUNT files, each ≤ IMAGE_MAX_BYTES, JPEG or PNG by their bytes) → RewardApplicationValue.
   */
  applyReward: '/wps/promotions/signup/reward',
  /** POST → ClaimValue: takes the member's oldest unclaimed award of the promotion. */
  claim: (id: number | string) => `/wps/promotions/${id}/claim`,
  /** GET → RewardApplicationValue[] (the caller's, newest first). */
  applications: '/wps/promotions/applications',
  /** GET → BonusesValue: the caller's bonuses with their wagering, and what stands before a withdrawal. */
  bonuses: '/wps/promotions/bonuses',
} as const;

/** §3 Promotion: Y/N flags as the spec writes them. */
export type YesNo = 'Y' | 'N';

/** What a member is told of a promotion's rules before joining, in figures (the terms text says it in words). */
export interface PromotionFacts {
  type: PromotionType;
  /** depositMatch, cashback, rebate: the rate in basis points. */
  rateBp: number | null;
  /** depositMatch: the largest bonus; cashback and rebate: the largest award per period; null: no cap. */
  maxBonus: number | null;
  /** depositMatch: the smallest qualifying deposit. */
  minDeposit: number | null;
  depositKind: DepositMatchKind | null;
  /** depositMatch: the channel codes whose deposits count; empty: any. */
  channels: string[];
  /** cashback and rebate. */
  period: AwardPeriod | null;
  /** rebate: the game types whose turnover counts; empty: all. */
  gameTypes: GameType[];
  /** manualReward, signUp: the bonus an approval or a join grants (0: none). */
  fixedAmount: number | null;
  /** Wagering of each bonus, percent of it (500 = 5×; 0: none). */
  wageringMultiplierPercent: number;
  /** Percent of a stake that counts towards wagering, per game type; an unlisted type counts 100 %. */
  contributions: Partial<Record<GameType, number>>;
  /** Days a bonus has to be wagered before its unmet part is forfeited. */
  bonusExpiryDays: number;
  /** Bonuses one member may get from it in all; null: no limit. */
  perMemberCap: number | null;
}

/** A promotion as the member sees it (§3 Promotion: linkedPromotionId, imageRequired, remarkRequired). */
export interface PromotionCard {
  id: number;
  title: string;
  summary: string;
  /** The terms in the member's language (English when there is none). */
  terms: string;
  /** Public image of the card; null: the card shows the title only. */
  imageUrl: string | null;
  linkedPromotionId: number | null;
  imageRequired: YesNo;
  remarkRequired: YesNo;
  startsAt: number;
  endsAt: number | null;
  facts: PromotionFacts;
  status: PromotionStatusLabel;
  /** rejected: the operator's reason. */
  rejectReason: string | null;
  /** claim: the amount waiting; process: the award the running period has earned so far (an estimate until it ends). */
  pendingAmount: number | null;
  /** Bonuses the member already got from it. */
  grantedCount: number;
}

export interface PromotionListValue {
  promotions: PromotionCard[];
}

export interface JoinPromotionRequest {
  promotionId: number;
}

export const REWARD_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RewardApplicationStatus = (typeof REWARD_APPLICATION_STATUSES)[number];

/** §3 Reward application as the member sees it afterwards (pictures are never sent back). */
export interface RewardApplicationValue {
  id: number;
  promotionId: number;
  promotionTitle: string;
  remarks: string;
  pictureCount: number;
  status: RewardApplicationStatus;
  reason: string | null;
  /** approved: the bonus credited. */
  amount: number | null;
  submittedAt: number;
  decidedAt: number | null;
}

export interface ClaimValue {
  card: PromotionCard;
  bonus: BonusValue;
}

export const BONUS_STATUSES = ['active', 'completed', 'forfeited', 'cleared'] as const;
/**
 * active: credited, wagering under way; completed: wagering met (the money is the member's to withdraw);
 * forfeited: expired, or taken back at a time-out or self-exclusion (forfeitedAmount, never more than the
 * balance held); cleared: the balance fell below TURNOVER_CLEAR_BELOW, nothing is left to wager for.
 */
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** One bonus a member got, with its wagering as of now. */
export interface BonusValue {
  id: number;
  promotionId: number;
  promotionTitle: string;
  amount: number;
  /** Stakes needed: amount × the multiplier. */
  required: number;
  /** Counted stakes so far (each stake × its game type's contribution). */
  done: number;
  remaining: number;
  status: BonusStatus;
  grantedAt: number;
  expiresAt: number;
  forfeitedAmount: number | null;
}

/** GET PromotionPath.bonuses: the member's bonuses (active first) and what stands before a withdrawal. */
export interface BonusesValue {
  bonuses: BonusValue[];
  /** Stakes still needed by active bonuses, all together. */
  bonusRemaining: number;
  /** Stakes still needed by deposits (the merchant's turnover multiplier). */
  depositRemaining: number;
  /** What must still be staked before a withdrawal: both. */
  totalRemaining: number;
}

/**
 * Console: promotions and their report. Reward applications are a review queue (ReviewPath kind
 * 'reward-application', permission promotions.review): approve grants the promotion's bonus, reject tells the member why.
 */
export const ConsolePromotionPath = {
  /** GET ConsolePromotionQuery → Page<ConsolePromotion>; POST PromotionDraft → ConsolePromotion (promotions.manage). */
  list: `${CONSOLE_API}/promotions`,
  /** GET → ConsolePromotion; PUT PromotionDraft → ConsolePromotion (a draft, or the texts and schedule of a live one) (promotions.manage). */
  one: (id: number | string) => `${CONSOLE_API}/promotions/${id}`,
  /** POST PromotionStateRequest → ConsolePromotion: publish (draft → live), pause, resume, end (promotions.manage). */
  state: (id: number | string) => `${CONSOLE_API}/promotions/${id}/state`,
  /** POST PromotionPreviewRequest → PromotionCard: the member's view of a draft, in a language, before saving (promotions.manage). */
  preview: `${CONSOLE_API}/promotions/preview`,
  /** GET → PromotionReport (promotions.manage). */
  report: (id: number | string) => `${CONSOLE_API}/promotions/${id}/report`,
} as const;

export interface ConsolePromotionQuery {
  merchantCode?: string;
  state?: PromotionState;
  page?: number;
}

/** Who may take part. */
export interface PromotionEligibility {
  /** Member types (0, 1, 2, 40, 41, 42); empty: any real type. Trial accounts (4) never. */
  memberTypes: number[];
  /** true: only members registered on or after the promotion's start. */
  newMembersOnly: boolean;
  /** Language codes (as the site's Language header: EN, BN, …) whose members see it; empty: all. */
  languages: string[];
}

/** What an operator writes: the figures a member is shown and the rest; the server checks every figure against common/rules/promotions.ts. */
export interface PromotionDraft extends PromotionFacts {
  /** A platform-wide operator names the merchant; a merchant's operator may omit it. */
  merchantCode?: string;
  title: LocalizedText;
  summary: LocalizedText;
  terms: LocalizedText;
  imageUrl: string | null;
  linkedPromotionId: number | null;
  imageRequired: boolean;
  remarkRequired: boolean;
  startsAt: number;
  endsAt: number | null;
  eligibility: PromotionEligibility;
  /** The most this promotion may pay out in all; null: no budget. */
  budget: number | null;
  /** Order on the member's list (smaller first). */
  sortOrder: number;
}

export interface ConsolePromotion extends PromotionDraft {
  id: number;
  merchantCode: string;
  state: PromotionState;
  /** Paid out so far (bonuses credited). */
  spent: number;
  createdBy: string;
  createdAt: number;
  updatedAt: number;
}

export const PROMOTION_STATE_ACTIONS = ['publish', 'pause', 'resume', 'end'] as const;
export type PromotionStateAction = (typeof PROMOTION_STATE_ACTIONS)[number];

export interface PromotionStateRequest {
  action: PromotionStateAction;
  /** Why (kept in the audit trail). */
  reason: string;
}

export interface PromotionPreviewRequest {
  draft: PromotionDraft;
  /** Language code whose texts to show (EN, BN, …). */
  language: string;
}

/** Cost and uptake of one promotion. */
export interface PromotionReport {
  promotionId: number;
  joined: number;
  applications: { pending: number; approved: number; rejected: number };
  bonuses: {
    count: number;
    members: number;
    granted: number;
    /** Bonuses whose wagering was met, and their amount. */
    completedCount: number;
    completed: number;
    forfeitedCount: number;
    /** Taken back at expiry, time-out or self-exclusion. */
    forfeited: number;
    activeCount: number;
    /** Still being wagered. */
    active: number;
  };
  /** Periodic awards made, claimed and lapsed. */
  awards: { made: number; claimed: number; lapsed: number; amount: number };
  budget: number | null;
  spent: number;
}

/** The console's page of promotions. */
export type ConsolePromotionPage = Page<ConsolePromotion>;
