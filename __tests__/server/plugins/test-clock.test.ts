import { TEST_CLOCK_PATH } from '../../../server/plugins/test-clock';
import { build, databases, type TestApp } from '../helpers/build';

const HOUR = 3_600_000;

describe.each(databases())('test clock ($name)', (db) => {
  let moved: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    moved = await build(db, { TEST_CLOCK: 'true' });
    plain = await build(db);
  });
  afterAll(async () => {
    await moved.close();
    await plain.close();
  });

  it('moves the server clock forward by what this machine asks, and only forward', async () => {
    const before = moved.app.now();
    const res = await moved.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advanceMs: 25 * HOUR } });
    expect(res.statusCode).toBe(200);
    expect(res.json().now).toBeGreaterThanOrEqual(before + 25 * HOUR);
    expect(moved.app.now()).toBeGreaterThanOrEqual(before + 25 * HOUR);
    const back = await moved.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advanceMs: -HOUR } });
    expect(back.statusCode).toBe(400);
  });

  it('answers another machine with the 404 of a path that does not exist, and leaves the clock alone', async () => {
    const before = moved.app.now();
    const res = await moved.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advanceMs: HOUR }, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(404);
    expect(moved.app.now()).toBeLessThan(before + HOUR);
  });

  it('does not exist without TEST_CLOCK', async () => {
    const res = await plain.app.inject({ method: 'POST', url: TEST_CLOCK_PATH, payload: { advanceMs: HOUR } });
    expect(res.statusCode).toBe(404);
  });
});
