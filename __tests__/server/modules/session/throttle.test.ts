import { AccountPath, type LoginFailureValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { addMember, login, publicKey, seal, solvedCaptcha, TestClock } from '../../helpers/accounts';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

const HOUR = 3_600_000;

/** Runs the calls `width` at a time: a burst, without opening thousands of requests at once. */
async function burst<T>(count: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += width) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => make(start + k)))));
  }
  return results;
}

describe.each(databases())('login throttling on $name', (db) => {
  const clock = new TestClock();
    // Captcha out of the way and a high request rate, to reach the account and IP limits themselves.
  const env = { CAPTCHA_AFTER_FAILURES: '1000000', RATE_LIMIT_MAX: '100000', LOGIN_IP_MAX_FAILURES_PER_HOUR: '150' };
  const t = suiteApp(db, env, { now: clock.now }, async (app) => {
    for (const username of ['target01', 'bystander', 'parallel1', 'ipvictim1', 'ipvictim2']) await addMember(app, { username, password: 'Right12345' });
  });

  const attempt = (username: string, password: string, ip: string) => login(t.app, { type: 'username', username, password }, { remoteAddress: ip });

  it('locks an account after 100 failures in an hour, says until when, and leaves other users alone', async () => {
    const started = clock.ms;
    // Spread over 20 addresses: the per-IP limit is not what stops this.
    for (let i = 0; i < 100; i++) {
      expect((await attempt('target01', 'Wrong12345', `203.0.113.${i % 20}`)).code).toBe(ErrorCode.userOrPasswordWrong);
      clock.advance(1000);
    }
    const locked = await attempt('target01', 'Right12345', '192.0.2.1');
    expect(locked).toMatchObject({ success: false, code: ErrorCode.accountLocked });
    // Free again when the oldest of the 100 failures is an hour old.
    expect((locked.value as unknown as LoginFailureValue).lockedUntil).toBe(started + HOUR);
    expect(locked.message).toMatch(/try again in \d+ minutes/);
    expect((await attempt('bystander', 'Right12345', '203.0.113.1')).success).toBe(true);

    clock.ms = started + HOUR;
    expect((await attempt('target01', 'Right12345', '192.0.2.1')).success).toBe(true);
  }, 60_000);

  it('throttles an IP after LOGIN_IP_MAX_FAILURES_PER_HOUR failures across accounts; other IPs are unaffected', async () => {
    clock.advance(2 * HOUR);
    const ip = '198.51.100.200';
    // Two real accounts (cheap hashes; unknown names would cost a full dummy hash each), 75 failures apiece: neither is locked.
    for (let i = 0; i < 150; i++) await attempt(`ipvictim${(i % 2) + 1}`, 'Wrong12345', ip);
    const throttled = await attempt('bystander', 'Right12345', ip);
    expect(throttled).toMatchObject({ success: false, code: ErrorCode.tooManyRequests, value: { lockedUntil: clock.ms + HOUR } });
    expect((await attempt('bystander', 'Right12345', '198.51.100.201')).success).toBe(true);
  }, 60_000);

  it('lets exactly 100 guesses of a parallel burst reach the password check', async () => {
    clock.advance(2 * HOUR);
    const results = await burst(160, 40, (i) => attempt('parallel1', 'Wrong12345', `192.0.2.${i % 50}`));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === ErrorCode.userOrPasswordWrong)).toHaveLength(100);
    expect(codes.filter((c) => c === ErrorCode.accountLocked)).toHaveLength(60);
  }, 60_000);
});

describe.each(databases())('a hammered account on $name', (db) => {
  const t = suiteApp(db, {}, {}, async (app) => {
    await addMember(app, { username: 'hammered', password: 'Right12345' });
  });

  it('refuses or throttles 2,000 wrong passwords from one IP, and the right password still works from another IP', async () => {
    // One sealed body resent: sealing is the site's work, the burst is about the server.
    const sealed = await seal(await publicKey(t.app), { type: 'username', username: 'hammered', password: 'Wrong12345' });
    const headers = siteHeaders({ encryption: sealed.header });
    const results = await burst(2000, 50, async () => {
      const res = await t.app.inject({ method: 'POST', url: AccountPath.login, payload: sealed.payload, headers, remoteAddress: '203.0.113.66' });
      return { status: res.statusCode, body: res.json<Envelope>() };
    });
    expect(results.every((r) => r.body.success === false)).toBe(true);
    // Business refusals (200) until the per-IP request limit answers 429.
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200, 429]));
    const codes = new Set(results.map((r) => r.body.code));
    const refusals: string[] = [ErrorCode.userOrPasswordWrong, ErrorCode.captchaWrong, ErrorCode.tooManyRequests, ErrorCode.accountLocked];
    for (const code of codes) expect(refusals).toContain(code);
    // Only the first few reached the password check: then captcha, then the rate limit.
    expect(results.filter((r) => r.body.code === ErrorCode.userOrPasswordWrong)).toHaveLength(3);

    const owner = { type: 'username' as const, username: 'hammered', password: 'Right12345' };
    const first = await login(t.app, owner, { remoteAddress: '198.51.100.7' });
    expect(first).toMatchObject({ code: ErrorCode.captchaWrong, value: { captcha: true } });
    expect((await login(t.app, { ...owner, ...(await solvedCaptcha(t.app)) }, { remoteAddress: '198.51.100.7' })).success).toBe(true);
  }, 120_000);
});
