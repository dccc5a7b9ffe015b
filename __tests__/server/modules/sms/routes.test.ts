import { AccountPath, type OutboxMessage, type SmsCodeValue, type SmsRetryValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { MAX_GUESSES } from '../../../../server/modules/sms/service';
import { addMember, call, login, requestSmsCode, setWhitelabel, smsCodeTo, solvedSlider, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databases())('SMS codes on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, { CAPTCHA_AFTER_FAILURES: '100' }, { now: clock.now }, async (app) => {
    await setWhitelabel(app, { smsLogin: true });
  });

  // A fresh number per test: the per-number throttle must not carry over.
  let next = 1_700_000_000;
  async function member() {
    const mobile = String(next++);
    await addMember(t.app, { username: `sms${mobile}`, password: 'Sms1234567', dialingCode: '880', mobile });
    return { countryDialingCode: '880', mobileNum: `0${mobile}`, e164: `+880${mobile}` };
  }
  const smsLogin = (phone: { countryDialingCode: string; mobileNum: string }, messageCode: string) => login(t.app, { type: 'sms', ...phone, messageCode });

  describe('POST /wps/verification/sms/noLogin', () => {
    it('sends a 6-digit login code and returns when it expires', async () => {
      const phone = await member();
      const res = (await requestSmsCode(t.app, AccountPath.smsLogin, phone)).json<Envelope<SmsCodeValue>>();
      expect(res).toEqual({ success: true, value: { expirationTime: clock.ms + 300_000 } });
      expect(await smsCodeTo(t.app, phone.e164)).toMatch(/^\d{6}$/);
    });

    it('logs in with the code once', async () => {
      const phone = await member();
      await requestSmsCode(t.app, AccountPath.smsLogin, phone);
      const code = await smsCodeTo(t.app, phone.e164);
      expect((await smsLogin(phone, code)).value).toMatchObject({ userName: `sms${phone.e164.slice(4)}` });
      expect((await smsLogin(phone, code)).code).toBe(ErrorCode.verificationCodeWrong);
    });

    it('refuses the code after SMS_CODE_TTL_SECONDS', async () => {
      const phone = await member();
      await requestSmsCode(t.app, AccountPath.smsLogin, phone);
      const code = await smsCodeTo(t.app, phone.e164);
      clock.advance(300_000);
      expect((await smsLogin(phone, code)).code).toBe(ErrorCode.verificationCodeWrong);
    });

    it('gives up on a code after 5 wrong guesses', async () => {
      const phone = await member();
      await requestSmsCode(t.app, AccountPath.smsLogin, phone);
      const code = await smsCodeTo(t.app, phone.e164);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < MAX_GUESSES; i++) expect((await smsLogin(phone, wrong)).code).toBe(ErrorCode.verificationCodeWrong);
      expect((await smsLogin(phone, code)).code).toBe(ErrorCode.verificationCodeWrong);
    });

    it('needs a solved slider: a missing, wrong or reused answer is captcha.wrong', async () => {
      const phone = await member();
      const wrong = { ...(await solvedSlider(t.app)) };
      wrong.position = wrong.position > 50 ? wrong.position - 20 : wrong.position + 20;
      expect((await call(t.app, 'POST', AccountPath.smsLogin, { payload: { ...phone, verification: wrong } })).json().code).toBe(ErrorCode.captchaWrong);
      const right = await solvedSlider(t.app);
      expect((await call(t.app, 'POST', AccountPath.smsLogin, { payload: { ...phone, verification: right } })).json().success).toBe(true);
      clock.advance(MINUTE);
      expect((await call(t.app, 'POST', AccountPath.smsLogin, { payload: { ...phone, verification: right } })).json().code).toBe(ErrorCode.captchaWrong);
      expect((await call(t.app, 'POST', AccountPath.smsLogin, { payload: phone })).json().code).toBe(ErrorCode.requestInvalid);
    });

    it('refuses a number that is not a mobile number with mobile.invalid', async () => {
      const res = await requestSmsCode(t.app, AccountPath.smsLogin, { countryDialingCode: '880', mobileNum: '12ab' });
      expect(res.json().code).toBe(ErrorCode.mobileInvalid);
    });

    it('answers an unknown number like a known one but sends nothing', async () => {
      const phone = { countryDialingCode: '880', mobileNum: '1999000001' };
      expect((await requestSmsCode(t.app, AccountPath.smsLogin, phone)).json().success).toBe(true);
      await expect(smsCodeTo(t.app, '+8801999000001')).rejects.toThrow('no SMS');
    });

    it('allows one code per SMS_MIN_INTERVAL_SECONDS per number, saying how long to wait', async () => {
      const phone = await member();
      await requestSmsCode(t.app, AccountPath.smsLogin, phone);
      clock.advance(20_000);
      const again = (await requestSmsCode(t.app, AccountPath.smsLogin, phone)).json<Envelope<SmsRetryValue>>();
      expect(again).toMatchObject({ success: false, code: ErrorCode.smsTooFrequent, value: { retryAfter: 40 } });
      expect(again.message).toContain('40 seconds');
      clock.advance(40_000);
      expect((await requestSmsCode(t.app, AccountPath.smsLogin, phone)).json().success).toBe(true);
    });

    it('sends at most SMS_MAX_PER_DAY codes to a number in 24 hours', async () => {
      const phone = await member();
      const first = clock.ms;
      for (let i = 0; i < 10; i++) {
        expect((await requestSmsCode(t.app, AccountPath.smsLogin, phone)).json().success).toBe(true);
        clock.advance(HOUR);
      }
      const capped = (await requestSmsCode(t.app, AccountPath.smsLogin, phone)).json<Envelope<SmsRetryValue>>();
      expect(capped.code).toBe(ErrorCode.smsTooFrequent);
      expect(capped.value!.retryAfter).toBe((first + 24 * HOUR - clock.ms) / 1000);
    }, 30_000);

    it('binds a code to its purpose: a login code does not reset a password', async () => {
      const phone = await member();
      await requestSmsCode(t.app, AccountPath.smsLogin, phone);
      const code = await smsCodeTo(t.app, phone.e164);
      const reset = await call(t.app, 'POST', AccountPath.passwordSms, { payload: { ...phone, messageCode: code, newPassword: 'Newpass123' } });
      expect(reset.json().code).toBe(ErrorCode.verificationCodeWrong);
      expect((await smsLogin(phone, code)).success).toBe(true);
    });

    it('sends reset codes when asked with purpose reset, which do not log in', async () => {
      const phone = await member();
      await requestSmsCode(t.app, AccountPath.smsLogin, phone, 'reset');
      expect((await smsLogin(phone, await smsCodeTo(t.app, phone.e164))).code).toBe(ErrorCode.verificationCodeWrong);
    });

    it('refuses login codes while smsLogin is off and reset codes while passwordReset is off', async () => {
      const phone = await member();
      await setWhitelabel(t.app, { smsLogin: false, passwordReset: false });
      try {
        expect((await requestSmsCode(t.app, AccountPath.smsLogin, phone)).json().code).toBe(ErrorCode.noPermission);
        expect((await requestSmsCode(t.app, AccountPath.smsLogin, phone, 'reset')).json().code).toBe(ErrorCode.noPermission);
        expect((await smsLogin(phone, '123456')).code).toBe(ErrorCode.noPermission);
      } finally {
        await setWhitelabel(t.app, { smsLogin: true, passwordReset: true });
      }
    });
  });

  describe('POST /wps/verification/sms/register', () => {
    it('sends a register code to a new number', async () => {
      const phone = { countryDialingCode: '+880', mobileNum: '01888000001' };
      expect((await requestSmsCode(t.app, AccountPath.smsRegister, phone)).json().success).toBe(true);
      expect(await smsCodeTo(t.app, '+8801888000001')).toMatch(/^\d{6}$/);
    });

    it('refuses a number that already has an account with mobile.exists', async () => {
      const phone = await member();
      expect((await requestSmsCode(t.app, AccountPath.smsRegister, phone)).json().code).toBe(ErrorCode.mobileExists);
    });
  });

  describe('GET /wps/dev/outbox', () => {
    it('lists sent messages newest first', async () => {
      const a = await member();
      const b = await member();
      await requestSmsCode(t.app, AccountPath.smsLogin, a);
      clock.advance(1000);
      await requestSmsCode(t.app, AccountPath.smsLogin, b);
      const messages = (await call(t.app, 'GET', AccountPath.devOutbox)).json<Envelope<OutboxMessage[]>>().value!;
      expect(messages.slice(0, 2).map((m) => m.to)).toEqual([b.e164, a.e164]);
      expect(messages[0]).toEqual({ channel: 'sms', to: b.e164, text: expect.stringMatching(/\d{6}/), sentAt: clock.ms });
    });
  });
});

describe.each(databases())('SMS in production on $name', (db) => {
  const lines: string[] = [];
  const t = suiteApp(db, { NODE_ENV: 'production', DEV_OUTBOX: 'false', LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } }, async (app) => {
    await setWhitelabel(app, { smsLogin: true });
    await addMember(app, { username: 'produser', password: 'Prod123456', dialingCode: '880', mobile: '1555000001' });
  });

  it('has no dev outbox', async () => {
    expect((await call(t.app, 'GET', AccountPath.devOutbox)).statusCode).toBe(404);
  });

  it('never logs the code, and warns that no SMS provider is configured', async () => {
    expect((await requestSmsCode(t.app, AccountPath.smsLogin, { countryDialingCode: '880', mobileNum: '1555000001' })).json().success).toBe(true);
    const log = lines.join('');
    expect(log).toContain('SMS to +880155****001 not sent: no SMS provider is configured');
    expect(log).not.toMatch(/code \d{6}/);
  });
});
