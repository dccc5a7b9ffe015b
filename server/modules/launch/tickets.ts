/**
 * One-time launch tickets. A URL leaks: browser history, proxy and server logs, the Referer of
 * whatever the page loads. So a house game's URL carries a ticket, not the game session id: the
 * game page exchanges it once, within LAUNCH_TICKET_TTL_MS of the launch, for a credential it
 * keeps out of URLs (an HttpOnly cookie, server/vendors/game-credential.ts). A ticket read from
 * a log afterwards opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { gameSessions, type GameSessionRow } from './tables';

/** How long after a launch its ticket can be exchanged: the page loads right after the launch call, even on a slow network. */
export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 1000;

/** Only the digest is stored: a database read does not hand out usable tickets. */
export const ticketDigest = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** A new ticket (256 random bits) and the digest to store with its session. */
export function newTicket(): { ticket: string; digest: string } {
  const ticket = randomBytes(32).toString('base64url');
  return { ticket, digest: ticketDigest(ticket) };
}

/**
 * The open session a ticket names, used up in the same statement (so two loads of one URL cannot
 * both get it); null for an unknown, used, expired or ended one.
 */
export async function redeemLaunchTicket(db: Database, ticket: string, now: number): Promise<GameSessionRow | null> {
  const rows = await db
    .update(gameSessions)
    .set({ ticketDigest: null })
    .where(
      and(
        eq(gameSessions.ticketDigest, ticketDigest(ticket)),
        gt(gameSessions.createdAt, new Date(now - LAUNCH_TICKET_TTL_MS)),
        gt(gameSessions.expiresAt, new Date(now)),
        isNull(gameSessions.endedAt),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
