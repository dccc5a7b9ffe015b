/**
 * The provably fair slot's routes (docs/house-slot.md "Provably fair"), on the slot's game
 * server: the member's seed pair, client seed, rotation and spin history (the game cookie's
 * session names the member: each sees only their own), and the public verifier (page and JSON).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { CLIENT_SEED_PATTERN, SLOT_NONCE_MAX } from '@common/rules/slotFairness';
import { AppError } from '../../http/envelope';
import { replies, textReply } from '../../http/responses';
import { wireSchema, type TypeBoxProvider } from '../../http/typebox';
import { findGameSession, sessionOpen } from '../../modules/launch';
import { cookieSession } from '../game-credential';
import { pickLanguage } from '../vendor-page';
import { HOUSE_SLOT_VENDOR } from './adapter';
import { outcomeAt } from './engine';
import { fairStops, serverSeedHash } from './fair-derive';
import { fairState, pastSpins, rotateSeed, spinOfRound, type FairState, type PastSpin, type RevealedSeed, type SlotMember } from './fair-store';
import { FAIR_STRINGS } from './fair-strings';
import { verifyPage } from './fair-page';
import { STAKES } from './game-config';
import { outcomeReply, OutcomeReplyFields, type OutcomeReply } from './replies';
import { SLOT_LANGUAGES } from './strings';

/**
 * The member of the cookie's game session. `open`: the session must still be open (the fairness
 * routes); a spin only needs it to exist, the wallet deciding whether it may still play.
 */
export async function slotMember(app: FastifyInstance, request: FastifyRequest, open: boolean): Promise<SlotMember> {
  const session = await findGameSession(app.db, cookieSession(request, HOUSE_SLOT_VENDOR));
  if (!session || session.vendorCode !== HOUSE_SLOT_VENDOR || (open && !sessionOpen(session, app.now()))) throw new AppError(ErrorCode.seamlessSessionInvalid);
  return { merchantCode: session.merchantCode, memberId: session.memberId };
}

const FairStateSchema = wireSchema<FairState>()(Type.Object({ serverSeedHash: Type.String(), clientSeed: Type.String(), nextNonce: Type.Integer() }));
const RevealedSchema = wireSchema<RevealedSeed>()(
  Type.Object({ serverSeed: Type.String(), serverSeedHash: Type.String(), clientSeed: Type.String(), spins: Type.Integer() }),
);
const RotationSchema = Type.Object({ revealed: RevealedSchema, next: FairStateSchema });
const PastSpinSchema = wireSchema<PastSpin>()(
  Type.Object({
    roundId: Type.String(),
    serverSeedHash: Type.String(),
    serverSeed: Type.Union([Type.String(), Type.Null()]),
    clientSeed: Type.String(),
    nonce: Type.Integer(),
    stops: Type.Array(Type.Integer()),
    stake: Type.Integer(),
    win: Type.Integer(),
    at: Type.String(),
  }),
);

/** What the verifier answers: the spin recomputed from its inputs, and the recorded round when one was named. */
export interface VerifyReply extends OutcomeReply {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  stops: number[];
  round: { roundId: string; serverSeedHash: string; stops: number[]; win: number; matches: boolean } | null;
}

const VerifyReplySchema = wireSchema<VerifyReply>()(
  Type.Object({
    ...OutcomeReplyFields,
    serverSeed: Type.String(),
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    nonce: Type.Integer(),
    stops: Type.Array(Type.Integer()),
    round: Type.Union([
      Type.Object({ roundId: Type.String(), serverSeedHash: Type.String(), stops: Type.Array(Type.Integer()), win: Type.Integer(), matches: Type.Boolean() }),
      Type.Null(),
    ]),
  }),
);

const ClientSeed = Type.String({ pattern: CLIENT_SEED_PATTERN });
const Stake = Type.Union(STAKES.map((s) => Type.Literal(s)));
const VerifyQuery = Type.Object({
  serverSeed: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  clientSeed: Type.Optional(ClientSeed),
  /** Digits only (a query's number coercion would let 1.5 through); at most SLOT_NONCE_MAX. */
  nonce: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}$' })),
  /** A recorded round: its seed, client seed, nonce and stake, once its server seed is revealed. */
  round: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' })),
  stake: Type.Optional(Stake),
});
const tags = ['house slot'];

