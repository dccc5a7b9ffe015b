import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath, type DepositValue } from '@common/contract/payments';
import { ReviewPath, type ReviewItemValue, type ReviewPage } from '@common/contract/review';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../helpers/operators';
import { depositor, expectLedgerConsistent, readDeposit, realBalance, seededChannel, started } from './fixtures';

describe.each(databases())('the deposit review queue in the console on $name', (db) => {
  const ops: Record<'finance' | 'finance2' | 'support' | 'other', TestOperator> = {} as never;
  const t = suiteApp(db, {}, {}, async (app) => {
    await seedMerchant(app.db, merchantSeed(), { code: 'OTHERCO', trialCode: 'OTHERCOTRIAL' });
    ops.finance = await operatorWith(app, ['finance']);
    ops.finance2 = await operatorWith(app, ['finance']);
    ops.support = await operatorWith(app, ['support']);
    ops.other = await operatorWith(app, ['finance'], 'OTHERCO');
  });
  let trx = 0;
  const pendingDeposit = async () => {
    const who = await depositor(t.app);
    const deposit = await started(t.app, who, (await seededChannel(t.app, 'bkash')).id, 80_000);
    const payload = { senderNumber: '01911000000', trxId: `QR${process.pid % 1000}X${++trx}YY` };
    await call(t.app, 'POST', PaymentPath.depositConfirm(deposit.id), { token: who.token, payload });
    return { who, deposit };
  };

  it('shows pending deposits to deposits.review in the merchant only; approving credits and closes the item', async () => {
    const { who, deposit } = await pendingDeposit();
    expect((await consoleCall(t.app, ops.support, 'GET', ReviewPath.queue('deposit'))).status).toBe(403);
    const queue = (await consoleCall<ReviewPage>(t.app, ops.finance, 'GET', ReviewPath.queue('deposit'))).body.value!;
    expect(queue.items.map((i) => i.id)).toContain(deposit.id);
    expect((await consoleCall<ReviewPage>(t.app, ops.other, 'GET', ReviewPath.queue('deposit'))).body.value!.items).toEqual([]);
    expect((await consoleCall(t.app, ops.other, 'POST', ReviewPath.approve('deposit', deposit.id), { reason: 'ok' })).status).toBe(404);
    const approved = await consoleCall<ReviewItemValue>(t.app, ops.finance, 'POST', ReviewPath.approve('deposit', deposit.id), { reason: 'seen on the statement' });
    expect(approved.body.value).toMatchObject({ status: 'approved', open: false });
    expect(await realBalance(t.app, who.memberId)).toBe(80_000n);
    const again = await consoleCall(t.app, ops.finance2, 'POST', ReviewPath.approve('deposit', deposit.id), { reason: 'again' });
    expect(again.body.code).toBe(ErrorCode.reviewNotOpen);
    expect(await realBalance(t.app, who.memberId)).toBe(80_000n);
    await expectLedgerConsistent(t.app);
  });

  it('credits once when two operators approve the same deposit at once', async () => {
    const { who, deposit } = await pendingDeposit();
    const answers = await Promise.all([ops.finance, ops.finance2].map((op) => consoleCall<ReviewItemValue>(t.app, op, 'POST', ReviewPath.approve('deposit', deposit.id), { reason: 'ok' })));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(await realBalance(t.app, who.memberId)).toBe(80_000n);
  });

  it('rejects with the reason the player then reads', async () => {
    const { who, deposit } = await pendingDeposit();
    await consoleCall(t.app, ops.finance, 'POST', ReviewPath.reject('deposit', deposit.id), { reason: 'The TrxID is not on our statement' });
    expect(await readDeposit(t.app, who, deposit.id)).toMatchObject({ status: 'rejected', reason: 'The TrxID is not on our statement' });
    const own = (await call(t.app, 'GET', PaymentPath.deposit(deposit.id), { token: who.token })).json<Envelope<DepositValue>>();
    expect(own.value!.status).toBe('rejected');
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
  });
});
