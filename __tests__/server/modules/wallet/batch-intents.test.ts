/**
 * payoutBatch: many wins posted set-based, each exactly the posting `payout` makes, once per
 * idempotency key, with every member account kept within MAX_MEMBER_BALANCE.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../../server/db/connection';
import { balanceOf, ensureMemberAccount, lockAccounts, vendorAccount } from '../../../../server/modules/wallet/accounts';
import { payoutBatch, type BatchPayout } from '../../../../server/modules/wallet/batch-intents';
import { payout } from '../../../../server/modules/wallet/game-intents';
import { MAX_MEMBER_BALANCE } from '../../../../server/modules/wallet/limits';
import type { AccountKind } from '../../../../server/modules/wallet/tables';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const M = 'MLOBBY';
const GAME = { vendorCode: 'SIM', gameType: 'LOTT', gameId: 'SSC1', roundId: '42' };

describe.each(databases())('wallet payoutBatch on $name', (dbCase) => {
  let handle: TestDatabase;
  let db: Database;
  let vendor: number;
  let nextMember = 1_000;

  beforeAll(async () => {
    handle = await openTestDatabase(dbCase);
    db = handle.handle.db;
    vendor = (await vendorAccount(db, M, 0, 'real')).id;
  }, 30_000);
  afterAll(() => handle.dispose());

  async function member(kind: AccountKind = 'real'): Promise<{ memberId: number; accountId: number }> {
    const memberId = nextMember++;
    return { memberId, accountId: (await ensureMemberAccount(db, M, memberId, kind)).account.id };
  }
  const win = (memberId: number, key: string, amount: bigint, vendorAccountId = vendor): BatchPayout => ({
    merchant: M,
    member: { memberId, kind: 'real' },
    vendorAccountId,
    amount,
    idempotencyKey: key,
    reference: { ...GAME, suborderId: key },
  });
  const stored = async (key: string) => {
    const result = (await db.execute(sql`select t.kind, t.reference, e.account_id::int as account, e.amount::text as amount
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where t.idempotency_key = ${key} order by e.amount`)) as unknown as {
      rows: { kind: string; reference: Record<string, unknown>; account: number; amount: string }[];
    };
    return result.rows;
  };

  test('each payout of a batch is stored exactly as the payout intent stores it: kind win, vendor → member, the reference with memberId', async () => {
    const a = await member();
    await payout(db, { merchant: M, member: { ...a, kind: 'real' }, vendorAccountId: vendor, amount: 70n, idempotencyKey: 'single-1', reference: { ...GAME, suborderId: 'single-1' } });
    await payoutBatch(db, [win(a.memberId, 'batch-1', 70n)]);
    const [single, batched] = [await stored('single-1'), await stored('batch-1')];
    expect(batched.map((r) => [r.kind, r.account, r.amount])).toEqual(single.map((r) => [r.kind, r.account, r.amount]));
    expect(batched[0].reference).toEqual({ ...single[0].reference, suborderId: 'batch-1' });
    expect(batched[0].reference).toMatchObject({ memberId: a.memberId, ...GAME });
  });

  test('moves each account by the sum of its payouts, members and vendor alike', async () => {
    const [a, b] = [await member(), await member()];
    const vendorBefore = await balanceOf(db, vendor);
    const posted = await payoutBatch(db, [win(a.memberId, 'sum-1', 10n), win(b.memberId, 'sum-2', 20n), win(a.memberId, 'sum-3', 30n)]);
    expect(posted).toBe(3);
    expect([await balanceOf(db, a.accountId), await balanceOf(db, b.accountId)]).toEqual([40n, 20n]);
    expect(await balanceOf(db, vendor)).toBe(vendorBefore - 60n);
  });

  test('a key already posted applies nothing again, and the rest of the batch still posts', async () => {
    const a = await member();
    await payoutBatch(db, [win(a.memberId, 'again-1', 5n)]);
    const posted = await payoutBatch(db, [win(a.memberId, 'again-1', 5n), win(a.memberId, 'again-2', 7n)]);
    expect(posted).toBe(1);
    expect(await balanceOf(db, a.accountId)).toBe(12n);
    expect(await stored('again-1')).toHaveLength(2);
  });

  test('a batch that would lift a member past MAX_MEMBER_BALANCE is refused whole: nothing is written', async () => {
    const [a, b] = [await member(), await member()];
    const refused = payoutBatch(db, [win(a.memberId, 'limit-1', 5n), win(b.memberId, 'limit-2', MAX_MEMBER_BALANCE), win(b.memberId, 'limit-3', 1n)]);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.balanceLimit });
    expect([await balanceOf(db, a.accountId), await balanceOf(db, b.accountId)]).toEqual([0n, 0n]);
    expect(await stored('limit-1')).toEqual([]);
  });

  test('refuses, writing nothing, a counterparty that is not the merchant vendor account of the member kind', async () => {
    const a = await member();
    const demoVendor = (await vendorAccount(db, M, 0, 'demo')).id;
    const otherMerchant = (await vendorAccount(db, 'OTHER', 0, 'real')).id;
    const memberAccount = (await member()).accountId;
    for (const [key, account] of [['role-1', demoVendor], ['role-2', otherMerchant], ['role-3', memberAccount]] as const) {
      await expect(payoutBatch(db, [win(a.memberId, key, 5n, account)])).rejects.toThrow(/is not MLOBBY's vendor real account/);
      expect(await stored(key)).toEqual([]);
    }
  });

  test('refuses a member without an account of the kind, a key named twice and a non-positive amount', async () => {
    const a = await member();
    await expect(payoutBatch(db, [win(nextMember++, 'none-1', 5n)])).rejects.toThrow(/has no real account/);
    await expect(payoutBatch(db, [win(a.memberId, 'twice', 5n), win(a.memberId, 'twice', 5n)])).rejects.toThrow(/twice/);
    await expect(payoutBatch(db, [win(a.memberId, 'zero', 0n)])).rejects.toThrow(/positive/);
    expect(await balanceOf(db, a.accountId)).toBe(0n);
  });

  /** Resolves once a backend of this database waits for a lock (the batch queued behind the posting). */
  async function someoneWaitsForALock(): Promise<void> {
    for (let i = 0; i < 100; i += 1) {
      const waiting = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (waiting.rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no backend waited for a lock');
  }

  // Two connections: PostgreSQL only (PGlite is one connection, nothing runs beside a transaction).
  (dbCase.name === 'postgres' ? test : test.skip)(
    'writes its postings before it locks the accounts: a posting holding the member that then locks the vendor does not deadlock with it',
    async () => {
      const a = await member();
      // A counterparty created after the member has the higher id: a posting locks the member first.
      const laterVendor = (await vendorAccount(db, M, 777, 'real')).id;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      let proceed!: () => void;
      const released = new Promise<void>((resolve) => (proceed = resolve));
      const posting = db.transaction(async (tx) => {
        await lockAccounts(tx, [a.accountId]);
        holding();
        await released;
        // The batch holds the key-share locks of its entries here: a FOR UPDATE lock would wait for it while it waits for us.
        await lockAccounts(tx, [laterVendor]);
      });
      await held;
      const batch = payoutBatch(db, [win(a.memberId, 'order-1', 9n, laterVendor)]);
      await someoneWaitsForALock();
      proceed();
      await posting;
      expect(await batch).toBe(1);
      expect([await balanceOf(db, a.accountId), await balanceOf(db, laterVendor)]).toEqual([9n, -9n]);
      expect(await stored('order-1')).toHaveLength(2);
    },
  );
});
