import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../../server/db/connection';
import { balanceOf, ensureMemberAccount, houseAccount } from '../../../../server/modules/wallet/accounts';
import { lockAccounts, postMemberTransfer } from '../../../../server/modules/wallet/transfer';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const M = 'MLOBBY';

describe.each(databases())('member transfers on $name', (dbCase) => {
  let handle: TestDatabase;
  let db: Database;
  let house: number;
  let nextMember = 1;
  const member = async () => (await ensureMemberAccount(db, M, nextMember++, 'real')).account.id;

  beforeAll(async () => {
    handle = await openTestDatabase(dbCase);
    db = handle.handle.db;
    house = (await houseAccount(db, M, 'real')).id;
  }, 30_000);
  afterAll(() => handle.dispose());

  test('a positive amount moves money to the member, a negative one back to the counterparty', async () => {
    const account = await member();
    const credit = await postMemberTransfer(db, { merchant: M, memberAccountId: account, counterpartyAccountId: house, amount: 500n, idempotencyKey: 't-in', kind: 'adjustment' });
    expect(credit.entries.map((e) => [e.accountId, e.amount])).toEqual([
      [account, 500n],
      [house, -500n],
    ]);
    await postMemberTransfer(db, { merchant: M, memberAccountId: account, counterpartyAccountId: house, amount: -200n, idempotencyKey: 't-out', kind: 'adjustment' });
    expect(await balanceOf(db, account)).toBe(300n);
  });

  test('a second transfer with the same key applies nothing and answers the first posting', async () => {
    const account = await member();
    const transfer = { merchant: M, memberAccountId: account, counterpartyAccountId: house, amount: 700n, idempotencyKey: 't-once', kind: 'adjustment' as const };
    const first = await postMemberTransfer(db, transfer);
    const again = await postMemberTransfer(db, transfer);
    expect(again).toMatchObject({ replayed: true, transaction: { id: first.transaction.id } });
    expect(await balanceOf(db, account)).toBe(700n);
  });

  test('a transfer that would take the member below zero is refused and changes nothing', async () => {
    const account = await member();
    const refused = postMemberTransfer(db, { merchant: M, memberAccountId: account, counterpartyAccountId: house, amount: -1n, idempotencyKey: 't-over', kind: 'bet' });
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.insufficientFunds });
    expect(await balanceOf(db, account)).toBe(0n);
  });

  test('lockAccounts holds the rows until the transaction ends, so a posting to them waits', async () => {
    const account = await member();
    await postMemberTransfer(db, { merchant: M, memberAccountId: account, counterpartyAccountId: house, amount: 10n, idempotencyKey: 't-lock-fund', kind: 'adjustment' });
    if (dbCase.name === 'pglite') {
      // PGlite runs one transaction at a time: locking must simply work inside one, with duplicates and any order.
      await db.transaction((tx) => lockAccounts(tx, [house, account, account]));
      return;
    }
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await lockAccounts(tx, [account]);
      locked();
      await held;
      order.push('holder done');
    });
    await lockTaken;
    const posting = postMemberTransfer(db, { merchant: M, memberAccountId: account, counterpartyAccountId: house, amount: -5n, idempotencyKey: 't-lock-wait', kind: 'bet' }).then(() => order.push('posted'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    release();
    await Promise.all([holder, posting]);
    expect(order).toEqual(['holder done', 'posted']);
  });
});
