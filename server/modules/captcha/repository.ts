/** Queries on the challenges table. */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { challenges, type ChallengeKind } from './tables';

/** Stores a new challenge. */
export async function insertChallenge(db: Database, id: string, kind: ChallengeKind, answer: string, expiresAt: Date): Promise<void> {
  await db.insert(challenges).values({ id, kind, answer, expiresAt });
}

/** Uses up an unexpired, unused challenge and returns its stored answer; null when there is none to use. */
export async function consumeChallenge(db: Database, id: string, kind: ChallengeKind, now: Date): Promise<string | null> {
  const rows = await db
    .update(challenges)
    .set({ usedAt: now })
    .where(and(eq(challenges.id, id), eq(challenges.kind, kind), isNull(challenges.usedAt), gt(challenges.expiresAt, now)))
    .returning({ answer: challenges.answer });
  return rows[0]?.answer ?? null;
}

/** Deletes challenges that expired before `before`; returns how many went. */
export async function purgeChallenges(db: Database, before: Date): Promise<number> {
  return (await db.delete(challenges).where(lt(challenges.expiresAt, before)).returning({ id: challenges.id })).length;
}
