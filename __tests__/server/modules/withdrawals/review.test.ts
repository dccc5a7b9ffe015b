import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { ReviewPath, type ReviewItemValue } from '@common/contract/review';
import { PaymentPath, type RecordPage, type WithdrawalValue } from '@common/contract/payments';
import { auditTrail } from '../../../../server/modules/audit/service';
import { SIMULATED_PAYOUT_FAILURE } from '../../../../server/channels/gateway-simulator/adapter';
import { balanceOf, channelAccount } from '../../../../server/modules/wallet';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { unbalancedTransactions, verifyBalances } from '../../../../server/modules/wallet/verify';
import { resolvePayouts, sendPayout, withdrawalReviewSource } from '../../../../server/modules/withdrawals';
import { withdrawals } from '../../../../server/modules/withdrawals/tables';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { addAccount, addChannel, as, balances, funded, M, player, setRules, withdraw, WITHDRAWAL_PASSWORD } from './fixtures';

const env = { PAYOUT_CHECK_SECONDS: '0', LOGIN_IP_FREE_FAILURES: '1000', CAPTCHA_AFTER_FAILURES: '1000' };
const THRESHOLD = 100_000n;

/** A decision through the console's review routes, as `who`; the envelope. */
async function decide(app: FastifyInstance, who: TestOperator, id: string, verdict: 'approve' | 'reject', reason: string): Promise<Envelope<ReviewItemValue>> {
  return (await consoleCall<ReviewItemValue>(app, who, 'POST', ReviewPath[verdict]('withdrawal', id), { reason })).body;
}

/** An approval whose process dies right after the decision committed: the after-commit payout never runs. */
async function approveThenCrash(app: FastifyInstance, who: TestOperator, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    await withdrawalReviewSource.lock(tx, id);
    await withdrawalReviewSource.decide(app, tx, id, { id: who.id, username: who.username, merchantCode: who.merchantCode, ip: '127.0.0.1' }, 'approve', 'fine');
  });
}

