/**
 * The @fastify/rate-limit store of the general limiter (docs/security.md "Rate limits"): every
 * node counts in a shared counter (the database, or Redis), but a hit far below the limit does
 * not wait for it. Per key, a node knows the shared total as of its last answer; while that
 * total, plus what this node has counted since, stays below the limit minus a margin, a hit is
 * counted here and answered at once, and a timer sends the local counts every FLUSH_MS. Near the
 * limit, or without a current window, each hit waits for the shared counter (hits arriving
 * meanwhile go together in the next round trip, each answered with its own place in the count).
 *
 * Bound: a node counts at most `allowance` = floor(max × LOCAL_SHARE) hits per key between two
 * round trips, and only while its view is at most max − allowance. One node alone never lets more
 * than `max` through (its view is the total); N nodes let through at most max + N × allowance in
 * a window, because a node whose local hits landed beyond the limit learns so from that round
 * trip and waits for the counter from then on. With max below 1 / LOCAL_SHARE, every hit waits.
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Adds `hits` to `key`'s window (starting a new one of `windowMs` if it ended); answers the total and the ms left. */
export type SharedCounter = (key: string, hits: number, windowMs: number) => Promise<{ current: number; ttl: number }>;

/** How often a node sends the hits it counted locally, in ms. */
export const RATE_LIMIT_FLUSH_MS = 100;
/** The share of the limit a node may count locally between round trips, and its margin below the limit. */
export const LOCAL_SHARE = 0.01;

interface KeyState {
  windowMs: number;
  /** The shared total as of the last answer. */
  known: number;
  /** When the window ends (this node's clock), as of the last answer; 0 before the first. */
  resetsAt: number;
  /** Hits counted here and not yet sent. */
  local: number;
  /** Hits in the round trip in flight. */
  sending: number;
  inFlight: boolean;
  /** Hits waiting for the shared counter's answer. */
  waiting: IncrCallback[];
}

/** The batching store over `counter`; close() stops its timer (hits counted locally since the last flush are dropped). */
export function batchedRateLimitStore(counter: SharedCounter, now: () => number): { Store: FastifyRateLimitStoreCtor; close: () => void } {
  const states = new Map<string, KeyState>();

  const send = (key: string, state: KeyState): void => {
    const callbacks = state.waiting;
    state.waiting = [];
    state.sending = state.local + callbacks.length;
    state.local = 0;
    state.inFlight = true;
    const sent = state.sending;
    // The round trip is over before anyone hears of it: a hit answered next must not count `sent` twice.
    const settle = () => {
      state.sending = 0;
      state.inFlight = false;
      if (state.waiting.length > 0) send(key, state);
    };
    counter(key, sent, state.windowMs).then(
      ({ current, ttl }) => {
        state.known = current;
        state.resetsAt = now() + ttl;
        settle();
        // The waiting hits hold the last places of the count, in arrival order.
        callbacks.forEach((callback, i) => callback(null, { current: current - callbacks.length + 1 + i, ttl }));
      },
      (err: Error) => {
        // Local hits go again with the next round trip; the waiting ones pass (skipOnError).
        state.local += sent - callbacks.length;
        settle();
        callbacks.forEach((callback) => callback(err));
      },
    );
  };

  const incr = (key: string, callback: IncrCallback, windowMs: number, max: number): void => {
    const at = now();
    let state = states.get(key);
    // A window that ended starts afresh from the counter; what was counted in it no longer matters.
    if (state && at >= state.resetsAt && !state.inFlight) state = undefined;
    if (!state) states.set(key, (state = { windowMs, known: 0, resetsAt: 0, local: 0, sending: 0, inFlight: false, waiting: [] }));
    const allowance = Math.floor(max * LOCAL_SHARE);
    const view = state.known + state.sending + state.local + 1;
    if (at < state.resetsAt && state.waiting.length === 0 && state.local < allowance && view <= max - allowance) {
      state.local++;
      callback(null, { current: view, ttl: state.resetsAt - at });
      return;
    }
    state.waiting.push(callback);
    if (!state.inFlight) send(key, state);
  };

  const flush = setInterval(() => {
    const at = now();
    for (const [key, state] of states) {
      if (state.inFlight) continue;
      if (at >= state.resetsAt) states.delete(key);
      else if (state.local > 0) send(key, state);
    }
  }, RATE_LIMIT_FLUSH_MS);
  // The timer alone must never keep a finished process alive.
  flush.unref();

  class BatchedStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      incr(this.prefix + key, callback, timeWindow, max);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new BatchedStore(routeOptions, `${routeOptions.method}:${routeOptions.url}:`);
    }
  }
  return { Store: BatchedStore, close: () => clearInterval(flush) };
}
