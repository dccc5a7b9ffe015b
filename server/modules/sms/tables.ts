/** Tables owned by the sms module. */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type SmsPurpose = 'login' | 'register' | 'reset';

/**
 * Verification codes sent by SMS: kept as an HMAC (six digits are too few for a plain hash),
 * bound to a purpose, single use, short-lived, with a cap on wrong guesses. The rows also count
 * requests per number, IP, device and merchant for the SMS limits (limits.ts), so every node
 * counts the same.
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
    /** The requesting client's IP; null on rows from before the SMS limits. */
    ip: text('ip'),
    /** The requesting device (limits.ts deviceKey); null on rows from before the SMS limits. */
    device: text('device'),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    index('sms_codes_device_idx').on(t.device, t.createdAt),
    index('sms_codes_merchant_idx').on(t.merchantCode, t.createdAt),
  ],
);
