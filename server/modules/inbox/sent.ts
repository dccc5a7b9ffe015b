/** The console's list of sent messages, each with how many members it reached and how many read it. */
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Page } from '@common/contract/consolePlayers';
import type { SentMessageValue } from '@common/contract/inbox';
import type { Database } from '../../db/connection';
import { pageWindow } from '../../http/console';
import { inboxDeliveries, inboxMessages, type InboxMessageRow } from './tables';

const recipients = sql<number>`(select count(*)::int from ${inboxDeliveries} d where d.message_id = ${inboxMessages.id})`;
const readers = sql<number>`(select count(*)::int from ${inboxDeliveries} d where d.message_id = ${inboxMessages.id} and d.read_at is not null)`;

function sentValue(row: InboxMessageRow & { recipients: number; read: number }): SentMessageValue {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    audience: row.audience,
    category: row.category,
    title: row.title,
    body: row.body,
    sentAt: row.sentAt.getTime(),
    sentBy: row.sentByName,
    recipients: Number(row.recipients),
    read: Number(row.read),
  };
}

/** One sent message with its counts, or null. */
export async function sentMessage(db: Database, id: number): Promise<SentMessageValue | null> {
  const [row] = await db.select({ message: inboxMessages, recipients, read: readers }).from(inboxMessages).where(eq(inboxMessages.id, id));
  return row ? sentValue({ ...row.message, recipients: row.recipients, read: row.read }) : null;
}

/** A page of `merchantCode`'s sent messages, newest first. */
export async function sentMessages(db: Database, merchantCode: string, page: number | undefined): Promise<Page<SentMessageValue>> {
  const window = pageWindow(page);
  const rows = await db
    .select({ message: inboxMessages, recipients, read: readers })
    .from(inboxMessages)
    .where(eq(inboxMessages.merchantCode, merchantCode))
    .orderBy(desc(inboxMessages.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.merchantCode, merchantCode));
  return { items: rows.map((r) => sentValue({ ...r.message, recipients: r.recipients, read: r.read })), page: window.page, pageSize: window.limit, total: total?.n ?? 0 };
}
