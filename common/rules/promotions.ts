/**
 * Promotions and bonuses (issue 16, docs/promotions.md): the promotion types, the spec's ten status
 * labels, and every figure the console offers, the site shows and the server enforces alike. Rates
 * are basis points (1 bp = 0.01 %, so a 0.8 % rebate is 80) because rebates in this market are
 * fractions of a percent; amounts are minor units.
 */

/**
 * What a promotion gives:
 * - depositMatch: rateBp of a qualifying deposit (first or reload, at least minDeposit, on the listed channels), up to maxBonus;
 * - cashback: rateBp of the member's net loss (stakes − wins − refunds, real money) over each period;
 * - rebate: rateBp of the member's turnover (stakes − refunds) on the listed game types over each period;
 * - manualReward: what an operator grants on approving the member's reward application (fixedAmount);
 * - signUp: a join-only event; joining may grant fixedAmount (0: nothing, a registration for an event);
 * - loyalty: the merchant's one account of loyalty bonuses (mall credit, level rewards, race prizes,
 *   issue 17), made by the server, never listed to members nor created in the console.
 */
export const PROMOTION_TYPES = ['depositMatch', 'cashback', 'rebate', 'manualReward', 'signUp', 'loyalty'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
/** The types an operator creates (the loyalty one is the server's). */
export const CREATABLE_PROMOTION_TYPES = PROMOTION_TYPES.filter((t): t is Exclude<PromotionType, 'loyalty'> => t !== 'loyalty');

/** Types a member joins before they pay (the others are applied for: manualReward). */
export const JOINED_PROMOTION_TYPES: readonly PromotionType[] = ['depositMatch', 'cashback', 'rebate', 'signUp'];
/** Types awarded per period and claimed by the member. */
export const PERIODIC_PROMOTION_TYPES: readonly PromotionType[] = ['cashback', 'rebate'];

/**
 * §3's ten status labels, what a member sees on a promotion (docs/promotions.md "Status labels"):
 * comingSoon (starts later), join (open: join, or apply for a manual reward), signed (joined, waiting
 * for the qualifying deposit), process (joined a periodic promotion, the period is running), claim
 * (an award waits to be claimed), claimed (the last award was claimed), applying (an application
 * waits for review), issued (a bonus was credited), rejected (the last application was refused),
 * close (ended, paused, budget spent, the member's cap reached, or not open to this member).
 */
export const PROMOTION_STATUS_LABELS = ['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'signed', 'comingSoon'] as const;
export type PromotionStatusLabel = (typeof PROMOTION_STATUS_LABELS)[number];

/** The operator's side of a promotion's life: drafted, live (within its schedule), paused, ended for good. */
export const PROMOTION_STATES = ['draft', 'live', 'paused', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Which deposits a deposit match counts: the member's first ever, any later one, or any. */
export const DEPOSIT_MATCH_KINDS = ['first', 'reload', 'any'] as const;
export type DepositMatchKind = (typeof DEPOSIT_MATCH_KINDS)[number];

/** The award period of cashback and rebate: a UTC day (06:00 to 06:00 in Dhaka) or a UTC week from Monday. */
export const AWARD_PERIODS = ['day', 'week'] as const;
export type AwardPeriod = (typeof AWARD_PERIODS)[number];

/** 100 % in basis points. */
export const BP_WHOLE = 10_000;
/** A rate is at most 100 % of its base (a deposit match may double a deposit, never more). */
export const RATE_BP_MAX = BP_WHOLE;

/**
 * Wagering: a credited bonus adds amount × multiplier to what the member must stake before a
 * withdrawal. Percent of the bonus (500 = 5×); never above 10× (the UK cap from January 2026 is
 * our ceiling too); 0 means none.
 */
export const WAGERING_MULTIPLIER_PERCENT_MAX = 1_000;
export const WAGERING_MULTIPLIER_PERCENT_DEFAULT = 500;
/** A game type's share of a stake that counts towards wagering, percent; an unlisted type counts in full. */
export const WAGERING_CONTRIBUTION_DEFAULT_PERCENT = 100;
/** Days a bonus has to be wagered before its unmet part is forfeited. */
export const BONUS_EXPIRY_DAYS_DEFAULT = 7;
export const BONUS_EXPIRY_DAYS_MAX = 90;
/** Days a periodic award waits to be claimed before it lapses. */
export const AWARD_CLAIM_DAYS = 3;
/** A promotion's fixed or largest single bonus, minor units (10 million in major units). */
export const BONUS_AMOUNT_MAX = 1_000_000_000;
/** A period's award smaller than this (minor units, 1.00) is not made: nothing to claim. */
export const AWARD_MIN_AMOUNT = 100;

/** Texts: a title and summary of a card, terms of any length but bounded. */
export const PROMOTION_TITLE_MAX = 80;
export const PROMOTION_SUMMARY_MAX = 200;
export const PROMOTION_TERMS_MAX = 8_000;
/** A rejection's reason the member reads. */
export const REWARD_REJECT_REASON_MAX = 300;

/** How long a member's promotion list is cached by the site before it asks again, ms. */
export const PROMOTION_LIST_STALE_MS = 30_000;

/** Member types a promotion may name (every real type; trial accounts, 4, never take part). */
export const PROMOTION_MEMBER_TYPES: readonly number[] = [0, 1, 2, 40, 41, 42];
/** Days an ended or paused promotion stays on the list of a member who took part in it (labelled close, issued, claimed…). */
export const PROMOTION_ENDED_VISIBLE_DAYS = 7;
/** A promotion's sortOrder lies within ±this. */
export const PROMOTION_SORT_ORDER_MAX = 1_000_000;
/** Ended bonuses (completed, forfeited, cleared) the member's bonus list shows after the active ones, newest first. */
export const BONUS_HISTORY_SHOWN = 20;
/** Why a bonus was forfeited: its expiry passed unmet, or the member took a time-out or self-excluded. */
export const BONUS_FORFEIT_REASONS = ['expired', 'timeOut', 'selfExclusion'] as const;
export type BonusForfeitReason = (typeof BONUS_FORFEIT_REASONS)[number];
