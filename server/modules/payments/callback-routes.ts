/**
 * Providers' server-to-server callbacks (PaymentPath.callback), outside the /wps gateway: a
 * provider sends none of the site's headers. The scope reads JSON bodies as raw text, so the
 * channel's adapter checks the signature over exactly the bytes that were sent.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath } from '@common/contract/payments';
import { DEPOSIT_STATUSES } from '@common/contract/payments';
import { channelRegistry } from '../../channels/registry';
import { AppError, ok } from '../../http/envelope';
import { replies } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { applyCallback, type CallbackAck } from './callbacks';
import { channelsByCode, openChannelSecret } from './channels';

const AckSchema = wireSchema<CallbackAck>()(
  Type.Object({ depositId: Type.String(), status: Type.Union(DEPOSIT_STATUSES.map((s) => Type.Literal(s))) }),
);
const Params = Type.Object({ channelCode: Type.String({ minLength: 1, maxLength: 64 }) });
const Query = Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });
const RawBody = Type.String({ maxLength: 65_536, description: "The provider's signed JSON, read as sent" });

/** 401: not the provider's (a bad signature, or a channel that takes no callbacks). */
const invalid = () => new AppError(ErrorCode.paymentCallbackInvalid, { status: 401 });

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Registers the callback route in its own scope (its JSON is read raw). */
export async function paymentCallbackRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxProvider>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request: FastifyRequest, raw: string, done) => done(null, raw));

  app.post(
    PaymentPath.callback(':channelCode'),
    { schema: { params: Params, querystring: Query, body: RawBody, response: replies(AckSchema), tags: ['payments'] } },
    async (request): Promise<Envelope<CallbackAck>> => {
      const found = await channelsByCode(app.db, request.params.channelCode, request.query.merchant);
      const channel = found.length === 1 ? found[0]! : null;
      const adapter = channel ? channelRegistry.adapterFor(channel.adapter) : null;
      if (!channel || !adapter?.verifyCallback) throw invalid();
      const rawBody = request.body;
      const verdict = adapter.verifyCallback({ channel, secret: openChannelSecret(app.keyring, channel), headers: request.headers, body: parsed(rawBody), rawBody });
      return ok(await applyCallback(app, app.walletGuards, channel, verdict));
    },
  );
}
