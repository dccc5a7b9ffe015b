/** What the console reads and does in the session module: a player's sessions, login attempts, force logout. */
import { and, desc, eq, gt, inArray, isNotNull, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { LoginAttempt, PlayerSession } from '@common/contract/consolePlayers';
import type { Database } from '../../db/connection';
import { endMemberGameSessions } from '../launch';
import { loginAttempts, sessions } from './tables';
import { revokeMemberSessions } from './tokens';

/** Login attempts the console lists at most (newest first). */
export const LOGIN_ATTEMPTS_SHOWN = 100;

/** When each member last logged in (its newest session), epoch ms; members who never did are absent. */
export async function lastLoginsOf(db: Database, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: sessions.memberId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(inArray(sessions.memberId, [...new Set(memberIds)]))
    .groupBy(sessions.memberId);
  return new Map(rows.filter((r) => r.at).map((r) => [r.memberId, new Date(r.at!).getTime()]));
}

/**
 * Ends everything a member is logged in with: every session token, and its game sessions (vendors
 * may still settle open rounds; new bets are refused). Pass the transaction of the change.
 */
export async function endMemberSessions(db: Database, memberId: number, now: number): Promise<void> {
  await revokeMemberSessions(db, memberId, now);
  await endMemberGameSessions(db, memberId, now);
}

/** A member's live sessions (not revoked, not past their absolute expiry), newest first. */
export async function liveSessionsOf(db: Database, memberId: number, now: number): Promise<PlayerSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.id));
  return rows.map((s) => ({ id: s.id, createdAt: s.createdAt.getTime(), lastSeenAt: s.lastSeenAt.getTime(), ip: s.ip, device: s.userAgent }));
}

/** The language a member last logged in with (their site's Language header), or null. */
export async function lastLanguageOf(db: Database, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ language: sessions.language })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNotNull(sessions.language)))
    .orderBy(desc(sessions.id))
    .limit(1);
  return row?.language ?? null;
}

/** The newest login attempts on the keys a member logs in by (username, E.164 number) under its merchant. */
export async function loginAttemptsOf(db: Database, merchantCode: string, accounts: readonly string[]): Promise<LoginAttempt[]> {
  const rows = await db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.merchantCode, merchantCode), inArray(loginAttempts.account, [...accounts])))
    .orderBy(desc(loginAttempts.id))
    .limit(LOGIN_ATTEMPTS_SHOWN);
  return rows.map((a) => ({ at: a.at.getTime(), ok: a.outcome === 'ok', ip: a.ip, reason: a.outcome === 'ok' ? null : a.outcome }));
}

/** SELECT member_id of members whose last login that named a language used one of `languages` (upper case, as the Language header). */
export function lastLanguageInSql(languages: readonly string[]): SQL {
  const latest = sql`select distinct on (${sessions.memberId}) ${sessions.memberId} as member_id, ${sessions.language} as language from ${sessions} where ${sessions.language} is not null order by ${sessions.memberId}, ${sessions.id} desc`;
  return sql`select latest.member_id from (${latest}) latest where upper(latest.language) in (${sql.join(languages.map((l) => sql`${l.toUpperCase()}`), sql`, `)})`;
}

/** SELECT member_id of members who logged in at or after `since`. */
export function loggedInSinceSql(since: Date): SQL {
  return sql`select distinct ${sessions.memberId} from ${sessions} where ${sessions.createdAt} >= ${since.toISOString()}`;
}
