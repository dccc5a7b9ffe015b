/**
 * The payment-gateway simulator's server, mounted at GATEWAY_SIMULATOR_PREFIX: the payment page a
 * gateway deposit redirects to, and its actions, which post signed callbacks to the order's
 * callback URL as a provider would (sender.ts). It stands in for the provider, so it holds the
 * channel's secret (read through the payments module, as our callback route reads it). Test money
 * only: server/app.ts does not mount it in production.
 */
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { AppError, ok } from '../../http/envelope';
import { replies, textReply } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { simulatorSecret } from '../../modules/payments';
import { pickLanguage } from '../../vendors/vendor-page';
import { gatewayPage } from './page';
import { CALLBACK_OUTCOMES, externalIdOf, orderSigned, readOrder, signedCallback, type CallbackBodyType, type SimulatorOrder } from './protocol';
import { providerSender, type CallbackSender } from './sender';
import { GATEWAY_SIMULATOR_LANGUAGES, GATEWAY_SIMULATOR_STRINGS } from './strings';

export interface GatewaySimulatorOptions {
  prefix: string;
  /** How callbacks reach the merchant; default providerSender(app). */
  send?: CallbackSender;
}

/** One callback the simulator sent and what our server answered. */
export interface SentCallback {
  outcome: string;
  status: number;
  /** The answer's code when it refused, else its value's deposit status. */
  answer: string;
}

export interface ActReply {
  scheduled: boolean;
  callbacks: SentCallback[];
}

const tags = ['payment gateway simulator'];
const Token = Type.String({ minLength: 1, maxLength: 4096 });
const ActBody = Type.Object({
  order: Token,
  outcome: Type.Union(CALLBACK_OUTCOMES.map((o) => Type.Literal(o))),
  delayMs: Type.Integer({ minimum: 0, maximum: 600_000 }),
  duplicate: Type.Boolean(),
  thenFail: Type.Boolean(),
  forged: Type.Boolean(),
  wrongAmount: Type.Boolean(),
});
type Act = (typeof ActBody)['static'];
const ActReplySchema = wireSchema<ActReply>()(
  Type.Object({
    scheduled: Type.Boolean(),
    callbacks: Type.Array(Type.Object({ outcome: Type.String(), status: Type.Integer(), answer: Type.String() })),
  }),
);

/** The callbacks an action sends, in order: the outcome, again if duplicated, then a failure after a success. */
export function callbacksOf(order: SimulatorOrder, act: Pick<Act, 'outcome' | 'duplicate' | 'thenFail' | 'wrongAmount'>): CallbackBodyType[] {
  const base: CallbackBodyType = {
    depositId: order.depositId,
    externalId: externalIdOf(order.depositId),
    amount: Number(order.amount) + (act.wrongAmount ? 100 : 0),
    currency: order.currency,
    outcome: act.outcome,
  };
  return [base, ...(act.duplicate ? [base] : []), ...(act.thenFail && act.outcome === 'paid' ? [{ ...base, outcome: 'failed' as const }] : [])];
}

function answerOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { success?: boolean; code?: string; value?: { status?: string } };
    return (parsed.success ? parsed.value?.status : parsed.code) ?? '';
  } catch {
    return '';
  }
}

/** Registers the page and its actions; pending delayed callbacks are dropped when the app closes. */
export async function gatewaySimulatorRoutes(instance: FastifyInstance, options: GatewaySimulatorOptions): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxProvider>();
  const send = options.send ?? providerSender(app);
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  /** The order of a token and the secret that signed it; null when the merchant did not sign it. */
  const verified = async (token: string): Promise<{ order: SimulatorOrder; secret: string } | null> => {
    const order = readOrder(token);
    const secret = order && (await simulatorSecret(app.db, app.keyring, order.merchantCode, order.channelCode));
    return order && secret && orderSigned(secret, token, order) ? { order, secret } : null;
  };

  const deliver = async (order: SimulatorOrder, secret: string, bodies: CallbackBodyType[]): Promise<SentCallback[]> => {
    const sent: SentCallback[] = [];
    for (const body of bodies) {
      const signed = signedCallback(secret, body, app.now());
      const result = await send({ url: order.callbackUrl, headers: signed.headers, body: signed.rawBody });
      sent.push({ outcome: body.outcome, status: result.status, answer: answerOf(result.body) });
    }
    return sent;
  };

  app.get(
    '/',
    { schema: { querystring: Type.Object({ order: Type.Optional(Token), lang: Type.Optional(Type.String({ maxLength: 10 })) }), response: textReply('text/html', 'The simulated payment page'), tags } },
    async (request: FastifyRequest<{ Querystring: { order?: string; lang?: string } }>, reply) => {
      const lang = pickLanguage(request.query.lang ?? request.headers['accept-language']?.slice(0, 2), GATEWAY_SIMULATOR_LANGUAGES, 'en');
      const found = request.query.order ? await verified(request.query.order) : null;
      const order = found && { token: request.query.order!, value: found.order, expired: found.order.expiresAt <= app.now() };
      const page = gatewayPage({ base: options.prefix, nonce: reply.cspNonce, lang, strings: GATEWAY_SIMULATOR_STRINGS[lang], order });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  );

  app.post('/act', { schema: { body: ActBody, response: replies(ActReplySchema), tags } }, async (request): Promise<Envelope<ActReply>> => {
    const act = request.body;
    const found = await verified(act.order);
    if (!found) throw new AppError(ErrorCode.requestInvalid, { status: 400, params: { field: 'order', detail: 'not signed by the merchant' } });
    // A provider takes no payment for an order past its deadline (a callback sent late is the delay control's business).
    if (act.outcome === 'paid' && found.order.expiresAt <= app.now()) throw new AppError(ErrorCode.depositExpired);
    // A forgery is signed with a secret nobody holds.
    const secret = act.forged ? randomBytes(32).toString('base64url') : found.secret;
    const bodies = callbacksOf(found.order, act);
    if (act.delayMs === 0) return ok({ scheduled: false, callbacks: await deliver(found.order, secret, bodies) });
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliver(found.order, secret, bodies).catch((err: unknown) => app.log.warn({ err }, 'gateway simulator: a delayed callback failed'));
    }, act.delayMs);
    timers.add(timer);
    return ok({ scheduled: true, callbacks: [] });
  });
}
