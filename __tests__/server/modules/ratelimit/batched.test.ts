import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { batchedRateLimitStore, LOCAL_SHARE, RATE_LIMIT_FLUSH_MS, type SharedCounter } from '../../../../server/modules/ratelimit';
import { TestClock } from '../../helpers/accounts';

const WINDOW = 60_000;

/** An exact shared counter in memory (what the database and Redis do), recording each call. */
function memoryCounter(clock: TestClock) {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  const calls: number[] = [];
  const counter: SharedCounter = async (key, hits, windowMs) => {
    calls.push(hits);
    const now = clock.now();
    let window = windows.get(key);
    if (!window || window.resetsAt <= now) windows.set(key, (window = { hits: 0, resetsAt: now + windowMs }));
    window.hits += hits;
    return { current: window.hits, ttl: window.resetsAt - now };
  };
  const total = (key: string) => windows.get(key)?.hits ?? 0;
  return { counter, calls, total };
}

/** One node: its store and how to send it a hit (resolves with the hit's place in the count). */
function node(counter: SharedCounter, clock: TestClock) {
  const batched = batchedRateLimitStore(counter, clock.now);
  const store: FastifyRateLimitStore = new batched.Store({} as FastifyRateLimitOptions);
  const hit = (max: number, key = 'client') =>
    new Promise<number>((resolve, reject) => store.incr(key, (err, result) => (err ? reject(err) : resolve(result!.current)), WINDOW, max));
  return { hit, close: batched.close };
}

describe('the batching rate-limit store', () => {
  const clock = new TestClock();
  const closers: (() => void)[] = [];
  const open = (counter: SharedCounter) => {
    const n = node(counter, clock);
    closers.push(n.close);
    return n;
  };
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('answers a hit far below the limit without the shared counter once the window is known', async () => {
    const shared = memoryCounter(clock);
    const { hit } = open(shared.counter);
    expect(await hit(10_000)).toBe(1);
    for (let i = 2; i <= 50; i++) expect(await hit(10_000)).toBe(i);
    expect(shared.calls).toEqual([1]);
  });

  it('sends the hits it counted locally within a flush interval, in one call', async () => {
    const shared = memoryCounter(clock);
    const { hit } = open(shared.counter);
    for (let i = 0; i < 30; i++) await hit(10_000);
    await new Promise((resolve) => setTimeout(resolve, 3 * RATE_LIMIT_FLUSH_MS));
    expect(shared.calls).toEqual([1, 29]);
    expect(shared.total('global:client')).toBe(30);
  });

  it('waits for the shared counter on every hit within the margin of the limit, and refuses past it', async () => {
    const max = 1_000;
    const margin = max * LOCAL_SHARE;
    const shared = memoryCounter(clock);
    const { hit } = open(shared.counter);
    const places: number[] = [];
    for (let i = 0; i < max + 5; i++) places.push(await hit(max));
    expect(places).toEqual(Array.from({ length: max + 5 }, (_, i) => i + 1));
    // The first hit past max − margin took the local ones along; every later hit was a round trip of its own.
    expect(shared.calls.slice(-(margin + 4))).toEqual(Array(margin + 4).fill(1));
    expect(shared.total('global:client')).toBe(max + 5);
  });

  it('lets at most max + nodes × allowance hits through when two nodes share one counter', async () => {
    const max = 2_000;
    const allowance = max * LOCAL_SHARE;
    const shared = memoryCounter(clock);
    const nodes = [open(shared.counter), open(shared.counter)];
    let allowed = 0;
    // Bursts to both nodes at once, so each counts locally what the other has not sent yet.
    for (let round = 0; round < 150; round++) {
      const places = await Promise.all(Array.from({ length: 20 }, (_, i) => nodes[i % 2]!.hit(max)));
      allowed += places.filter((place) => place <= max).length;
    }
    expect(allowed).toBeGreaterThanOrEqual(max);
    expect(allowed).toBeLessThanOrEqual(max + 2 * allowance);
  });

  it('with a limit below 1 / LOCAL_SHARE every hit goes to the shared counter', async () => {
    const shared = memoryCounter(clock);
    const { hit } = open(shared.counter);
    for (let i = 0; i < 5; i++) await hit(50);
    expect(shared.calls).toEqual([1, 1, 1, 1, 1]);
  });

  it('starts counting afresh from the shared counter once the window has ended', async () => {
    const shared = memoryCounter(clock);
    const { hit } = open(shared.counter);
    for (let i = 0; i < 10; i++) await hit(10_000);
    clock.advance(WINDOW);
    expect(await hit(10_000)).toBe(1);
    expect(shared.calls.at(-1)).toBe(1);
  });

  it('counts separate keys separately', async () => {
    const shared = memoryCounter(clock);
    const { hit } = open(shared.counter);
    expect(await hit(10_000, 'a')).toBe(1);
    expect(await hit(10_000, 'b')).toBe(1);
    expect(await hit(10_000, 'a')).toBe(2);
  });
});
