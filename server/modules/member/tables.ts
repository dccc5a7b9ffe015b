/** Tables owned by the member module. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MemberType } from '@common/contract/member';

export type MemberStatus = 'active' | 'disabled';

/**
 * One row per account. Usernames are unique per merchant code and stored lower-case (the check
 * makes that the database's rule); a mobile number belongs to one account per merchant, because
 * SMS login and reset find the account by it. Trial accounts (type 4) live under the trial code.
 */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    username: text('username').notNull(),
    /** scrypt hash with its parameters; null for trial accounts, which have no password. */
    passwordHash: text('password_hash'),
    type: smallint('type').$type<MemberType>().notNull(),
    agent: boolean('agent').notNull().default(false),
    /** Never real money (trial accounts); the wallet gives them demo credit. */
    demo: boolean('demo').notNull().default(false),
    nickname: text('nickname'),
    email: text('email'),
    /** Digits only, no "+". */
    dialingCode: text('dialing_code'),
    /** National number, digits only, leading zeros (trunk prefix) dropped. */
    mobile: text('mobile'),
    realName: text('real_name'),
    birthday: date('birthday', { mode: 'string' }),
    referrerCode: text('referrer_code'),
    iconId: smallint('icon_id').notNull().default(0),
    withdrawalPasswordHash: text('withdrawal_password_hash'),
    firstTimeLogin: boolean('first_time_login').notNull().default(false),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }),
    /** 'disabled': blocked by an operator (no login, no session); see blockReason. */
    status: text('status').$type<MemberStatus>().notNull().default('active'),
    /** Why an operator blocked the account (the audit row has the history); null when not blocked. */
    blockReason: text('block_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('members_merchant_username_unique').on(t.merchantCode, t.username),
    uniqueIndex('members_merchant_mobile_unique').on(t.merchantCode, t.dialingCode, t.mobile).where(sql`${t.mobile} is not null`),
    check('members_username_lower', sql`${t.username} = lower(${t.username})`),
    check('members_icon_range', sql`${t.iconId} between 0 and 8`),
    // The console's player search (console.ts searchPlayers) across every merchant: a username
    // prefix, an email in any case, a national or an international number — each branch of its OR
    // has an index, so the search never reads the whole table.
    index('members_username_prefix_idx').on(t.username.op('text_pattern_ops')),
    index('members_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    index('members_mobile_idx').on(t.mobile).where(sql`${t.mobile} is not null`),
    index('members_full_mobile_idx').on(sql`(${t.dialingCode} || ${t.mobile})`).where(sql`${t.mobile} is not null`),
    // An agent's direct members (docs/agents.md): the members registered with one of its codes.
    index('members_referrer_idx').on(t.referrerCode).where(sql`${t.referrerCode} is not null`),
  ],
);

/** Email reset tokens: only the SHA-256 of the token is kept; single use, short-lived. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Operators' notes on a player (console): append-only, no update or delete path in the code, so
 * a note is what its author wrote when it was written.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** operators.id of the author (the operator module owns the name). */
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
