/** Tables owned by the session module. */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** What a restricted session may do; a full session has none. */
export type SessionScope = 'withdraw';

/** Login sessions. Only the SHA-256 of a token is stored: a leaked table logs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** Client IP at login (compared when the merchant binds tokens to IP). */
    ip: text('ip').notNull(),
    /** The User-Agent and Language header at login, for support (which phone, which language). */
    userAgent: text('user_agent'),
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * 'withdraw': a withdraw-only session, issued when a time-out or self-exclusion refuses the
     * login (docs/player-protection.md); only routes that opt in accept it. null: a full session.
     */
    scope: text('scope').$type<SessionScope>(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** `cleared`: a failure that a password reset lifted (it no longer counts). */
export type AttemptOutcome = 'pending' | 'ok' | 'failed' | 'cleared';

/**
 * Every credential check (login, password verification), counted in SQL for captcha, lockout
 * and IP throttling. `account` is the lower-case username or the E.164 number, whether or not
 * such an account exists, so the throttle behaves the same for real and made-up names.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    outcome: text('outcome').$type<AttemptOutcome>().notNull(),
    /** The recognised device (device token id) the attempt came from; null for any other. */
    device: text('device'),
  },
  (t) => [index('login_attempts_account_idx').on(t.merchantCode, t.account, t.at), index('login_attempts_ip_idx').on(t.ip, t.at)],
);

/** Trial names handed out by GET /wps/session/trial: reserved for a few minutes, claimed once. */
export const trialNames = pgTable('trial_names', {
  name: text('name').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  reservedUntil: timestamp('reserved_until', { withTimezone: true }).notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
});

export type SessionRow = typeof sessions.$inferSelect;
