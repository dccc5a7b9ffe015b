import type { Database } from '../../../../server/db/connection';
import { channelAccount, ensureMemberAccount, houseAccount, lockAccounts } from '../../../../server/modules/wallet/accounts';
import { adjust, withdrawHold } from '../../../../server/modules/wallet/cashier-intents';
import { WalletGuards } from '../../../../server/modules/wallet/guards';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const M = 'MLOBBY';

describe.each(databases())('ledger accounts on $name', (dbCase) => {
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

  test('accounts of every kind and owner exist once: member bonus, points and withdrawal, house bonus and points, channel', async () => {
    const memberId = nextMember++;
    for (const kind of ['bonus', 'points', 'withdrawal'] as const) {
      const first = await ensureMemberAccount(db, M, memberId, kind);
      expect(first.account).toMatchObject({ ownerKind: 'member', kind });
      expect((await ensureMemberAccount(db, M, memberId, kind)).account.id).toBe(first.account.id);
    }
    expect(await houseAccount(db, M, 'bonus')).toMatchObject({ ownerKind: 'house', kind: 'bonus' });
    expect(await houseAccount(db, M, 'points')).toMatchObject({ ownerKind: 'house', kind: 'points' });
    const channel = await channelAccount(db, M, 3);
    expect(channel).toMatchObject({ ownerKind: 'channel', ownerId: 3, kind: 'real' });
    expect((await channelAccount(db, M, 3)).id).toBe(channel.id);
  });

  test('lockAccounts holds the rows until the transaction ends, so a posting to them waits', async () => {
    const account = await member();
    const side = { memberId: nextMember - 1, accountId: account, kind: 'real' as const };
    const fund = { operatorReference: 't-lock-fund', reason: 'test' };
    await adjust(db, { merchant: M, member: side, houseAccountId: house, amount: 10n, idempotencyKey: 't-lock-fund', reference: fund });
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
    const hold = (await ensureMemberAccount(db, M, side.memberId, 'withdrawal')).account.id;
    const intent = { merchant: M, member: side, holdAccountId: hold, amount: 5n, idempotencyKey: 't-lock-wait', reference: { withdrawalId: 'w-1' } };
    const posting = withdrawHold(db, new WalletGuards(), intent).then(() => order.push('posted'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    release();
    await Promise.all([holder, posting]);
    expect(order).toEqual(['holder done', 'posted']);
  });
});
