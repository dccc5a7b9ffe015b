/** Tables owned by the merchant module. */
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MerchantConfig } from './config-schema';

/**
 * One row per merchant. Availability (maintenance, region restriction) lives in its own columns,
 * not in config, so an operator's switch is a one-column update that seeding never touches.
 */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  trialCode: text('trial_code').unique(),
  name: text('name').notNull(),
  config: jsonb('config').$type<MerchantConfig>().notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  blockedCountries: text('blocked_countries').array().notNull().default([]),
  blockedCidrs: text('blocked_cidrs').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MerchantRow = typeof merchants.$inferSelect;