describe.each(databases())('deciding and paying withdrawals on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, env, { now: clock.now }, (app) => setRules(app, { withdrawalApprovalThreshold: THRESHOLD }));
  let finance: TestOperator[];
  beforeAll(async () => {
    finance = await Promise.all([0, 1, 2].map(() => operatorWith(t.app, ['finance'])));
  });
  const item = async (who: TestOperator, id: string) => (await consoleCall<ReviewItemValue>(t.app, who, 'GET', ReviewPath.item('withdrawal', id))).body.value!;

  /** A member with 500,000 minor units and a withdrawal of `amount` pending to an account numbered `number`. */
  async function pending(amount: number, number = `88${randomUUID().replace(/\D/g, '').slice(0, 8)}`) {
    const channel = await addChannel(t.app);
    const who = await player(t.app);
    await funded(t.app, who.id, 500_000n);
    const account = (await addAccount(t.app, who, channel.id, number)).value!;
    const w = (await withdraw(t.app, who, account.id, amount)).value!;
    return { who, channel, w };
  }
  const row = async (id: string) => (await t.app.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
  const mine = async (who: Awaited<ReturnType<typeof player>>) => (await as<RecordPage<WithdrawalValue>>(t.app, who, 'GET', PaymentPath.withdrawals)).value!.content[0]!;
  const channelBalance = async (channelId: number) => balanceOf(t.app.db, (await channelAccount(t.app.db, M, channelId)).id);

  it('an approval at or below the threshold pays at once: paying, then paid; the hold goes to the channel; every step audited', async () => {
    const { who, channel, w } = await pending(Number(THRESHOLD));
    expect(await item(finance[0]!, w.id)).toMatchObject({ status: 'pending', open: true, approvalsNeeded: 1, decidable: true, requestedBy: null, player: { id: who.id } });
    expect(await decide(t.app, finance[0]!, w.id, 'approve', 'documents fine')).toMatchObject({ success: true });
    expect(await row(w.id)).toMatchObject({ status: 'paid', externalId: `SIMPAY-${w.id}`, payoutAttempts: 1 });
    expect(await balances(t.app, who.id)).toMatchObject({ real: 400_000, withdrawal: 0 });
    expect(await channelBalance(channel.id)).toBe(THRESHOLD);
    expect((await mine(who)).steps.map((s) => s.status)).toEqual(['pending', 'paying', 'paid']);
    const trail = (await auditTrail(t.app.db, `withdrawal:${w.id}`)).map((r) => [r.action, r.actor]).reverse();
    expect(trail).toEqual([['withdrawal.pending', `member:${who.id}`], ['withdrawal.paying', `operator:${finance[0]!.id}`], ['withdrawal.paid', 'payout']]);
    expect(await item(finance[1]!, w.id)).toMatchObject({ open: false, approvalsNeeded: 0, decidable: false, decisions: [{ operator: finance[0]!.username, verdict: 'approve', reason: 'documents fine' }] });
    expect(await verifyBalances(t.app.db)).toEqual([]);
  });

  it('above the threshold a second, different operator must approve (maker-checker) before any payout', async () => {
    const { who, w } = await pending(Number(THRESHOLD) + 1);
    expect((await item(finance[0]!, w.id)).approvalsNeeded).toBe(2);
    await decide(t.app, finance[0]!, w.id, 'approve', 'first look');
    expect(await row(w.id)).toMatchObject({ status: 'checking', firstApproverId: finance[0]!.id, payoutAttempts: 0 });
    expect(await item(finance[0]!, w.id)).toMatchObject({ status: 'checking', open: true, approvalsNeeded: 1, decidable: false });
    expect(await item(finance[1]!, w.id)).toMatchObject({ decidable: true });
    expect(await decide(t.app, finance[0]!, w.id, 'approve', 'me again')).toMatchObject({ success: false, code: ErrorCode.approvalSelfDecision });
    expect(await row(w.id)).toMatchObject({ status: 'checking' });
    // Even past the review module's own check, the source refuses the first approver a second approval.
    await expect(approveThenCrash(t.app, finance[0]!, w.id)).rejects.toMatchObject({ code: ErrorCode.approvalSelfDecision });
    expect(await decide(t.app, finance[1]!, w.id, 'approve', 'second look')).toMatchObject({ success: true });
    expect((await mine(who)).steps.map((s) => s.status)).toEqual(['pending', 'checking', 'paying', 'paid']);
    expect((await item(finance[2]!, w.id)).decisions.map((d) => [d.operator, d.reason])).toEqual([
      [finance[0]!.username, 'first look'],
      [finance[1]!.username, 'second look'],
    ]);
  });

  it('a rejection (pending or checking) releases the hold and shows the player the reason; nothing is paid', async () => {
    for (const amount of [5_000, Number(THRESHOLD) + 5]) {
      const { who, channel, w } = await pending(amount);
      if (amount > THRESHOLD) await decide(t.app, finance[0]!, w.id, 'approve', 'ok by me');
      await decide(t.app, finance[1]!, w.id, 'reject', 'Name on the account does not match yours');
      expect(await balances(t.app, who.id)).toMatchObject({ real: 500_000, withdrawal: 0 });
      expect(await channelBalance(channel.id)).toBe(0n);
      expect(await mine(who)).toMatchObject({ status: 'rejected', reason: 'Name on the account does not match yours' });
      expect((await item(finance[2]!, w.id)).decisions.at(-1)).toMatchObject({ verdict: 'reject', reason: 'Name on the account does not match yours' });
      expect(await decide(t.app, finance[2]!, w.id, 'approve', 'too late')).toMatchObject({ success: false, code: ErrorCode.reviewNotOpen });
    }
  });

  it('two decisions at once apply once: the hold is paid or released, never both', async () => {
    const { who, channel, w } = await pending(3_000);
    const results = await Promise.all([decide(t.app, finance[0]!, w.id, 'approve', 'pay'), decide(t.app, finance[1]!, w.id, 'reject', 'no'), decide(t.app, finance[2]!, w.id, 'approve', 'pay')]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    const status = (await row(w.id)).status;
    expect(['paid', 'rejected']).toContain(status);
    expect(await balances(t.app, who.id)).toMatchObject({ real: status === 'paid' ? 497_000 : 500_000, withdrawal: 0 });
    expect(await channelBalance(channel.id)).toBe(status === 'paid' ? 3_000n : 0n);
    expect(await verifyBalances(t.app.db)).toEqual([]);
  });

  it('a payout the channel refuses fails with its reason and releases the hold', async () => {
    const { who, channel, w } = await pending(8_000, '1234560000');
    await decide(t.app, finance[0]!, w.id, 'approve', 'fine');
    expect(await mine(who)).toMatchObject({ status: 'failed', reason: SIMULATED_PAYOUT_FAILURE });
    expect((await mine(who)).steps.map((s) => s.status)).toEqual(['pending', 'paying', 'failed']);
    expect(await balances(t.app, who.id)).toMatchObject({ real: 500_000, withdrawal: 0 });
    expect(await channelBalance(channel.id)).toBe(0n);
  });

  it('a payout left pending stays paying until the job asks again and hears it was paid', async () => {
    const { who, w } = await pending(9_000, '9876541111');
    await decide(t.app, finance[0]!, w.id, 'approve', 'fine');
    expect(await row(w.id)).toMatchObject({ status: 'paying', externalId: `SIMPAY-P-${w.id}` });
    expect(await balances(t.app, who.id)).toMatchObject({ real: 491_000, withdrawal: 9_000 });
    // Not yet due: the job leaves a payout alone for a while after each call.
    await resolvePayouts(t.app);
    expect(await row(w.id)).toMatchObject({ status: 'paying', payoutAttempts: 1 });
    clock.advance(61_000);
    await resolvePayouts(t.app);
    expect(await row(w.id)).toMatchObject({ status: 'paid', payoutAttempts: 2 });
    expect(await balances(t.app, who.id)).toMatchObject({ real: 491_000, withdrawal: 0 });
  });

  it('a pending payout the channel later refuses fails then, releasing the hold', async () => {
    const { who, w } = await pending(7_000, '9876542222');
    await decide(t.app, finance[0]!, w.id, 'approve', 'fine');
    expect(await row(w.id)).toMatchObject({ status: 'paying', externalId: `SIMPAY-F-${w.id}` });
    clock.advance(61_000);
    await resolvePayouts(t.app);
    expect(await mine(who)).toMatchObject({ status: 'failed', reason: SIMULATED_PAYOUT_FAILURE });
    expect(await balances(t.app, who.id)).toMatchObject({ real: 500_000, withdrawal: 0 });
  });

  it('a crash between the approval and the payout loses nothing and pays once: the job sends it later', async () => {
    const { who, channel, w } = await pending(6_000);
    await approveThenCrash(t.app, finance[0]!, w.id);
    expect(await row(w.id)).toMatchObject({ status: 'paying', payoutAttempts: 0, externalId: null });
    await resolvePayouts(t.app);
    expect(await row(w.id)).toMatchObject({ status: 'paying', payoutAttempts: 0 });
    clock.advance(61_000);
    await Promise.all([resolvePayouts(t.app), sendPayout(t.app, w.id), sendPayout(t.app, w.id)]);
    expect(await row(w.id)).toMatchObject({ status: 'paid' });
    clock.advance(61_000);
    await resolvePayouts(t.app);
    const pays = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal:${w.id}:pay`));
    expect(pays).toHaveLength(1);
    expect(await channelBalance(channel.id)).toBe(6_000n);
    expect(await balances(t.app, who.id)).toMatchObject({ real: 494_000, withdrawal: 0 });
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
  });

  it('pays to the account a withdrawal was requested to even when the member removed it meanwhile (records keep showing it)', async () => {
    const { who, w } = await pending(4_000, '4445556667');
    expect(await as(t.app, who, 'POST', PaymentPath.bankCardRemove, { id: w.account.id, withdrawalPassword: WITHDRAWAL_PASSWORD })).toMatchObject({ success: true });
    await decide(t.app, finance[0]!, w.id, 'approve', 'fine');
    expect(await mine(who)).toMatchObject({ status: 'paid', account: { id: w.account.id, masked: '******6667' } });
  });

  it('lists the open queue oldest first within the operator’s merchant, with what finance needs to decide', async () => {
    const a = await pending(2_000, '5550001234');
    clock.advance(1_000);
    const b = await pending(3_000);
    const { items, total } = await withdrawalReviewSource.list(t.app, { merchantCode: M, open: true, page: 1, pageSize: 500 });
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(a.w.id)).toBeLessThan(ids.indexOf(b.w.id));
    expect(total).toBeGreaterThanOrEqual(2);
    const item = items.find((i) => i.id === a.w.id)!;
    expect(item).toMatchObject({ kind: 'withdrawal', merchantCode: M, amount: 2_000, player: { id: a.who.id, username: a.who.username } });
    expect(item.fields).toEqual(
      expect.arrayContaining([
        { labelKey: 'review.field.accountNumber', value: '5550001234', type: 'text' },
        { labelKey: 'review.field.payout', value: '2000', type: 'money' },
        { labelKey: 'review.field.turnoverRemaining', value: '0', type: 'money' },
      ]),
    );
    expect((await withdrawalReviewSource.list(t.app, { merchantCode: 'OTHERCO', open: true, page: 1, pageSize: 50 })).total).toBe(0);
    const elsewhere = await operatorWith(t.app, ['finance'], 'OTHERCO');
    expect((await consoleCall(t.app, elsewhere, 'POST', ReviewPath.approve('withdrawal', a.w.id), { reason: 'not mine' })).status).toBe(404);
    await expect(approveThenCrash(t.app, elsewhere, a.w.id)).rejects.toMatchObject({ code: ErrorCode.withdrawalNotFound });
    const support = await operatorWith(t.app, ['support']);
    expect((await consoleCall(t.app, support, 'GET', ReviewPath.queue('withdrawal'))).status).toBe(403);
    expect(await row(a.w.id)).toMatchObject({ status: 'pending' });
  });
});
