/** Tables owned by the feed module. */
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Where each consumer of the posting feed has got to: the last posting it applied (wallet
 * postings.ts order). Moved in the same database transaction as the consumer's own writes, so a
 * batch is applied and passed together or not at all.
 */
export const feedCursors = pgTable('feed_cursors', {
  consumer: text('consumer').primaryKey(),
  xid: bigint('xid', { mode: 'number' }).notNull(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
