/** Game sessions: started by a launch, named by the vendor in every wallet call, ended by logout, a password change or reset, or a newer launch. */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { GameType, LaunchMode } from '@common/contract/games';
import type { Database } from '../../db/connection';
import type { AccountKind } from '../wallet';
import { gameSessions, type GameSessionRow } from './tables';
import { newTicket } from './tickets';

/** How long a game session accepts bets without a new launch (a long evening of play). */
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface NewGameSession {
  merchantCode: string;
  memberId: number;
  accountKind: AccountKind;
  vendorCode: string;
  gameId: number | null;
  gameType: GameType;
  mode: LaunchMode;
}

/** PostgreSQL's unique_violation, as both drivers report it (drizzle wraps it as `cause`). */
function isUniqueViolation(err: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(err) === '23505' || (err instanceof Error && codeOf(err.cause) === '23505');
}

/** A session as its launch sees it: with the one-time ticket a game URL may carry (tickets.ts). */
export type StartedGameSession = GameSessionRow & { ticket: string };

async function replaceOpenSession(db: Database, fields: NewGameSession, now: number): Promise<StartedGameSession> {
  const { ticket, digest } = newTicket();
  return db.transaction(async (tx) => {
    await tx
      .update(gameSessions)
      .set({ endedAt: new Date(now) })
      .where(and(eq(gameSessions.memberId, fields.memberId), eq(gameSessions.vendorCode, fields.vendorCode), isNull(gameSessions.endedAt)));
    const [row] = await tx
      .insert(gameSessions)
      .values({
        ...fields,
        // 256 random bits: the id is the vendor's only proof of which player it plays for.
        id: randomBytes(32).toString('base64url'),
        createdAt: new Date(now),
        expiresAt: new Date(now + GAME_SESSION_TTL_MS),
        ticketDigest: digest,
      })
      .returning();
    return { ...row!, ticket };
  });
}

/**
 * A new session for the member and vendor; the previous open one ends in the same transaction.
 * Two launches racing both end "the previous" session before either inserts; the partial unique
 * index refuses the loser, which then simply runs again and ends the winner's session.
 */
export async function startGameSession(db: Database, fields: NewGameSession, now: number): Promise<StartedGameSession> {
  try {
    return await replaceOpenSession(db, fields, now);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return replaceOpenSession(db, fields, now);
  }
}

/** The session, ended or not, or null for an unknown id. */
export async function findGameSession(db: Database, id: string): Promise<GameSessionRow | null> {
  const rows = await db.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * The session read under a share lock, for a bet: a concurrent logout (which ends the member's
 * sessions) waits for the bet's transaction, or the bet sees the ended session. Null for an unknown id.
 */
export async function lockGameSession(tx: Database, id: string): Promise<GameSessionRow | null> {
  const rows = await tx.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1).for('share');
  return rows[0] ?? null;
}

/** Whether the session still accepts bets. */
export function sessionOpen(session: GameSessionRow, now: number): boolean {
  return session.endedAt === null && session.expiresAt.getTime() > now;
}

/** Ends every open game session of the member (logout, password change or reset): vendors' debits are refused after, wins still accepted. */
export async function endMemberGameSessions(db: Database, memberId: number, now: number): Promise<void> {
  await db
    .update(gameSessions)
    .set({ endedAt: new Date(now) })
    .where(and(eq(gameSessions.memberId, memberId), isNull(gameSessions.endedAt)));
}
