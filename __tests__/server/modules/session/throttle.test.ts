import { AccountPath, type LoginFailureValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import type { OutboxMessage } from '@common/contract/account';
import { addMember, call, login, publicKey, seal, solvedCaptcha, TestClock } from '../../helpers/accounts';
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
  const env = { CAPTCHA_AFTER_FAILURES: '1000000', RATE_LIMIT_MAX: '100000', LOGIN_IP_FREE_FAILURES: '10', LOGIN_IP_MAX_DELAY_SECONDS: '60' };
  const t = suiteApp(db, env, { now: clock.now }, async (app) => {
    for (const username of ['target01', 'bystander', 'parallel1', 'ipvictim1']) await addMember(app, { username, password: 'Right12345' });
  });

  const attempt = (username: string, password: string, ip: string, deviceToken?: string) =>
    login(t.app, { type: 'username', username, password, deviceToken }, { remoteAddress: ip });
  /** 100 wrong passwords spread over 20 addresses, a second apart: the IP delays are not what stops them. */
  const lockOut = async (username: string) => {
    for (let i = 0; i < 100; i++) {
      expect((await attempt(username, 'Wrong12345', `203.0.113.${i % 20}`)).code).toBe(ErrorCode.userOrPasswordWrong);
      clock.advance(1000);
    }
  };

  it('locks an account for unrecognised devices after 100 failures in an hour, says until when, and leaves other users alone', async () => {
    const started = clock.ms;
    await lockOut('target01');
    const locked = await attempt('target01', 'Right12345', '192.0.2.1');
    expect(locked).toMatchObject({ success: false, code: ErrorCode.accountLocked });
    // Free again when the oldest of the 100 failures is an hour old.
    expect((locked.value as unknown as LoginFailureValue).lockedUntil).toBe(started + HOUR);
    expect(locked.message).toMatch(/try again in \d+ minutes/);
    expect((await attempt('bystander', 'Right12345', '203.0.113.1')).success).toBe(true);

    clock.ms = started + HOUR;
    expect((await attempt('target01', 'Right12345', '192.0.2.1')).success).toBe(true);
  }, 60_000);

  it('slows an IP with doubling delays after LOGIN_IP_FREE_FAILURES failures, never longer than LOGIN_IP_MAX_DELAY_SECONDS and never a block', async () => {
    clock.advance(2 * HOUR);
    const ip = '198.51.100.200';
    for (let i = 0; i < 10; i++) expect((await attempt('ipvictim1', 'Wrong12345', ip)).code).toBe(ErrorCode.userOrPasswordWrong);
    // The 11th must wait 1 s after the 10th, then 2 s, 4 s, ...
    for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
      const early = await attempt('ipvictim1', 'Wrong12345', ip);
      expect(early).toMatchObject({ success: false, code: ErrorCode.tooManyRequests, value: { lockedUntil: clock.ms + seconds * 1000 } });
      clock.advance(seconds * 1000);
      expect((await attempt('ipvictim1', 'Wrong12345', ip)).code).toBe(ErrorCode.userOrPasswordWrong);
    }
    // Another address is not slowed, and after the longest delay a right password from this one works.
    expect((await attempt('bystander', 'Right12345', '198.51.100.201')).success).toBe(true);
    clock.advance(60_000);
    expect((await attempt('bystander', 'Right12345', ip)).success).toBe(true);
  }, 60_000);

  it('lets exactly 100 guesses of a parallel burst reach the password check', async () => {
    clock.advance(2 * HOUR);
    const results = await burst(160, 40, (i) => attempt('parallel1', 'Wrong12345', `192.0.2.${i % 50}`));
    const codes = results.map((r) => r.code);
    expect(codes.filter((c) => c === ErrorCode.userOrPasswordWrong)).toHaveLength(100);
    expect(codes.filter((c) => c === ErrorCode.accountLocked)).toHaveLength(60);
  }, 60_000);
});

