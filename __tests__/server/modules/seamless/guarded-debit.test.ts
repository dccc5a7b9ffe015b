/**
 * The seamless debit with the protection guard registered: a member no guard must see keeps the
 * one round trip; a member marked in wallet_guarded_members is served by the guarded intent path,
 * refused by a limit or block as before; credits, rollbacks and balances keep the one trip.
 * A counting guard on 'stake' shows which path served: it runs on the guarded path only.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { startGameSession } from '../../../../server/modules/launch/sessions';
import { findMember } from '../../../../server/modules/member';
import { imposeBlock } from '../../../../server/modules/protection/block-actions';
import { memberChange } from '../../../../server/modules/protection/settings';
import { ensureVendorCredential } from '../../../../server/modules/seamless/credentials';
import { seamlessRequests, seamlessTransactions } from '../../../../server/modules/seamless/tables';
import { GUARDED, guardMember, seamlessOneTrip } from '../../../../server/modules/wallet';
import { walletGuardedMembers } from '../../../../server/modules/wallet/tables';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT, VENDOR } from './fixtures';

describe.each(databases())('seamless debit with wallet guards on $name', (db) => {
  /** Stakes the guarded path judged (the counting guard's calls). */
  let guarded = 0;
  const countStakes = async (app: FastifyInstance) => {
    app.walletGuards.register({ id: 'count', name: 'Counts guarded stakes', intents: ['stake'], check: async () => (guarded++, null) });
  };
  const t = suiteApp(db, {}, {}, countStakes);
  const wallet = () => createSeamlessClient(t.app, VENDOR);
  let n = 0;
  const bet = (sessionId: string, amount: number, requestId = `gd-rq-${++n}`, transactionId = `gd-tx-${n}`) =>
    wallet().debit({ requestId, sessionId, transactionId, roundId: `gd-r-${n}`, gameId: 10_001, amount });
  const mark = (memberId: number) => t.app.db.transaction((tx) => guardMember(tx, memberId, MERCHANT, t.app.now()));
  const subject = (id: number) => ({ id, merchantCode: MERCHANT });

  beforeEach(() => {
    guarded = 0;
  });

  test('a bet of a member with no protection state takes the one round trip: no guard runs, the member stays unmarked', async () => {
    const { memberId, sessionId } = await fundedPlayer(t.app, `gd-plain-${db.name}`, 10_000n);
    const answer = await bet(sessionId, 1_000);
    expect(answer).toMatchObject({ success: true, value: { balance: 9_000 } });
    expect(guarded).toBe(0);
    expect(await t.app.db.select().from(walletGuardedMembers).where(eq(walletGuardedMembers.memberId, memberId))).toEqual([]);
  });

  test('a marked member without limits bets on the guarded path, with the same answer shape', async () => {
    const { memberId, sessionId } = await fundedPlayer(t.app, `gd-marked-${db.name}`, 10_000n);
    await mark(memberId);
    const answer = await bet(sessionId, 1_000);
    expect(answer).toMatchObject({ success: true, value: { balance: 9_000, currency: 'BDT' } });
    expect(guarded).toBe(1);
  });

  test('a member who sets a loss limit is marked, and a bet past it is refused by the guard as before', async () => {
    const { memberId, sessionId } = await fundedPlayer(t.app, `gd-loss-${db.name}`, 100_000n);
    await memberChange(t.app.db, subject(memberId), { target: 'loss', period: 'day' }, 5_000, t.app.now());
    expect(await bet(sessionId, 4_000)).toMatchObject({ success: true });
    const refused = await bet(sessionId, 2_000);
    expect(refused).toMatchObject({ success: false, code: ErrorCode.protectionLossLimit });
    // Both bets took the guarded path; the refused one stopped at the protection guard, registered before the counter.
    expect(guarded).toBe(1);
    // The refusal is stored once per request id, as the guarded path stores it.
    const [row] = await t.app.db.select().from(seamlessRequests).where(eq(seamlessRequests.requestId, `gd-rq-${n}`));
    expect(row?.response).toEqual(refused);
  });

  test('a blocked member with a game session opened past the block is refused by the guard (the block ended the earlier one)', async () => {
    const { memberId, sessionId } = await fundedPlayer(t.app, `gd-block-${db.name}`, 100_000n);
    await imposeBlock(t.app, (await findMember(t.app.db, memberId))!, { kind: 'timeOut', duration: '24h' }, { kind: 'member' });
    expect(await bet(sessionId, 1_000)).toMatchObject({ success: false, code: ErrorCode.seamlessSessionEnded });
    const fresh = await startGameSession(
      t.app.db,
      { merchantCode: MERCHANT, memberId, accountKind: 'real', vendorCode: VENDOR, gameId: 10_001, gameType: 'RNG', mode: 'real' },
      t.app.now(),
    );
    expect(await bet(fresh.id, 1_000)).toMatchObject({ success: false, code: ErrorCode.protectionTimeOut });
    expect(guarded).toBe(0);
  });

  test("the function answers GUARDED to a marked member's debit and writes nothing, not even the request row", async () => {
    const { memberId, sessionId } = await fundedPlayer(t.app, `gd-fn-${db.name}`, 10_000n);
    await mark(memberId);
    const vendor = (await ensureVendorCredential(t.app, VENDOR)).row;
    const call = { operation: 'debit' as const, vendor, requestId: 'gd-fn-rq', sessionId, transactionId: 'gd-fn-tx', roundId: 'r', gameId: 10_001, amount: 100, now: t.app.now() };
    expect(await seamlessOneTrip(t.app.db, call)).toBe(GUARDED);
    expect(await t.app.db.select().from(seamlessRequests).where(and(eq(seamlessRequests.vendorCode, VENDOR), eq(seamlessRequests.requestId, 'gd-fn-rq')))).toEqual([]);
    expect(await t.app.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.transactionId, 'gd-fn-tx'))).toEqual([]);
  });

  test('credits, rollbacks and balances of a marked member keep the one round trip', async () => {
    const { memberId, sessionId } = await fundedPlayer(t.app, `gd-credit-${db.name}`, 10_000n);
    await mark(memberId);
    expect(await bet(sessionId, 1_000, 'gd-c-rq1', 'gd-c-tx1')).toMatchObject({ success: true });
    expect(guarded).toBe(1);
    const client = wallet();
    expect(await client.credit({ requestId: 'gd-c-rq2', sessionId, transactionId: 'gd-c-tx2', refTransactionId: 'gd-c-tx1', roundId: 'r', gameId: 10_001, amount: 3_000 })).toMatchObject({
      success: true,
      value: { balance: 12_000 },
    });
    expect(await client.rollback({ requestId: 'gd-c-rq3', sessionId, transactionId: 'gd-c-tx3', refTransactionId: 'gd-c-tx1', roundId: 'r' })).toMatchObject({
      success: true,
      value: { balance: 13_000 },
    });
    expect(await client.balance({ requestId: 'gd-c-rq4', sessionId })).toMatchObject({ success: true, value: { balance: 13_000 } });
    expect(guarded).toBe(1);
  });

  test('a bet answered by the one trip, repeated after the member was marked, answers the same and moves nothing again', async () => {
    const { memberId, sessionId } = await fundedPlayer(t.app, `gd-repeat-${db.name}`, 10_000n);
    const first = await bet(sessionId, 1_000, 'gd-r-rq1', 'gd-r-tx1');
    expect(guarded).toBe(0);
    await mark(memberId);
    // The same request: its stored answer. The same transaction under a new request id: the same posting.
    expect(await bet(sessionId, 1_000, 'gd-r-rq1', 'gd-r-tx1')).toEqual(first);
    expect(await bet(sessionId, 1_000, 'gd-r-rq2', 'gd-r-tx1')).toEqual(first);
    expect(await wallet().balance({ requestId: 'gd-r-rq3', sessionId })).toMatchObject({ value: { balance: 9_000 } });
    expect(guarded).toBe(0);
  });
});
