/**
 * A @fastify/rate-limit store over the database (its `store` option), for deployments without
 * Redis: every node behind one database shares the counts. One statement counts a hit and
 * returns the window's total, so concurrent requests on any number of nodes never lose a count.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Deps } from '../../context';
import { rateLimitHits } from './tables';

type StoreDeps = Pick<Deps, 'db' | 'now'>;
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Counts one hit of `key` in a window of `windowMs` starting at its first hit; returns the total and the ms left. */
export async function countHit(deps: StoreDeps, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const now = deps.now();
  const ended = sql`${rateLimitHits.resetsAt} <= ${new Date(now).toISOString()}`;
  const [row] = await deps.db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetsAt: new Date(now + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
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

/** The store class @fastify/rate-limit instantiates; a route with its own limit gets a child with its own key space. */
export function databaseRateLimitStore(deps: StoreDeps): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(deps, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseStore(routeOptions, `${routeOptions.method}:${routeOptions.url}:`);
    }
  }
  return DatabaseStore;
}
