import { AccountPath, type LoginResult, type TrialAccountValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import { findMemberByUsername, memberSubject } from '../../../../server/modules/member/service';
import { TRIAL_RESERVE_MS } from '../../../../server/modules/session/trial';
import { call, login, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

const trialHeaders = { merchant: 'MLOBBYTRIAL' };

describe.each(databases())('free trial on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });

  const trialName = async () =>
    (await call(t.app, 'GET', AccountPath.trialAccount, { headers: trialHeaders })).json<Envelope<TrialAccountValue>>().value!.trialName;
  const freeplay = async (name: string) =>
    (await call(t.app, 'POST', AccountPath.freeplayLogin, { headers: trialHeaders, payload: { trialName: name } })).json<Envelope<LoginResult>>();

  it('GET /wps/session/trial hands out a fresh guest name each time', async () => {
    const names = await Promise.all([trialName(), trialName(), trialName()]);
    for (const name of names) expect(name).toMatch(/^guest\d{8}$/);
    expect(new Set(names).size).toBe(3);
  });

  it('logs a reserved name in as a type-4 demo account under the trial merchant code', async () => {
    const name = await trialName();
    const res = await freeplay(name);
    // A trial account's session belongs to the trial merchant code, not the site's.
    expect(res.value).toEqual({ token: expect.any(String), userName: name, type: 4, firstTimeLogin: false, passwordExpired: false, merchantCode: 'MLOBBYTRIAL' });
    const member = (await findMemberByUsername(t.app.db, 'MLOBBYTRIAL', name))!;
    expect(member).toMatchObject({ type: 4, demo: true, passwordHash: null });
    expect(await findMemberByUsername(t.app.db, 'MLOBBY', name)).toBeNull();
    expect((await auditTrail(t.app.db, memberSubject(member.id))).map((r) => r.action).sort()).toEqual(['member.trial.created', 'session.login']);
  });

  it('lets a name be claimed once only', async () => {
    const name = await trialName();
    expect((await freeplay(name)).success).toBe(true);
    expect((await freeplay(name)).code).toBe(ErrorCode.trialInvalid);
  });

  it('refuses a name never handed out, and one whose reservation lapsed', async () => {
    expect((await freeplay('guest00000000')).code).toBe(ErrorCode.trialInvalid);
    const name = await trialName();
    clock.advance(TRIAL_RESERVE_MS);
    expect((await freeplay(name)).code).toBe(ErrorCode.trialInvalid);
  });

  it('lets a trial account read its member info and log out, and refuses member calls with free.reject', async () => {
    const { token } = (await freeplay(await trialName())).value!;
    const as = { token, headers: trialHeaders };
    expect((await call(t.app, 'GET', AccountPath.memberInfo, as)).json().value).toMatchObject({ type: 4 });
    for (const [method, path] of [
      ['GET', AccountPath.icon],
      ['GET', AccountPath.securityConfig],
      ['GET', AccountPath.hasWithdrawalPassword],
    ] as const) {
      expect((await call(t.app, method, path, as)).json().code).toBe(ErrorCode.freeReject);
    }
    const payment = await call(t.app, 'POST', AccountPath.paymentPassword, { ...as, payload: { newPaymentPassword: '123456' } });
    expect(payment.json().code).toBe(ErrorCode.freeReject);
    expect((await call(t.app, 'DELETE', AccountPath.logout, as)).json().success).toBe(true);
  });

  it('cannot be logged into with a password', async () => {
    const name = await trialName();
    await freeplay(name);
    expect((await login(t.app, { type: 'username', username: name, password: 'Anything123' })).code).toBe(ErrorCode.userOrPasswordWrong);
  });
});
