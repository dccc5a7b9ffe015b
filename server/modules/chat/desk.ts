/** The console's chat desk: conversations by newest activity, each with the member messages no operator has seen. */
import { desc, eq, sql } from 'drizzle-orm';
import type { ChatConversationValue } from '@common/contract/inbox';
import type { Database } from '../../db/connection';
import { usernamesOf } from '../member';
import { chatMessages } from './tables';

/** Conversations the desk lists at most (the most recently active). */
export const CONVERSATIONS_SHOWN = 100;

/** The conversations of `merchantCode` (null: every merchant's), newest activity first. */
export async function conversations(db: Database, merchantCode: string | null): Promise<ChatConversationValue[]> {
  const latest = db
    .selectDistinctOn([chatMessages.memberId], { memberId: chatMessages.memberId, merchantCode: chatMessages.merchantCode, text: chatMessages.text, sentAt: chatMessages.sentAt })
    .from(chatMessages)
    .where(merchantCode === null ? undefined : eq(chatMessages.merchantCode, merchantCode))
    .orderBy(chatMessages.memberId, desc(chatMessages.id))
    .as('latest');
  const unread = sql<number>`(select count(*)::int from ${chatMessages} u where u.member_id = ${latest.memberId} and u.sender = 'member' and u.seen_at is null)`;
  const rows = await db.select({ memberId: latest.memberId, merchantCode: latest.merchantCode, text: latest.text, sentAt: latest.sentAt, unread }).from(latest).orderBy(desc(latest.sentAt)).limit(CONVERSATIONS_SHOWN);
  const names = await usernamesOf(db, rows.map((r) => r.memberId));
  return rows.map((r) => ({
    memberId: r.memberId,
    username: names.get(r.memberId) ?? '',
    merchantCode: r.merchantCode,
    lastText: r.text,
    lastAt: new Date(r.sentAt).getTime(),
    unread: Number(r.unread),
  }));
}
