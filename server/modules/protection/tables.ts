/**
 * Tables owned by the protection module (issue 15, docs/player-protection.md): each member's
 * limits with their pending changes, time-outs and self-exclusions, the reality-check answers of
 * a login session, and the history the console shows.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { BlockKind } from '@common/contract/protection';

/** What a setting row holds: a money limit kind, the session-time limit or the reality check. */
export const SETTING_TARGETS = ['deposit', 'loss', 'wager', 'sessionLimit', 'realityCheck'] as const;
export type SettingTarget = (typeof SETTING_TARGETS)[number];
/** The money limits' periods; '' for the session limit and the reality check, which have none. */
export type SettingPeriod = 'day' | 'week' | 'month' | '';

/**
 * One limit of a member. `value`: in force (minor units, or minutes); null: none. A pending
 * change (an increase, removal or less frequent reality check) waits in pendingValue until
 * pendingAt; `pendingAt` null means nothing pending (pendingValue null then is a removal).
 */
export const protectionSettings = pgTable(
  'protection_settings',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    target: text('target').$type<SettingTarget>().notNull(),
    period: text('period').$type<SettingPeriod>().notNull(),
    merchantCode: text('merchant_code').notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.target, t.period] }),
    check('protection_settings_target', sql`${t.target} in ('deposit', 'loss', 'wager', 'sessionLimit', 'realityCheck')`),
    check('protection_settings_period', sql`${t.period} in ('day', 'week', 'month', '')`),
  ],
);

/**
 * A time-out or self-exclusion. Rows are never shortened: a longer block is a new row, and the
 * block in force is the live row that ends last. The contact fields keep the self-excluded
 * member's mobile and email as they were, so they cannot register a new account meanwhile.
 */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').$type<BlockKind>().notNull(),
    /** The duration chosen (TIME_OUT_DURATIONS or EXCLUSION_DURATIONS). */
    duration: text('duration').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** null: permanent. */
    until: timestamp('until', { withTimezone: true }),
    by: text('by').$type<'member' | 'operator'>().notNull(),
    /** The operator's username when `by` is operator. */
    actor: text('actor'),
    reason: text('reason'),
    dialingCode: text('dialing_code'),
    mobile: text('mobile'),
    /** Lower case. */
    email: text('email'),
  },
  (t) => [
    index('protection_blocks_member_idx').on(t.memberId, t.startedAt),
    index('protection_blocks_merchant_idx').on(t.merchantCode, t.until),
    index('protection_blocks_mobile_idx').on(t.merchantCode, t.mobile).where(sql`${t.mobile} is not null`),
    index('protection_blocks_email_idx').on(t.merchantCode, t.email).where(sql`${t.email} is not null`),
    check('protection_blocks_kind', sql`${t.kind} in ('timeOut', 'selfExclusion')`),
    check('protection_blocks_by', sql`${t.by} in ('member', 'operator')`),
  ],
);

/** The last "continue" at a reality check in a login session (sessions.id). */
export const protectionSessionChecks = pgTable('protection_session_checks', {
  sessionId: bigint('session_id', { mode: 'number' }).primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  continuedAt: timestamp('continued_at', { withTimezone: true }).notNull(),
});

/** A member's answers outside the limits: the deposit-limit prompt dismissed. */
export const protectionMembers = pgTable('protection_members', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  promptDismissedAt: timestamp('prompt_dismissed_at', { withTimezone: true }),
});

/** Every protection change of a member, by the member or an operator, for the console's history. */
export const protectionEvents = pgTable(
  'protection_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** 'member' or the operator's username. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull(),
    reason: text('reason'),
  },
  (t) => [index('protection_events_member_idx').on(t.memberId, t.id)],
);

export type ProtectionSettingRow = typeof protectionSettings.$inferSelect;
export type ProtectionBlockRow = typeof protectionBlocks.$inferSelect;
