/** The local provider's conversation rows: appending, reading after an id (marking the other side's seen), counting unseen. */
import { and, asc, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { ChatMessageValue } from '@common/contract/inbox';
import type { Database } from '../../db/connection';
import { chatMessages, type ChatMessageRow, type ChatSide } from './tables';

/** Messages one call returns at most (a conversation is read on from the last id it holds). */
export const CHAT_MESSAGES_PER_READ = 200;

/** The side that did not write `side`'s messages. */
const other = (side: ChatSide): ChatSide => (side === 'member' ? 'operator' : 'member');

export function chatMessageValue(row: ChatMessageRow): ChatMessageValue {
  return { id: row.id, from: row.sender, text: row.text, sentAt: row.sentAt.getTime() };
}

export interface NewChatMessage {
  merchantCode: string;
  memberId: number;
  sender: ChatSide;
  text: string;
  operator?: { id: number; username: string };
}

/** Appends a message to the member's conversation. */
export async function appendMessage(db: Database, message: NewChatMessage, now: number): Promise<ChatMessageValue> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      merchantCode: message.merchantCode,
      memberId: message.memberId,
      sender: message.sender,
      operatorId: message.operator?.id ?? null,
      operatorName: message.operator?.username ?? null,
      text: message.text.trim(),
      sentAt: new Date(now),
    })
    .returning();
  return chatMessageValue(row!);
}

/**
 * The member's conversation after message `after` (0: from the start), oldest first, as `reader`
 * reads it: the other side's messages it returns are marked seen.
 */
export async function readConversation(db: Database, memberId: number, reader: ChatSide, after: number, now: number): Promise<ChatMessageValue[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.memberId, memberId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_MESSAGES_PER_READ);
  const last = rows.at(-1);
  if (last) {
    await db
      .update(chatMessages)
      .set({ seenAt: new Date(now) })
      .where(and(eq(chatMessages.memberId, memberId), eq(chatMessages.sender, other(reader)), isNull(chatMessages.seenAt), gt(chatMessages.id, after), lte(chatMessages.id, last.id)));
  }
  return rows.map(chatMessageValue);
}

/** The `writer` side's messages in the member's conversation the other side has not seen. */
export async function unseenBy(db: Database, memberId: number, writer: ChatSide): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.memberId, memberId), eq(chatMessages.sender, writer), isNull(chatMessages.seenAt)));
  return row?.n ?? 0;
}
