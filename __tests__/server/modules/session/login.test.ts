import { AccountPath, type LoginFailureValue } from '@common/contract/account';
import { ErrorCode } from '@common/contract/envelope';
import { type MemberInfo } from '@common/contract/member';
import { auditTrail } from '../../../../server/modules/audit/service';
import { findMemberByUsername, memberSubject } from '../../../../server/modules/member/service';
import { addMember, call, login, solvedCaptcha, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

const DAY = 86_400_000;

describe.each(databases())('POST /wps/session/login on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now }, async (app) => {
    await addMember(app, { username: 'alice01', password: 'Alice12345' });
    await addMember(app, { username: 'firstone', password: 'First12345', firstTimeLogin: true });
    await addMember(app, { username: 'oldpass1', password: 'Oldpass123', passwordUpdatedAt: new Date(clock.ms - 181 * DAY) });
    await addMember(app, { username: 'disabled1', password: 'Disabled123', status: 'disabled' });
  });

  // Each test fails from its own address, so captcha state from one test never leaks into another.
  let ipCounter = 10;
  const freshIp = () => `198.51.100.${ipCounter++}`;
  const wrong = (username: string, ip: string) => login(t.app, { type: 'username', username, password: 'Wrong12345' }, { remoteAddress: ip });

  describe('username and password', () => {
    it('returns the token, userName, type and both flags, and audits the login', async () => {
      const res = await login(t.app, { type: 'username', username: 'alice01', password: 'Alice12345' });
      expect(res.success).toBe(true);
      const token = expect.stringMatching(/^[A-Za-z0-9_-]{43}$/);
      expect(res.value).toEqual({ token, userName: 'alice01', type: 1, firstTimeLogin: false, passwordExpired: false, merchantCode: 'MLOBBY', deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}\.[0-9a-f]{64}$/) });
      const member = (await findMemberByUsername(t.app.db, 'MLOBBY', 'alice01'))!;
      expect((await auditTrail(t.app.db, memberSubject(member.id)))[0]).toMatchObject({ action: 'session.login', detail: { method: 'username' } });
    });

    it('accepts the username in any case', async () => {
      expect((await login(t.app, { type: 'username', username: 'ALICE01', password: 'Alice12345' })).success).toBe(true);
    });

    it('gives a token that works on member calls', async () => {
      const token = await tokenFor(t.app, 'alice01', 'Alice12345');
      const info = (await call(t.app, 'GET', AccountPath.memberInfo, { token })).json().value as MemberInfo;
      expect(info).toMatchObject({ userName: 'alice01', type: 1 });
    });

    it('flags firstTimeLogin for an account that must change its password', async () => {
      expect((await login(t.app, { type: 'username', username: 'firstone', password: 'First12345' })).value?.firstTimeLogin).toBe(true);
    });

    it('flags passwordExpired once the password is older than PASSWORD_MAX_AGE_DAYS', async () => {
      expect((await login(t.app, { type: 'username', username: 'oldpass1', password: 'Oldpass123' })).value?.passwordExpired).toBe(true);
    });

    it('answers a wrong password and an unknown user with the same code and message', async () => {
      const ip = freshIp();
      const badPassword = await wrong('alice01', ip);
      const noSuchUser = await login(t.app, { type: 'username', username: 'nosuchuser', password: 'Alice12345' }, { remoteAddress: freshIp() });
      expect(badPassword).toEqual({ success: false, code: ErrorCode.userOrPasswordWrong, message: 'Wrong username or password.', value: { captcha: false } });
      expect(noSuchUser).toEqual(badPassword);
    });

    it('refuses a disabled account with user.nonexistent.or.disabled, only when the password is right', async () => {
      expect((await login(t.app, { type: 'username', username: 'disabled1', password: 'Disabled123' })).code).toBe(ErrorCode.userNonexistentOrDisabled);
      expect((await wrong('disabled1', freshIp())).code).toBe(ErrorCode.userOrPasswordWrong);
    });

    it('refuses a username login without a password as an invalid request', async () => {
      const res = await login(t.app, { type: 'username', username: 'alice01' });
      expect(res.code).toBe(ErrorCode.requestInvalid);
    });

    it('refuses SMS login while the smsLogin switch is off, and firebase login when no project is configured', async () => {
      const sms = await login(t.app, { type: 'sms', mobileNum: '1712345678', countryDialingCode: '880', messageCode: '123456' });
      expect(sms.code).toBe(ErrorCode.noPermission);
      expect((await login(t.app, { type: 'firebase', firebaseIdToken: 'x', firebaseMobileNo: '1712345678', countryDialingCode: '880' })).code).toBe(
        ErrorCode.noPermission,
      );
    });
  });

  describe('captcha', () => {
    it('is required after 3 consecutive failures of one account, from any IPs', async () => {
      await addMember(t.app, { username: 'captcha1', password: 'Captcha123' });
      expect((await wrong('captcha1', freshIp())).value).toEqual({ captcha: false });
      expect((await wrong('captcha1', freshIp())).value).toEqual({ captcha: false });
      expect((await wrong('captcha1', freshIp())).value).toEqual<LoginFailureValue>({ captcha: true });
      const withoutCaptcha = await login(t.app, { type: 'username', username: 'captcha1', password: 'Captcha123' }, { remoteAddress: freshIp() });
      expect(withoutCaptcha).toMatchObject({ success: false, code: ErrorCode.captchaWrong, value: { captcha: true } });
      const right = { type: 'username' as const, username: 'captcha1', password: 'Captcha123' };
      const withCaptcha = await login(t.app, { ...right, ...(await solvedCaptcha(t.app)) }, { remoteAddress: freshIp() });
      expect(withCaptcha.success).toBe(true);
      // A success ends the run of failures.
      expect((await wrong('captcha1', freshIp())).value).toEqual({ captcha: false });
    });

    it('is required after 3 consecutive failures from one IP, whatever the accounts', async () => {
      const ip = freshIp();
      await wrong('ipuser1', ip);
      await wrong('ipuser2', ip);
      expect((await wrong('ipuser3', ip)).value).toEqual({ captcha: true });
      expect((await login(t.app, { type: 'username', username: 'alice01', password: 'Alice12345' }, { remoteAddress: ip })).code).toBe(ErrorCode.captchaWrong);
      expect((await login(t.app, { type: 'username', username: 'alice01', password: 'Alice12345' }, { remoteAddress: freshIp() })).success).toBe(true);
    });

    it('refuses a wrong answer, and an answer used once already', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await wrong('ipuser4', ip);
      const right = { type: 'username' as const, username: 'alice01', password: 'Alice12345' };
      const captcha = await solvedCaptcha(t.app);
      expect((await login(t.app, { ...right, captchaId: captcha.captchaId, captcha: 'WRONG' }, { remoteAddress: ip })).code).toBe(ErrorCode.captchaWrong);
      // The wrong answer used the captcha up: the right answer to it no longer counts.
      expect((await login(t.app, { ...right, ...captcha }, { remoteAddress: ip })).code).toBe(ErrorCode.captchaWrong);
      const fresh = await solvedCaptcha(t.app);
      expect((await login(t.app, { ...right, ...fresh }, { remoteAddress: ip })).success).toBe(true);
      // The success ended the IP's run of failures (ipuser4 itself still needs a captcha).
      expect((await wrong('ipuser4b', ip)).value).toEqual({ captcha: false });
    });

    it('accepts the answer in lower case', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await wrong('ipuser5', ip);
      const solved = await solvedCaptcha(t.app);
      const body = { type: 'username' as const, username: 'alice01', password: 'Alice12345', ...solved, captcha: solved.captcha.toLowerCase() };
      const res = await login(t.app, body, { remoteAddress: ip });
      expect(res.success).toBe(true);
    });

    it('refuses the right answer without its proof of work', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await wrong('ipuser7', ip);
      const { captchaId, captcha } = await solvedCaptcha(t.app);
      const res = await login(t.app, { type: 'username', username: 'alice01', password: 'Alice12345', captchaId, captcha }, { remoteAddress: ip });
      expect(res.code).toBe(ErrorCode.captchaWrong);
    });

    it('refuses a captcha after CAPTCHA_TTL_SECONDS', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await wrong('ipuser6', ip);
      const captcha = await solvedCaptcha(t.app);
      clock.advance(301_000);
      const res = await login(t.app, { type: 'username', username: 'alice01', password: 'Alice12345', ...captcha }, { remoteAddress: ip });
      expect(res.code).toBe(ErrorCode.captchaWrong);
    });

    it('refuses an answer longer than 16 characters as an invalid request', async () => {
      const res = await login(t.app, { type: 'username', username: 'alice01', password: 'Alice12345', captchaId: 'x', captcha: 'A'.repeat(17) });
      expect(res.code).toBe(ErrorCode.requestInvalid);
    });
  });

  describe('DELETE /wps/session/logout', () => {
    it("revokes the token and audits the logout under the member's merchant", async () => {
      const token = await tokenFor(t.app, 'alice01', 'Alice12345');
      expect((await call(t.app, 'DELETE', AccountPath.logout, { token })).json()).toEqual({ success: true, value: null });
      expect((await call(t.app, 'GET', AccountPath.memberInfo, { token })).json().code).toBe(ErrorCode.userOrTokenInvalid);
      const member = (await findMemberByUsername(t.app.db, 'MLOBBY', 'alice01'))!;
      expect((await auditTrail(t.app.db, memberSubject(member.id)))[0]).toMatchObject({ action: 'session.logout', merchantCode: 'MLOBBY' });
    });

    it("leaves the member's other sessions alone", async () => {
      const one = await tokenFor(t.app, 'alice01', 'Alice12345');
      const two = await tokenFor(t.app, 'alice01', 'Alice12345');
      await call(t.app, 'DELETE', AccountPath.logout, { token: one });
      expect((await call(t.app, 'GET', AccountPath.memberInfo, { token: two })).json().success).toBe(true);
    });

    it('needs a token: customer.not.login without one', async () => {
      expect((await call(t.app, 'DELETE', AccountPath.logout)).json().code).toBe(ErrorCode.customerNotLogin);
    });
  });
});
