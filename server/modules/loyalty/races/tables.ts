/**
 * Leaderboard races (docs/loyalty.md "Leaderboards"): each merchant's races, every member's score
 * per race period (kept by the race feed consumer), the periods settled, and the prizes paid —
 * unique per race, period and rank, so a period pays once.
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@common/contract/announcements';
import type { GameType } from '@common/contract/games';
import type { RacePrizeTier, RewardValue } from '@common/contract/loyalty';
import type { LoyaltyState, RaceMetric, RaceRecurrence } from '@common/rules/loyalty';

export const races = pgTable(
  'races',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    state: text('state').$type<LoyaltyState>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    metric: text('metric').$type<RaceMetric>().notNull(),
    recurrence: text('recurrence').$type<RaceRecurrence>().notNull(),
    gameTypes: jsonb('game_types').$type<GameType[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    prizes: jsonb('prizes').$type<RacePrizeTier[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('races_merchant_state').on(t.merchantCode, t.state)],
);

/**
 * A member's score in one period of a race, as of the race consumer's cursor. `reachedAt` is the
 * time of the posting that last changed it: of two equal scores, the earlier reached ranks higher.
 */
export const raceScores = pgTable(
  'race_scores',
  {
    raceId: bigint('race_id', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.periodStart, t.memberId] }), index('race_scores_rank').on(t.raceId, t.periodStart, t.score.desc(), t.reachedAt, t.memberId)],
);

/** A race period whose prizes were paid (the row and the prizes commit together). */
export const racePeriods = pgTable(
  'race_periods',
  {
    raceId: bigint('race_id', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    winners: integer('winners').notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.periodStart] })],
);

export const racePrizes = pgTable(
  'race_prizes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    raceId: bigint('race_id', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    rank: integer('rank').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    score: bigint('score', { mode: 'bigint' }).notNull(),
    reward: jsonb('reward').$type<RewardValue>().notNull(),
    /** kind bonus: the member_bonuses row. */
    bonusId: bigint('bonus_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('race_prizes_rank').on(t.raceId, t.periodStart, t.rank), index('race_prizes_member').on(t.memberId, t.paidAt)],
);

export type RaceRow = typeof races.$inferSelect;
export type RaceScoreRow = typeof raceScores.$inferSelect;
export type RacePrizeRow = typeof racePrizes.$inferSelect;
