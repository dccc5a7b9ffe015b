import { randomUUID } from 'node:crypto';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath, type DepositChannelValue, type DepositValue, type RecordPage } from '@common/contract/payments';
import { eq } from 'drizzle-orm';
import { auditTrail } from '../../../../server/modules/audit/service';
import { expireDeposits } from '../../../../server/modules/payments';
import { deposits } from '../../../../server/modules/payments/deposit-tables';
import { call, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { depositor, readDeposit, relogin, seededChannel, setChannel, start, started } from './fixtures';

const HOUR = 3_600_000;

describe.each(databases())('deposit channels and starts on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  const channels = async (token: string, language = 'EN') =>
    (await call(t.app, 'GET', PaymentPath.channels, { token, headers: { language } })).json<Envelope<DepositChannelValue[]>>();

  it("lists the merchant's open channels in order, named in the request's language (else English, else the code)", async () => {
    const who = await depositor(t.app);
    const en = (await channels(who.token)).value!;
    expect(en.map((c) => c.code)).toEqual(['gateway', 'bkash', 'bank', 'alipay', 'qq', 'wechat']);
    expect(en.find((c) => c.code === 'bkash')).toMatchObject({ kind: 'mobileWallet', name: 'bKash', min: 20_000, max: 2_500_000, feeBps: 0 });
    const bn = (await channels(who.token, 'BN')).value!;
    expect(bn.find((c) => c.code === 'bkash')!.name).toBe('বিকাশ');
    expect(bn.find((c) => c.code === 'alipay')!.name).toBe('Alipay');
    expect((await channels(who.token, 'CN')).value!.find((c) => c.code === 'alipay')!.name).toBe('支付宝');
    const qq = await seededChannel(t.app, 'qq');
    await setChannel(t.app, qq.id, { names: {} });
    expect((await channels(who.token)).value!.find((c) => c.code === 'qq')!.name).toBe('qq');
    await setChannel(t.app, qq.id, { names: qq.names });
  });

  it('hides a channel switched off for deposits or not open to the member type', async () => {
    const bank = await seededChannel(t.app, 'bank');
    const bkash = await seededChannel(t.app, 'bkash');
    await setChannel(t.app, bank.id, { depositEnabled: false });
    await setChannel(t.app, bkash.id, { memberTypes: [0, 2] });
    const who = await depositor(t.app);
    const codes = (await channels(who.token)).value!.map((c) => c.code);
    expect(codes).not.toContain('bank');
    expect(codes).not.toContain('bkash');
    expect(await start(t.app, who, bank.id, 200_000)).toMatchObject({ success: false, code: ErrorCode.paymentChannelUnavailable });
    expect(await start(t.app, who, bkash.id, 50_000)).toMatchObject({ success: false, code: ErrorCode.paymentChannelUnavailable });
    await setChannel(t.app, bank.id, { depositEnabled: true });
    await setChannel(t.app, bkash.id, { memberTypes: [0, 1, 2] });
  });

  it('refuses visitors, trial accounts and types outside 0, 1 and 2 (§4)', async () => {
    const gateway = await seededChannel(t.app, 'gateway');
    const payload = { channelId: gateway.id, amount: 50_000, requestId: randomUUID() };
    expect((await call(t.app, 'POST', PaymentPath.deposits, { payload })).json()).toMatchObject({ success: false, code: ErrorCode.customerNotLogin });
    const trial = await depositor(t.app, { type: 4, demo: true });
    expect(await start(t.app, trial, gateway.id, 50_000)).toMatchObject({ success: false, code: ErrorCode.freeReject });
    expect((await channels(trial.token)).code).toBe(ErrorCode.freeReject);
    const agentCheck = await depositor(t.app, { type: 40 });
    expect(await start(t.app, agentCheck, gateway.id, 50_000)).toMatchObject({ success: false, code: ErrorCode.noPermission });
  });

  it("refuses an amount outside the channel's min..max, naming them with 2 decimals", async () => {
    const bkash = await seededChannel(t.app, 'bkash');
    const who = await depositor(t.app);
    for (const amount of [19_999, 2_500_001]) {
      expect(await start(t.app, who, bkash.id, amount)).toMatchObject({ success: false, code: ErrorCode.paymentAmountOutOfRange, message: 'The amount must be between 200.00 and 25000.00.' });
    }
    expect((await start(t.app, who, bkash.id, 20_000)).success).toBe(true);
    expect((await start(t.app, who, bkash.id, 2_500_000)).success).toBe(true);
  });

  it('charges floor(amount × bps / 10000) + fixed and credits the rest; a fee eating the whole amount is refused', async () => {
    const alipay = await seededChannel(t.app, 'alipay');
    const who = await depositor(t.app);
    expect(await started(t.app, who, alipay.id, 123_457)).toMatchObject({ amount: 123_457, fee: 1_851, credited: 121_606 });
    await setChannel(t.app, alipay.id, { depositFeeFixed: 250n });
    expect(await started(t.app, who, alipay.id, 10_001)).toMatchObject({ fee: 150 + 250, credited: 10_001 - 400 });
    await setChannel(t.app, alipay.id, { depositFeeBps: 10_000, depositFeeFixed: 0n });
    expect(await start(t.app, who, alipay.id, 10_000)).toMatchObject({ success: false, code: ErrorCode.paymentAmountOutOfRange });
    await setChannel(t.app, alipay.id, { depositFeeBps: 150, depositFeeFixed: 0n });
  });

  it('answers a gateway start with the simulator page and a manual start with the instructions to pay', async () => {
    const who = await depositor(t.app);
    const gateway = await started(t.app, who, (await seededChannel(t.app, 'gateway')).id, 50_000);
    expect(gateway).toMatchObject({ kind: 'gateway', status: 'created', instructions: null, channelName: 'Payment gateway (simulator)' });
    expect(gateway.redirectUrl).toMatch(/^\/channels\/gateway-simulator\/\?order=/);
    const bank = await started(t.app, who, (await seededChannel(t.app, 'bank')).id, 100_000);
    expect(bank).toMatchObject({ kind: 'bankTransfer', redirectUrl: null, proofCount: 0 });
    expect(bank.instructions).toEqual({
      accountNumber: '1234567890123',
      accountName: 'MLOBBY Demo Ltd',
      bankName: 'Demo Bank, Gulshan branch',
      reference: bank.id.replace(/-/g, '').slice(0, 10).toUpperCase(),
      expiresAt: clock.now() + 30 * 60_000,
    });
  });

  it('answers a retried start (same request id) with the same deposit, and refuses the id for another request', async () => {
    const who = await depositor(t.app);
    const bkash = await seededChannel(t.app, 'bkash');
    const requestId = randomUUID();
    const [a, b] = await Promise.all([start(t.app, who, bkash.id, 50_000, requestId), start(t.app, who, bkash.id, 50_000, requestId)]);
    expect(a.value!.id).toBe(b.value!.id);
    expect((await start(t.app, who, bkash.id, 50_000, requestId)).value!.id).toBe(a.value!.id);
    expect(await start(t.app, who, bkash.id, 60_000, requestId)).toMatchObject({ success: false, code: ErrorCode.idempotencyConflict });
    const list = (await call(t.app, 'GET', PaymentPath.deposits, { token: who.token })).json<Envelope<RecordPage<DepositValue>>>().value!;
    expect(list.total).toBe(1);
  });

  it("refuses a start past the member's daily cap on the channel, counting unpaid and pending ones, and frees it the next day", async () => {
    const bkash = await seededChannel(t.app, 'bkash');
    const who = await depositor(t.app);
    await started(t.app, who, bkash.id, 2_500_000);
    await started(t.app, who, bkash.id, 2_000_000);
    expect(await start(t.app, who, bkash.id, 500_001)).toMatchObject({ success: false, code: ErrorCode.paymentDailyCapReached, message: expect.stringContaining('50000.00') });
    expect((await start(t.app, who, bkash.id, 500_000)).success).toBe(true);
    // Another member has a cap of their own; the next day starts from zero.
    expect((await start(t.app, await depositor(t.app), bkash.id, 2_500_000)).success).toBe(true);
    clock.advance(24 * HOUR);
    expect((await start(t.app, await relogin(t.app, who), bkash.id, 2_500_000)).success).toBe(true);
  });

  it('lets concurrent starts through only up to the daily cap', async () => {
    const bkash = await seededChannel(t.app, 'bkash');
    const who = await depositor(t.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => start(t.app, who, bkash.id, 1_000_000)));
    expect(results.filter((r) => r.success)).toHaveLength(5);
    expect(results.filter((r) => r.code === ErrorCode.paymentDailyCapReached)).toHaveLength(1);
  });

  it('expires an unpaid deposit after the merchant’s expiry minutes; the expired one leaves the daily cap', async () => {
    const bkash = await seededChannel(t.app, 'bkash');
    const who = await depositor(t.app);
    const first = await started(t.app, who, bkash.id, 2_500_000);
    await started(t.app, who, bkash.id, 2_500_000);
    expect(await start(t.app, who, bkash.id, 20_000)).toMatchObject({ code: ErrorCode.paymentDailyCapReached });
    clock.advance(30 * 60_000 - 1);
    expect((await readDeposit(t.app, who, first.id)).status).toBe('created');
    clock.advance(1);
    expect(await readDeposit(t.app, who, first.id)).toMatchObject({ status: 'expired', reason: 'The deposit expired: it was not paid in time.' });
    expect((await start(t.app, who, bkash.id, 20_000)).success).toBe(true);
  });

  it('expires every unpaid deposit past its deadline in the housekeeping job, audited, and leaves confirmed ones', async () => {
    const gateway = (await seededChannel(t.app, 'gateway')).id;
    const a = await depositor(t.app);
    const b = await depositor(t.app);
    const unpaid = [await started(t.app, a, gateway, 10_000), await started(t.app, b, gateway, 10_000)];
    await expireDeposits(t.app.db, new Date(clock.now()));
    clock.advance(30 * 60_000);
    expect(await expireDeposits(t.app.db, new Date(clock.now()))).toBeGreaterThanOrEqual(2);
    for (const d of unpaid) {
      const [row] = await t.app.db.select().from(deposits).where(eq(deposits.id, d.id));
      expect(row).toMatchObject({ status: 'expired', reasonCode: ErrorCode.depositExpired });
      expect((await auditTrail(t.app.db, `deposit:${d.id}`))[0]).toMatchObject({ action: 'deposit.expire', actor: 'system:deposit-expiry' });
    }
    expect(await expireDeposits(t.app.db, new Date(clock.now()))).toBe(0);
  });

  it("reads only the caller's own deposits", async () => {
    const owner = await depositor(t.app);
    const other = await depositor(t.app);
    const mine = await started(t.app, owner, (await seededChannel(t.app, 'gateway')).id, 50_000);
    expect((await call(t.app, 'GET', PaymentPath.deposit(mine.id), { token: other.token })).json()).toMatchObject({ success: false, code: ErrorCode.depositNotFound });
    expect((await call(t.app, 'GET', PaymentPath.deposit(randomUUID()), { token: owner.token })).json()).toMatchObject({ code: ErrorCode.depositNotFound });
  });

  it('pages the records newest first and filters them by day and status', async () => {
    const who = await depositor(t.app);
    const gateway = (await seededChannel(t.app, 'gateway')).id;
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      ids.push((await started(t.app, who, gateway, 10_000 + i)).id);
      clock.advance(60_000);
    }
    const page = async (query: string) => (await call(t.app, 'GET', `${PaymentPath.deposits}${query}`, { token: who.token })).json<Envelope<RecordPage<DepositValue>>>().value!;
    const first = await page('');
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 22 });
    expect(first.content[0]!.id).toBe(ids[21]);
    expect((await page('?pageNum=2')).content.map((d) => d.id)).toEqual([ids[1], ids[0]]);
    expect((await page('?status=approved')).total).toBe(0);
    const today = new Date(clock.now()).toISOString().slice(0, 10);
    expect((await page(`?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await page('?to=2000-01-01')).total).toBe(0);
    expect((await call(t.app, 'GET', `${PaymentPath.deposits}?status=paid`, { token: who.token })).statusCode).toBe(400);
  });
});
