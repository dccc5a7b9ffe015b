import { ErrorCode } from '@common/contract/envelope';
import { build, databases, siteHeaders, type TestApp } from '../helpers/build';

describe.each(databases())('rate limit on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(db, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(() => t.close());

  it('answers 429 too.many.requests with the envelope once a client exceeds RATE_LIMIT_MAX', async () => {
    const call = () => t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: siteHeaders(), remoteAddress: '203.0.113.1' });
    for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
    const res = await call();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ success: false, code: ErrorCode.tooManyRequests, message: expect.stringMatching(/try again in \d+ seconds/) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['x-ratelimit-limit']).toBe('3');
  });

  it('sends the counters only on a refusal: an allowed answer carries no x-ratelimit header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: siteHeaders(), remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });

  it('throttles before the merchant is looked up', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: siteHeaders({ merchant: 'NOPE' }),
      remoteAddress: '203.0.113.1',
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts each client IP separately', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: siteHeaders(), remoteAddress: '203.0.113.2' });
    expect(res.statusCode).toBe(200);
  });

  it('never throttles the static site, which many phones behind one carrier address share', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/m/home', remoteAddress: '203.0.113.4' })).statusCode).not.toBe(429);
    }
  });

  it('never throttles the health check', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.3' })).statusCode).toBe(200);
    }
  });
});

describe('rate limit with a Redis that does not answer', () => {
  it('refuses to start rather than count alone, each node for itself', async () => {
    await expect(build({ name: 'pglite' }, { REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow('REDIS_URL does not answer');
  });
});
