/**
 * The member's inbox calls (InboxPath): list, read one, read all, unread count. Trial accounts are
 * refused (auth 'member': free.reject, §4 no inbox counts for type 4); a message that is not the
 * caller's answers not.found exactly like one that does not exist.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { InboxPath, type InboxMessageValue, type InboxPage, type UnreadCountValue } from '@common/contract/inbox';
import { AppError, ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import type { TypeBoxProvider } from '../../http/typebox';
import { authOf } from '../../plugins/auth';
import { inboxPage, readAll, readMessage, unreadCount } from './member';
import { InboxMessageSchema, InboxPageSchema, InboxQuerySchema, MessageParams, UnreadCountSchema } from './schemas';

const tags = ['inbox'];
const config = { auth: 'member' } as const;

function missing(request: FastifyRequest): AppError {
  return new AppError(ErrorCode.notFound, { params: { method: request.method, path: request.url.split('?')[0] ?? '' } });
}

/** Registers the inbox calls (inside the /wps gateway). */
export async function inboxRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();

  app.get(gatewayPath(InboxPath.messages), { config, schema: { querystring: InboxQuerySchema, response: replies(InboxPageSchema), tags } }, async (request): Promise<Envelope<InboxPage>> =>
    ok(await inboxPage(app.db, authOf(request).member.id, request.query.page)),
  );

  app.post(gatewayPath(InboxPath.read(':id')), { config, schema: { params: MessageParams, response: replies(InboxMessageSchema), tags } }, async (request): Promise<Envelope<InboxMessageValue>> => {
    const message = await readMessage(app.db, authOf(request).member.id, request.params.id, app.now());
    if (!message) throw missing(request);
    return ok(message);
  });

  app.post(gatewayPath(InboxPath.readAll), { config, schema: { response: replies(Type.Object({ count: Type.Literal(0) })), tags } }, async (request): Promise<Envelope<{ count: 0 }>> => {
    await readAll(app.db, authOf(request).member.id, app.now());
    return ok({ count: 0 });
  });

  app.get(gatewayPath(InboxPath.unread), { config, schema: { response: replies(UnreadCountSchema), tags } }, async (request): Promise<Envelope<UnreadCountValue>> =>
    ok({ count: await unreadCount(app.db, authOf(request).member.id) }),
  );
}
