import { countHit } from '../../../../server/modules/ratelimit';
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
});
