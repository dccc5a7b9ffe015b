/** Tables owned by the sms module. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type SmsPurpose = 'login' | 'register' | 'reset';

/**
 * Verification codes sent by SMS: kept as an HMAC (six digits are too few for a plain hash),
 * bound to a purpose, single use, short-lived, with a cap on wrong guesses. The rows also count
 * sends per number for the throttle.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);
