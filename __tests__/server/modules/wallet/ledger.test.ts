import { sql, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../../server/db/connection';
import { balanceOf, ensureMemberAccount, houseAccount } from '../../../../server/modules/wallet/accounts';
import { postTransaction, type EntryInput } from '../../../../server/modules/wallet/ledger';
import { unbalancedTransactions, verifyBalances } from '../../../../server/modules/wallet/verify';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const M = 'MLOBBY';

/** The single value of a one-row, one-column query (both drivers answer `{ rows }`). */
async function scalar(db: Database, query: SQL): Promise<unknown> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Object.values(rows[0]!)[0];
}

/** The database's own message: drizzle wraps it as the cause of a "Failed query" error. */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (err) {
    return String((err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : (err as Error).message);
  }
  return 'not refused';
}

describe.each(databases())('ledger on $name', (dbCase) => {
  let test: TestDatabase;
  let db: Database;
  let house: number;
  let nextMember = 1;
  let nextKey = 1;

  beforeAll(async () => {
    test = await openTestDatabase(dbCase);
    db = test.handle.db;
    house = (await houseAccount(db, M, 'real')).id;
  }, 30_000);
  afterAll(() => test.dispose());

  const key = () => `test-${nextKey++}`;
  /** A new member account funded from the house with `amount` minor units. */
  async function funded(amount: bigint): Promise<number> {
    const { account } = await ensureMemberAccount(db, M, nextMember++, 'real');
    if (amount > 0n) await post('adjustment', [{ accountId: house, amount: -amount }, { accountId: account.id, amount }]);
    return account.id;
  }
  const post = (kind: 'bet' | 'adjustment', entries: EntryInput[], idempotencyKey = key()) =>
    postTransaction(db, { merchant: M, idempotencyKey, kind, reference: { test: true }, entries });
  const bet = (member: number, amount: bigint, idempotencyKey = key()) =>
    post('bet', [{ accountId: member, amount: -amount }, { accountId: house, amount }], idempotencyKey);
  const entryCount = async () => Number(await scalar(db, sql`select count(*)::int from ledger_entries`));

  it('creates an account once per owner, kind and currency', async () => {
    const first = await ensureMemberAccount(db, M, 9_000, 'real');
    const again = await ensureMemberAccount(db, M, 9_000, 'real');
    const demo = await ensureMemberAccount(db, M, 9_000, 'demo');
    expect(first.created).toBe(true);
    expect(again).toEqual({ account: first.account, created: false });
    expect(demo.account.id).not.toBe(first.account.id);
  });

  it('posts entries that sum to zero and refuses ones that do not, or that are not bigints', async () => {
    const member = await funded(500n);
    const posted = await bet(member, 200n);
    expect(posted.replayed).toBe(false);
    expect(posted.entries.map((e) => e.amount).reduce((a, b) => a + b, 0n)).toBe(0n);
    expect(await balanceOf(db, member)).toBe(300n);
    await expect(post('bet', [{ accountId: member, amount: -100n }, { accountId: house, amount: 99n }])).rejects.toThrow(/sum to zero/);
    const float = [{ accountId: member, amount: -1.5 as unknown as bigint }, { accountId: house, amount: 1.5 as unknown as bigint }];
    await expect(post('bet', float)).rejects.toThrow(/bigint/);
    await expect(post('bet', [{ accountId: member, amount: 0n }, { accountId: house, amount: 0n }])).rejects.toThrow(/non-zero/);
    expect(await balanceOf(db, member)).toBe(300n);
  });

  it('applies a retried idempotency key once and returns the same transaction', async () => {
    const member = await funded(1_000n);
    const k = key();
    const first = await bet(member, 250n, k);
    const retries = await Promise.all([bet(member, 250n, k), bet(member, 250n, k)]);
    for (const retry of retries) {
      expect(retry.replayed).toBe(true);
      expect(retry.transaction).toEqual(first.transaction);
      expect(retry.entries).toEqual(first.entries);
    }
    expect(await balanceOf(db, member)).toBe(750n);
    // The same key posted concurrently for the first time: one applies, the others replay it.
    const racing = await Promise.all(Array.from({ length: 5 }, () => bet(member, 50n, 'race-once')));
    expect(racing.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(racing.map((r) => r.transaction.id)).size).toBe(1);
    expect(await balanceOf(db, member)).toBe(700n);
  });

  it('refuses a replay of a key with different entries or kind, applying nothing', async () => {
    const member = await funded(1_000n);
    const k = key();
    await bet(member, 100n, k);
    const before = await entryCount();
    await expect(bet(member, 101n, k)).rejects.toMatchObject({ code: ErrorCode.idempotencyConflict });
    await expect(post('adjustment', [{ accountId: member, amount: -100n }, { accountId: house, amount: 100n }], k)).rejects.toMatchObject({
      code: ErrorCode.idempotencyConflict,
    });
    expect(await balanceOf(db, member)).toBe(900n);
    expect(await entryCount()).toBe(before);
  });

  it('refuses a debit that would go negative atomically: no transaction, no entries, no balance change', async () => {
    const member = await funded(100n);
    const houseBefore = await balanceOf(db, house);
    const before = await entryCount();
    const k = key();
    await expect(bet(member, 101n, k)).rejects.toMatchObject({ code: ErrorCode.insufficientFunds });
    expect(await balanceOf(db, member)).toBe(100n);
    expect(await balanceOf(db, house)).toBe(houseBefore);
    expect(await entryCount()).toBe(before);
    expect(await scalar(db, sql`select count(*)::int from ledger_transactions where idempotency_key = ${k}`)).toBe(0);
    // The key was not used up: the same bet succeeds once it fits.
    expect((await bet(member, 100n, k)).replayed).toBe(false);
    expect(await balanceOf(db, member)).toBe(0n);
  });

  it('never overdraws under 50 concurrent debits, and the balances still equal their entries', async () => {
    const member = await funded(1_000n);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => bet(member, 30n)));
    const won = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(won).toBe(33);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: ErrorCode.insufficientFunds });
    expect(await balanceOf(db, member)).toBe(10n);
    expect(await verifyBalances(db)).toEqual([]);
    expect(await unbalancedTransactions(db)).toEqual([]);
  });

  it('keeps every balance equal to the sum of its entries, and all balances summing to zero', async () => {
    expect(await verifyBalances(db)).toEqual([]);
    expect(await scalar(db, sql`select coalesce(sum(balance), 0)::text from ledger_accounts`)).toBe('0');
  });

  it('refuses to update or delete ledger rows (append-only triggers) and a member balance below zero', async () => {
    expect(await refusal(db.execute(sql`update ledger_entries set amount = amount + 1`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from ledger_entries`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`update ledger_transactions set kind = 'win'`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from ledger_transactions`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate ledger_entries, ledger_transactions`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`update ledger_accounts set balance = -1 where owner_kind = 'member'`))).toMatch(/member_non_negative/);
    expect(await verifyBalances(db)).toEqual([]);
  });

  it('reports a balance that drifted from its entries', async () => {
    const member = await funded(50n);
    // Only a test writes balances behind the ledger's back: this is what reconciliation exists to catch.
    await db.execute(sql`update ledger_accounts set balance = balance + 7 where id = ${member}`);
    expect(await verifyBalances(db)).toEqual([{ accountId: member, balance: 57n, entriesSum: 50n }]);
  });
});
