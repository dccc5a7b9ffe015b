/**
 * Console sessions: a random token in an HttpOnly SameSite=Strict cookie (stored as SHA-256) and
 * a CSRF token the console sends back in a header on every call that changes something
 * (docs/console.md). The CSRF token is an HMAC of the session token under the server's key (the
 * signed double-submit pattern): the server can give it again to a reloaded console without
 * storing it, and another site can neither read nor forge it. A session ends after OPERATOR_IDLE_MINUTES without a call, OPERATOR_SESSION_MAX_HOURS
 * after login, at logout, or when revoked.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../context';
import type { Keyring } from '../crypto';
import { randomToken, sameDigest, sha256Hex } from '../../security/tokens';
import { operators, operatorSessions, type OperatorRow, type OperatorSessionRow } from './tables';

type SessionDeps = Pick<Deps, 'db' | 'config' | 'now' | 'keyring'>;

const MINUTE_MS = 60_000;

export type OperatorSessionState =
  | { status: 'valid'; session: OperatorSessionRow; operator: OperatorRow }
  | { status: 'invalid' }
  | { status: 'expired' };

/** Starts a session; the raw tokens exist only in this answer. */
export async function startOperatorSession(
  deps: SessionDeps,
  operatorId: number,
  client: { ip: string; userAgent: string | null },
): Promise<{ token: string; csrfToken: string; expiresAt: Date }> {
  const token = randomToken();
  const now = new Date(deps.now());
  const expiresAt = new Date(now.getTime() + deps.config.operatorSessionMaxHours * 60 * MINUTE_MS);
  await deps.db.insert(operatorSessions).values({
    tokenHash: sha256Hex(token),
    operatorId,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 256) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  await deps.db.update(operators).set({ lastLoginAt: now }).where(eq(operators.id, operatorId));
  return { token, csrfToken: csrfTokenFor(deps.keyring, token), expiresAt };
}

/**
 * What a session cookie turned out to be, its operator with it; a valid one is kept alive. A
 * disabled operator's sessions are invalid from the moment of disabling.
 */
export async function resolveOperatorSession(deps: SessionDeps, token: string): Promise<OperatorSessionState> {
  const rows = await deps.db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, sha256Hex(token)))
    .limit(1);
  const row = rows[0];
  if (!row || row.operator.status !== 'active') return { status: 'invalid' };
  if (row.session.revokedAt) return { status: 'expired' };
  const now = deps.now();
  const idleUntil = row.session.lastSeenAt.getTime() + deps.config.operatorIdleMinutes * MINUTE_MS;
  if (now >= row.session.expiresAt.getTime() || now >= idleUntil) return { status: 'expired' };
  await deps.db.update(operatorSessions).set({ lastSeenAt: new Date(now) }).where(eq(operatorSessions.id, row.session.id));
  return { status: 'valid', session: row.session, operator: row.operator };
}

/** The CSRF token of the session a cookie token opens. */
export function csrfTokenFor(keyring: Keyring, sessionToken: string): string {
  return keyring.hmac(`csrf:${sessionToken}`);
}

/** Whether `given` is the CSRF token of the session `sessionToken` opens. */
export function csrfMatches(keyring: Keyring, sessionToken: string, given: string | undefined): boolean {
  return typeof given === 'string' && /^[0-9a-f]{64}$/.test(given) && sameDigest(given, csrfTokenFor(keyring, sessionToken));
}

/** Ends one session (logout, or revoked by an owner); false when it had already ended. */
export async function revokeOperatorSession(deps: Pick<Deps, 'db' | 'now'>, sessionId: number): Promise<boolean> {
  const rows = await deps.db
    .update(operatorSessions)
    .set({ revokedAt: new Date(deps.now()) })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.length > 0;
}
