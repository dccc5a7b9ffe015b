import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { PaymentPath } from '@common/contract/payments';
import { signedCallback } from '../../../../server/channels/gateway-simulator/protocol';
import { auditTrail } from '../../../../server/modules/audit/service';
import { ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { callbackBody, clearingBalance, depositor, expectLedgerConsistent, MERCHANT, readDeposit, realBalance, relogin, seededChannel, sendCallback, started } from './fixtures';

const postings = async (app: Parameters<typeof realBalance>[0], depositId: string) =>
  app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `deposit:${depositId}`));

describe.each(databases())('gateway callbacks on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  /** A fresh gateway deposit of `amount` on the channel `code` and its depositor. */
  const gatewayDeposit = async (amount = 50_000, code = 'alipay') => {
    const channel = await seededChannel(t.app, code);
    const who = await depositor(t.app);
    return { channel, who, deposit: await started(t.app, who, channel.id, amount) };
  };

  it('credits a paid deposit once: amount − fee from the channel to the member, in the same step as approved', async () => {
    const { channel, who, deposit } = await gatewayDeposit(100_000);
    const clearing = await clearingBalance(t.app, channel.id);
    expect(await sendCallback(t.app, channel, callbackBody(deposit, 'paid'))).toEqual({ status: 200, body: { success: true, value: { depositId: deposit.id, status: 'approved' } } });
    expect(await realBalance(t.app, who.memberId)).toBe(98_500n);
    expect(await clearingBalance(t.app, channel.id)).toBe(clearing - 98_500n);
    expect(await readDeposit(t.app, who, deposit.id)).toMatchObject({ status: 'approved', credited: 98_500, redirectUrl: null });
    expect((await auditTrail(t.app.db, `deposit:${deposit.id}`)).map((r) => r.action)).toEqual(['deposit.approve', 'deposit.create']);
    await expectLedgerConsistent(t.app);
  });

  it('acknowledges a duplicated, a late and a concurrent paid callback without crediting again', async () => {
    const { channel, who, deposit } = await gatewayDeposit();
    const body = callbackBody(deposit, 'paid');
    const answers = await Promise.all([1, 2, 3, 4].map(() => sendCallback(t.app, channel, body)));
    for (const a of answers) expect(a.body).toEqual({ success: true, value: { depositId: deposit.id, status: 'approved' } });
    clock.advance(60 * 60_000);
    expect((await sendCallback(t.app, channel, body)).body.value!.status).toBe('approved');
    expect(await realBalance(t.app, who.memberId)).toBe(49_250n);
    expect(await postings(t.app, deposit.id)).toHaveLength(1);
    expect((await auditTrail(t.app.db, `deposit:${deposit.id}`)).filter((r) => r.action === 'deposit.callback.ignored')).toHaveLength(4);
    await expectLedgerConsistent(t.app);
  });

  it('changes nothing on a failure or expiry after a success (out of order)', async () => {
    const { channel, who, deposit } = await gatewayDeposit();
    await sendCallback(t.app, channel, callbackBody(deposit, 'paid'));
    for (const outcome of ['failed', 'expired'] as const) {
      expect((await sendCallback(t.app, channel, callbackBody(deposit, outcome))).body).toEqual({ success: true, value: { depositId: deposit.id, status: 'approved' } });
    }
    expect(await realBalance(t.app, who.memberId)).toBe(49_250n);
  });

  it('rejects a failed payment with the reason in the member’s words, and never credits a later success', async () => {
    const { channel, who, deposit } = await gatewayDeposit();
    expect((await sendCallback(t.app, channel, callbackBody(deposit, 'failed'))).body.value!.status).toBe('rejected');
    expect(await readDeposit(t.app, who, deposit.id)).toMatchObject({ status: 'rejected', reason: 'The payment provider reported that the payment failed.' });
    expect((await sendCallback(t.app, channel, callbackBody(deposit, 'paid'))).body.value!.status).toBe('rejected');
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
  });

  it("expires on the provider's expiry notice", async () => {
    const { channel, who, deposit } = await gatewayDeposit();
    expect((await sendCallback(t.app, channel, callbackBody(deposit, 'expired'))).body.value!.status).toBe('expired');
    expect((await readDeposit(t.app, who, deposit.id)).reason).toBe('The deposit expired: it was not paid in time.');
  });

  it('credits a payment whose callback arrives after our own expiry (the provider took the money)', async () => {
    const { channel, who, deposit } = await gatewayDeposit();
    clock.advance(31 * 60_000);
    const again = await relogin(t.app, who);
    expect((await readDeposit(t.app, again, deposit.id)).status).toBe('expired');
    expect((await sendCallback(t.app, channel, callbackBody(deposit, 'paid'))).body.value!.status).toBe('approved');
    expect(await readDeposit(t.app, again, deposit.id)).toMatchObject({ status: 'approved', reason: null });
    expect(await realBalance(t.app, who.memberId)).toBe(49_250n);
  });

  it('refuses a callback for another amount, currency, channel or deposit: audited, nothing credited', async () => {
    const { channel, who, deposit } = await gatewayDeposit();
    const qq = await seededChannel(t.app, 'qq');
    const wrong = [
      () => sendCallback(t.app, channel, callbackBody(deposit, 'paid', { amount: deposit.amount + 100 })),
      () => sendCallback(t.app, channel, callbackBody(deposit, 'paid', { currency: 'USD' })),
      () => sendCallback(t.app, qq, callbackBody(deposit, 'paid')),
      () => sendCallback(t.app, channel, callbackBody({ ...deposit, id: randomUUID() }, 'paid')),
    ];
    for (const send of wrong) expect(await send()).toMatchObject({ status: 200, body: { success: false, code: ErrorCode.paymentCallbackMismatch } });
    const mismatches = (await auditTrail(t.app.db, `deposit:${deposit.id}`)).filter((r) => r.action === 'deposit.callback.mismatch');
    expect(mismatches.map((r) => r.detail.why).sort()).toEqual(['amount', 'currency', 'deposit']);
    expect(await readDeposit(t.app, who, deposit.id)).toMatchObject({ status: 'created' });
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
    expect((await sendCallback(t.app, channel, callbackBody(deposit, 'paid'))).body.value!.status).toBe('approved');
  });

  it("refuses one provider payment id for a second deposit of the channel", async () => {
    const first = await gatewayDeposit();
    const second = await gatewayDeposit();
    await sendCallback(t.app, first.channel, callbackBody(first.deposit, 'paid'));
    const reused = callbackBody(second.deposit, 'paid', { externalId: callbackBody(first.deposit, 'paid').externalId });
    expect((await sendCallback(t.app, second.channel, reused)).body).toMatchObject({ success: false, code: ErrorCode.paymentCallbackMismatch });
    expect(await realBalance(t.app, second.who.memberId)).toBe(0n);
  });

  it('answers 401 to a forged or unsigned callback, or one for a channel that takes none, and changes nothing', async () => {
    const { channel, who, deposit } = await gatewayDeposit();
    const body = callbackBody(deposit, 'paid');
    expect(await sendCallback(t.app, channel, body, 'not-the-secret')).toMatchObject({ status: 401, body: { success: false, code: ErrorCode.paymentCallbackInvalid } });
    const url = `${PaymentPath.callback(channel.code)}?merchant=${MERCHANT}`;
    const unsigned = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(unsigned.statusCode).toBe(401);
    const signed = signedCallback('whatever', body, t.app.now());
    for (const target of [`${PaymentPath.callback('bkash')}?merchant=${MERCHANT}`, `${PaymentPath.callback('nosuch')}`, `${PaymentPath.callback(channel.code)}?merchant=OTHER`]) {
      const res = await t.app.inject({ method: 'POST', url: target, headers: signed.headers, payload: signed.rawBody });
      expect(res.statusCode).toBe(401);
    }
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
    expect((await readDeposit(t.app, who, deposit.id)).status).toBe('created');
  });

  it('answers 400 to a signed body that is not a callback', async () => {
    const { channel } = await gatewayDeposit();
    const res = await sendCallback(t.app, channel, { nonsense: true } as never);
    expect(res).toMatchObject({ status: 400, body: { code: ErrorCode.requestMalformed } });
  });
});

