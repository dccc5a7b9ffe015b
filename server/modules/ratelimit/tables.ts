/** Tables owned by the rate-limit module. */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The general limiter's counters when no Redis is configured: one row per client key and window,
 * so every node behind one database counts the same requests. The migration creates it UNLOGGED:
 * a counter is worth no WAL write per request, and losing the counts in a crash only restarts
 * the windows.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
