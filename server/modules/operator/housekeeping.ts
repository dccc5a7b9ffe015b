/** What housekeeping deletes of the operator module's rows: ended console sessions and spent login challenges. */
import { lt, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { operatorChallenges, operatorSessions } from './tables';

/** Deletes console sessions that ended (expired, revoked or idle) before `before`; returns how many went. */
export async function purgeOperatorSessions(db: Database, before: Date): Promise<number> {
  const ended = or(lt(operatorSessions.expiresAt, before), lt(operatorSessions.revokedAt, before), lt(operatorSessions.lastSeenAt, before));
  return (await db.delete(operatorSessions).where(ended).returning({ id: operatorSessions.id })).length;
}

/** Deletes login challenges that expired before `before` (used ones expire too); returns how many went. */
export async function purgeOperatorChallenges(db: Database, before: Date): Promise<number> {
  return (await db.delete(operatorChallenges).where(lt(operatorChallenges.expiresAt, before)).returning({ id: operatorChallenges.id })).length;
}
