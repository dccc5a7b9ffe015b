/**
 * Session tokens: 256 random bits, stored as SHA-256, with an idle timeout and an absolute
 * expiry; revoked on logout and password change.
 */
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { randomToken, sha256Hex } from '../../security/tokens';
import type { Deps } from '../../context';
import type { Client } from '../../plugins/gateway';
import { recordAudit } from '../audit';
import { memberSubject } from '../member';
import { sessions, type SessionRow, type SessionScope } from './tables';

type SessionDeps = Pick<Deps, 'db' | 'config' | 'now'>;

/**
 * What a token turned out to be. `invalid`: never issued, or revoked (logout, password change);
 * `expired`: idle too long or past its absolute lifetime — the client tells the two apart by code.
 */
export type TokenState = { status: 'valid'; session: SessionRow } | { status: 'invalid' } | { status: 'expired' };

const MINUTE_MS = 60_000;

/** Where a session is started from: the client's IP, User-Agent and language. */
export type SessionClient = Pick<Client, 'ip' | 'userAgent' | 'language'>;

/** Starts a session; returns the raw token (the only time it exists outside the client). */
export async function startSession(deps: SessionDeps, memberId: number, client: SessionClient, scope: SessionScope | null = null): Promise<string> {
  const token = randomToken();
  const now = new Date(deps.now());
  await deps.db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    memberId,
    ip: client.ip,
    userAgent: client.userAgent,
    language: client.language,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.sessionMaxHours * 60 * MINUTE_MS),
    scope,
  });
  return token;
}

/**
 * The member's most recent live full session (not revoked, not expired, not withdraw-only): the
 * login session a seamless bet or a game page belongs to (player protection's session checks).
 */
export async function liveSessionOf(deps: SessionDeps, memberId: number): Promise<Pick<SessionRow, 'id' | 'createdAt'> | null> {
  const now = deps.now();
  const rows = await deps.db
    .select({ id: sessions.id, createdAt: sessions.createdAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        isNull(sessions.scope),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - deps.config.sessionIdleMinutes * MINUTE_MS)),
      ),
    )
    .orderBy(desc(sessions.id))
    .limit(1);
  return rows[0] ?? null;
}

/** A session by id (the request's own, for protection's session checks). */
export async function sessionById(db: Database, sessionId: number): Promise<Pick<SessionRow, 'id' | 'createdAt' | 'memberId' | 'scope'> | null> {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, memberId: sessions.memberId, scope: sessions.scope })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return rows[0] ?? null;
}

/** Looks a token up and, when it is valid, records the activity that keeps it alive. */
export async function resolveToken(deps: SessionDeps, token: string): Promise<TokenState> {
  const rows = await deps.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(token))).limit(1);
  const session = rows[0];
  if (!session || session.revokedAt) return { status: 'invalid' };
  const now = deps.now();
  const idleUntil = session.lastSeenAt.getTime() + deps.config.sessionIdleMinutes * MINUTE_MS;
  if (now >= session.expiresAt.getTime() || now >= idleUntil) return { status: 'expired' };
  await deps.db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, session.id));
  return { status: 'valid', session };
}

/** Revokes one session. */
async function revokeSession(db: Database, sessionId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a member, except the one that made the change when given. */
export async function revokeMemberSessions(db: Database, memberId: number, now: number, keepSessionId?: number): Promise<void> {
  const live = and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(keepSessionId === undefined ? live : and(live, ne(sessions.id, keepSessionId)));
}

/** Logout: revokes the caller's session, audited. */
export async function logout(db: Database, sessionId: number, member: { id: number; merchantCode: string }, now: number, ip: string): Promise<void> {
  await revokeSession(db, sessionId, now);
  const subject = memberSubject(member.id);
  await recordAudit(db, { actor: subject, ip }, { action: 'session.logout', subject, merchantCode: member.merchantCode });
}
