import { AccountPath, type OutboxMessage, type SecurityConfigValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import { startGameSession } from '../../../../server/modules/launch/sessions';
import { findMemberByUsername, memberSubject } from '../../../../server/modules/member/service';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { verifyPassword } from '../../../../server/security/scrypt';
import { addMember, call, encryptedCall, login, requestSmsCode, setWhitelabel, smsCodeTo, TestClock, tokenFor } from '../../helpers/accounts';
import { databases, siteHeaders, suiteApp } from '../../helpers/build';

const DAY = 86_400_000;

describe.each(databases())('password flows on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });

  let serial = 0;
  async function fresh(fields: Parameters<typeof addMember>[1] extends infer F ? Partial<F> : never = {}) {
    const username = `pwuser${serial++}`;
    const member = await addMember(t.app, { username, password: 'Before123', email: `${username}@example.com`, ...fields });
    return { member, username, token: await tokenFor(t.app, username, 'Before123') };
  }
  const change = (token: string, oldPassword: string, newPassword: string) =>
    call(t.app, 'POST', AccountPath.password, { token, payload: { oldPassword, newPassword } });
  const codeOf = async (res: Promise<{ json(): Envelope }>) => (await res).json().code;

  /** An open game session of the member with the house slot; the session id. */
  const gameSession = async (memberId: number) =>
    (await startGameSession(t.app.db, { merchantCode: 'MLOBBY', memberId, accountKind: 'real', vendorCode: 'MLS', gameId: 10_001, gameType: 'RNG', mode: 'real' }, clock.now())).id;
  /** A bet and a win of the vendor on that session: after the password change or reset, the bet is refused and the win accepted. */
  async function expectGameSessionEnded(sessionId: string) {
    const wallet = createSeamlessClient(t.app, 'MLS');
    const bet = { requestId: `bet-${sessionId}`, sessionId, transactionId: `bet-${sessionId}`, roundId: 'r', gameId: 10_001, amount: 10 };
    expect(await wallet.debit(bet)).toMatchObject({ success: false, code: ErrorCode.seamlessSessionEnded });
    const win = { ...bet, requestId: `win-${sessionId}`, transactionId: `win-${sessionId}`, amount: 25 };
    expect(await wallet.credit(win)).toMatchObject({ success: true, value: { balance: 25 } });
  }

  describe('POST /wps/member/password', () => {
    it('changes the password, keeps this session, revokes the others and audits it', async () => {
      const { member, username, token } = await fresh();
      const other = await tokenFor(t.app, username, 'Before123');
      expect((await change(token, 'Before123', 'After1234')).json()).toEqual({ success: true, value: null });
      expect((await call(t.app, 'GET', AccountPath.memberInfo, { token })).json().success).toBe(true);
      expect(await codeOf(call(t.app, 'GET', AccountPath.memberInfo, { token: other }))).toBe(ErrorCode.userOrTokenInvalid);
      expect((await login(t.app, { type: 'username', username, password: 'After1234' })).success).toBe(true);
      expect((await login(t.app, { type: 'username', username, password: 'Before123' })).code).toBe(ErrorCode.userOrPasswordWrong);
      expect((await auditTrail(t.app.db, memberSubject(member.id))).find((r) => r.action === 'member.password.changed')).toMatchObject({ merchantCode: 'MLOBBY' });
    });

    it('ends the member’s game sessions: debits refused after, wins still accepted', async () => {
      const { member, token } = await fresh();
      const sessionId = await gameSession(member.id);
      expect((await change(token, 'Before123', 'After1234')).json().success).toBe(true);
      await expectGameSessionEnded(sessionId);
    });

    it('clears firstTimeLogin and restarts the expiry clock', async () => {
      const { username, token } = await fresh({ firstTimeLogin: true, passwordUpdatedAt: new Date(clock.ms - 200 * DAY) });
      await change(token, 'Before123', 'After1234');
      const res = await login(t.app, { type: 'username', username, password: 'After1234' });
      expect(res.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
      expect((await findMemberByUsername(t.app.db, 'MLOBBY', username))!.passwordUpdatedAt!.getTime()).toBe(clock.ms);
    });

    it.each([
      ['a wrong old password', 'Wrong1234', 'After1234', ErrorCode.passwordWrong],
      ['a new password equal to the old', 'Before123', 'Before123', ErrorCode.passwordSame],
      ['a new password breaking the rule', 'Before123', 'short', ErrorCode.passwordFormat],
    ])('refuses %s with %s and changes nothing', async (_name, oldPassword, newPassword, code) => {
      const { username, token } = await fresh();
      expect(await codeOf(change(token, oldPassword, newPassword))).toBe(code);
      expect((await login(t.app, { type: 'username', username, password: 'Before123' })).success).toBe(true);
    });
  });

  describe('POST /wps/member/password/verification', () => {
    const verify = (token: string, password: string, remoteAddress?: string) =>
      encryptedCall(t.app, 'POST', AccountPath.passwordVerification, { password }, { headers: { authorization: token }, remoteAddress });

    it('says whether the password is the caller’s', async () => {
      const { token } = await fresh();
      expect((await verify(token, 'Before123')).json().value).toEqual({ valid: true });
      expect((await verify(token, 'Other1234')).json().value).toEqual({ valid: false });
    });

    it('needs an encrypted body', async () => {
      const { token } = await fresh();
      const res = await call(t.app, 'POST', AccountPath.passwordVerification, { token, payload: { password: 'Before123' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ErrorCode.encryptionInvalid);
    });

    it('counts wrong guesses against the account like failed logins', async () => {
      const { username, token } = await fresh();
      // From an address of their own: the other tests' logins must not meet this IP's failures.
      for (let i = 0; i < 3; i++) await verify(token, 'Guess1234', '203.0.113.50');
      expect((await login(t.app, { type: 'username', username, password: 'Before123' }, { remoteAddress: '203.0.113.51' })).code).toBe(ErrorCode.captchaWrong);
    });
  });

  describe('reset by email', () => {
    const ask = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: AccountPath.passwordEmail,
        payload: new URLSearchParams({ username, email }).toString(),
        headers: siteHeaders({ 'content-type': 'application/x-www-form-urlencoded' }),
      });
    const emails = async () => (await call(t.app, 'GET', AccountPath.devOutbox)).json<Envelope<OutboxMessage[]>>().value!.filter((m) => m.channel === 'email');
    const resetToken = async (to: string) => /Reset code: (\S+)/.exec((await emails()).find((m) => m.to === to)!.text)![1]!;
    const reset = (token: string, newPassword: string) => call(t.app, 'POST', AccountPath.passwordReset, { payload: { resetToken: token, newPassword } });

    it('mails a single-use token that sets a new password and ends every session', async () => {
      const { username, token } = await fresh();
      expect((await ask(username, `${username.toUpperCase()}@EXAMPLE.COM`)).json()).toEqual({ success: true, value: null });
      const emailed = await resetToken(`${username}@example.com`);
      expect((await reset(emailed, 'Reset1234')).json().success).toBe(true);
      expect(await codeOf(call(t.app, 'GET', AccountPath.memberInfo, { token }))).toBe(ErrorCode.userOrTokenInvalid);
      expect((await login(t.app, { type: 'username', username, password: 'Reset1234' })).success).toBe(true);
      expect(await codeOf(reset(emailed, 'Again1234'))).toBe(ErrorCode.resetTokenInvalid);
    });

    it('ends the member’s game sessions: debits refused after, wins still accepted', async () => {
      const { member, username } = await fresh();
      const sessionId = await gameSession(member.id);
      await ask(username, `${username}@example.com`);
      expect((await reset(await resetToken(`${username}@example.com`), 'Reset1234')).json().success).toBe(true);
      await expectGameSessionEnded(sessionId);
    });

    it('answers success for a wrong email or unknown user, and sends nothing', async () => {
      const before = (await emails()).length;
      const { username } = await fresh();
      expect((await ask(username, 'someone@else.com')).json().success).toBe(true);
      expect((await ask('nobody000', 'x@example.com')).json().success).toBe(true);
      expect((await emails()).length).toBe(before);
    });

    it('refuses a token after 30 minutes', async () => {
      const { username } = await fresh();
      await ask(username, `${username}@example.com`);
      const emailed = await resetToken(`${username}@example.com`);
      clock.advance(30 * 60_000);
      expect(await codeOf(reset(emailed, 'Reset1234'))).toBe(ErrorCode.resetTokenInvalid);
    });

    it('refuses a new password that breaks the rule before using the token', async () => {
      const { username } = await fresh();
      await ask(username, `${username}@example.com`);
      const emailed = await resetToken(`${username}@example.com`);
      expect(await codeOf(reset(emailed, 'weak'))).toBe(ErrorCode.passwordFormat);
      expect((await reset(emailed, 'Strong123')).json().success).toBe(true);
    });

    it('is refused with no.permission while the passwordReset switch is off', async () => {
      await setWhitelabel(t.app, { passwordReset: false });
      try {
        expect((await ask('anyone01', 'a@example.com')).json().code).toBe(ErrorCode.noPermission);
        expect(await codeOf(reset('whatever', 'Strong123'))).toBe(ErrorCode.noPermission);
        const sms = { mobileNum: '1712000000', countryDialingCode: '880', messageCode: '123456', newPassword: 'Strong123' };
        expect(await codeOf(call(t.app, 'POST', AccountPath.passwordSms, { payload: sms }))).toBe(ErrorCode.noPermission);
      } finally {
        await setWhitelabel(t.app, { passwordReset: true });
      }
    });
  });

  describe('POST /wps/member/password/sms', () => {
    it('resets with a reset-purpose SMS code', async () => {
      const { username } = await fresh({ dialingCode: '880', mobile: '1912000001' });
      const phone = { countryDialingCode: '880', mobileNum: '01912000001' };
      await requestSmsCode(t.app, AccountPath.smsLogin, phone, 'reset');
      const messageCode = await smsCodeTo(t.app, '+8801912000001');
      const res = await call(t.app, 'POST', AccountPath.passwordSms, { payload: { ...phone, messageCode, newPassword: 'BySms1234' } });
      expect(res.json().success).toBe(true);
      expect((await login(t.app, { type: 'username', username, password: 'BySms1234' })).success).toBe(true);
    });

    it('ends the member’s game sessions: debits refused after, wins still accepted', async () => {
      const { member } = await fresh({ dialingCode: '880', mobile: '1912000009' });
      const sessionId = await gameSession(member.id);
      const phone = { countryDialingCode: '880', mobileNum: '01912000009' };
      await requestSmsCode(t.app, AccountPath.smsLogin, phone, 'reset');
      const messageCode = await smsCodeTo(t.app, '+8801912000009');
      expect((await call(t.app, 'POST', AccountPath.passwordSms, { payload: { ...phone, messageCode, newPassword: 'BySms1234' } })).json().success).toBe(true);
      await expectGameSessionEnded(sessionId);
    });

    it('refuses a wrong code with verification.code.wrong', async () => {
      await fresh({ dialingCode: '880', mobile: '1912000002' });
      const res = await call(t.app, 'POST', AccountPath.passwordSms, {
        payload: { countryDialingCode: '880', mobileNum: '1912000002', messageCode: '123456', newPassword: 'BySms1234' },
      });
      expect(res.json().code).toBe(ErrorCode.verificationCodeWrong);
    });
  });

  describe('withdrawal password', () => {
    const setPayment = (token: string, body: object) => call(t.app, 'POST', AccountPath.paymentPassword, { token, payload: body });

    it('is set once, then changed only with the old one; the security config follows', async () => {
      const { member, token } = await fresh({ dialingCode: '880', mobile: '1912000003' });
      expect((await call(t.app, 'GET', AccountPath.hasWithdrawalPassword, { token })).json().value).toBe(false);
      expect((await setPayment(token, { newPaymentPassword: '123456' })).json().success).toBe(true);
      expect((await call(t.app, 'GET', AccountPath.hasWithdrawalPassword, { token })).json().value).toBe(true);
      expect(await codeOf(setPayment(token, { newPaymentPassword: '654321' }))).toBe(ErrorCode.paymentPasswordWrong);
      expect(await codeOf(setPayment(token, { oldPaymentPassword: '000000', newPaymentPassword: '654321' }))).toBe(ErrorCode.paymentPasswordWrong);
      expect((await setPayment(token, { oldPaymentPassword: '123456', newPaymentPassword: '654321' })).json().success).toBe(true);
      const stored = (await findMemberByUsername(t.app.db, 'MLOBBY', member.username))!.withdrawalPasswordHash!;
      expect(stored).toMatch(new RegExp(`^scrypt\\$N=${t.app.config.passwordHashN},r=8,p=3\\$`));
      const trail = await auditTrail(t.app.db, memberSubject(member.id));
      expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['member.payment-password.set', 'member.payment-password.changed']));
      // Tagged with the member's merchant, so that merchant's operators see them in their audit log.
      expect(trail.filter((r) => r.action.startsWith('member.payment-password')).map((r) => r.merchantCode)).toEqual(['MLOBBY', 'MLOBBY']);
      const config = (await call(t.app, 'GET', AccountPath.securityConfig, { token })).json<Envelope<SecurityConfigValue>>().value;
      expect(config).toEqual({ hasWithdrawalPassword: true, emailBound: true, mobileBound: true, passwordUpdatedAt: clock.ms });
    }, 30_000);

    it('is set once when five first-time sets race: exactly one applies, the others are refused', async () => {
      const { member, token } = await fresh({ dialingCode: '880', mobile: '1912000004' });
      const passwords = ['111111', '222222', '333333', '444444', '555555'];
      const answers = await Promise.all(passwords.map(async (p) => (await setPayment(token, { newPaymentPassword: p })).json()));
      const won = answers.flatMap((a, i) => (a.success ? [passwords[i]!] : []));
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual(Array(4).fill(ErrorCode.paymentPasswordWrong));
      const stored = (await findMemberByUsername(t.app.db, 'MLOBBY', member.username))!.withdrawalPasswordHash!;
      expect(await verifyPassword(won[0]!, stored)).toBe(true);
      const sets = (await auditTrail(t.app.db, memberSubject(member.id))).filter((r) => r.action === 'member.payment-password.set');
      expect(sets).toHaveLength(1);
    }, 30_000);

    it.each(['12345', '1234567', 'abcdef'])('refuses %s with payment.password.format', async (password) => {
      const { token } = await fresh();
      expect(await codeOf(setPayment(token, { newPaymentPassword: password }))).toBe(ErrorCode.paymentPasswordFormat);
    });

    it('refuses a demo account with no.permission: it never holds real money', async () => {
      const { token } = await fresh({ demo: true });
      expect(await codeOf(setPayment(token, { newPaymentPassword: '123456' }))).toBe(ErrorCode.noPermission);
    });
  });
});
