/**
 * The session watch's calls on our game pages (issue 15, docs/player-protection.md "During play"):
 * the figures of the player's login session, "continue" at a reality check and "log out". They
 * carry the page's game cookie (game-credential.ts), never a site token, and answer for the game
 * session's member; a demo (trial) session has no protection figures and is refused.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import type { SessionStatusValue } from '@common/contract/protection';
import { AppError, ok } from '../http/envelope';
import { replies } from '../http/responses';
import { wireSchema, type TypeBoxProvider } from '../http/typebox';
import { recordAudit } from '../modules/audit';
import { findGameSession, sessionOpen, type GameSessionRow } from '../modules/launch';
import { memberSubject } from '../modules/member';
import { continueRealityCheck, sessionStatus } from '../modules/protection';
import { endMemberSessions } from '../modules/session';
import { cookieSession, gameCookieName } from './game-credential';

const Millis = Type.Integer({ description: 'Epoch ms' });
const MillisOrNull = Type.Union([Millis, Type.Null()]);
const SessionStatusReply = wireSchema<SessionStatusValue>()(
  Type.Object({
    now: Millis,
    startedAt: Millis,
    stakes: Type.Integer(),
    wins: Type.Integer(),
    net: Type.Integer({ description: 'wins − stakes, minor units' }),
    realityCheckMinutes: Type.Union([Type.Integer(), Type.Null()]),
    realityCheckAt: MillisOrNull,
    sessionLimitMinutes: Type.Union([Type.Integer(), Type.Null()]),
    sessionEndsAt: MillisOrNull,
  }),
);

export interface SessionWatchOptions {
  /** Where the vendor is mounted (its cookie's path). */
  prefix: string;
  tags: string[];
  /** The vendor whose cookie holds the session: the house slot's own code, or the simulator's ?vendor=. */
  vendorOf: (request: FastifyRequest) => string;
  /** The calls' querystring schema (the simulator's names the vendor). */
  querystring?: TSchema;
}

/** The real-money game session the page's cookie holds; ended, unknown or demo sessions are refused. */
async function pageSession(app: FastifyInstance, request: FastifyRequest, vendorCode: string): Promise<GameSessionRow> {
  const session = await findGameSession(app.db, cookieSession(request, vendorCode));
  if (!session) throw new AppError(ErrorCode.seamlessSessionInvalid);
  if (!sessionOpen(session, app.now())) throw new AppError(ErrorCode.seamlessSessionEnded);
  // Trial play has no limits, reality checks or session figures (protection routes refuse trial members alike).
  if (session.accountKind === 'demo') throw new AppError(ErrorCode.freeReject);
  return session;
}

/** Registers GET /session, POST /session/continue and POST /session/logout on a vendor's routes. */
export function sessionWatchRoutes(app: FastifyInstance, options: SessionWatchOptions): void {
  const routes = app.withTypeProvider<TypeBoxProvider>();
  const { tags } = options;
  const querystring = options.querystring ?? Type.Object({});
  const session = (request: FastifyRequest) => pageSession(app, request, options.vendorOf(request));

  routes.get('/session', { schema: { querystring, response: replies(SessionStatusReply), tags } }, async (request) =>
    ok(await sessionStatus(app, (await session(request)).memberId)),
  );

  routes.post('/session/continue', { schema: { querystring, response: replies(SessionStatusReply), tags } }, async (request) =>
    ok(await continueRealityCheck(app, (await session(request)).memberId)),
  );

  // "Log out" at a reality check: the member's site sessions and game sessions end together, so
  // the site asks for a login again and no vendor takes another bet (open rounds still settle).
  routes.post('/session/logout', { schema: { querystring, response: replies(Type.Null()), tags } }, async (request, reply) => {
    const game = await session(request);
    const now = app.now();
    await app.db.transaction(async (tx) => {
      await endMemberSessions(tx, game.memberId, now);
      const subject = memberSubject(game.memberId);
      await recordAudit(tx, { actor: subject, ip: request.ip }, { action: 'session.logout', subject, merchantCode: game.merchantCode, detail: { from: 'realityCheck', vendor: game.vendorCode } });
    });
    reply.clearCookie(gameCookieName(game.vendorCode), { path: `${options.prefix}/` });
    return ok(null);
  });
}
