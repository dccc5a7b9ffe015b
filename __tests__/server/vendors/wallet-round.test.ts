import pino from 'pino';
import type { CreditRequest, RollbackRequest, SeamlessResponse, SeamlessWalletClient } from '../../../server/vendors/seamless/contract';
import { createReplayCache, createRoundRunner, ROUND_FAILED } from '../../../server/vendors/wallet-round';

const log = pino({ level: 'silent' });
const ok = (balance: number): SeamlessResponse => ({ success: true, value: { balance, currency: 'BDT' } });

/** A wallet whose calls answer from the given scripts (a function per call) and record every body. */
function fakeWallet(script: { debit?: () => Promise<SeamlessResponse>; credit?: () => Promise<SeamlessResponse>; rollback?: () => Promise<SeamlessResponse> }) {
  const calls = { debit: [] as unknown[], credit: [] as CreditRequest[], rollback: [] as RollbackRequest[] };
  const client: SeamlessWalletClient = {
    balance: async () => ok(1000),
    debit: async (body) => (calls.debit.push(body), (script.debit ?? (async () => ok(900)))()),
    credit: async (body) => (calls.credit.push(body), (script.credit ?? (async () => ok(1100)))()),
    rollback: async (body) => (calls.rollback.push(body), (script.rollback ?? (async () => ok(1000)))()),
  };
  return { client, calls };
}

const failing = (times: number, then: SeamlessResponse) => {
  let left = times;
  return async () => {
    if (left-- > 0) throw new Error('connection reset');
    return then;
  };
};

describe('round runner', () => {
  const round = { sessionId: 's1', gameId: 7, stake: 100 };

  it('debits, plays, then credits the win against the debit', async () => {
    const { client, calls } = fakeWallet({});
    const result = await createRoundRunner(log, [0]).play(client, round, () => ({ win: 200 }));
    expect(result).toMatchObject({ ok: true, balance: 1100, currency: 'BDT', creditPending: false, outcome: { win: 200 } });
    expect(calls.credit[0]).toMatchObject({ amount: 200, refTransactionId: (calls.debit[0] as { transactionId: string }).transactionId });
  });

  it('credits a lost round with 0 to close it', async () => {
    const { client, calls } = fakeWallet({});
    await createRoundRunner(log, [0]).play(client, round, () => ({ win: 0 }));
    expect(calls.credit).toHaveLength(1);
    expect(calls.credit[0].amount).toBe(0);
  });

  it('plays nothing when the debit is refused, and passes the refusal on', async () => {
    const { client, calls } = fakeWallet({ debit: async () => ({ success: false, code: 'wallet.insufficient.funds', message: 'no' }) });
    const play = jest.fn(() => ({ win: 5 }));
    const result = await createRoundRunner(log, [0]).play(client, round, play);
    expect(result).toEqual({ ok: false, code: 'wallet.insufficient.funds', message: 'no' });
    expect(play).not.toHaveBeenCalled();
    expect(calls.credit).toHaveLength(0);
  });

  it('rolls back a debit whose outcome is unknown, and plays nothing', async () => {
    const { client, calls } = fakeWallet({ debit: failing(1, ok(0)) });
    const play = jest.fn(() => ({ win: 5 }));
    const result = await createRoundRunner(log, [0]).play(client, round, play);
    expect(result).toMatchObject({ ok: false, code: ROUND_FAILED });
    expect(play).not.toHaveBeenCalled();
    expect(calls.rollback).toHaveLength(1);
    expect(calls.rollback[0].refTransactionId).toBe((calls.debit[0] as { transactionId: string }).transactionId);
  });

  it('retries a failed credit with the same requestId and transactionId until it lands', async () => {
    const { client, calls } = fakeWallet({ credit: failing(2, ok(1300)) });
    const result = await createRoundRunner(log, [0, 1, 1]).play(client, round, () => ({ win: 400 }));
    expect(result).toMatchObject({ ok: true, balance: 1300, creditPending: false });
    expect(calls.credit).toHaveLength(3);
    expect(new Set(calls.credit.map((c) => `${c.requestId}|${c.transactionId}|${c.amount}`)).size).toBe(1);
  });

  it('queues a credit that fails every attempt and sends the same one again later: the win is never lost', async () => {
    let down = true;
    const { client, calls } = fakeWallet({ credit: async () => (down ? { success: false, code: 'unknown', message: 'down' } : ok(1500)) });
    const runner = createRoundRunner(log, [0, 1]);
    const result = await runner.play(client, round, () => ({ win: 600 }));
    expect(result).toMatchObject({ ok: true, balance: 900, creditPending: true });
    expect(runner.pendingCount()).toBe(1);
    await runner.retryPending();
    expect(runner.pendingCount()).toBe(1);
    down = false;
    await runner.retryPending();
    expect(runner.pendingCount()).toBe(0);
    expect(new Set(calls.credit.map((c) => `${c.requestId}|${c.transactionId}|${c.amount}`)).size).toBe(1);
    expect(calls.credit).toHaveLength(4);
  });
});

describe('replay cache', () => {
  it('answers a repeated key with the first answer without running again', async () => {
    const replay = createReplayCache<number>();
    const run = jest.fn(async () => 42);
    expect(await replay('a', run)).toBe(42);
    expect(await replay('a', async () => 7)).toBe(42);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('forgets a run that threw, so a resend tries again', async () => {
    const replay = createReplayCache<number>();
    await expect(replay('a', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await replay('a', async () => 3)).toBe(3);
  });

  it('keeps at most `limit` answers, dropping the oldest', async () => {
    const replay = createReplayCache<number>(2);
    await replay('a', async () => 1);
    await replay('b', async () => 2);
    await replay('c', async () => 3);
    expect(await replay('a', async () => 9)).toBe(9);
  });
});
