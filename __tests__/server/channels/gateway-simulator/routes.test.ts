import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { PaymentPath, type DepositValue } from '@common/contract/payments';
import { GATEWAY_SIMULATOR_PREFIX } from '../../../../server/channels/gateway-simulator/adapter';
import type { ActReply } from '../../../../server/channels/gateway-simulator/routes';
import { siteHeaders, databases, suiteApp } from '../../helpers/build';
import { TestClock } from '../../helpers/accounts';
import { depositor, expectLedgerConsistent, readDeposit, realBalance, seededChannel, started, type Depositor } from '../../modules/payments/fixtures';

const orderOf = (deposit: DepositValue) => new URL(deposit.redirectUrl!, 'http://x').searchParams.get('order')!;
const flags = { delayMs: 0, duplicate: false, thenFail: false, forged: false, wrongAmount: false };

describe.each(databases())('the payment-gateway simulator on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  const act = async (order: string, outcome: 'paid' | 'failed' | 'expired', change: Partial<typeof flags> = {}) =>
    (await t.app.inject({ method: 'POST', url: `${GATEWAY_SIMULATOR_PREFIX}/act`, payload: { order, outcome, ...flags, ...change } })).json<Envelope<ActReply>>();
  const fresh = async (amount = 50_000): Promise<{ who: Depositor; deposit: DepositValue }> => {
    const who = await depositor(t.app);
    return { who, deposit: await started(t.app, who, (await seededChannel(t.app, 'gateway')).id, amount) };
  };

  it('shows the order on a page clearly labelled as test money, with pay, fail, expire and the developer controls', async () => {
    const { deposit } = await fresh(123_456);
    const res = await t.app.inject({ method: 'GET', url: deposit.redirectUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Payment gateway simulator — test money');
    expect(res.body).toContain('1234.56 BDT');
    expect(res.body).toContain(deposit.id);
    for (const id of ['pay', 'fail', 'expire', 'delay', 'duplicate', 'thenFail', 'forged', 'wrongAmount']) expect(res.body).toContain(`id="${id}"`);
    expect(res.body).toContain(`/m/voucherCenter?deposit=${deposit.id}`);
    const bn = await t.app.inject({ method: 'GET', url: `${deposit.redirectUrl!}&lang=bn` });
    expect(bn.body).toContain('পরীক্ষার টাকা');
  });

  it('refuses an order the merchant did not sign, on the page and in its actions', async () => {
    const { deposit } = await fresh();
    const [payload] = orderOf(deposit).split('.');
    const forged = `${payload}.${'0'.repeat(64)}`;
    const page = await t.app.inject({ method: 'GET', url: `${GATEWAY_SIMULATOR_PREFIX}/?order=${forged}` });
    expect(page.body).toContain('This payment order is not valid');
    expect(page.body).not.toContain('id="pay"');
    const res = await t.app.inject({ method: 'POST', url: `${GATEWAY_SIMULATOR_PREFIX}/act`, payload: { order: forged, outcome: 'paid', ...flags } });
    expect(res.statusCode).toBe(400);
  });

  it('pays: one signed callback, the deposit approved and credited', async () => {
    const { who, deposit } = await fresh();
    expect(await act(orderOf(deposit), 'paid')).toEqual({ success: true, value: { scheduled: false, callbacks: [{ outcome: 'paid', status: 200, answer: 'approved' }] } });
    expect(await realBalance(t.app, who.memberId)).toBe(50_000n);
  });

  it('fails and lets expire through the provider’s callbacks', async () => {
    const failed = await fresh();
    expect((await act(orderOf(failed.deposit), 'failed')).value!.callbacks).toEqual([{ outcome: 'failed', status: 200, answer: 'rejected' }]);
    const lapsed = await fresh();
    expect((await act(orderOf(lapsed.deposit), 'expired')).value!.callbacks).toEqual([{ outcome: 'expired', status: 200, answer: 'expired' }]);
    expect((await readDeposit(t.app, lapsed.who, lapsed.deposit.id)).status).toBe('expired');
  });

  it('sends a duplicate and an out-of-order failure after the success: credited once, still approved', async () => {
    const { who, deposit } = await fresh();
    const reply = await act(orderOf(deposit), 'paid', { duplicate: true, thenFail: true });
    expect(reply.value!.callbacks.map((c) => `${c.outcome}:${c.answer}`)).toEqual(['paid:approved', 'paid:approved', 'failed:approved']);
    expect(await realBalance(t.app, who.memberId)).toBe(50_000n);
    await expectLedgerConsistent(t.app);
  });

  it('sends a forged callback (401) and a wrong amount (mismatch): nothing credited', async () => {
    const { who, deposit } = await fresh();
    expect((await act(orderOf(deposit), 'paid', { forged: true })).value!.callbacks).toEqual([{ outcome: 'paid', status: 401, answer: ErrorCode.paymentCallbackInvalid }]);
    expect((await act(orderOf(deposit), 'paid', { wrongAmount: true })).value!.callbacks).toEqual([{ outcome: 'paid', status: 200, answer: ErrorCode.paymentCallbackMismatch }]);
    expect(await realBalance(t.app, who.memberId)).toBe(0n);
    expect((await readDeposit(t.app, who, deposit.id)).status).toBe('created');
  });

  it('sends a delayed callback later', async () => {
    const { who, deposit } = await fresh();
    expect((await act(orderOf(deposit), 'paid', { delayMs: 50 })).value).toEqual({ scheduled: true, callbacks: [] });
    expect((await readDeposit(t.app, who, deposit.id)).status).toBe('created');
    for (let i = 0; i < 100 && (await realBalance(t.app, who.memberId)) === 0n; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await readDeposit(t.app, who, deposit.id)).status).toBe('approved');
  });

  it('takes no payment for an order past its deadline', async () => {
    const { deposit } = await fresh();
    clock.advance(31 * 60_000);
    expect(await act(orderOf(deposit), 'paid')).toMatchObject({ success: false, code: ErrorCode.depositExpired });
    expect((await t.app.inject({ method: 'GET', url: deposit.redirectUrl! })).body).toContain('This order has expired');
  });
});

describe.each(databases())('the payment-gateway simulator over HTTP on $name', (db) => {
  const t = suiteApp(db);

  it('posts its callback to the callback URL over HTTP while the server listens', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const who = await depositor(t.app);
    const channel = await seededChannel(t.app, 'gateway');
    const headers = { ...siteHeaders({ authorization: who.token }), 'content-type': 'application/json' };
    const start = await fetch(`${origin}${PaymentPath.deposits}`, { method: 'POST', headers, body: JSON.stringify({ channelId: channel.id, amount: 70_000, requestId: randomUUID() }) });
    const deposit = ((await start.json()) as Envelope<DepositValue>).value!;
    const acted = await fetch(`${origin}${GATEWAY_SIMULATOR_PREFIX}/act`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: orderOf(deposit), outcome: 'paid', ...flags }),
    });
    expect(((await acted.json()) as Envelope<ActReply>).value!.callbacks).toEqual([{ outcome: 'paid', status: 200, answer: 'approved' }]);
    expect(await realBalance(t.app, who.memberId)).toBe(70_000n);
  });
});

describe.each(databases())('the payment-gateway simulator in production on $name', (db) => {
  const t = suiteApp(db, { NODE_ENV: 'production', DEV_OUTBOX: 'false' });

  it('is not there', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${GATEWAY_SIMULATOR_PREFIX}/` })).statusCode).toBe(404);
  });
});
