/** A member's inbox: its deliveries with their messages, newest first; reading marks its own rows only. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { InboxMessageValue, InboxPage } from '@common/contract/inbox';
import { INBOX_PAGE_SIZE } from '@common/rules/protection';
import type { Database } from '../../db/connection';
import { inboxDeliveries, inboxMessages } from './tables';

const fields = {
  id: inboxMessages.id,
  category: inboxMessages.category,
  title: inboxMessages.title,
  body: inboxMessages.body,
  sentAt: inboxMessages.sentAt,
  readAt: inboxDeliveries.readAt,
};

function messageValue(row: { id: number; category: InboxMessageValue['category']; title: string; body: string; sentAt: Date; readAt: Date | null }): InboxMessageValue {
  return { id: row.id, category: row.category, title: row.title, body: row.body, sentAt: row.sentAt.getTime(), read: row.readAt !== null };
}

/** How many of the member's messages are unread. */
export async function unreadCount(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inboxDeliveries).where(and(eq(inboxDeliveries.memberId, memberId), isNull(inboxDeliveries.readAt)));
  return row?.n ?? 0;
}

/** One page of the member's messages, newest first, with the unread total. */
export async function inboxPage(db: Database, memberId: number, page = 1): Promise<InboxPage> {
  const rows = await db
    .select(fields)
    .from(inboxDeliveries)
    .innerJoin(inboxMessages, eq(inboxMessages.id, inboxDeliveries.messageId))
    .where(eq(inboxDeliveries.memberId, memberId))
    .orderBy(desc(inboxDeliveries.messageId))
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(inboxDeliveries).where(eq(inboxDeliveries.memberId, memberId));
  return { items: rows.map(messageValue), page, totalPages: Math.ceil((total?.n ?? 0) / INBOX_PAGE_SIZE), unread: await unreadCount(db, memberId) };
}

/** Marks one of the member's messages read (the first read time stays); null when it is not the member's. */
export async function readMessage(db: Database, memberId: number, messageId: number, now: number): Promise<InboxMessageValue | null> {
  const mine = and(eq(inboxDeliveries.memberId, memberId), eq(inboxDeliveries.messageId, messageId));
  await db.update(inboxDeliveries).set({ readAt: new Date(now) }).where(and(mine, isNull(inboxDeliveries.readAt)));
  const [row] = await db.select(fields).from(inboxDeliveries).innerJoin(inboxMessages, eq(inboxMessages.id, inboxDeliveries.messageId)).where(mine);
  return row ? messageValue(row) : null;
}

/** Marks every unread message of the member read. */
export async function readAll(db: Database, memberId: number, now: number): Promise<void> {
  await db.update(inboxDeliveries).set({ readAt: new Date(now) }).where(and(eq(inboxDeliveries.memberId, memberId), isNull(inboxDeliveries.readAt)));
}
