/** POST /wps/verification/sms/noLogin and /register (token-exempt), and the dev outbox. */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AccountPath, type OutboxMessage, type SmsCodeValue } from '@common/contract/account';
import type { Envelope } from '@common/contract/envelope';
import { ok } from '../../http/envelope';
import { gatewayPath } from '../../http/paths';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { fromThisMachine } from '../../net/peer';
import { notFound } from '../../plugins/errors';
import { clientOf } from '../../plugins/gateway';
import { requestSmsCode } from './request';
import { SmsCodeBody } from './schemas';

const SmsCodeSchema = wireSchema<SmsCodeValue>()(Type.Object({ expirationTime: Type.Integer() }));
const OutboxSchema = wireSchema<OutboxMessage>()(
  Type.Object({ channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]), to: Type.String(), text: Type.String(), sentAt: Type.Integer() }),
);
const codeOptions = { schema: { body: SmsCodeBody, response: replies(SmsCodeSchema), tags: ['sms'] } };

/** Registers the SMS code calls. */
export async function smsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  app.post(
    gatewayPath(AccountPath.smsLogin),
    codeOptions,
    async (request): Promise<Envelope<SmsCodeValue>> =>
      ok(await requestSmsCode(app, { ...clientOf(request), log: request.log }, request.body, request.body.purpose ?? 'login')),
  );
  app.post(
    gatewayPath(AccountPath.smsRegister),
    codeOptions,
    async (request): Promise<Envelope<SmsCodeValue>> =>
      ok(await requestSmsCode(app, { ...clientOf(request), log: request.log }, request.body, 'register')),
  );
}

/**
 * GET /wps/dev/outbox: sent SMS and email, newest first. Registered only with DEV_OUTBOX=true, and
 * then it answers only a client connected from this machine (the socket's own peer address, never a
 * forwarded one); anyone else gets the 404 of a path that does not exist.
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const schema = { response: replies(Type.Array(OutboxSchema)), tags: ['sms'] };
  app.get(gatewayPath(AccountPath.devOutbox), { schema }, async (request, reply): Promise<Envelope<OutboxMessage[]> | FastifyReply> => {
    if (!fromThisMachine(request)) return notFound(request, reply);
    return ok(app.messaging.outbox?.list() ?? []);
  });
}
