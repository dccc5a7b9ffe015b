/** Removal of session-module rows nothing reads any more (called by the housekeeping plugin). */
import { and, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginAttempts, sessions, trialNames } from './tables';

/** Deletes sessions that ended (expired, idle or revoked) before `before`; returns how many went. */
export async function purgeSessions(db: Database, before: Date): Promise<number> {
  const ended = or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before), lt(sessions.lastSeenAt, before));
  return (await db.delete(sessions).where(ended).returning({ id: sessions.id })).length;
}

/** Deletes credential-check rows older than `before` (past every throttle window); returns how many went. */
export async function purgeLoginAttempts(db: Database, before: Date): Promise<number> {
  return (await db.delete(loginAttempts).where(lt(loginAttempts.at, before)).returning({ id: loginAttempts.id })).length;
}

/** Deletes trial-name reservations that lapsed unclaimed before `before`; returns how many went. */
export async function purgeTrialNames(db: Database, before: Date): Promise<number> {
  const lapsed = and(isNull(trialNames.claimedAt), lt(trialNames.reservedUntil, before));
  return (await db.delete(trialNames).where(lapsed).returning({ name: trialNames.name })).length;
}
