/**
 * The demo vendor's game server, mounted at /vendors/simulator: the fallback for every vendor
 * without its own adapter. It signs its wallet calls as the vendor named in the launch URL, so a
 * session launched for vendor X is only ever played as X (the wallet refuses any other pairing).
 */
import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { GameId } from '../../http/fields';
import { replies, textReply } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { SeamlessValueSchema } from '../seamless/schemas';
import { vendorExists } from '../../modules/catalog';
import { vendorRegistry } from '../registry';
import { createSeamlessClient } from '../seamless/client';
import type { Envelope } from '@common/contract/envelope';
import type { SeamlessWalletClient } from '../seamless/contract';
import { cookieSession, openPageSession, useGameCookies } from '../game-credential';
import { pickLanguage, safeBackUrl } from '../vendor-page';
import { createReplayCache, createRoundRunner, resendOwedSettlements } from '../wallet-round';
import { simulatorPage } from './page';
import { playSimulatedRound, SIMULATOR_STAKES, type SimulatedRound } from './rounds';
import { SIMULATOR_LANGUAGES, SIMULATOR_STRINGS, SIMULATOR_WATCH_STRINGS } from './strings';
import { sessionWatchRoutes } from '../session-watch';

export interface SimulatorOptions {
  prefix: string;
  /** The wallet client of a vendor code; default the app's own, signed as that vendor. */
  clientFor?: (vendorCode: string) => SeamlessWalletClient;
  retryDelaysMs?: readonly number[];
  draw?: (max: number) => number;
  retryEveryMs?: number;
}

/** What POST /round answers (value of the envelope). */
export interface RoundReply extends SimulatedRound {
  balance: number;
  currency: string;
  creditPending: boolean;
}

const RoundReplySchema = wireSchema<RoundReply>()(
  Type.Object({
    stake: Type.Integer(),
    multiple: Type.Number({ description: 'The drawn multiple of the stake (0, 0.5, 1, 2, 5 or 10)' }),
    win: Type.Integer(),
    balance: Type.Integer(),
    currency: Type.String(),
    creditPending: Type.Boolean(),
  }),
);
const tags = ['vendor simulator'];

const Vendor = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_]+$' });
/** The session watch's calls name the vendor whose cookie holds the session. */
const VendorQuery = Type.Object({ vendor: Vendor });
const RoundBody = Type.Object({
  vendor: Vendor,
  stake: Type.Union(SIMULATOR_STAKES.map((s) => Type.Literal(s))),
  requestId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  game: Type.Optional(GameId),
});
const PageQuery = Type.Object({
  /** The launch's one-time ticket (game-credential.ts); a reload comes without a usable one. */
  ticket: Type.Optional(Type.String({ maxLength: 100 })),
  vendor: Type.Optional(Vendor),
  type: Type.Optional(Type.String({ maxLength: 20 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  game: Type.Optional(Type.String({ maxLength: 200 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  back: Type.Optional(Type.String({ maxLength: 500 })),
});

/** Registers the simulator's routes and the resending of its owed settlements (stopped when the app closes). */
export async function simulatorRoutes(app: FastifyInstance, options: SimulatorOptions): Promise<void> {
  const clients = new Map<string, SeamlessWalletClient>();
  const clientFor = (vendor: string): SeamlessWalletClient => {
    let client = clients.get(vendor);
    if (!client) {
      client = options.clientFor?.(vendor) ?? createSeamlessClient(app, vendor);
      clients.set(vendor, client);
    }
    return client;
  };
  /** The URL and body name the vendor: a code outside the catalogue is refused before anything is written. */
  const requireVendor = async (vendor: string): Promise<void> => {
    if (!clients.has(vendor) && !(await vendorExists(app.db, vendor))) throw new AppError(ErrorCode.vendorUnknown, { params: { vendor } });
  };
  const runner = createRoundRunner({
    log: app.log,
    db: app.db,
    now: () => app.now(),
    clientFor,
    // The simulator plays every vendor without an adapter of its own.
    vendors: { except: vendorRegistry.list().map((adapter) => adapter.id) },
    retryDelaysMs: options.retryDelaysMs,
    openRoundTimeoutMs: app.config.openRoundTimeoutMinutes * 60_000,
  });
  resendOwedSettlements(app, runner, options.retryEveryMs);
  const replay = createReplayCache<Envelope<RoundReply>>();
  await useGameCookies(app);
  const routes = app.withTypeProvider<TypeBoxProvider>();

  routes.get('/', { schema: { querystring: PageQuery, response: textReply('text/html', 'The demo vendor page'), tags } }, async (request, reply) => {
    const q = request.query;
    const lang = pickLanguage(q.lang, SIMULATOR_LANGUAGES, 'en');
    const session = await openPageSession(app, request, reply, { ticket: q.ticket, vendorCode: q.vendor, path: `${options.prefix}/` });
    // The session's vendor, not the URL's, is the one its calls are signed as.
    const vendor = session?.vendorCode ?? q.vendor ?? '';
    const page = simulatorPage({
      base: options.prefix,
      nonce: reply.cspNonce,
      session,
      vendor,
      vendorName: q.name || vendor,
      gameName: q.game ?? '',
      gameType: q.type ?? '',
      lang,
      strings: SIMULATOR_STRINGS[lang],
      watch: SIMULATOR_WATCH_STRINGS[lang],
      backUrl: safeBackUrl(q.back),
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  sessionWatchRoutes(app, { prefix: options.prefix, tags, querystring: VendorQuery, vendorOf: (request) => (request.query as { vendor: string }).vendor });

  routes.get('/balance', { schema: { querystring: Type.Object({ vendor: Vendor }), response: replies(SeamlessValueSchema), tags } }, async (request) => {
    const { vendor } = request.query;
    await requireVendor(vendor);
    return clientFor(vendor).balance({ requestId: `balance:${randomUUID()}`, sessionId: cookieSession(request, vendor) });
  });

  routes.post('/round', { schema: { body: RoundBody, response: replies(RoundReplySchema), tags } }, async (request) => {
    const { vendor, stake, requestId, game } = request.body;
    await requireVendor(vendor);
    const session = cookieSession(request, vendor);
    return replay(`${vendor}:${session}:${requestId}`, async () => {
      const result = await runner.play(vendor, { sessionId: session, gameId: game ?? null, stake }, () =>
        playSimulatedRound(stake, options.draw),
      );
      if (!result.ok) return { success: false, code: result.code, message: result.message };
      const value: RoundReply = { ...result.outcome, balance: result.balance, currency: result.currency, creditPending: result.creditPending };
      return { success: true as const, value };
    });
  });
}
