/**
 * Tables owned by the promotions module (issue 16, docs/promotions.md): the merchant's promotions,
 * who joined them, the bonuses credited with their wagering, the members' reward applications, the
 * periodic awards (cashback, rebate) and the periods already settled.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@common/contract/announcements';
import type { RewardApplicationStatus, BonusStatus, PromotionEligibility } from '@common/contract/promotions';
import type { GameType } from '@common/contract/games';
import type { AwardPeriod, DepositMatchKind, PromotionState, PromotionType } from '@common/rules/promotions';

/**
 * One promotion of a merchant. The figures that apply to its type are set (the others null), as
 * checked when it is saved; `spent` only grows, by the same conditional UPDATE that refuses a bonus
 * past `budget`, so concurrent grants can never overspend it.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    type: text('type').$type<PromotionType>().notNull(),
    state: text('state').$type<PromotionState>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    linkedPromotionId: bigint('linked_promotion_id', { mode: 'number' }),
    imageRequired: boolean('image_required').notNull(),
    remarkRequired: boolean('remark_required').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    eligibility: jsonb('eligibility').$type<PromotionEligibility>().notNull(),
    rateBp: integer('rate_bp'),
    maxBonus: bigint('max_bonus', { mode: 'bigint' }),
    minDeposit: bigint('min_deposit', { mode: 'bigint' }),
    depositKind: text('deposit_kind').$type<DepositMatchKind>(),
    channels: jsonb('channels').$type<string[]>().notNull(),
    period: text('period').$type<AwardPeriod>(),
    gameTypes: jsonb('game_types').$type<GameType[]>().notNull(),
    fixedAmount: bigint('fixed_amount', { mode: 'bigint' }),
    wageringMultiplierPercent: integer('wagering_multiplier_percent').notNull(),
    contributions: jsonb('contributions').$type<Partial<Record<GameType, number>>>().notNull(),
    bonusExpiryDays: integer('bonus_expiry_days').notNull(),
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' }).notNull().default(sql`0`),
    perMemberCap: integer('per_member_cap'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promotions_merchant_state').on(t.merchantCode, t.state),
    // One loyalty promotion per merchant (loyalty-bonus.ts creates it on first use, concurrently safe).
    uniqueIndex('promotions_one_loyalty').on(t.merchantCode).where(sql`${t.type} = 'loyalty'`),
    check('promotions_spent_within_budget', sql`${t.budget} is null or ${t.spent} <= ${t.budget}`),
    check('promotions_spent_not_negative', sql`${t.spent} >= 0`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;

/**
 * A member who joined a promotion (join types), or who got a bonus from one (any type). `granted`
 * counts the bonuses credited: the per-member cap is a conditional UPDATE on it.
 */
export const promotionParticipants = pgTable(
  'promotion_participants',
  {
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    granted: integer('granted').notNull().default(0),
    grantedAmount: bigint('granted_amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.memberId] }), index('promotion_participants_member').on(t.memberId)],
);

export type PromotionParticipantRow = typeof promotionParticipants.$inferSelect;

/**
 * What a bonus was granted for: a deposit (depositMatch), a period's award, an approved application,
 * a join (signUp), or, on the merchant's loyalty promotion, a mall order, a level reached or a race prize.
 */
export type BonusSource = 'deposit' | 'award' | 'application' | 'join' | 'mall' | 'level' | 'race';

/**
 * A bonus credited to a member's real balance, with its wagering. `(promotionId, memberId, source,
 * sourceId)` is unique, so whatever grants it twice (a retried consumer batch, two nodes) grants it
 * once; the ledger posting's idempotency key is built from the same parts.
 */
export const memberBonuses = pgTable(
  'member_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    source: text('source').$type<BonusSource>().notNull(),
    sourceId: text('source_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Stakes needed: floor(amount × wageringMultiplierPercent / 100). */
    required: bigint('required', { mode: 'bigint' }).notNull(),
    /** Counted stakes so far, as of the wagering consumer's cursor (readers add the tail). */
    done: bigint('done', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The promotion's contributions when granted: later edits never change a bonus already given. */
    contributions: jsonb('contributions').$type<Partial<Record<GameType, number>>>().notNull(),
    status: text('status').$type<BonusStatus>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    /** The grant posting's feed position: only stakes after it count towards this bonus. */
    grantXid: bigint('grant_xid', { mode: 'number' }).notNull(),
    grantTransactionId: bigint('grant_transaction_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it left 'active' (completed, forfeited or cleared). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'bigint' }),
    /** expired, timeOut, selfExclusion. */
    forfeitReason: text('forfeit_reason'),
  },
  (t) => [
    unique('member_bonuses_source').on(t.promotionId, t.memberId, t.source, t.sourceId),
    index('member_bonuses_member_status').on(t.memberId, t.status),
    index('member_bonuses_active_expiry').on(t.expiresAt).where(sql`${t.status} = 'active'`),
  ],
);

export type MemberBonusRow = typeof memberBonuses.$inferSelect;

/** The bonus wagering consumer's position per member: stakes after it are counted by readers, so progress is exact now. */
export const bonusWageringCursors = pgTable(
  'bonus_wagering_cursors',
  {
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's real balance as folded from the feed (the clear-below rule needs it). */
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    xid: bigint('xid', { mode: 'number' }).notNull(),
    lastId: bigint('last_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.memberId] })],
);

/** §3 reward application: promotionId, remarks, pictures (storage keys, EXIF stripped, never public). */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    remarks: text('remarks').notNull(),
    pictureKeys: jsonb('picture_keys').$type<string[]>().notNull(),
    status: text('status').$type<RewardApplicationStatus>().notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reward_applications_member').on(t.memberId, t.createdAt),
    index('reward_applications_open').on(t.merchantCode, t.createdAt).where(sql`${t.status} = 'pending'`),
    // One application under review per member and promotion: two submissions at once, one row (the other inserts nothing).
    uniqueIndex('reward_applications_one_pending').on(t.promotionId, t.memberId).where(sql`${t.status} = 'pending'`),
  ],
);

export type RewardApplicationRow = typeof rewardApplications.$inferSelect;

export type AwardStatus = 'claimable' | 'claimed' | 'lapsed';

/**
 * A period's cashback or rebate for one member, computed once after the period ends (unique per
 * promotion, member and period start), then claimed by the member or lapsed after AWARD_CLAIM_DAYS.
 */
export const promotionAwards = pgTable(
  'promotion_awards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Net loss (cashback) or counted turnover (rebate) the award is a rate of. */
    basis: bigint('basis', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<AwardStatus>().notNull(),
    claimBy: timestamp('claim_by', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('promotion_awards_period').on(t.promotionId, t.memberId, t.periodStart), index('promotion_awards_member').on(t.memberId, t.status)],
);

export type PromotionAwardRow = typeof promotionAwards.$inferSelect;

/** A periodic promotion's period whose awards are all made: the award job never computes it again. */
export const promotionPeriods = pgTable(
  'promotion_periods',
  {
    promotionId: bigint('promotion_id', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    awards: integer('awards').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.periodStart] })],
);
