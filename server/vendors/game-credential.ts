/**
 * How a house game page holds its game session without it ever sitting in a URL (history, logs,
 * Referer). The launch URL carries a one-time ticket; the page's first load exchanges it for an
 * HttpOnly, SameSite=Strict cookie scoped to the vendor's path, which the page's own calls
 * (balance, spin) then carry. A reload keeps playing on the cookie; a leaked URL opens nothing.
 */
import { createHash } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../http/envelope';
import { findGameSession, redeemLaunchTicket, sessionOpen, type GameSessionRow } from '../modules/launch';

/** What a session id looks like (launch/sessions.ts: 32 random bytes, base64url); anything else in a cookie is ignored. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The session id the request's cookie of `vendorCode` holds, when it is well-formed. */
function heldSession(request: FastifyRequest, vendorCode: string): string | null {
  const id = request.cookies[gameCookieName(vendorCode)];
  return id && SESSION_ID.test(id) ? id : null;
}

/** One cookie per vendor, so games of two vendors open in two tabs keep their own sessions. */
export const gameCookieName = (vendorCode: string): string => `game_${vendorCode}`;

/** Adds cookie parsing to a vendor's routes (encapsulated: the rest of the API takes no cookies). */
export async function useGameCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}

/** What a game page needs to know about its session; never the id itself. */
export interface PageSession {
  vendorCode: string;
  gameId: number | null;
  /** A non-secret label of the session (for the page's per-session tallies). */
  tag: string;
  /** The session plays on demo credit (a free trial), not the member's real balance. */
  demo: boolean;
}

const tagOf = (session: GameSessionRow): string => createHash('sha256').update(session.id).digest('hex').slice(0, 12);

/**
 * The page load's session: a fresh ticket is exchanged and the cookie set; without one (a
 * reload, the ticket already used) the open session the cookie of `vendorCode` names. Null when
 * neither gives an open session: the page then says the session is missing.
 */
export async function openPageSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { ticket?: string; vendorCode?: string; path: string },
): Promise<PageSession | null> {
  const now = app.now();
  const redeemed = options.ticket ? await redeemLaunchTicket(app.db, options.ticket, now) : null;
  if (redeemed) {
    reply.setCookie(gameCookieName(redeemed.vendorCode), redeemed.id, {
      path: options.path,
      httpOnly: true,
      sameSite: 'strict',
      // Secure whenever the request came over HTTPS (request.protocol honours trustProxy).
      secure: 'auto',
      maxAge: Math.max(1, Math.floor((redeemed.expiresAt.getTime() - now) / 1000)),
    });
    return { vendorCode: redeemed.vendorCode, gameId: redeemed.gameId, tag: tagOf(redeemed), demo: redeemed.accountKind === 'demo' };
  }
  const held = options.vendorCode ? heldSession(request, options.vendorCode) : null;
  const session = held ? await findGameSession(app.db, held) : null;
  if (!session || session.vendorCode !== options.vendorCode || !sessionOpen(session, now)) return null;
  return { vendorCode: session.vendorCode, gameId: session.gameId, tag: tagOf(session), demo: session.accountKind === 'demo' };
}

/** The session id a page's call carries in its vendor's cookie; refused as seamless.session.invalid without one. */
export function cookieSession(request: FastifyRequest, vendorCode: string): string {
  const id = heldSession(request, vendorCode);
  if (!id) throw new AppError(ErrorCode.seamlessSessionInvalid);
  return id;
}