/** The same rules with a lock after 5 failures, so the lock is quick to reach. */
describe.each(databases())('recognised devices and unlocking on $name', (db) => {
  const clock = new TestClock();
  const env = { CAPTCHA_AFTER_FAILURES: '1000000', RATE_LIMIT_MAX: '100000', LOGIN_MAX_FAILURES_PER_HOUR: '5', LOGIN_DEVICE_MAX_FAILURES_PER_HOUR: '3' };
  const t = suiteApp(db, env, { now: clock.now }, async (app) => {
    for (const username of ['target01', 'bystander', 'owner001', 'stolen01', 'resetme1']) {
      await addMember(app, { username, password: 'Right12345', email: `${username}@example.com` });
    }
  });
  const attempt = (username: string, password: string, ip: string, deviceToken?: string) =>
    login(t.app, { type: 'username', username, password, deviceToken }, { remoteAddress: ip });
  /** LOGIN_MAX_FAILURES_PER_HOUR wrong passwords from several addresses. */
  const lockOut = async (username: string) => {
    for (let i = 0; i < 5; i++) expect((await attempt(username, 'Wrong12345', `203.0.113.${i}`)).code).toBe(ErrorCode.userOrPasswordWrong);
  };

  it('lets the owner in from a device that logged in before while the account is locked for everyone else', async () => {
    clock.advance(2 * HOUR);
    const first = await attempt('owner001', 'Right12345', '192.0.2.77');
    const deviceToken = first.value!.deviceToken!;
    expect(deviceToken).toMatch(/^[\w-]{22}\.[0-9a-f]{64}$/);
    await lockOut('owner001');
    expect((await attempt('owner001', 'Right12345', '198.51.100.9')).code).toBe(ErrorCode.accountLocked);
    // The owner's phone, even from an address the attacker used.
    const owner = await attempt('owner001', 'Right12345', '203.0.113.3', deviceToken);
    expect(owner.success).toBe(true);
    expect(owner.value!.deviceToken).toBe(deviceToken);
  });

  it('recognises a device token only for the account it was issued to, and never a forged one', async () => {
    clock.advance(2 * HOUR);
    const bystanders = (await attempt('bystander', 'Right12345', '192.0.2.78')).value!.deviceToken!;
    await lockOut('target01');
    const [id] = bystanders.split('.');
    for (const token of [bystanders, `${id}.${'0'.repeat(64)}`, 'not-a-token', `${bystanders}.x`]) {
      expect((await attempt('target01', 'Right12345', '192.0.2.79', token)).code).toBe(ErrorCode.accountLocked);
    }
  });

  it('treats a recognised device that fails LOGIN_DEVICE_MAX_FAILURES_PER_HOUR times as unrecognised (a stolen token guesses no further)', async () => {
    clock.advance(2 * HOUR);
    const stolen = (await attempt('stolen01', 'Right12345', '192.0.2.80')).value!.deviceToken!;
    await lockOut('stolen01');
    for (let i = 0; i < 3; i++) expect((await attempt('stolen01', 'Wrong12345', `198.51.100.${i}`, stolen)).code).toBe(ErrorCode.userOrPasswordWrong);
    expect((await attempt('stolen01', 'Right12345', '198.51.100.50', stolen)).code).toBe(ErrorCode.accountLocked);
  });

  it('lifts the lock when the owner resets the password by email', async () => {
    clock.advance(2 * HOUR);
    await lockOut('resetme1');
    const ask = await t.app.inject({
      method: 'POST',
      url: AccountPath.passwordEmail,
      payload: new URLSearchParams({ username: 'resetme1', email: 'resetme1@example.com' }).toString(),
      headers: siteHeaders({ 'content-type': 'application/x-www-form-urlencoded' }),
    });
    expect(ask.json().success).toBe(true);
    const mails = (await call(t.app, 'GET', AccountPath.devOutbox)).json<Envelope<OutboxMessage[]>>().value!;
    const resetToken = /Reset code: (\S+)/.exec(mails.find((m) => m.to === 'resetme1@example.com')!.text)![1]!;
    expect((await call(t.app, 'POST', AccountPath.passwordReset, { payload: { resetToken, newPassword: 'Fresh12345' } })).json().success).toBe(true);
    expect((await attempt('resetme1', 'Fresh12345', '192.0.2.81')).success).toBe(true);
  });

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
