import { AccountPath, type LoginResult, type RegisterMobileRequest, type RegisterRequest, type UsernameCheckValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { type RegisterFieldName } from '@common/contract/system';
import { addAffiliateCode } from '../../../../server/modules/agent/service';
import { auditTrail } from '../../../../server/modules/audit/service';
import { findMemberByUsername, memberSubject } from '../../../../server/modules/member/service';
import { addMember, call, configure, encryptedCall, requestSmsCode, smsCodeTo, solvedCaptcha, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

describe.each(databases())('registration on $name', (db) => {
  // 2030-01-15: a birthday of 2009-01-15 is exactly 21.
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now }, async (app) => {
    const agent = await addMember(app, { username: 'agentx01', password: 'Agent12345', agent: true });
    await addAffiliateCode(app.db, 'MLOBBY', 'INVITE7', agent.id, { actor: 'test' });
    await addMember(app, { username: 'taken01', password: 'Taken12345', dialingCode: '880', mobile: '1700000999' });
  });

  let serial = 0;
  /** A request every seeded register setting accepts: the required fields and a solved captcha. */
  async function valid(overrides: Partial<RegisterRequest> = {}): Promise<RegisterRequest> {
    serial++;
    return {
      username: `newuser${serial}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobile: `0171000${String(serial).padStart(4, '0')}`,
      countryDialingCode: '880',
      birthday: '2000-05-01',
      ...(await solvedCaptcha(t.app)),
      ...overrides,
    };
  }
  const register = async (body: RegisterRequest) => (await encryptedCall(t.app, 'PUT', AccountPath.register, body)).json<Envelope<LoginResult>>();
  const available = async (username: string) =>
    (await call(t.app, 'GET', `${AccountPath.checkUsername}?username=${encodeURIComponent(username)}`)).json<Envelope<UsernameCheckValue>>();

  describe('PUT /wps/member/register', () => {
    it('creates the account, logs it in and audits both', async () => {
      const body = await valid({ username: 'FreshUser1', email: 'Fresh@Example.com', realName: 'Rahim Uddin', referrerCode: 'invite7' });
      const res = await register(body);
      expect(res.value).toEqual({ token: expect.any(String), userName: 'freshuser1', type: 1, firstTimeLogin: false, passwordExpired: false, merchantCode: 'MLOBBY' });
      const member = (await findMemberByUsername(t.app.db, 'MLOBBY', 'freshuser1'))!;
      expect(member).toMatchObject({
        dialingCode: '880',
        mobile: body.mobile!.replace(/^0/, ''),
        birthday: '2000-05-01',
        referrerCode: 'INVITE7',
        realName: 'Rahim Uddin',
      });
      expect(member.passwordHash).toMatch(new RegExp(`^scrypt\\$N=${t.app.config.passwordHashN},r=8,p=3\\$`));
      expect((await auditTrail(t.app.db, memberSubject(member.id))).map((r) => r.action).sort()).toEqual(['member.registered', 'session.login']);
      expect((await call(t.app, 'GET', AccountPath.memberInfo, { token: res.value!.token })).json().value.userName).toBe('freshuser1');
    });

    it('ignores fields the merchant does not show', async () => {
      const res = await register(await valid({ username: 'hiddenfld', nickname: 'Sneaky', transactionPassword: '123456' }));
      expect(res.success).toBe(true);
      expect(await findMemberByUsername(t.app.db, 'MLOBBY', 'hiddenfld')).toMatchObject({ nickname: null, withdrawalPasswordHash: null });
    });

    it.each<[string, string, Partial<RegisterRequest>]>([
      ['a username starting with a digit', ErrorCode.accountFormat, { username: '1abcdef' }],
      ['a username of 5 characters', ErrorCode.accountFormat, { username: 'abcde' }],
      ['a username with a space', ErrorCode.accountFormat, { username: 'ab cdef' }],
      ['a taken username in other case', ErrorCode.usernameExists, { username: 'TAKEN01' }],
      ['a password without digits', ErrorCode.passwordFormat, { password: 'abcdefgh', confirmPassword: 'abcdefgh' }],
      ['a password of 7 characters', ErrorCode.passwordFormat, { password: 'abcdef1', confirmPassword: 'abcdef1' }],
      ['a confirmation that differs', ErrorCode.confirmMismatch, { confirmPassword: 'Secret124' }],
      ['a malformed email', ErrorCode.emailFormat, { email: 'not-an-email' }],
      ['an email of 255 characters', ErrorCode.emailFormat, { email: `${'a'.repeat(243)}@example.com` }],
      ['a malformed mobile number', ErrorCode.mobileInvalid, { mobile: '17ab' }],
      ['a taken mobile number', ErrorCode.mobileExists, { mobile: '01700000999' }],
      ['a birthday less than 21 years ago', ErrorCode.birthdayLimit, { birthday: '2009-01-16' }],
      ['a date that does not exist', ErrorCode.birthdayFormat, { birthday: '2001-02-30' }],
      ['a birthday in the wrong format', ErrorCode.birthdayFormat, { birthday: '01/05/2000' }],
      ['a name with digits', ErrorCode.nameFormat, { realName: 'R2D2' }],
      ['an unknown invitation code', ErrorCode.invalidAffiliateCode, { referrerCode: 'NOPE01' }],
      ['a missing required birthday', ErrorCode.fieldRequired, { birthday: undefined }],
      ['a missing required mobile', ErrorCode.fieldRequired, { mobile: undefined }],
      ['a wrong captcha', ErrorCode.captchaWrong, { captcha: 'WRONG' }],
      ['no captcha', ErrorCode.captchaWrong, { captcha: undefined, captchaId: undefined }],
    ])('refuses %s with %s and creates nothing', async (_name, code, overrides) => {
      const body = await valid(overrides);
      const res = await register(body);
      expect(res).toMatchObject({ success: false, code });
      if (body.username !== 'TAKEN01') expect((await available(body.username)).value?.available ?? true).toBe(true);
    });

    it('accepts a birthday exactly 21 years ago', async () => {
      expect((await register(await valid({ birthday: '2009-01-15' }))).success).toBe(true);
    });

    it('names the missing field and the minimum age in the message', async () => {
      expect((await register(await valid({ birthday: undefined }))).message).toBe('Please fill in birthday.');
      expect((await register(await valid({ birthday: '2015-01-01' }))).message).toBe('You must be at least 21 years old.');
    });

    it('follows the register settings: a field made required must be given, captcha made optional is not checked', async () => {
      const setRequired = (name: RegisterFieldName, required: boolean) =>
        configure(t.app, (c) => {
          const fields = c.register.fields.map((f) => (f.name === name ? { ...f, show: true, required } : f));
          return { ...c, register: { ...c.register, fields } };
        });
      await setRequired('email', true);
      await setRequired('captcha', false);
      try {
        expect((await register(await valid())).message).toBe('Please fill in email.');
        const res = await register(await valid({ email: 'ok@example.com', captcha: undefined, captchaId: undefined }));
        expect(res.success).toBe(true);
      } finally {
        await setRequired('email', false);
        await setRequired('captcha', true);
      }
    });
  });

  describe('GET /wps/check/username', () => {
    it('says whether a username is free, case-insensitively', async () => {
      expect((await available('nobodyyet')).value).toEqual({ available: true });
      expect((await available('Taken01')).value).toEqual({ available: false });
    });

    it('refuses a username that breaks the rule with account.format', async () => {
      expect((await available('x')).code).toBe(ErrorCode.accountFormat);
    });
  });

  describe('PUT /wps/member/register/mobile', () => {
    let next = 100;
    async function mobileRequest(overrides: Partial<RegisterMobileRequest> = {}): Promise<RegisterMobileRequest> {
      const phone = { countryDialingCode: '880', mobileNum: `1800000${next++}` };
      await requestSmsCode(t.app, AccountPath.smsRegister, phone);
      return { ...phone, messageCode: await smsCodeTo(t.app, `+880${phone.mobileNum}`), password: 'Mobile123', birthday: '1990-01-01', ...overrides };
    }
    const registerMobile = async (body: RegisterMobileRequest) =>
      (await encryptedCall(t.app, 'PUT', AccountPath.registerMobile, body)).json<Envelope<LoginResult>>();

    it('registers the number proved by a register code, named after it', async () => {
      const body = await mobileRequest({ referrerCode: 'INVITE7' });
      const res = await registerMobile(body);
      expect(res.value).toMatchObject({ userName: `m880${body.mobileNum}`, type: 1 });
      expect(await findMemberByUsername(t.app.db, 'MLOBBY', `m880${body.mobileNum}`)).toMatchObject({ mobile: body.mobileNum, referrerCode: 'INVITE7' });
    });

    it('refuses a wrong code with verification.code.wrong', async () => {
      const body = await mobileRequest();
      expect((await registerMobile({ ...body, messageCode: body.messageCode === '111111' ? '222222' : '111111' })).code).toBe(ErrorCode.verificationCodeWrong);
    });

    it('keeps the code usable when another field is wrong', async () => {
      const body = await mobileRequest();
      expect((await registerMobile({ ...body, birthday: '2020-01-01' })).code).toBe(ErrorCode.birthdayLimit);
      expect((await registerMobile(body)).success).toBe(true);
    });

    it('enforces the required birthday and the password rule', async () => {
      expect((await registerMobile(await mobileRequest({ birthday: undefined }))).code).toBe(ErrorCode.fieldRequired);
      expect((await registerMobile(await mobileRequest({ password: 'short' }))).code).toBe(ErrorCode.passwordFormat);
    });
  });
});
