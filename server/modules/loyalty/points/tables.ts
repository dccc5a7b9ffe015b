/**
 * Points (docs/loyalty.md "Points"): each merchant's earning settings, each member's running
 * figures (the fraction of a point carried, the cumulative turnover levels count), the lots points
 * are earned in (spent and expired oldest first) and the member's points history. The balance
 * itself is the member's 'points' ledger account; the lots' remaining points always sum to it.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { GameType } from '@common/contract/games';
import type { PointsEntryKind } from '@common/contract/loyalty';

/** A merchant's earning rates and points lifetime (no row: the defaults of common/rules/loyalty.ts). */
export const loyaltySettings = pgTable('loyalty_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  pointsExpiryDays: integer('points_expiry_days').notNull(),
  defaultRateBp: integer('default_rate_bp').notNull(),
  /** Basis points per 1.00 of turnover, per game type; an unlisted type earns defaultRateBp. */
  rates: jsonb('rates').$type<Partial<Record<GameType, number>>>().notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A member's loyalty figures as of the points consumer's cursor: `carry` is Σ turnover × rate not
 * yet a whole point (always < POINTS_RATE_DIVISOR), `turnover` the cumulative real-money turnover
 * (stakes − refunds) levels count, `levelRank` the highest level reached (never lowered).
 */
export const loyaltyMembers = pgTable(
  'loyalty_members',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    carry: bigint('carry', { mode: 'bigint' }).notNull().default(sql`0`),
    turnover: bigint('turnover', { mode: 'bigint' }).notNull().default(sql`0`),
    levelRank: integer('level_rank').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('loyalty_members_carry', sql`${t.carry} >= 0`)],
);

/**
 * Points credited together (one consumer batch's earning, a reward): spending and expiry take the
 * oldest lot first; `remaining` never goes below zero. (memberId, source, sourceId) is unique, so a
 * lot is made once whatever retries.
 */
export const pointsLots = pgTable(
  'points_lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** turnover (a feed batch), level, race, mall-refund. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    remaining: bigint('remaining', { mode: 'bigint' }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('points_lots_source').on(t.memberId, t.source, t.sourceId),
    index('points_lots_member_open').on(t.memberId, t.expiresAt, t.id).where(sql`${t.remaining} > 0`),
    index('points_lots_due').on(t.expiresAt).where(sql`${t.remaining} > 0`),
    check('points_lots_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.points}`),
  ],
);

/** The member's points history: every change with its sign, what it was for, and when. */
export const pointsEvents = pgTable(
  'points_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<PointsEntryKind>().notNull(),
    /** Signed: earned, refunded and rewards positive; redeemed and expired negative. */
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** What it was for, for the history line: a mall order id, a level rank, a lot id. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('points_events_source').on(t.memberId, t.kind, t.source, t.sourceId),
    index('points_events_member_at').on(t.memberId, t.at),
    index('points_events_merchant_at').on(t.merchantCode, t.at),
  ],
);

export type LoyaltySettingsRow = typeof loyaltySettings.$inferSelect;
export type LoyaltyMemberRow = typeof loyaltyMembers.$inferSelect;
export type PointsLotRow = typeof pointsLots.$inferSelect;
export type PointsEventRow = typeof pointsEvents.$inferSelect;