describe.each(databases())('a deposit guard refusing a gateway credit on $name', (db) => {
  const t = suiteApp(db, {}, {}, async (app) => {
    app.walletGuards.register({
      id: 'test.deposit-limit',
      name: 'No deposit over 1000.00',
      intents: ['deposit'],
      check: async (_tx, attempt) => (attempt.amount > 100_000n ? { code: ErrorCode.walletLimitReached } : null),
    });
  });

  it('leaves the deposit pending with the guard’s code, credits nothing, and acknowledges the provider', async () => {
    const channel = await seededChannel(t.app, 'gateway');
    const who = await depositor(t.app);
    const deposit = await started(t.app, who, channel.id, 200_000);
    expect((await sendCallback(t.app, channel, callbackBody(deposit, 'paid'))).body).toEqual({ success: true, value: { depositId: deposit.id, status: 'pending' } });
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
    expect(await readDeposit(t.app, who, deposit.id)).toMatchObject({ status: 'pending', redirectUrl: null });
    expect((await auditTrail(t.app.db, `deposit:${deposit.id}`))[0]).toMatchObject({ action: 'deposit.guard.refused', detail: { code: ErrorCode.walletLimitReached } });
    const small = await started(t.app, who, channel.id, 50_000);
    expect((await sendCallback(t.app, channel, callbackBody(small, 'paid'))).body.value!.status).toBe('approved');
    await expectLedgerConsistent(t.app);
  });
});
