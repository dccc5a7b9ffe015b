/**
 * The one-round-trip seamless wallet (wallet_seamless): a posting is a posting whoever wrote it
 * (the intents' kind, reference and legs), its vendor side is spread over sub-accounts, and the
 * ledger's own checks still hold.
 */
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { guardMember, type WalletGuard } from '../../../../server/modules/wallet';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { unbalancedTransactions, verifyBalances } from '../../../../server/modules/wallet/verify';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT, VENDOR } from '../seamless/fixtures';

/** A stake guard that refuses nothing: with it registered, debits of marked members take the intent path. */
const letThrough: WalletGuard = { id: 'let-through', name: 'Refuses nothing', intents: ['stake'], check: async () => null };

/** The posting of a key: its kind, reference and legs (owner, kind, amount, sub-account). */
async function posting(app: FastifyInstance, key: string) {
  const [transaction] = await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key));
  if (!transaction) throw new Error(`no posting ${key}`);
  const legs = await app.db
    .select({ owner: ledgerAccounts.ownerKind, kind: ledgerAccounts.kind, amount: ledgerEntries.amount, accountId: ledgerAccounts.id, shard: ledgerAccounts.shard })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transaction.id))
    .orderBy(ledgerEntries.amount);
  return { kind: transaction.kind, reference: transaction.reference, legs };
}

