/**
 * The console's outbox: SMS and email the dev providers kept instead of sending (DEV_OUTBOX=true,
 * never in production). With the outbox off there is nothing kept, and the list is empty.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ReportPath, type OutboxMessage } from '@common/contract/consoleReports';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { consoleRoute } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { operatorOf } from '../../plugins/operator-auth';

const MessageSchema = wireSchema<OutboxMessage>()(
  Type.Object({
    id: Type.Integer(),
    channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
    to: Type.String(),
    text: Type.String(),
    at: Type.Integer(),
    merchantCode: Type.String(),
  }),
);

/** Registers the outbox call (inside operatorScope): a merchant's operator sees its merchant's messages. */
export async function outboxConsoleRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.get(
    consoleRoute(ReportPath.outbox),
    { config: { permission: 'outbox.view' }, schema: { response: replies(Type.Array(MessageSchema)), tags: ['console', 'outbox'] } },
    async (request): Promise<Envelope<OutboxMessage[]>> => ok(app.messaging.outbox?.entries(operatorOf(request).merchantCode) ?? []),
  );
}
