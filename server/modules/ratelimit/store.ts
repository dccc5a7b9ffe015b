/**
 * A @fastify/rate-limit store over the database (its `store` option), for deployments without
 * Redis: every node behind one database shares the counts. One statement counts hits and
 * returns the window's total, so concurrent requests on any number of nodes never lose a count.
 * Hits of one key that arrive while its statement is in flight are counted together by the next
 * one: under load a busy client costs one statement per round trip, not one per request, and each
 * hit still gets its own exact position in the shared count.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Deps } from '../../context';
import { rateLimitHits } from './tables';

type StoreDeps = Pick<Deps, 'db' | 'now'>;
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

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

/** Counts hits per key with at most one statement in flight per key; the hits that wait go together in the next. */
function coalescedCounter(deps: StoreDeps): (key: string, callback: IncrCallback, windowMs: number) => void {
  const inFlight = new Set<string>();
  const waiting = new Map<string, IncrCallback[]>();
  const send = (key: string, callbacks: IncrCallback[], windowMs: number): void => {
    inFlight.add(key);
    countHit(deps, key, windowMs, callbacks.length)
      .then(
        // The batch holds the last callbacks.length places of the count, in arrival order.
        ({ current, ttl }) => callbacks.forEach((callback, i) => callback(null, { current: current - callbacks.length + 1 + i, ttl })),
        (err: Error) => callbacks.forEach((callback) => callback(err)),
      )
      .finally(() => {
        inFlight.delete(key);
        const next = waiting.get(key);
        waiting.delete(key);
        if (next) send(key, next, windowMs);
      });
  };
  return (key, callback, windowMs) => {
    if (!inFlight.has(key)) return send(key, [callback], windowMs);
    const queue = waiting.get(key);
    if (queue) queue.push(callback);
    else waiting.set(key, [callback]);
  };
}

/** The store class @fastify/rate-limit instantiates; a route with its own limit gets a child with its own key space. */
export function databaseRateLimitStore(deps: StoreDeps): FastifyRateLimitStoreCtor {
  const count = coalescedCounter(deps);
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      count(this.prefix + key, callback, timeWindow);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseStore(routeOptions, `${routeOptions.method}:${routeOptions.url}:`);
    }
  }
  return DatabaseStore;
}
