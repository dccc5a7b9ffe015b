/**
 * The customer-service chat provider (issue 15, §7 chat launch and unread count). The member
 * routes only ever ask the provider chosen by CHAT_PROVIDER; a third-party chat (a hosted widget
 * with its own agents) implements the same two calls: launch returns its https URL with
 * external: true (the site opens a new tab), unreadCount asks its API. The local provider keeps
 * the conversation in our database and is answered from the console's chat desk.
 */
import type { FastifyInstance } from 'fastify';
import type { ChatLaunchValue } from '@common/contract/inbox';
import type { ChatProviderKind } from '../../setting-parsers';
import type { Member } from '../member';
import { unseenBy } from './conversation';

export interface ChatProvider {
  /** The CHAT_PROVIDER value that picks it. */
  readonly id: ChatProviderKind;
  /** Where the member's chat opens. */
  launch(member: Member): Promise<ChatLaunchValue>;
  /** Operator messages the member has not seen. */
  unreadCount(member: Member): Promise<number>;
  /** Whether the site's own conversation calls (ChatPath.messages) serve this provider's chat. */
  readonly hostsConversation: boolean;
}

/** The site path of the local provider's conversation screen (src/paths.ts chatPath). */
export const LOCAL_CHAT_PATH = '/m/chat';

/** Conversations in our database, answered from the console. */
export function localChatProvider(app: FastifyInstance): ChatProvider {
  return {
    id: 'local',
    hostsConversation: true,
    launch: async () => ({ url: LOCAL_CHAT_PATH, external: false }),
    unreadCount: (member) => unseenBy(app.db, member.id, 'operator'),
  };
}

/** The provider CHAT_PROVIDER names. */
export function chatProviderFor(app: FastifyInstance): ChatProvider {
  switch (app.config.chatProvider) {
    case 'local':
      return localChatProvider(app);
  }
}
