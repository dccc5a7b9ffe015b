import { ConsolePaymentPath, type PlayerPaymentsValue } from '@common/contract/consolePayments';
import { ErrorCode } from '@common/contract/envelope';
import { PaymentPath, type RecordPage, type TransactionValue, type WithdrawalValue } from '@common/contract/payments';
import { ReviewPath } from '@common/contract/review';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith } from '../../helpers/operators';
import { callbackBody, expectLedgerConsistent, seededChannel, sendCallback, started } from '../payments/fixtures';
import { addAccount, as, balances, player, readiness, staked, withdraw, won } from './fixtures';

const env = { PAYOUT_CHECK_SECONDS: '0' };

describe.each(databases())('money in and out on the server, end to end, on $name', (db) => {
  const t = suiteApp(db, env);

  it('a gateway deposit sets the turnover, real stakes meet it, the withdrawal is held, approved, paid, and every record shows it', async () => {
    const gateway = await seededChannel(t.app, 'gateway');
    const who = await player(t.app);
    const deposit = await started(t.app, { memberId: who.id, username: who.username, token: who.token }, gateway.id, 100_000);
    expect((await sendCallback(t.app, gateway, callbackBody(deposit, 'paid'))).body.success).toBe(true);
    expect(await readiness(t.app, who)).toMatchObject({ available: 100_000, turnover: { required: 100_000, done: 0, remaining: 100_000 }, blockers: ['payoutAccount', 'turnover'] });

    const account = (await addAccount(t.app, who, gateway.id, '0171 555 6789')).value!;
    const unmet = await withdraw(t.app, who, account.id, 150_000);
    expect(unmet).toMatchObject({ success: false, code: ErrorCode.withdrawalTurnoverUnmet });
    expect(unmet.message).toContain('1000.00');
    await staked(t.app, who.id, 60_000n);
    await won(t.app, who.id, 200_000n);
    await staked(t.app, who.id, 40_000n);
    expect(await readiness(t.app, who)).toMatchObject({ available: 200_000, turnover: { required: 100_000, done: 100_000, remaining: 0 }, blockers: [] });

    const w = (await withdraw(t.app, who, account.id, 150_000)).value!;
    expect(await balances(t.app, who.id)).toMatchObject({ real: 50_000, withdrawal: 150_000 });
    const finance = await operatorWith(t.app, ['finance']);
    const approved = await consoleCall(t.app, finance, 'POST', ReviewPath.approve('withdrawal', w.id), { reason: 'turnover met, account verified' });
    expect(approved.body.success).toBe(true);
    expect(await balances(t.app, who.id)).toMatchObject({ real: 50_000, withdrawal: 0 });

    const mine = (await as<RecordPage<WithdrawalValue>>(t.app, who, 'GET', PaymentPath.withdrawals)).value!.content;
    expect(mine).toEqual([expect.objectContaining({ id: w.id, status: 'paid', payout: 150_000, account: expect.objectContaining({ masked: '*******6789' }) })]);
    expect(mine[0]!.steps.map((s) => s.status)).toEqual(['pending', 'paying', 'paid']);
    const history = (await as<RecordPage<TransactionValue>>(t.app, who, 'GET', `${PaymentPath.transactions}?kind=withdrawal`)).value!.content;
    expect(history.map((v) => [v.amount, v.account])).toEqual([
      [-150_000, 'withdrawal'],
      [150_000, 'withdrawal'],
      [-150_000, 'real'],
    ]);
    const view = (await consoleCall<PlayerPaymentsValue>(t.app, finance, 'GET', ConsolePaymentPath.player(who.id))).body.value!;
    expect(view.deposits).toEqual([expect.objectContaining({ id: deposit.id, status: 'approved' })]);
    expect(view.withdrawals).toEqual([expect.objectContaining({ id: w.id, status: 'paid' })]);
    await expectLedgerConsistent(t.app);
  });
});
