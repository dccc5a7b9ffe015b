/**
 * The member inbox and customer-service chat (issue 15; §4 unread counts capped at 99+ and not
 * fetched for type 4; chat needs CBS3; §7 chat launch and unread count, inbox unread count).
 * Messages come from operators in the console; chat goes through a chat provider (the local one
 * keeps the conversation in our database and answers it from the console).
 */
import { CONSOLE_API } from './operator';

export const InboxPath = {
  /** GET InboxQuery → InboxPage (newest first). */
  messages: '/wps/inbox/messages',
  /** POST → InboxMessageValue: marks the caller's message read (idempotent). */
  read: (id: number | string) => `/wps/inbox/messages/${id}/read`,
  /** POST → { count: 0 }: marks every message of the caller read. */
  readAll: '/wps/inbox/read-all',
  /** GET → UnreadCountValue (§7 inbox unread count). */
  unread: '/wps/inbox/unread',
} as const;

export interface InboxQuery {
  page?: number;
}

/** What a message is about: a promotional one is never sent to a member in a time-out or self-exclusion. */
export const MESSAGE_CATEGORIES = ['service', 'promotion'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export interface InboxMessageValue {
  id: number;
  category: MessageCategory;
  title: string;
  body: string;
  sentAt: number;
  read: boolean;
}

export interface InboxPage {
  items: InboxMessageValue[];
  page: number;
  totalPages: number;
  unread: number;
}

/** An unread count as the server knows it (the site caps the display at 99+). */
export interface UnreadCountValue {
  count: number;
}

export const ChatPath = {
  /** GET → ChatLaunchValue: where the member's chat opens (§7 chat launch; ModuleId CBS3). */
  launch: '/wps/chat/launch',
  /** GET → UnreadCountValue: operator messages the member has not seen (§7; CBS3). */
  unread: '/wps/chat/unread',
  /** GET ?after=<id> → ChatMessageValue[] (oldest first; marks them seen); POST ChatSendRequest → ChatMessageValue. The local provider's conversation. */
  messages: '/wps/chat/messages',
} as const;

export interface ChatLaunchValue {
  /** A site path (the local provider's /m/chat) or a provider's https URL. */
  url: string;
  /** True when url leaves the site (a third-party provider): the site opens it in a new tab. */
  external: boolean;
}

export interface ChatMessageValue {
  id: number;
  from: 'member' | 'operator';
  text: string;
  sentAt: number;
}

export interface ChatSendRequest {
  text: string;
}

/** Console: messages to members and the chat desk. */
export const ConsoleInboxPath = {
  /** GET ?page → Page<SentMessageValue>; POST SendMessageRequest → SentMessageValue (messages.send). */
  messages: `${CONSOLE_API}/inbox/messages`,
  /** GET ?merchantCode → ChatConversationValue[] (open conversations, newest activity first) (chat.answer). */
  conversations: `${CONSOLE_API}/chat/conversations`,
  /** GET → ChatMessageValue[] (marks the member's messages seen); POST ChatSendRequest → ChatMessageValue (chat.answer). */
  conversation: (memberId: number | string) => `${CONSOLE_API}/chat/conversations/${memberId}`,
} as const;

/** Who a message goes to: one member, a segment of a merchant's members, or all of them. */
export type MessageAudience =
  | { kind: 'member'; username: string }
  | {
      kind: 'segment';
      /** Member types (0, 1, 2, 40, 41, 42); empty: any real type. Trial accounts (4) never get messages. */
      memberTypes: number[];
      /** Only members whose language (last login) is one of these codes; empty: any. */
      languages: string[];
      /** Only members who logged in within this many days; null: any. */
      activeWithinDays: number | null;
    }
  | { kind: 'all' };

export interface SendMessageRequest {
  /** The merchant whose members get it (a platform-wide operator names it; a merchant's operator may omit it). */
  merchantCode?: string;
  audience: MessageAudience;
  category: MessageCategory;
  title: string;
  body: string;
}

export interface SentMessageValue {
  id: number;
  merchantCode: string;
  audience: MessageAudience;
  category: MessageCategory;
  title: string;
  body: string;
  sentAt: number;
  sentBy: string;
  /** Members it was delivered to, and how many have read it. */
  recipients: number;
  read: number;
}

export interface ChatConversationValue {
  memberId: number;
  username: string;
  merchantCode: string;
  lastText: string;
  lastAt: number;
  /** Member messages no operator has seen yet. */
  unread: number;
}
