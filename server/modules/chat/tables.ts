/**
 * The local chat provider's conversations (issue 15): one conversation per member, its messages in
 * order. seen_at is when the other side saw a message (the member an operator's, the desk a
 * member's), which is all the unread counts need.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type ChatSide = 'member' | 'operator';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** The member whose conversation it is, whichever side wrote. */
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    sender: text('sender').$type<ChatSide>().notNull(),
    /** Who answered: the operator's id and username (as it was then); null on a member's message. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    operatorName: text('operator_name'),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('chat_messages_member_idx').on(t.memberId, t.id),
    index('chat_messages_merchant_idx').on(t.merchantCode, t.id),
    index('chat_messages_unseen_idx').on(t.memberId, t.sender).where(sql`${t.seenAt} is null`),
    check('chat_messages_sender', sql`${t.sender} in ('member', 'operator')`),
    check('chat_messages_operator', sql`(${t.sender} = 'operator') = (${t.operatorId} is not null)`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
