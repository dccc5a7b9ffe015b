import { randomUUID } from 'node:crypto';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath, type DepositValue } from '@common/contract/payments';
import { auditTrail } from '../../../../server/modules/audit/service';
import { call, TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { depositor, readDeposit, realBalance, relogin, seededChannel, started, type Depositor } from './fixtures';

describe.each(databases())('mobile-wallet confirmations on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  let trx = 0;
  /** A TrxID nobody used yet. */
  const freshTrxId = () => `8N${process.pid % 1000}X${++trx}AB`;
  const confirm = async (who: Depositor, id: string, trxId: string, senderNumber = '01711000000') =>
    (await call(t.app, 'POST', PaymentPath.depositConfirm(id), { token: who.token, payload: { senderNumber, trxId } })).json<Envelope<DepositValue>>();
  const walletDeposit = async (who?: Depositor) => {
    const member = who ?? (await depositor(t.app));
    return { who: member, deposit: await started(t.app, member, (await seededChannel(t.app, 'bkash')).id, 50_000) };
  };

  it("shows the merchant's receiving number, then waits for review once the sender number and TrxID are in", async () => {
    const { who, deposit } = await walletDeposit();
    expect(deposit.instructions).toMatchObject({ accountNumber: '01700000000', accountName: 'MLOBBY Demo', bankName: null });
    const trxId = freshTrxId();
    expect(await confirm(who, deposit.id, trxId.toLowerCase())).toMatchObject({ success: true, value: { status: 'pending', trxId, senderNumber: '01711000000' } });
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
    expect((await auditTrail(t.app.db, `deposit:${deposit.id}`))[0]).toMatchObject({ action: 'deposit.confirm', actor: `member:${who.memberId}` });
  });

  it('refuses a TrxID another deposit of the channel already holds, in any case', async () => {
    const first = await walletDeposit();
    const second = await walletDeposit();
    const trxId = freshTrxId();
    await confirm(first.who, first.deposit.id, trxId);
    expect(await confirm(second.who, second.deposit.id, trxId.toLowerCase())).toMatchObject({ success: false, code: ErrorCode.depositTrxIdUsed });
    expect((await readDeposit(t.app, second.who, second.deposit.id)).status).toBe('created');
    expect((await confirm(second.who, second.deposit.id, freshTrxId())).value!.status).toBe('pending');
  });

  it('lets one of two concurrent confirmations with the same TrxID through', async () => {
    const who = await depositor(t.app);
    const a = await walletDeposit(who);
    const b = await walletDeposit(who);
    const trxId = freshTrxId();
    const results = await Promise.all([confirm(who, a.deposit.id, trxId), confirm(who, b.deposit.id, trxId)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.depositTrxIdUsed)).toHaveLength(1);
  });

  it('confirms a deposit once: a second confirmation is refused with its status', async () => {
    const { who, deposit } = await walletDeposit();
    await confirm(who, deposit.id, freshTrxId());
    expect(await confirm(who, deposit.id, freshTrxId())).toMatchObject({ success: false, code: ErrorCode.depositStateInvalid, message: 'This deposit cannot take that step now (it is pending).' });
  });

  it("refuses to confirm another kind's deposit, another member's, or one whose time is up", async () => {
    const who = await depositor(t.app);
    const gateway = await started(t.app, who, (await seededChannel(t.app, 'gateway')).id, 50_000);
    expect(await confirm(who, gateway.id, freshTrxId())).toMatchObject({ code: ErrorCode.depositStateInvalid });
    const { deposit } = await walletDeposit();
    expect(await confirm(who, deposit.id, freshTrxId())).toMatchObject({ code: ErrorCode.depositNotFound });
    expect(await confirm(who, randomUUID(), freshTrxId())).toMatchObject({ code: ErrorCode.depositNotFound });
    const late = await walletDeposit(who);
    clock.advance(30 * 60_000);
    const again = await relogin(t.app, who);
    expect(await confirm(again, late.deposit.id, freshTrxId())).toMatchObject({ code: ErrorCode.depositStateInvalid, message: expect.stringContaining('expired') });
  });

  it('validates the sender number and the TrxID at the edge', async () => {
    const { who, deposit } = await walletDeposit();
    for (const payload of [{ senderNumber: 'abc', trxId: freshTrxId() }, { senderNumber: '01711000000', trxId: 'short' }, { senderNumber: '01711000000', trxId: 'with space 123' }]) {
      const res = await call(t.app, 'POST', PaymentPath.depositConfirm(deposit.id), { token: who.token, payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await readDeposit(t.app, who, deposit.id)).status).toBe('created');
  });
});
