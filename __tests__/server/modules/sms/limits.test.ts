import type { FastifyInstance } from 'fastify';
import { AccountPath, type OutboxMessage, type SmsRetryValue } from '@common/contract/account';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { BUDGET_ALERT } from '../../../../server/modules/sms/limits';
import { call, solvedSlider, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DEVICE_A = 'deviceAAAAAAAAAAAAAA';
const DEVICE_B = 'deviceBBBBBBBBBBBBBB';

/** Per-number limits stay at their defaults; each suite lowers the one it tests. */
describe.each(databases())('SMS limits on $name', (db) => {
  // A fresh number per request: only the limit under test may refuse.
  let next = 1_800_000_000;
  const numbers: string[] = [];

  /** Asks for a register code to a new number, slider solved, from `ip` with `deviceId`. */
  async function ask(app: FastifyInstance, from: { ip?: string; deviceId?: string } = {}) {
    const mobileNum = String(next++);
    numbers.push(`+880${mobileNum}`);
    const payload = { countryDialingCode: '880', mobileNum, verification: await solvedSlider(app), ...(from.deviceId ? { deviceId: from.deviceId } : {}) };
    return (await call(app, 'POST', AccountPath.smsRegister, { payload, remoteAddress: from.ip })).json<Envelope<SmsRetryValue>>();
  }

  /** How many SMS went to the number asked for last, and to every number asked for. */
  async function sent(app: FastifyInstance): Promise<{ last: number; total: number }> {
    const messages = (await call(app, 'GET', AccountPath.devOutbox)).json<Envelope<OutboxMessage[]>>().value!;
    const to = messages.filter((m) => m.channel === 'sms').map((m) => m.to);
    return { last: to.filter((n) => n === numbers.at(-1)).length, total: to.filter((n) => numbers.includes(n)).length };
  }

  describe('SMS_MAX_PER_IP_PER_HOUR', () => {
    const clock = new TestClock();
    const t = suiteApp(db, { SMS_MAX_PER_IP_PER_HOUR: '3' }, { now: clock.now });

    it('refuses the IP past its hourly limit with sms.limit.reached and retryAfter, sends nothing, and lets other IPs and the next hour through', async () => {
      const ip = '203.0.113.10';
      for (let i = 0; i < 3; i++) {
        expect((await ask(t.app, { ip, deviceId: `${DEVICE_A}${i}` })).success).toBe(true);
        clock.advance(MINUTE);
      }
      const refused = await ask(t.app, { ip, deviceId: DEVICE_B });
      expect(refused).toMatchObject({ success: false, code: ErrorCode.smsLimitReached, value: { retryAfter: (HOUR - 3 * MINUTE) / 1000 } });
      expect(refused.message).toContain(`${(HOUR - 3 * MINUTE) / 1000} seconds`);
      expect((await sent(t.app)).last).toBe(0);
      expect((await ask(t.app, { ip: '203.0.113.11' })).success).toBe(true);
      clock.advance(HOUR - 3 * MINUTE);
      expect((await ask(t.app, { ip })).success).toBe(true);
    });

    it('admits exactly the limit when 20 requests from one IP to 20 numbers race', async () => {
      const ip = '203.0.113.20';
      const sliders = [];
      for (let i = 0; i < 20; i++) sliders.push(await solvedSlider(t.app));
      const before = (await sent(t.app)).total;
      const answers = await Promise.all(
        sliders.map(async (verification) => {
          const mobileNum = String(next++);
          numbers.push(`+880${mobileNum}`);
          const payload = { countryDialingCode: '880', mobileNum, verification };
          return (await call(t.app, 'POST', AccountPath.smsRegister, { payload, remoteAddress: ip })).json<Envelope<SmsRetryValue>>();
        }),
      );
      expect(answers.filter((a) => a.success)).toHaveLength(3);
      expect(answers.filter((a) => a.code === ErrorCode.smsLimitReached)).toHaveLength(17);
      expect((await sent(t.app)).total - before).toBe(3);
    });
  });

  describe('SMS_MAX_PER_DEVICE_PER_HOUR', () => {
    const clock = new TestClock();
    const t = suiteApp(db, { SMS_MAX_PER_DEVICE_PER_HOUR: '2' }, { now: clock.now });

    it('refuses a device past its hourly limit from any IP, and sends nothing', async () => {
      expect((await ask(t.app, { ip: '198.51.100.1', deviceId: DEVICE_A })).success).toBe(true);
      expect((await ask(t.app, { ip: '198.51.100.2', deviceId: DEVICE_A })).success).toBe(true);
      expect(await ask(t.app, { ip: '198.51.100.3', deviceId: DEVICE_A })).toMatchObject({ code: ErrorCode.smsLimitReached, value: { retryAfter: 3600 } });
      expect((await sent(t.app)).last).toBe(0);
      expect((await ask(t.app, { ip: '198.51.100.3', deviceId: DEVICE_B })).success).toBe(true);
    });

    it('counts requests without a device id under their IP, so leaving the id out buys nothing', async () => {
      const ip = '198.51.100.9';
      expect((await ask(t.app, { ip })).success).toBe(true);
      expect((await ask(t.app, { ip })).success).toBe(true);
      expect((await ask(t.app, { ip })).code).toBe(ErrorCode.smsLimitReached);
      expect((await ask(t.app, { ip, deviceId: `${DEVICE_B}9` })).success).toBe(true);
    });

    it('refuses a malformed device id at the edge', async () => {
      expect((await ask(t.app, { deviceId: 'short' })).code).toBe(ErrorCode.requestInvalid);
    });
  });

  describe('SMS_MERCHANT_MAX_PER_MINUTE', () => {
    const clock = new TestClock();
    const t = suiteApp(db, { SMS_MERCHANT_MAX_PER_MINUTE: '3' }, { now: clock.now });

    it('refuses the merchant past its per-minute limit, whatever the IP, with sms.busy; sends nothing; the next minute goes through', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await ask(t.app, { ip: `192.0.2.${i + 1}` })).success).toBe(true);
        clock.advance(10_000);
      }
      expect(await ask(t.app, { ip: '192.0.2.50' })).toMatchObject({ success: false, code: ErrorCode.smsBusy, value: { retryAfter: 30 } });
      expect((await sent(t.app)).last).toBe(0);
      clock.advance(30_000);
      expect((await ask(t.app, { ip: '192.0.2.51' })).success).toBe(true);
    });
  });

  describe('SMS_MERCHANT_DAILY_BUDGET', () => {
    const clock = new TestClock();
    const lines: string[] = [];
    const t = suiteApp(db, { SMS_MERCHANT_DAILY_BUDGET: '5', LOG_LEVEL: 'warn' }, { now: clock.now, logStream: { write: (line) => void lines.push(line) } });

    it('admits exactly the budget when 20 requests from 20 IPs race, refuses the rest with sms.unavailable, and logs the alert', async () => {
      const sliders = [];
      for (let i = 0; i < 20; i++) sliders.push(await solvedSlider(t.app));
      const answers = await Promise.all(
        sliders.map(async (verification, i) => {
          const mobileNum = String(next++);
          numbers.push(`+880${mobileNum}`);
          const payload = { countryDialingCode: '880', mobileNum, verification };
          return (await call(t.app, 'POST', AccountPath.smsRegister, { payload, remoteAddress: `100.64.0.${i + 1}` })).json<Envelope<SmsRetryValue>>();
        }),
      );
      expect(answers.filter((a) => a.success)).toHaveLength(5);
      expect(answers.filter((a) => a.code === ErrorCode.smsUnavailable)).toHaveLength(15);
      expect((await sent(t.app)).total).toBe(5);
      const alerts = lines.map((line) => JSON.parse(line) as { level: number; msg: string; merchantCode?: string; budget?: number }).filter((l) => l.msg === BUDGET_ALERT);
      expect(alerts).toHaveLength(15);
      expect(alerts[0]).toMatchObject({ level: 50, merchantCode: 'MLOBBY', budget: 5 });
    });

    it('counts the budget over 24 hours: a day after the first code, codes go out again', async () => {
      clock.advance(24 * HOUR - MINUTE);
      expect((await ask(t.app)).code).toBe(ErrorCode.smsUnavailable);
      clock.advance(MINUTE);
      expect((await ask(t.app)).success).toBe(true);
    });
  });
});
