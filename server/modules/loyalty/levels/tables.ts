/**
 * Levels (docs/loyalty.md "Levels"): each merchant's ladder, and the levels each member reached —
 * one row per member and level, so reaching it (and its reward) happens once and a level is never
 * taken away.
 */
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@common/contract/announcements';
import type { RewardValue } from '@common/contract/loyalty';

export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** 1 upwards; thresholds grow with the rank. */
    rank: integer('rank').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Cumulative real-money turnover that reaches it, minor units. */
    threshold: bigint('threshold', { mode: 'bigint' }).notNull(),
    reward: jsonb('reward').$type<RewardValue | null>(),
    rebateBp: integer('rebate_bp').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('loyalty_levels_rank').on(t.merchantCode, t.rank)],
);

/** claim: the reward waits for the member; received: credited; lapsed: not claimed by claimBy; none: the level had no reward. */
export type LevelRewardState = 'claim' | 'received' | 'lapsed' | 'none';

export const memberLevels = pgTable(
  'member_levels',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
    merchantCode: text('merchant_code').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    /** The level's reward when it was reached: later edits never change it. */
    reward: jsonb('reward').$type<RewardValue | null>(),
    rewardState: text('reward_state').$type<LevelRewardState>().notNull(),
    claimBy: timestamp('claim_by', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.rank] })],
);

export type LoyaltyLevelRow = typeof loyaltyLevels.$inferSelect;
export type MemberLevelRow = typeof memberLevels.$inferSelect;
