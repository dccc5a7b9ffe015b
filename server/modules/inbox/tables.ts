/**
 * The member inbox (issue 15): a message as an operator sent it, and one delivery row per member
 * it reached, made at send time, so a member who joins the segment later does not get old mail and
 * reading is one row's read_at.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageAudience, MessageCategory } from '@common/contract/inbox';

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    category: text('category').$type<MessageCategory>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The audience as the operator chose it (who got it is in inbox_deliveries). */
    audience: jsonb('audience').$type<MessageAudience>().notNull(),
    /** The sending operator's id and username (as it was then). */
    sentBy: bigint('sent_by', { mode: 'number' }).notNull(),
    sentByName: text('sent_by_name').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('inbox_messages_merchant_idx').on(t.merchantCode, t.id), check('inbox_messages_category', sql`${t.category} in ('service', 'promotion')`)],
);

export const inboxDeliveries = pgTable(
  'inbox_deliveries',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    // The member's list (newest first) and unread count.
    index('inbox_deliveries_member_idx').on(t.memberId, t.messageId),
    index('inbox_deliveries_unread_idx').on(t.memberId).where(sql`${t.readAt} is null`),
  ],
);

export type InboxMessageRow = typeof inboxMessages.$inferSelect;
