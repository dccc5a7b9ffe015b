import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Database } from '../../../server/db/connection';
import type { CreditRequest, RollbackRequest, SeamlessResponse, SeamlessWalletClient } from '../../../server/vendors/seamless/contract';
import { houseVendorSettlements } from '../../../server/vendors/settlements/tables';
import { closeOpenRound, openRound } from '../../../server/vendors/settlements/open-rounds';
import { CLAIM_MS, claimDueSettlements, type VendorScope } from '../../../server/vendors/settlements/store';
import { createReplayCache, createRoundRunner, ROUND_FAILED } from '../../../server/vendors/wallet-round';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/build';

const log = pino({ level: 'silent' });
const ok = (balance: number): SeamlessResponse => ({ success: true, value: { balance, currency: 'BDT' } });
const down: SeamlessResponse = { success: false, code: 'unknown', message: 'down' };

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

/** Every (requestId, transactionId, amount) the wallet was sent, distinct. */
const distinct = (bodies: CreditRequest[]) => new Set(bodies.map((c) => `${c.requestId}|${c.transactionId}|${c.amount}`));

describe.each(databases())('round runner on $name', (dbCase) => {
  let test: TestDatabase;
  let db: Database;
  const clock = 1_800_000_000_000;
  beforeAll(async () => {
    test = await openTestDatabase(dbCase);
    db = test.handle.db;
  }, 30_000);
  afterAll(() => test.dispose());

  let vendorSeq = 0;
  /** A runner for a vendor code of its own, so the tests' stored rows never meet; its backoff draws 0, so an owed row is due again at once. */
  const runnerFor = (client: SeamlessWalletClient, retryDelaysMs: readonly number[] = [0]) => {
    const vendor = `V${++vendorSeq}`;
    const runner = createRoundRunner({ log, db, now: () => clock, clientFor: () => client, vendors: { only: [vendor] }, retryDelaysMs, random: () => 0, openRoundTimeoutMs: 60_000 });
    return { vendor, runner, play: (win: number) => runner.play(vendor, round, () => ({ win })) };
  };
  const rowsOf = (vendor: string) => db.select().from(houseVendorSettlements).where(eq(houseVendorSettlements.vendorCode, vendor));
  const round = { sessionId: 's1', gameId: 7, stake: 100 };

  it('debits, plays, then credits the win against the debit, and marks the stored credit settled', async () => {
    const { client, calls } = fakeWallet({});
    const { vendor, play } = runnerFor(client);
    const result = await play(200);
    expect(result).toMatchObject({ ok: true, balance: 1100, currency: 'BDT', creditPending: false, outcome: { win: 200 } });
    expect(calls.credit[0]).toMatchObject({ amount: 200, refTransactionId: (calls.debit[0] as { transactionId: string }).transactionId });
    expect(await rowsOf(vendor)).toEqual([expect.objectContaining({ operation: 'credit', body: calls.credit[0], attempts: 1, settledAt: new Date(clock) })]);
  });

  it('credits a lost round with 0 to close it', async () => {
    const { client, calls } = fakeWallet({});
    await runnerFor(client).play(0);
    expect(calls.credit).toHaveLength(1);
    expect(calls.credit[0].amount).toBe(0);
  });

  it('plays nothing and stores nothing when the debit is refused, and passes the refusal on', async () => {
    const { client, calls } = fakeWallet({ debit: async () => ({ success: false, code: 'wallet.insufficient.funds', message: 'no' }) });
    const { vendor, runner } = runnerFor(client);
    const play = jest.fn(() => ({ win: 5 }));
    const result = await runner.play(vendor, round, play);
    expect(result).toEqual({ ok: false, code: 'wallet.insufficient.funds', message: 'no' });
    expect(play).not.toHaveBeenCalled();
    expect(calls.credit).toHaveLength(0);
    expect(await rowsOf(vendor)).toEqual([]);
  });

  it('rolls back a debit whose outcome is unknown, stored like a credit, and plays nothing', async () => {
    const { client, calls } = fakeWallet({ debit: failing(1, ok(0)) });
    const { vendor, runner } = runnerFor(client);
    const play = jest.fn(() => ({ win: 5 }));
    const result = await runner.play(vendor, round, play);
    expect(result).toMatchObject({ ok: false, code: ROUND_FAILED });
    expect(play).not.toHaveBeenCalled();
    expect(calls.rollback).toHaveLength(1);
    expect(calls.rollback[0].refTransactionId).toBe((calls.debit[0] as { transactionId: string }).transactionId);
    expect(await rowsOf(vendor)).toEqual([expect.objectContaining({ operation: 'rollback', body: calls.rollback[0], settledAt: new Date(clock) })]);
  });

  it('stores the credit before its first attempt, so a crash while sending still leaves it owed', async () => {
    let storedAtFirstAttempt: unknown[] = [];
    let vendor = '';
    const { client } = fakeWallet({
      credit: async () => {
        storedAtFirstAttempt = await rowsOf(vendor);
        return ok(1100);
      },
    });
    const runner = runnerFor(client);
    vendor = runner.vendor;
    await runner.play(300);
    expect(storedAtFirstAttempt).toEqual([expect.objectContaining({ operation: 'credit', body: expect.objectContaining({ amount: 300 }), settledAt: null })]);
  });

  it('retries a failed credit with the same requestId and transactionId until it lands', async () => {
    const { client, calls } = fakeWallet({ credit: failing(2, ok(1300)) });
    const { vendor, play } = runnerFor(client, [0, 1, 1]);
    expect(await play(400)).toMatchObject({ ok: true, balance: 1300, creditPending: false });
    expect(calls.credit).toHaveLength(3);
    expect(distinct(calls.credit).size).toBe(1);
    expect((await rowsOf(vendor))[0]).toMatchObject({ attempts: 3, settledAt: new Date(clock) });
  });

  it('keeps a credit that fails every attempt owed and resends the same one until the wallet accepts it: the win is never lost', async () => {
    let walletDown = true;
    const { client, calls } = fakeWallet({ credit: async () => (walletDown ? down : ok(1500)) });
    const { vendor, runner, play } = runnerFor(client, [0, 1]);
    expect(await play(600)).toMatchObject({ ok: true, balance: 900, creditPending: true });
    expect((await rowsOf(vendor))[0]).toMatchObject({ attempts: 2, settledAt: null });
    await runner.resendDue();
    expect((await rowsOf(vendor))[0]).toMatchObject({ attempts: 3, settledAt: null });
    walletDown = false;
    await runner.resendDue();
    await runner.resendDue();
    expect((await rowsOf(vendor))[0]).toMatchObject({ attempts: 4, settledAt: new Date(clock) });
    expect(calls.credit).toHaveLength(4);
    expect(distinct(calls.credit).size).toBe(1);
  });

  it('resends only the stored settlements of its own vendors', async () => {
    const { client, calls } = fakeWallet({ credit: async () => down });
    const mine = runnerFor(client);
    const other = runnerFor(client);
    await mine.play(10);
    await other.play(20);
    calls.credit.length = 0;
    await mine.runner.resendDue();
    expect(calls.credit.map((c) => c.amount)).toEqual([10]);
  });

  it('resends nothing after close', async () => {
    const { client, calls } = fakeWallet({ credit: async () => down });
    const { runner, play } = runnerFor(client);
    await play(10);
    await runner.close();
    calls.credit.length = 0;
    await runner.resendDue();
    expect(calls.credit).toEqual([]);
  });
});

