import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import { batchedRateLimitStore, countHit, databaseCounter } from '../../../../server/modules/ratelimit';
import { TestClock } from '../../helpers/accounts';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

describe.each(databases())('rate-limit counters in the database on $name', (db) => {
  let data: TestDatabase;
  const clock = new TestClock();
  const deps = () => ({ db: data.handle.db, now: clock.now });
  beforeAll(async () => {
    data = await openTestDatabase(db);
  });
  afterAll(() => data.dispose());

  it('counts hits of one key within its window and reports the time left of the window that began at the first hit', async () => {
    expect(await countHit(deps(), 'a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(10_000);
    expect(await countHit(deps(), 'a', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(await countHit(deps(), 'b', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('starts a new window at the first hit after the old one ended', async () => {
    clock.advance(50_000);
    expect(await countHit(deps(), 'a', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('loses no hit when many requests count one key at once', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => countHit(deps(), 'burst', 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('counts several hits in one statement', async () => {
    expect(await countHit(deps(), 'several', 60_000, 5)).toEqual({ current: 5, ttl: 60_000 });
    expect((await countHit(deps(), 'several', 60_000)).current).toBe(6);
  });

  it("the batching store counts one node's concurrent hits (before it knows the window) of a key in one statement per round trip, each at its own place", async () => {
    let statements = 0;
    const db = new Proxy(data.handle.db, {
      get: (target, property, receiver) => {
        if (property === 'insert') statements++;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const { Store, close } = batchedRateLimitStore(databaseCounter({ db, now: clock.now }), clock.now);
    const store = new Store({} as FastifyRateLimitOptions);
    const currents = await Promise.all(
      Array.from({ length: 40 }, () => new Promise<number>((resolve, reject) => store.incr('node', (err, result) => (err ? reject(err) : resolve(result!.current)), 60_000, 1_000))),
    );
    expect(currents).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // The first hit goes alone; the 39 that came while it was in flight go together.
    expect(statements).toBe(2);
    close();
  });
});
