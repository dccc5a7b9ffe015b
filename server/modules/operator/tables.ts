/** Tables owned by the operator module: the console's people, their second factor and sessions. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Permission, Role } from '@common/rules/operatorRoles';

/**
 * Operator accounts. `merchantCode` null: platform-wide (the platform owner's staff); otherwise
 * the operator sees that merchant only. The TOTP secret is sealed (totp.ts); a failed password or
 * code counts towards the lock.
 */
export const operators = pgTable('operators', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Lower case; unique across the platform, so a login never has to name its merchant. */
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  merchantCode: text('merchant_code'),
  roles: text('roles').array().$type<Role[]>().notNull(),
  status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
  /** The sealed TOTP secret; set at enrolment, confirmed by the first code (totpConfirmedAt). */
  totpSecret: text('totp_secret'),
  totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** When its newest session started (sessions themselves are purged by housekeeping). */
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The step between a right password and a session: a short-lived challenge for the TOTP code
 * (or, before enrolment, for confirming the new secret). Only its SHA-256 is stored.
 */
export const operatorChallenges = pgTable('operator_challenges', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  purpose: text('purpose').$type<'totp' | 'enrol'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** One-time recovery codes (hashed), shown once at enrolment, for a lost phone. */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('operator_recovery_codes_operator_idx').on(t.operatorId)],
);

/** Console sessions: the cookie's token, stored as SHA-256 (the CSRF token is derived from it: sessions.ts). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * API keys: automation acting as one operator, limited to the key's permissions (apiKeys.ts). Only
 * the SHA-256 of the secret is stored (256 random bits: nothing to brute-force); `prefix` is the
 * secret's first characters, to tell keys apart on a screen.
 */
export const operatorApiKeys = pgTable(
  'operator_api_keys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    label: text('label').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    permissions: text('permissions').array().$type<Permission[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_api_keys_operator_idx').on(t.operatorId)],
);

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorApiKeyRow = typeof operatorApiKeys.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
