import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { CSRF_HEADER, OperatorPath, type OperatorEnrolValue, type OperatorMe, type OperatorPasswordValue } from '@common/contract/operator';
import type { Role } from '@common/rules/operatorRoles';
import { auditLog, operators } from '../../../../server/db/schema';
import { createOperator, currentCode } from '../../../../server/modules/operator';
import { CONSOLE_COOKIE } from '../../../../server/plugins/operator-auth';
import { TestClock } from '../../helpers/accounts';
import { build, databases, type TestApp } from '../../helpers/build';

const MINUTE = 60_000;
const PASSWORD = 'Console-pass-1';

interface Answer<T> {
  success: boolean;
  value?: T;
  code?: string;
}

describe.each(databases())('console login and sessions ($name)', (db) => {
  let test: TestApp;
  let app: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    test = await build(db, {}, { now: clock.now });
    app = test.app;
  });
  afterAll(() => test.close());

  let seq = 0;
  async function newOperator(roles: Role[] = ['owner'], merchantCode: string | null = null): Promise<string> {
    const username = `op${++seq}`;
    await createOperator(app, { username, password: PASSWORD, merchantCode, roles }, { actor: 'test' });
    return username;
  }

  const post = <T>(url: string, payload: object) => app.inject({ method: 'POST', url, payload }).then((res) => ({ res, body: res.json<Answer<T>>() }));
  const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === CONSOLE_COOKIE);

  /** Password and enrolment: the operator's secret and its first session. */
  async function enrol(username: string): Promise<{ secret: string; session: string; me: OperatorEnrolValue }> {
    const step = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    const value = step.body.value!;
    if (value.next !== 'enrol') throw new Error('expected enrolment');
    const secret = new URL(value.otpauthUri).searchParams.get('secret')!;
    const done = await post<OperatorEnrolValue>(OperatorPath.enrol, { challenge: value.challenge, code: currentCode(secret, clock.ms) });
    expect(done.body.success).toBe(true);
    return { secret, session: cookieOf(done.res)!.value, me: done.body.value! };
  }

  /** A later login with a TOTP code, the clock moved to the next step so the code is a new one. */
  async function login(username: string, secret: string): Promise<{ session: string; me: OperatorMe }> {
    clock.advance(30_000);
    const step = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    expect(step.body.value?.next).toBe('totp');
    const done = await post<OperatorMe>(OperatorPath.totp, { challenge: step.body.value!.challenge, code: currentCode(secret, clock.ms) });
    expect(done.body.success).toBe(true);
    return { session: cookieOf(done.res)!.value, me: done.body.value! };
  }

  const whoAmI = (session: string) => app.inject({ method: 'GET', url: OperatorPath.session, cookies: { [CONSOLE_COOKIE]: session } });
  const auditActions = async (subject: string) => (await app.db.select().from(auditLog).where(eq(auditLog.subject, subject))).map((row) => row.action);

  it('a first login enrols the second factor: the secret as an otpauth URI and QR code, confirmed by its first code, with ten recovery codes shown once', async () => {
    const username = await newOperator();
    const step = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    const value = step.body.value!;
    expect(value.next).toBe('enrol');
    if (value.next !== 'enrol') return;
    expect(value.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
    expect(value.qrSvg).toMatch(/^<svg/);
    const secret = new URL(value.otpauthUri).searchParams.get('secret')!;
    const done = await post<OperatorEnrolValue>(OperatorPath.enrol, { challenge: value.challenge, code: currentCode(secret, clock.ms) });
    expect(done.body.value?.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.value?.recoveryCodes).size).toBe(10);
    expect(done.body.value).toMatchObject({ username, merchantCode: null, roles: ['owner'] });
    expect(done.body.value?.permissions).toContain('wallet.adjust.approve');
    const cookie = cookieOf(done.res)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/console' });
    const me = (await whoAmI(cookie.value)).json<Answer<OperatorMe>>();
    // The idle timeout the console watches is the server's own setting.
    expect(me.value).toMatchObject({ id: done.body.value!.id, username, csrfToken: done.body.value!.csrfToken, idleMinutes: app.config.operatorIdleMinutes });
    expect(await auditActions(`operator:${done.body.value!.id}`)).toEqual(expect.arrayContaining(['operator.create', 'operator.totp.enrol', 'operator.login']));
  });

  it('after enrolment a login needs the password and then a TOTP code; without the code there is no session', async () => {
    const username = await newOperator(['finance'], 'M1');
    const { secret } = await enrol(username);
    clock.advance(30_000);
    const step = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    expect(step.body.value).toEqual({ next: 'totp', challenge: expect.any(String) });
    expect(cookieOf(step.res)).toBeUndefined();
    const wrong = await post<OperatorMe>(OperatorPath.totp, { challenge: step.body.value!.challenge, code: '000000' === currentCode(secret, clock.ms) ? '111111' : '000000' });
    expect(wrong.body.code).toBe(ErrorCode.operatorCodeWrong);
    expect(cookieOf(wrong.res)).toBeUndefined();
    const right = await post<OperatorMe>(OperatorPath.totp, { challenge: step.body.value!.challenge, code: currentCode(secret, clock.ms) });
    expect(right.body.value).toMatchObject({ username, merchantCode: 'M1', roles: ['finance'] });
    expect(right.body.value?.permissions).not.toContain('operators.manage');
  });

  it('a wrong password and an unknown operator get the same refusal, and both are audited', async () => {
    const username = await newOperator();
    const wrong = await post(OperatorPath.password, { username, password: 'not-it' });
    const unknown = await post(OperatorPath.password, { username: 'nobody-here', password: 'not-it' });
    expect(wrong.body.code).toBe(ErrorCode.operatorCredentialsInvalid);
    expect(unknown.body.code).toBe(ErrorCode.operatorCredentialsInvalid);
    expect(wrong.res.statusCode).toBe(200);
    expect(await auditActions('operator-username:nobody-here')).toEqual(['operator.login.failed']);
  });

  it('five failures in a row lock the account for 15 minutes, the right password included; then it opens again', async () => {
    const username = await newOperator();
    for (let i = 0; i < 4; i++) expect((await post(OperatorPath.password, { username, password: `wrong${i}` })).body.code).toBe(ErrorCode.operatorCredentialsInvalid);
    const fifth = await post<{ lockedUntil: number }>(OperatorPath.password, { username, password: 'wrong4' });
    expect(fifth.body.code).toBe(ErrorCode.operatorLocked);
    expect(fifth.body.value?.lockedUntil).toBe(clock.ms + 15 * MINUTE);
    expect((await post(OperatorPath.password, { username, password: PASSWORD })).body.code).toBe(ErrorCode.operatorLocked);
    clock.advance(15 * MINUTE);
    expect((await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD })).body.value?.next).toBe('enrol');
  });

  it('parallel wrong passwords cannot slip past the lock: exactly the limit is counted before it locks', async () => {
    const username = await newOperator();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(OperatorPath.password, { username, password: `bad${i}` })));
    expect(answers.filter((a) => a.body.code === ErrorCode.operatorLocked).length).toBeGreaterThanOrEqual(1);
    expect((await post(OperatorPath.password, { username, password: PASSWORD })).body.code).toBe(ErrorCode.operatorLocked);
  });

  it('a TOTP code logs in once: the same code again is refused, and wrong codes count towards the lock', async () => {
    const username = await newOperator();
    const { secret } = await enrol(username);
    clock.advance(30_000);
    const code = currentCode(secret, clock.ms);
    const first = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    expect((await post(OperatorPath.totp, { challenge: first.body.value!.challenge, code })).body.success).toBe(true);
    const second = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    expect((await post(OperatorPath.totp, { challenge: second.body.value!.challenge, code })).body.code).toBe(ErrorCode.operatorCodeWrong);
    for (let i = 0; i < 3; i++) expect((await post(OperatorPath.totp, { challenge: second.body.value!.challenge, code: 'abcdef' })).body.code).toBe(ErrorCode.operatorCodeWrong);
    expect((await post(OperatorPath.totp, { challenge: second.body.value!.challenge, code: 'abcdef' })).body.code).toBe(ErrorCode.operatorLocked);
  });

  it('a recovery code replaces the TOTP code once, typed in any case and with or without dashes', async () => {
    const username = await newOperator();
    const { me } = await enrol(username);
    const recovery = me.recoveryCodes[3]!;
    const step = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    expect((await post(OperatorPath.totp, { challenge: step.body.value!.challenge, code: recovery.toUpperCase().replace(/-/g, ' ') })).body.success).toBe(true);
    const again = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    expect((await post(OperatorPath.totp, { challenge: again.body.value!.challenge, code: recovery })).body.code).toBe(ErrorCode.operatorCodeWrong);
  });

  it('a challenge works once and for 5 minutes only', async () => {
    const username = await newOperator();
    const { secret } = await enrol(username);
    clock.advance(30_000);
    const step = await post<OperatorPasswordValue>(OperatorPath.password, { username, password: PASSWORD });
    clock.advance(5 * MINUTE);
    expect((await post(OperatorPath.totp, { challenge: step.body.value!.challenge, code: currentCode(secret, clock.ms) })).body.code).toBe(ErrorCode.operatorChallengeInvalid);
    const { session } = await login(username, secret);
    expect(session).toBeTruthy();
  });

  it('a session ends after 15 idle minutes and after 12 hours however active; logout ends it at once', async () => {
    const username = await newOperator();
    const { secret } = await enrol(username);
    const idle = await login(username, secret);
    clock.advance(14 * MINUTE);
    expect((await whoAmI(idle.session)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    const expired = await whoAmI(idle.session);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<Answer<never>>().code).toBe(ErrorCode.operatorSessionExpired);

    const busy = await login(username, secret);
    const end = clock.ms + 12 * 60 * MINUTE;
    // A call every 14 minutes keeps it alive right up to the 12th hour...
    while (clock.ms + 14 * MINUTE < end) {
      clock.advance(14 * MINUTE);
      expect((await whoAmI(busy.session)).statusCode).toBe(200);
    }
    // ...and not past it.
    clock.advance(end - clock.ms);
    expect((await whoAmI(busy.session)).json<Answer<never>>().code).toBe(ErrorCode.operatorSessionExpired);

    const current = await login(username, secret);
    const out = await app.inject({ method: 'DELETE', url: OperatorPath.session, cookies: { [CONSOLE_COOKIE]: current.session }, headers: { [CSRF_HEADER]: current.me.csrfToken } });
    expect(out.json<Answer<null>>().success).toBe(true);
    expect((await whoAmI(current.session)).statusCode).toBe(401);
    expect(await auditActions(`operator:${current.me.id}`)).toContain('operator.logout');
  });

  it('a call that changes something needs the session CSRF token; without a cookie it is 401 operator.not.logged.in', async () => {
    const username = await newOperator();
    const { secret } = await enrol(username);
    const { session, me } = await login(username, secret);
    const noHeader = await app.inject({ method: 'DELETE', url: OperatorPath.session, cookies: { [CONSOLE_COOKIE]: session } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json<Answer<never>>().code).toBe(ErrorCode.operatorCsrfInvalid);
    const otherToken = await app.inject({ method: 'DELETE', url: OperatorPath.session, cookies: { [CONSOLE_COOKIE]: session }, headers: { [CSRF_HEADER]: me.csrfToken.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) } });
    expect(otherToken.statusCode).toBe(403);
    expect((await whoAmI(session)).statusCode).toBe(200);
    const none = await app.inject({ method: 'GET', url: OperatorPath.session });
    expect(none.statusCode).toBe(401);
    expect(none.json<Answer<never>>().code).toBe(ErrorCode.operatorNotLoggedIn);
  });

  it('a disabled operator is logged out at once and cannot log in', async () => {
    const username = await newOperator();
    const { secret } = await enrol(username);
    const { session } = await login(username, secret);
    await app.db.update(operators).set({ status: 'disabled' }).where(eq(operators.username, username));
    expect((await whoAmI(session)).statusCode).toBe(401);
    expect((await post(OperatorPath.password, { username, password: PASSWORD })).body.code).toBe(ErrorCode.operatorCredentialsInvalid);
  });
});