describe.each(databases())('one-trip seamless wallet on $name', (db) => {
  const fast = suiteApp(db);
  const guarded = suiteApp(db, {}, {}, async (app) => app.walletGuards.register(letThrough));

  it('posts a bet with the kind, reference and legs the stake intent posts behind a guard', async () => {
    const bet = async (app: FastifyInstance, username: string) => {
      const { memberId, sessionId } = await fundedPlayer(app, username, 1_000n);
      // Marked, the guarded app's member bets on the intent path; the fast app's stays unmarked (the function).
      if (app === guarded.app) await app.db.transaction((tx) => guardMember(tx, memberId, MERCHANT, app.now()));
      const body = { requestId: 'same-rq', sessionId, transactionId: 'same-tx', roundId: 'same-round', gameId: 10_001, amount: 300 };
      expect((await createSeamlessClient(app, VENDOR).debit(body)).success).toBe(true);
      const { kind, reference, legs } = await posting(app, `seamless:${VENDOR}:same-tx`);
      expect(reference).toMatchObject({ memberId, sessionId });
      // Ids differ between the two apps' databases; the sub-account is where the two paths differ by design.
      return { kind, reference: { ...reference, memberId: 'the member', sessionId: 'the session' }, legs: legs.map(({ owner, kind, amount }) => ({ owner, kind, amount })) };
    };
    const viaFunction = await bet(fast.app, 'samefast');
    expect(viaFunction).toEqual(await bet(guarded.app, 'sameguarded'));
    expect(viaFunction).toEqual({
      kind: 'bet',
      reference: { memberId: 'the member', vendorCode: VENDOR, gameType: 'RNG', gameId: 10_001, roundId: 'same-round', transactionId: 'same-tx', sessionId: 'the session' },
      legs: [
        { owner: 'member', kind: 'real', amount: -300n },
        { owner: 'vendor', kind: 'real', amount: 300n },
      ],
    });
  });

  it('answers a balance, debit, credit and rollback of a signed-in vendor with one database statement each', async () => {
    const { sessionId } = await fundedPlayer(fast.app, 'onetrip', 1_000n);
    const wallet = createSeamlessClient(fast.app, VENDOR);
    await wallet.balance({ requestId: 'ot-warm', sessionId }); // the vendor's credentials are cached from here on
    // Whichever driver the app runs on: every statement drizzle sends goes through one of these.
    const statements = [jest.spyOn(PGlite.prototype, 'query'), jest.spyOn(Pool.prototype, 'query')];
    const count = async (call: () => Promise<{ success: boolean }>) => {
      for (const spy of statements) spy.mockClear();
      expect((await call()).success).toBe(true);
      return statements.reduce((n, spy) => n + spy.mock.calls.length, 0);
    };
    try {
      expect(await count(() => wallet.balance({ requestId: 'ot-1', sessionId }))).toBe(1);
      expect(await count(() => wallet.debit({ requestId: 'ot-2', sessionId, transactionId: 'ot-bet', roundId: 'ot', gameId: 10_001, amount: 10 }))).toBe(1);
      expect(await count(() => wallet.credit({ requestId: 'ot-3', sessionId, transactionId: 'ot-win', roundId: 'ot', gameId: 10_001, amount: 20 }))).toBe(1);
      expect(await count(() => wallet.rollback({ requestId: 'ot-4', sessionId, transactionId: 'ot-rb', refTransactionId: 'ot-bet', roundId: 'ot' }))).toBe(1);
    } finally {
      for (const spy of statements) spy.mockRestore();
    }
  });

  it('posts a win and a refund with the references the payout and refund intents give them', async () => {
    const { memberId, sessionId } = await fundedPlayer(fast.app, 'winrefund', 1_000n);
    const wallet = createSeamlessClient(fast.app, VENDOR);
    await wallet.credit({ requestId: 'wr-1', sessionId, transactionId: 'wr-win', roundId: 'wr-round', gameId: 10_001, amount: 200, refTransactionId: 'wr-bet0' });
    await wallet.debit({ requestId: 'wr-2', sessionId, transactionId: 'wr-bet', roundId: 'wr-round', gameId: 10_001, amount: 50 });
    await wallet.rollback({ requestId: 'wr-3', sessionId, transactionId: 'wr-rb', refTransactionId: 'wr-bet', roundId: 'wr-other' });
    const game = { memberId, vendorCode: VENDOR, gameType: 'RNG', gameId: 10_001, roundId: 'wr-round', sessionId };
    const win = await posting(fast.app, `seamless:${VENDOR}:wr-win`);
    expect(win).toMatchObject({ kind: 'win', reference: { ...game, transactionId: 'wr-win', refTransactionId: 'wr-bet0' } });
    expect(win.legs.map((l) => [l.owner, l.amount])).toEqual([['vendor', -200n], ['member', 200n]]);
    const refund = await posting(fast.app, `seamless:${VENDOR}:rollback:wr-bet`);
    expect(refund.reference).toEqual({ ...game, transactionId: 'wr-rb', refTransactionId: 'wr-bet', reverses: `seamless:${VENDOR}:wr-bet` });
    expect(refund.kind).toBe('rollback');
    expect(refund.legs.map((l) => [l.owner, l.amount])).toEqual([['vendor', -50n], ['member', 50n]]);
  });

  /** The vendor leg of a key's posting. */
  const vendorLeg = async (app: FastifyInstance, key: string) => (await posting(app, key)).legs.find((l) => l.owner === 'vendor')!;

  it('puts the vendor leg on the first sub-account no other transaction holds, never the intent path\'s sub-account 0, and every balance stays the sum of its entries', async () => {
    const players = [await fundedPlayer(fast.app, 'shard1', 1_000n), await fundedPlayer(fast.app, 'shard2', 1_000n)];
    const wallet = createSeamlessClient(fast.app, VENDOR);
    const legs = [];
    for (const [i, { sessionId }] of players.entries()) {
      await wallet.debit({ requestId: `sh-rq-${i}`, sessionId, transactionId: `sh-tx-${i}`, roundId: 'sh', gameId: 10_001, amount: 100 });
      legs.push(await vendorLeg(fast.app, `seamless:${VENDOR}:sh-tx-${i}`));
    }
    await wallet.rollback({ requestId: 'sh-rq-rb', sessionId: players[0]!.sessionId, transactionId: 'sh-rb', refTransactionId: 'sh-tx-0', roundId: 'sh' });
    legs.push(await vendorLeg(fast.app, `seamless:${VENDOR}:rollback:sh-tx-0`));
    // One call at a time: each finds sub-account 1 free.
    expect(legs.map((l) => [l.shard, l.amount])).toEqual([[1, 100n], [1, 100n], [1, -100n]]);
    const subAccounts = await fast.app.db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.ownerKind, 'vendor'), eq(ledgerAccounts.kind, 'real')));
    expect(new Set(subAccounts.map((a) => a.ownerId)).size).toBe(1);
    expect(await verifyBalances(fast.app.db)).toEqual([]);
    expect(await unbalancedTransactions(fast.app.db)).toEqual([]);
  });

  // PGlite is one connection: no other transaction can hold a row while a call runs.
  (db.name === 'postgres' ? it : it.skip)('never waits on its counterparty: a bet takes another sub-account while one is held', async () => {
    const { sessionId } = await fundedPlayer(fast.app, 'heldshard', 1_000n);
    const wallet = createSeamlessClient(fast.app, VENDOR);
    await wallet.debit({ requestId: 'hs-rq-0', sessionId, transactionId: 'hs-tx-0', roundId: 'hs', gameId: 10_001, amount: 10 });
    const first = await vendorLeg(fast.app, `seamless:${VENDOR}:hs-tx-0`);
    await fast.app.db.transaction(async (tx) => {
      await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, first.accountId)).for('update');
      // Sent on another pooled connection while this transaction holds the sub-account.
      expect((await wallet.debit({ requestId: 'hs-rq-1', sessionId, transactionId: 'hs-tx-1', roundId: 'hs', gameId: 10_001, amount: 10 })).success).toBe(true);
    });
    const second = await vendorLeg(fast.app, `seamless:${VENDOR}:hs-tx-1`);
    expect(second.accountId).not.toBe(first.accountId);
    expect(second.shard).toBeGreaterThan(0);
    expect(await verifyBalances(fast.app.db)).toEqual([]);
  });
});
