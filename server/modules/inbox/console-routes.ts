/**
 * The console's inbox calls (ConsoleInboxPath.messages, permission messages.send): send a message
 * (audited) and list the sent ones with recipients and read counts. A merchant's operator sends to
 * and lists only its merchant; a platform-wide one names the merchant.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Page } from '@common/contract/consolePlayers';
import type { Envelope } from '@common/contract/envelope';
import { ConsoleInboxPath, type SentMessageValue } from '@common/contract/inbox';
import { PageSchema } from '../../http/console';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { actingMerchant, operatorOf } from '../../plugins/operator-auth';
import { existingMerchant } from '../merchant';
import { operatorActorOf } from '../member';
import { SendMessageBody, SentMessageSchema, SentMessagesQuery } from './schemas';
import { sendMessage } from './send';
import { sentMessages } from './sent';

const tags = ['console', 'inbox'];
const config = { permission: 'messages.send' } as const;

/** Registers the console's inbox calls (inside operatorScope). */
export async function inboxConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  /** The merchant a call is for, which must exist. */
  const merchantFor = (request: FastifyRequest, named: string | undefined): Promise<string> => existingMerchant(app.db, actingMerchant(operatorOf(request), named));

  app.get(
    consoleRoute(ConsoleInboxPath.messages),
    { config, schema: { querystring: SentMessagesQuery, response: replies(PageSchema(SentMessageSchema)), tags } },
    async (request): Promise<Envelope<Page<SentMessageValue>>> => ok(await sentMessages(app.db, await merchantFor(request, request.query.merchantCode), request.query.page)),
  );

  app.post(consoleRoute(ConsoleInboxPath.messages), { config, schema: { body: SendMessageBody, response: replies(SentMessageSchema), tags } }, async (request): Promise<Envelope<SentMessageValue>> => {
    const operator = operatorOf(request);
    const merchantCode = await merchantFor(request, request.body.merchantCode);
    const sender = { id: operator.id, username: operator.username, actor: operatorActorOf(app, request) };
    return ok(await sendMessage(app.db, merchantCode, request.body, sender, app.now()));
  });
}