describe.each(databases())('settlement claims on $name', (dbCase) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dbCase);
  }, 30_000);
  afterAll(() => test.dispose());

  /** A round's credit stored at `now` by the process that is about to send it. */
  const store = async (vendorCode: string, requestId: string, now: number) => {
    const rollback = { requestId: `${requestId}:rollback`, sessionId: 's', transactionId: `${requestId}:cancel`, roundId: requestId, refTransactionId: 'bet' };
    const open = await openRound(test.handle.db, vendorCode, rollback, now, now + 10 * CLAIM_MS);
    const credit = { requestId, sessionId: 's', transactionId: requestId, roundId: requestId, gameId: null, amount: 1 };
    return closeOpenRound(test.handle.db, open, { vendorCode, operation: 'credit', body: credit }, now);
  };

  it('are not due while the process that stored them is sending (CLAIM_MS), then due for anyone', async () => {
    const scope: VendorScope = { only: ['CLAIM1'] };
    await store('CLAIM1', 'a', 0);
    expect(await claimDueSettlements(test.handle.db, scope, CLAIM_MS - 1)).toEqual([]);
    expect(await claimDueSettlements(test.handle.db, scope, CLAIM_MS)).toHaveLength(1);
  });

  it('give each due row to one claimant only, even when claimants run at once', async () => {
    const scope: VendorScope = { only: ['CLAIM2'] };
    for (const id of ['a', 'b', 'c', 'd']) await store('CLAIM2', id, 0);
    const claims = await Promise.all([1, 2, 3].map(() => claimDueSettlements(test.handle.db, scope, CLAIM_MS)));
    const ids = claims.flat().map((row) => row.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(await claimDueSettlements(test.handle.db, scope, 2 * CLAIM_MS - 1)).toEqual([]);
  });

  it('exclude the vendors of other game servers', async () => {
    await store('CLAIM3', 'a', 0);
    expect(await claimDueSettlements(test.handle.db, { except: ['CLAIM3', 'CLAIM1', 'CLAIM2'] }, 10 * CLAIM_MS)).toEqual([]);
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
