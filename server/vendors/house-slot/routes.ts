/**
 * The house slot's game server (vendor MLS), mounted at /vendors/house-slot outside the /wps
 * gateway: the page, spins and balance. Money moves only through the signed seamless wallet, as
 * for any third-party vendor.
 */
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { GameId } from '../../http/fields';
import { replies, textReply } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { SeamlessValueSchema } from '../seamless/schemas';
import { createSeamlessClient } from '../seamless/client';
import type { Envelope } from '@common/contract/envelope';
import type { SeamlessWalletClient } from '../seamless/contract';
import { cookieSession, openPageSession, useGameCookies } from '../game-credential';
import { pickLanguage, safeBackUrl } from '../vendor-page';
import { createReplayCache, createRoundRunner, resendOwedSettlements, type RoundResult } from '../wallet-round';
import { HOUSE_SLOT_VENDOR } from './adapter';
import { outcomeAt, type SpinOutcome } from './engine';
import { playFairSpin } from './fair-store';
import { fairRoutes, slotMember } from './fair-routes';
import { STAKES } from './game-config';
import { outcomeReply, OutcomeReplyFields, type OutcomeReply } from './replies';
import { FAIR_STRINGS } from './fair-strings';
import { slotPage } from './page';
import { SLOT_LANGUAGES, SLOT_STRINGS, SLOT_WATCH_STRINGS } from './strings';
import { sessionWatchRoutes } from '../session-watch';

export interface HouseSlotOptions {
  /** Where the plugin is mounted (the page's script calls prefix + /spin). */
  prefix: string;
  /** The wallet client; default the app's own, signed as vendor MLS. Tests pass failing ones. */
  client?: SeamlessWalletClient;
  retryDelaysMs?: readonly number[];
  /** How often due owed credits and rollbacks are looked for (each row waits for its own backoff). */
  retryEveryMs?: number;
}

/** What POST /spin answers (value of the envelope). */
export interface SpinReply extends OutcomeReply {
  balance: number;
  currency: string;
  /** The win is settled later (the wallet did not accept the credit yet); it is never dropped. */
  creditPending: boolean;
  /** The round, and the nonce its stops were derived with (the seed pair's public side: GET /fair). */
  roundId: string;
  nonce: number;
}

const SpinReplySchema = wireSchema<SpinReply>()(
  Type.Object({
    ...OutcomeReplyFields,
    balance: Type.Integer(),
    currency: Type.String(),
    creditPending: Type.Boolean(),
    roundId: Type.String(),
    nonce: Type.Integer(),
  }),
);
const tags = ['house slot'];

const SpinBody = Type.Object({
  stake: Type.Union(STAKES.map((s) => Type.Literal(s))),
  requestId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  /** The catalogue game id of the launch (the page has it from its session), recorded with the wallet moves. */
  game: Type.Optional(GameId),
});
const PageQuery = Type.Object({
  /** The launch's one-time ticket (game-credential.ts); a reload comes without a usable one. */
  ticket: Type.Optional(Type.String({ maxLength: 100 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  back: Type.Optional(Type.String({ maxLength: 500 })),
  /** The catalogue game's name (the page's title); absent for a lobby launch. */
  name: Type.Optional(Type.String({ maxLength: 200 })),
});

function spinReply(result: Extract<RoundResult<SpinOutcome & { nonce: number }>, { ok: true }>): SpinReply {
  return {
    ...outcomeReply(result.outcome),
    balance: result.balance,
    currency: result.currency,
    creditPending: result.creditPending,
    roundId: result.roundId,
    nonce: result.outcome.nonce,
  };
}

/** Registers the slot's routes and the resending of its owed settlements (stopped when the app closes). */
export async function houseSlotRoutes(app: FastifyInstance, options: HouseSlotOptions): Promise<void> {
  const client = options.client ?? createSeamlessClient(app, HOUSE_SLOT_VENDOR);
  const runner = createRoundRunner({
    log: app.log,
    db: app.db,
    now: () => app.now(),
    clientFor: () => client,
    vendors: { only: [HOUSE_SLOT_VENDOR] },
    retryDelaysMs: options.retryDelaysMs,
    openRoundTimeoutMs: app.config.openRoundTimeoutMinutes * 60_000,
  });
  resendOwedSettlements(app, runner, options.retryEveryMs);
  const replay = createReplayCache<Envelope<SpinReply>>();
  await useGameCookies(app);
  const routes = app.withTypeProvider<TypeBoxProvider>();

  routes.get('/', { schema: { querystring: PageQuery, response: textReply('text/html', 'The slot page'), tags } }, async (request, reply) => {
    const lang = pickLanguage(request.query.lang, SLOT_LANGUAGES, 'en');
    const session = await openPageSession(app, request, reply, { ticket: request.query.ticket, vendorCode: HOUSE_SLOT_VENDOR, path: `${options.prefix}/` });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(
      slotPage({
        base: options.prefix,
        nonce: reply.cspNonce,
        session,
        title: request.query.name || SLOT_STRINGS[lang].title,
        lang, strings: SLOT_STRINGS[lang],
        watch: SLOT_WATCH_STRINGS[lang],
        fair: FAIR_STRINGS[lang],
        backUrl: safeBackUrl(request.query.back),
      }),
    );
  });

  sessionWatchRoutes(app, { prefix: options.prefix, tags, vendorOf: () => HOUSE_SLOT_VENDOR });
  await fairRoutes(app, { prefix: options.prefix });

  routes.get('/balance', { schema: { response: replies(SeamlessValueSchema), tags } }, async (request) =>
    client.balance({ requestId: `balance:${randomUUID()}`, sessionId: cookieSession(request, HOUSE_SLOT_VENDOR) }),
  );

  routes.post('/spin', { schema: { body: SpinBody, response: replies(SpinReplySchema), tags } }, async (request) => {
    const { stake, requestId, game } = request.body;
    const session = cookieSession(request, HOUSE_SLOT_VENDOR);
    return replay(`${session}:${requestId}`, async () => {
      const member = await slotMember(app, request, false);
      // The stops come from the member's seed pair and next nonce, recorded with the round (fair-store.ts).
      const result = await runner.play(HOUSE_SLOT_VENDOR, { sessionId: session, gameId: game ?? null, stake }, (roundId) =>
        playFairSpin(app.db, member, roundId, app.now(), (stops) => outcomeAt(stake, stops)),
      );
      if (!result.ok) return { success: false, code: result.code, message: result.message };
      return { success: true as const, value: spinReply(result) };
    });
  });
}
