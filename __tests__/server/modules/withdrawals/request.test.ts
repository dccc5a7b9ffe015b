import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { auditTrail } from '../../../../server/modules/audit/service';
import { kycSubmissions } from '../../../../server/modules/kyc/tables';
import { paymentChannels } from '../../../../server/modules/payments/channel-tables';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { unbalancedTransactions, verifyBalances } from '../../../../server/modules/wallet/verify';
import { withdrawals } from '../../../../server/modules/withdrawals/tables';
import { databases, suiteApp } from '../../helpers/build';
import { addAccount, addChannel, balances, deposited, funded, player, readiness, setRules, staked, withdraw } from './fixtures';

const env = { PAYOUT_CHECK_SECONDS: '0', LOGIN_IP_FREE_FAILURES: '1000', CAPTCHA_AFTER_FAILURES: '1000' };

describe.each(databases())('withdrawal requests on $name', (db) => {
  const t = suiteApp(db, env, {}, (app) => setRules(app));

  /** Gives the member a KYC submission in `status`. */
  async function kycAs(memberId: number, status: 'review' | 'verified') {
    await t.app.db.delete(kycSubmissions).where(eq(kycSubmissions.memberId, memberId));
    const decided = status === 'review' ? null : new Date();
    const files = { frontKey: 'f', backKey: 'b', selfieKey: 's' };
    await t.app.db.insert(kycSubmissions).values({ memberId, merchantCode: 'MLOBBY', status, address: 'a', nationality: 'BD', occupation: 'o', sourceOfIncome: 's', ...files, submittedAt: new Date(), decidedAt: decided });
  }

  /** A member with `real` minor units an operator gave (no turnover owed) and a payout account on a fresh channel. */
  async function ready(real: bigint, channel: Parameters<typeof addChannel>[1] = {}) {
    const c = await addChannel(t.app, channel);
    const who = await player(t.app);
    if (real > 0n) await funded(t.app, who.id, real);
    const account = (await addAccount(t.app, who, c.id, `77${randomUUID().replace(/\D/g, '').slice(0, 10)}`)).value!;
    return { who, account, channel: c };
  }

  it('says everything that is missing before the player asks, in the screen’s order', async () => {
    const c = await addChannel(t.app, { minWithdraw: 5_000n });
    const who = await player(t.app, { withdrawalPassword: false });
    // Less than any channel's minimum.
    await deposited(t.app, who.id, 400n);
    const r = await readiness(t.app, who);
    expect(r).toMatchObject({ available: 400, held: 0, hasWithdrawalPassword: false, maxAccounts: 5, accounts: [], turnover: { required: 400, done: 0, remaining: 400 } });
    expect(r.channels.find((ch) => ch.id === c.id)).toMatchObject({ code: c.code, kind: 'gateway', name: 'Test Pay', min: 5_000, max: 10_000_000, feeBps: 0, feeFixed: 0 });
    expect(r.blockers).toEqual(['withdrawalPassword', 'payoutAccount', 'turnover', 'balance']);
  });

  it('is ready (no blockers) once the password, an account, the turnover and the balance are there', async () => {
    const { who } = await ready(50_000n);
    expect(await readiness(t.app, who)).toMatchObject({ available: 50_000, blockers: [], hasWithdrawalPassword: true });
  });

  it('holds the amount at once: the real balance drops and the withdrawal account holds it; audited; the ledger balances', async () => {
    const { who, account, channel } = await ready(50_000n, { withdrawFeeBps: 150, withdrawFeeFixed: 200n });
    const res = await withdraw(t.app, who, account.id, 20_000);
    // fee = floor(20000 × 150 / 10000) + 200 = 300 + 200
    expect(res).toMatchObject({ success: true, value: { amount: 20_000, fee: 500, payout: 19_500, status: 'pending', reason: null, channelName: 'Test Pay', account: { id: account.id, masked: account.masked } } });
    expect(res.value!.steps).toEqual([{ status: 'pending', at: expect.any(Number) }]);
    expect(await balances(t.app, who.id)).toMatchObject({ real: 30_000, withdrawal: 20_000 });
    expect(await readiness(t.app, who)).toMatchObject({ available: 30_000, held: 20_000 });
    const [hold] = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal:${res.value!.id}:hold`));
    expect(hold).toMatchObject({ kind: 'withdraw_hold', reference: { withdrawalId: res.value!.id, channelCode: channel.code, memberId: who.id } });
    expect((await auditTrail(t.app.db, `withdrawal:${res.value!.id}`)).map((r) => r.action)).toEqual(['withdrawal.pending']);
    expect(await verifyBalances(t.app.db)).toEqual([]);
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  });

  it('rounds the percentage fee down, in minor units', async () => {
    const { who, account } = await ready(50_000n, { withdrawFeeBps: 33 });
    expect((await withdraw(t.app, who, account.id, 10_001)).value).toMatchObject({ fee: 33, payout: 9_968 });
  });

  it('refuses an amount outside the channel’s min..max (in the message as 2 decimals), or one the fee would eat', async () => {
    const { who, account } = await ready(5_000_000n, { minWithdraw: 1_000n, maxWithdraw: 100_000n, withdrawFeeFixed: 1_000n });
    for (const amount of [999, 100_001]) {
      const res = await withdraw(t.app, who, account.id, amount);
      expect(res).toMatchObject({ success: false, code: ErrorCode.paymentAmountOutOfRange });
      expect(res.message).toContain('10.00');
      expect(res.message).toContain('1000.00');
    }
    expect(await withdraw(t.app, who, account.id, 1_000)).toMatchObject({ success: false, code: ErrorCode.paymentAmountOutOfRange });
    expect((await withdraw(t.app, who, account.id, 1_001)).value).toMatchObject({ fee: 1_000, payout: 1 });
  });

  it('refuses more than the available balance, holding nothing', async () => {
    const { who, account } = await ready(10_000n);
    expect(await withdraw(t.app, who, account.id, 10_001)).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    expect(await balances(t.app, who.id)).toMatchObject({ real: 10_000, withdrawal: 0 });
    expect(await t.app.db.select().from(withdrawals).where(eq(withdrawals.memberId, who.id))).toEqual([]);
  });

  it('keeps to the channel’s daily cap per member: pending and paid ones count, the cap message names it', async () => {
    const { who, account } = await ready(100_000n, { dailyWithdrawCap: 30_000n });
    expect((await withdraw(t.app, who, account.id, 20_000)).success).toBe(true);
    const over = await withdraw(t.app, who, account.id, 10_001);
    expect(over).toMatchObject({ success: false, code: ErrorCode.paymentDailyCapReached });
    expect(over.message).toContain('300.00');
    expect((await withdraw(t.app, who, account.id, 10_000)).success).toBe(true);
  });

  it('needs the turnover of deposits met first, saying how much is left; met by real stakes, it lets the withdrawal through', async () => {
    const c = await addChannel(t.app);
    const who = await player(t.app);
    await funded(t.app, who.id, 10_000n);
    await deposited(t.app, who.id, 30_000n);
    const account = (await addAccount(t.app, who, c.id, '66554433')).value!;
    const unmet = await withdraw(t.app, who, account.id, 10_000);
    expect(unmet).toMatchObject({ success: false, code: ErrorCode.withdrawalTurnoverUnmet });
    expect(unmet.message).toContain('300.00');
    await staked(t.app, who.id, 29_000n);
    expect((await withdraw(t.app, who, account.id, 1_000)).message).toContain('10.00');
    await staked(t.app, who.id, 1_000n);
    expect(await readiness(t.app, who)).toMatchObject({ available: 10_000, turnover: { required: 30_000, done: 30_000, remaining: 0 }, blockers: [] });
    expect((await withdraw(t.app, who, account.id, 5_000)).success).toBe(true);
  });

  it('needs verified identity for a single withdrawal above the merchant’s threshold; below it, none', async () => {
    await setRules(t.app, { kycSingleWithdrawalThreshold: 20_000n });
    try {
      const { who, account } = await ready(100_000n);
      expect((await readiness(t.app, who)).kyc).toEqual({ status: 'none', singleThreshold: 20_000, cumulativeThreshold: null, requiredNow: false });
      expect(await withdraw(t.app, who, account.id, 20_001)).toMatchObject({ success: false, code: ErrorCode.withdrawalKycRequired });
      expect(await balances(t.app, who.id)).toMatchObject({ real: 100_000, withdrawal: 0 });
      expect((await withdraw(t.app, who, account.id, 20_000)).success).toBe(true);
      await kycAs(who.id, 'review');
      expect(await withdraw(t.app, who, account.id, 20_001)).toMatchObject({ success: false, code: ErrorCode.withdrawalKycRequired });
      await kycAs(who.id, 'verified');
      expect((await withdraw(t.app, who, account.id, 20_001)).success).toBe(true);
    } finally {
      await setRules(t.app);
    }
  });

  it('needs verified identity for every withdrawal once approved deposits pass the cumulative threshold, and says so before', async () => {
    await setRules(t.app, { kycCumulativeDepositThreshold: 50_000n, turnoverMultiplierPercent: 0 });
    try {
      const { who, account } = await ready(0n);
      await deposited(t.app, who.id, 50_000n);
      expect((await readiness(t.app, who)).kyc.requiredNow).toBe(false);
      await deposited(t.app, who.id, 1n);
      const r = await readiness(t.app, who);
      expect(r.kyc).toMatchObject({ status: 'none', requiredNow: true, cumulativeThreshold: 50_000 });
      expect(r.blockers).toEqual(['kyc']);
      expect(await withdraw(t.app, who, account.id, 1_000)).toMatchObject({ success: false, code: ErrorCode.withdrawalKycRequired });
      await kycAs(who.id, 'verified');
      expect((await readiness(t.app, who)).blockers).toEqual([]);
      expect((await withdraw(t.app, who, account.id, 1_000)).success).toBe(true);
    } finally {
      await setRules(t.app);
    }
  });

  it('needs the password, a live account of the member, and a channel still open', async () => {
    const { who, account, channel } = await ready(50_000n);
    const other = await ready(50_000n);
    expect(await withdraw(t.app, who, account.id, 5_000, { withdrawalPassword: '999999' })).toMatchObject({ success: false, code: ErrorCode.paymentPasswordWrong });
    expect(await withdraw(t.app, who, other.account.id, 5_000)).toMatchObject({ success: false, code: ErrorCode.payoutAccountNotFound });
    await t.app.db.update(paymentChannels).set({ withdrawEnabled: false }).where(eq(paymentChannels.id, channel.id));
    expect(await withdraw(t.app, who, account.id, 5_000)).toMatchObject({ success: false, code: ErrorCode.paymentChannelUnavailable });
    expect(await balances(t.app, who.id)).toMatchObject({ real: 50_000, withdrawal: 0 });
  });

  it('applies a requestId once: a retry answers the same withdrawal, other details under it are refused', async () => {
    const { who, account } = await ready(50_000n);
    const requestId = randomUUID();
    const [a, b] = await Promise.all([withdraw(t.app, who, account.id, 7_000, { requestId }), withdraw(t.app, who, account.id, 7_000, { requestId })]);
    expect(a.value!.id).toBe(b.value!.id);
    expect((await withdraw(t.app, who, account.id, 7_000, { requestId })).value!.id).toBe(a.value!.id);
    expect(await withdraw(t.app, who, account.id, 8_000, { requestId })).toMatchObject({ success: false, code: ErrorCode.idempotencyConflict });
    expect(await balances(t.app, who.id)).toMatchObject({ real: 43_000, withdrawal: 7_000 });
  });

  it('never overdraws: 20 concurrent requests against a balance for 3 hold exactly 3', async () => {
    const { who, account } = await ready(30_000n);
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(t.app, who, account.id, 10_000)));
    expect(results.filter((r) => r.success)).toHaveLength(3);
    expect(new Set(results.filter((r) => !r.success).map((r) => r.code))).toEqual(new Set([ErrorCode.insufficientFunds]));
    expect(await balances(t.app, who.id)).toMatchObject({ real: 0, withdrawal: 30_000 });
    expect(await verifyBalances(t.app.db)).toEqual([]);
  }, 60_000);

  it('never overdraws when requests race stakes: every hold and stake that went through fits the balance', async () => {
    const { who, account } = await ready(50_000n);
    const jobs = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? withdraw(t.app, who, account.id, 5_000).then((r) => (r.success ? 5_000 : 0))
        : staked(t.app, who.id, 5_000n).then(
            () => 5_000,
            () => 0,
          ),
    );
    const moved = (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
    expect(moved).toBe(50_000);
    const after = await balances(t.app, who.id);
    expect(after.real).toBe(0);
    expect(after.withdrawal).toBe((await t.app.db.select().from(withdrawals).where(eq(withdrawals.memberId, who.id))).length * 5_000);
    expect(await verifyBalances(t.app.db)).toEqual([]);
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  }, 60_000);
});
