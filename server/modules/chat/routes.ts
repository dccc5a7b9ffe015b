/**
 * The member's chat calls (ChatPath): launch, unread count, and the local provider's conversation.
 * Trial accounts are refused (auth 'member': free.reject, §4); every call answers chat.unavailable
 * while the merchant's CBS3 switch is off (§4 "chat also needs CBS3"), and the conversation calls
 * also when the configured provider keeps its conversations elsewhere.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { ChatPath, type ChatLaunchValue, type ChatMessageValue, type UnreadCountValue } from '@common/contract/inbox';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { merchantOf } from '../../plugins/gateway';
import { appendMessage, readConversation } from './conversation';
import { chatProviderFor } from './provider';
import { ChatAfterQuery, ChatLaunchSchema, ChatMessageSchema, ChatSendBody } from './schemas';

const tags = ['chat'];
const config = { auth: 'member' } as const;
const UnreadSchema = Type.Object({ count: Type.Integer() });

/** Registers the chat calls (inside the /wps gateway). */
export async function chatRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const provider = chatProviderFor(app);
  /** Refuses while the merchant's chat switch is off (or, for the conversation, another provider hosts it). */
  const assertChat = (request: FastifyRequest, conversation = false) => {
    if (!merchantOf(request).config.whitelabel.CBS3) throw new AppError(ErrorCode.chatUnavailable);
    if (conversation && !provider.hostsConversation) throw new AppError(ErrorCode.chatUnavailable);
  };

  app.get(gatewayPath(ChatPath.launch), { config, schema: { response: replies(ChatLaunchSchema), tags } }, async (request): Promise<Envelope<ChatLaunchValue>> => {
    assertChat(request);
    return ok(await provider.launch(authOf(request).member));
  });

  app.get(gatewayPath(ChatPath.unread), { config, schema: { response: replies(UnreadSchema), tags } }, async (request): Promise<Envelope<UnreadCountValue>> => {
    assertChat(request);
    return ok({ count: await provider.unreadCount(authOf(request).member) });
  });

  app.get(
    gatewayPath(ChatPath.messages),
    { config, schema: { querystring: ChatAfterQuery, response: replies(Type.Array(ChatMessageSchema)), tags } },
    async (request): Promise<Envelope<ChatMessageValue[]>> => {
      assertChat(request, true);
      return ok(await readConversation(app.db, authOf(request).member.id, 'member', request.query.after ?? 0, app.now()));
    },
  );

  app.post(gatewayPath(ChatPath.messages), { config, schema: { body: ChatSendBody, response: replies(ChatMessageSchema), tags } }, async (request): Promise<Envelope<ChatMessageValue>> => {
    assertChat(request, true);
    const { member } = authOf(request);
    return ok(await appendMessage(app.db, { merchantCode: member.merchantCode, memberId: member.id, sender: 'member', text: request.body.text }, app.now()));
  });
}
