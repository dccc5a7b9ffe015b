/**
 * The rate-limit counters in the database, for deployments without Redis: every node behind one
 * database shares the counts. One statement adds hits and returns the window's total, so
 * concurrent requests on any number of nodes never lose a count.
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Deps } from '../../context';
import type { SharedCounter } from './batched';
import { rateLimitHits } from './tables';

type StoreDeps = Pick<Deps, 'db' | 'now'>;

/** Counts `hits` hits of `key` in a window of `windowMs` starting at its first hit; returns the total and the ms left. */
export async function countHit(deps: StoreDeps, key: string, windowMs: number, hits = 1): Promise<{ current: number; ttl: number }> {
  const now = deps.now();
  const ended = sql`${rateLimitHits.resetsAt} <= ${new Date(now).toISOString()}`;
  const [row] = await deps.db
    .insert(rateLimitHits)
    .values({ key, hits, resetsAt: new Date(now + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimitHits.hits} + excluded.hits end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimitHits.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetsAt: rateLimitHits.resetsAt });
  return { current: row!.hits, ttl: Math.max(0, row!.resetsAt.getTime() - now) };
}

/** Deletes counters whose window ended before `before`; returns how many. */
export async function purgeRateLimitHits(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(rateLimitHits).where(lt(rateLimitHits.resetsAt, before)).returning({ key: rateLimitHits.key });
  return deleted.length;
}

/** countHit on `deps`, as the batching store's shared counter. */
export function databaseCounter(deps: StoreDeps): SharedCounter {
  return (key, hits, windowMs) => countHit(deps, key, windowMs, hits);
}
