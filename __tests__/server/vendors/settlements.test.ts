import { and, eq } from 'drizzle-orm';
import { seamlessTransactions } from '../../../server/modules/seamless/tables';
import { balanceOf, ensureMemberAccount } from '../../../server/modules/wallet/accounts';
import { HOUSE_SLOT_VENDOR } from '../../../server/vendors/house-slot/adapter';
import { createSeamlessClient } from '../../../server/vendors/seamless/client';
import type { CreditRequest, SeamlessWalletClient } from '../../../server/vendors/seamless/contract';
import { houseVendorSettlements } from '../../../server/vendors/settlements/tables';
import { createRoundRunner } from '../../../server/vendors/wallet-round';
import { buildOnDatabase, databases, openTestDatabase, type TestDatabase } from '../helpers/build';
import { fundedPlayer, MERCHANT } from '../modules/seamless/fixtures';

/** The first defined answer of `probe`, polled: the start's resend runs after the app is ready. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const found = await probe();
    if (found !== undefined) return found;
  }
  throw new Error('eventually: timed out');
}

describe.each(databases())('house vendor settlements across a restart on $name', (dbCase) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(dbCase);
  }, 30_000);
  afterAll(() => test.dispose());

  const balanceOfMember = async (memberId: number) =>
    balanceOf(test.handle.db, (await ensureMemberAccount(test.handle.db, MERCHANT, memberId, 'real')).account.id);

  it('a credit that fails every attempt is stored, survives a new app on the same database and is applied exactly once when the wallet works again', async () => {
    // Each process dies; the database lives on.
    const database = { ...test.handle, close: async () => undefined };
    const db = test.handle.db;
    const first = await buildOnDatabase(database);
    const { memberId, sessionId } = await fundedPlayer(first, 'restart01', 10_000n);
    const wallet = createSeamlessClient(first, HOUSE_SLOT_VENDOR);
    // Bets go through; every credit fails (the wallet went away mid-round).
    const broken: SeamlessWalletClient = { ...wallet, credit: () => Promise.reject(new Error('wallet unreachable')) };
    const runner = createRoundRunner({
      log: first.log,
      db: first.db,
      now: () => first.now(),
      clientFor: () => broken,
      vendors: { only: [HOUSE_SLOT_VENDOR] },
      retryDelaysMs: [0, 1],
      // The backoff draws 0: the owed credit is due at once for the next process.
      random: () => 0,
      openRoundTimeoutMs: 60_000,
    });
    const result = await runner.play(HOUSE_SLOT_VENDOR, { sessionId, gameId: 10_001, stake: 100 }, () => ({ win: 700 }));
    expect(result).toMatchObject({ ok: true, creditPending: true, balance: 9_900 });
    const [owed] = await db.select().from(houseVendorSettlements);
    expect(owed).toMatchObject({ vendorCode: HOUSE_SLOT_VENDOR, operation: 'credit', attempts: 2, settledAt: null, body: { sessionId, amount: 700 } });
    await runner.close();
    await first.close();

    // The next process resends what is owed as soon as it is ready, with the real wallet.
    const second = await buildOnDatabase(database);
    try {
      const settled = await eventually(async () => (await db.select().from(houseVendorSettlements)).find((row) => row.settledAt !== null));
      expect(settled).toMatchObject({ id: owed!.id, body: owed!.body, attempts: 3 });
    } finally {
      await second.close();
    }
    expect(await balanceOfMember(memberId)).toBe(10_600n);

    // Once: one credit in the wallet; a third start resends nothing, and the same request sent again changes nothing.
    const body = owed!.body as CreditRequest;
    const third = await buildOnDatabase(database);
    try {
      expect(await createSeamlessClient(third, HOUSE_SLOT_VENDOR).credit(body)).toMatchObject({ success: true, value: { balance: 10_600 } });
    } finally {
      await third.close();
    }
    const credits = await db
      .select()
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.vendorCode, HOUSE_SLOT_VENDOR), eq(seamlessTransactions.transactionId, body.transactionId)));
    expect(credits).toHaveLength(1);
    expect(await balanceOfMember(memberId)).toBe(10_600n);
    expect((await db.select().from(houseVendorSettlements))[0]).toMatchObject({ attempts: 3 });
  }, 60_000);
});
