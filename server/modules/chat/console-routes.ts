/**
 * The console's chat desk (permission chat.answer): the conversations, one conversation (marking the
 * member's messages seen) and a reply. A merchant's operator reaches only its merchant's members
 * (another's answers 404). Replies carry the operator in their row (who answered is on record
 * there, append-only), so they write no audit row of their own: chat is not a state change that
 * moves money, limits or access.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@common/contract/envelope';
import { ConsoleInboxPath, type ChatConversationValue, type ChatMessageValue } from '@common/contract/inbox';
import { merchantScope } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';
import { playerInScope } from '../member';
import { appendMessage, readConversation } from './conversation';
import { conversations } from './desk';
import { ChatAfterQuery, ChatConversationSchema, ChatMessageSchema, ChatSendBody, ConversationParams, ConversationsQuery } from './schemas';

const tags = ['console', 'chat'];
const config = { permission: 'chat.answer' } as const;

/** Registers the chat desk's calls (inside operatorScope). */
export async function chatConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(
    consoleRoute(ConsoleInboxPath.conversations),
    { config, schema: { querystring: ConversationsQuery, response: replies(Type.Array(ChatConversationSchema)), tags } },
    async (request): Promise<Envelope<ChatConversationValue[]>> => ok(await conversations(app.db, merchantScope(operatorOf(request), request.query.merchantCode))),
  );

  app.get(
    consoleRoute(ConsoleInboxPath.conversation(':memberId')),
    { config, schema: { params: ConversationParams, querystring: ChatAfterQuery, response: replies(Type.Array(ChatMessageSchema)), tags } },
    async (request): Promise<Envelope<ChatMessageValue[]>> => {
      const member = await playerInScope(app, request, request.params.memberId);
      return ok(await readConversation(app.db, member.id, 'operator', request.query.after ?? 0, app.now()));
    },
  );

  app.post(
    consoleRoute(ConsoleInboxPath.conversation(':memberId')),
    { config, schema: { params: ConversationParams, body: ChatSendBody, response: replies(ChatMessageSchema), tags } },
    async (request): Promise<Envelope<ChatMessageValue>> => {
      const member = await playerInScope(app, request, request.params.memberId);
      const operator = operatorOf(request);
      const reply = { merchantCode: member.merchantCode, memberId: member.id, sender: 'operator' as const, text: request.body.text, operator: { id: operator.id, username: operator.username } };
      return ok(await appendMessage(app.db, reply, app.now()));
    },
  );
}