function invalid(field: string, detail: string): AppError {
  return new AppError(ErrorCode.requestInvalid, { status: 400, params: { field, detail } });
}

/** The verifier's inputs: given outright, or the named round's once revealed. */
async function verifyInputs(app: FastifyInstance, query: typeof VerifyQuery.static): Promise<{ serverSeed: string; clientSeed: string; nonce: number; stake: number; recorded: PastSpin | null }> {
  if (query.round !== undefined) {
    const recorded = await spinOfRound(app.db, query.round);
    if (!recorded) throw new AppError(ErrorCode.notFound);
    if (recorded.serverSeed === null) throw invalid('round', 'its server seed is revealed only when the member rotates it');
    return { serverSeed: recorded.serverSeed, clientSeed: recorded.clientSeed, nonce: recorded.nonce, stake: query.stake ?? recorded.stake, recorded };
  }
  if (query.serverSeed === undefined) throw invalid('serverSeed', 'a 64-character hex server seed, or a round, is required');
  if (query.clientSeed === undefined) throw invalid('clientSeed', 'required with serverSeed');
  if (query.nonce === undefined) throw invalid('nonce', 'required with serverSeed');
  const nonce = Number(query.nonce);
  if (nonce > SLOT_NONCE_MAX) throw invalid('nonce', `at most ${SLOT_NONCE_MAX}`);
  return { serverSeed: query.serverSeed.toLowerCase(), clientSeed: query.clientSeed, nonce, stake: query.stake ?? STAKES[2], recorded: null };
}

export async function fairRoutes(app: FastifyInstance, options: { prefix: string }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxProvider>();

  routes.get('/fair', { schema: { response: replies(FairStateSchema), tags } }, async (request) => ({
    success: true as const,
    value: await fairState(app.db, await slotMember(app, request, true), app.now()),
  }));

  // Changing the client seed rotates the server seed too: each seed pair's spins are nonces 0, 1, 2….
  routes.post('/fair/client-seed', { schema: { body: Type.Object({ clientSeed: ClientSeed }), response: replies(RotationSchema), tags } }, async (request) => ({
    success: true as const,
    value: await rotateSeed(app.db, await slotMember(app, request, true), app.now(), request.body.clientSeed),
  }));

  routes.post('/fair/rotate', { schema: { response: replies(RotationSchema), tags } }, async (request) => ({
    success: true as const,
    value: await rotateSeed(app.db, await slotMember(app, request, true), app.now()),
  }));

  routes.get(
    '/fair/spins',
    { schema: { querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })) }), response: replies(Type.Object({ spins: Type.Array(PastSpinSchema), hasMore: Type.Boolean() })), tags } },
    async (request) => ({ success: true as const, value: await pastSpins(app.db, (await slotMember(app, request, true)).memberId, request.query.page ?? 0) }),
  );

  routes.get('/verify/spin', { schema: { querystring: VerifyQuery, response: replies(VerifyReplySchema), tags } }, async (request) => {
    const { serverSeed, clientSeed, nonce, stake, recorded } = await verifyInputs(app, request.query);
    const stops = fairStops(serverSeed, clientSeed, nonce);
    const hash = serverSeedHash(serverSeed);
    const round = recorded && {
      roundId: recorded.roundId,
      serverSeedHash: recorded.serverSeedHash,
      stops: recorded.stops,
      win: recorded.win,
      matches: recorded.serverSeedHash === hash && recorded.stops.join() === stops.join(),
    };
    return { success: true as const, value: { ...outcomeReply(outcomeAt(stake, stops)), serverSeed, serverSeedHash: hash, clientSeed, nonce, stops, round } };
  });

  routes.get(
    '/verify',
    { schema: { querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) }, { additionalProperties: true }), response: textReply('text/html', 'The public spin verifier'), tags } },
    async (request, reply) => {
      const lang = pickLanguage(request.query.lang, SLOT_LANGUAGES, 'en');
      return reply.type('text/html; charset=utf-8').send(verifyPage({ base: options.prefix, nonce: reply.cspNonce, lang, strings: FAIR_STRINGS[lang] }));
    },
  );
}
