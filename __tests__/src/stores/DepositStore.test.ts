import { PaymentPath } from '@common/contract/payments';
import { DepositStore } from '../../../src/stores/DepositStore';
import { callsTo, createTestStore, deferred, sessionOf, type Reply } from '../helpers/renderApp';
import { deposit, depositChannels, ok, paymentRoutes, picture, refused } from '../helpers/payments';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const bodyOf = (r: { init: RequestInit }) => JSON.parse(String(r.init.body)) as Record<string, unknown>;

async function depositStore(routes: Record<string, Reply> = {}) {
  const test = await createTestStore({ session: sessionOf(0), routes: { ...paymentRoutes(), ...routes } });
  const store = test.store.feature(DepositStore);
  await store.loadChannels();
  return { ...test, root: test.store, store };
}

describe('DepositStore', () => {
  it('loads the member’s channels in the merchant’s order and chooses the first', async () => {
    const { store } = await depositStore();
    expect(store.channelsState).toBe('loaded');
    expect(store.channels.map((c) => c.code)).toEqual(depositChannels().map((c) => c.code));
    expect(store.selected?.kind).toBe('gateway');
  });

  it('a failed channel read shows the retry state, not an empty list', async () => {
    const { store } = await depositStore({ [`GET ${PaymentPath.channels}`]: refused('unknown', 'Down') });
    expect(store.channelsState).toBe('failed');
  });

  it('starts on the chosen channel with the amount in minor units and a uuid requestId', async () => {
    const { store, fetch } = await depositStore({ [`POST ${PaymentPath.deposits}`]: ok(deposit()) });
    store.select(2);
    store.amount.set('1000');
    const started = await store.start();
    expect(started?.id).toBe('dep-1');
    expect(store.deposit?.id).toBe('dep-1');
    expect(bodyOf(callsTo(fetch, PaymentPath.deposits, 'POST')[0])).toEqual({ channelId: 2, amount: 100_000, requestId: expect.stringMatching(UUID) });
  });

  it('sends nothing while the amount is outside the channel’s limits', async () => {
    const { store, fetch } = await depositStore();
    store.select(2);
    store.amount.set('99.99');
    expect(await store.start()).toBeNull();
    expect(callsTo(fetch, PaymentPath.deposits, 'POST')).toHaveLength(0);
  });

  it('a refusal shows the server’s words; the next attempt takes a new requestId', async () => {
    const { store, fetch, root } = await depositStore({ [`POST ${PaymentPath.deposits}`]: refused('payment.daily.cap.reached', 'The daily limit of this channel is reached (50,000.00).') });
    store.select(2);
    store.amount.set('1000');
    expect(await store.start()).toBeNull();
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: 'The daily limit of this channel is reached (50,000.00).' });
    await store.start();
    const [first, second] = callsTo(fetch, PaymentPath.deposits, 'POST').map(bodyOf);
    expect(second.requestId).not.toBe(first.requestId);
    expect(store.deposit).toBeNull();
  });

  it('after a lost answer the retry carries the same requestId, so the server answers with the same deposit', async () => {
    let attempts = 0;
    const { store, fetch } = await depositStore({
      [`POST ${PaymentPath.deposits}`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ok(deposit());
      },
    });
    store.select(2);
    store.amount.set('1000');
    expect(await store.start()).toBeNull();
    expect((await store.start())?.id).toBe('dep-1');
    const [first, second] = callsTo(fetch, PaymentPath.deposits, 'POST').map(bodyOf);
    expect(second.requestId).toBe(first.requestId);
  });

  it('a double tap starts one deposit', async () => {
    const held = deferred<unknown>();
    const { store, fetch } = await depositStore({ [`POST ${PaymentPath.deposits}`]: () => held.promise });
    store.select(2);
    store.amount.set('1000');
    const first = store.start();
    const second = store.start();
    held.resolve(ok(deposit()));
    await Promise.all([first, second]);
    expect(callsTo(fetch, PaymentPath.deposits, 'POST')).toHaveLength(1);
  });

  it('mobile wallet: posts the sender number and TrxID; the deposit then waits for review', async () => {
    const { store, fetch } = await depositStore({
      [`GET ${PaymentPath.deposit('dep-1')}`]: ok(deposit()),
      [`POST ${PaymentPath.depositConfirm('dep-1')}`]: ok(deposit({ status: 'pending', trxId: 'BGH7K2L9QZ', senderNumber: '01898765432' })),
    });
    await store.open('dep-1');
    expect(await store.confirmMobile({ senderNumber: ' 01898765432 ', trxId: 'BGH7K2L9QZ ' })).toBe(true);
    expect(bodyOf(callsTo(fetch, PaymentPath.depositConfirm('dep-1'), 'POST')[0])).toEqual({ senderNumber: '01898765432', trxId: 'BGH7K2L9QZ' });
    expect(store.deposit?.status).toBe('pending');
  });

  it('a TrxID already used is refused with the server’s words and the deposit stays unpaid', async () => {
    const { store, root } = await depositStore({
      [`GET ${PaymentPath.deposit('dep-1')}`]: ok(deposit()),
      [`POST ${PaymentPath.depositConfirm('dep-1')}`]: refused('deposit.trxid.used', 'This transaction ID was already used for a deposit.'),
    });
    await store.open('dep-1');
    expect(await store.confirmMobile({ senderNumber: '01898765432', trxId: 'BGH7K2L9QZ' })).toBe(false);
    expect(root.ui.dialogs.at(-1)?.message).toEqual({ text: 'This transaction ID was already used for a deposit.' });
    expect(store.deposit?.status).toBe('created');
  });

  it('bank transfer: the proof pictures go as multipart field "pictures"', async () => {
    const bank = deposit({ kind: 'bankTransfer', channelId: 3 });
    const { store, fetch } = await depositStore({
      [`GET ${PaymentPath.deposit('dep-1')}`]: ok(bank),
      [`POST ${PaymentPath.depositProof('dep-1')}`]: ok({ ...bank, status: 'pending', proofCount: 2 }),
    });
    await store.open('dep-1');
    expect(await store.uploadProof([picture('a.jpg'), picture('b.png', 'image/png')])).toBe(true);
    const body = callsTo(fetch, PaymentPath.depositProof('dep-1'), 'POST')[0].init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.getAll('pictures').map((f) => (f as File).name)).toEqual(['a.jpg', 'b.png']);
    expect(store.deposit?.proofCount).toBe(2);
  });

  it('opening a deposit that is not the member’s says it is missing', async () => {
    const { store } = await depositStore({ [`GET ${PaymentPath.deposit('nope')}`]: refused('deposit.not.found', 'No such deposit.') });
    await store.open('nope');
    expect(store.deposit).toBeNull();
    expect(store.depositMissing).toBe(true);
  });

  it('a refresh that finds the deposit approved refreshes the balance', async () => {
    let status = 'pending';
    const { store, fetch } = await depositStore({ [`GET ${PaymentPath.deposit('dep-1')}`]: () => ok(deposit({ status: status as 'pending' })) });
    await store.open('dep-1');
    const balanceReads = callsTo(fetch, '/wps/wallets/balance').length;
    status = 'approved';
    await store.refresh();
    expect(store.deposit?.status).toBe('approved');
    await new Promise((r) => setTimeout(r, 0));
    expect(callsTo(fetch, '/wps/wallets/balance').length).toBe(balanceReads + 1);
  });

  it('logout clears it: channels, amount and the deposit shown', async () => {
    const { store, root } = await depositStore({ [`GET ${PaymentPath.deposit('dep-1')}`]: ok(deposit()) });
    store.amount.set('500');
    await store.open('dep-1');
    root.clear();
    expect(store.channels).toEqual([]);
    expect(store.channelsState).toBe('idle');
    expect(store.amount.text).toBe('');
    expect(store.deposit).toBeNull();
  });
});
