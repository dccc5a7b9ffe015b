import { eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { endMemberGameSessions, startGameSession } from '../../../../server/modules/launch/sessions';
import { seamlessRequests } from '../../../../server/modules/seamless/tables';
import { ensureMemberAccount, balanceOf } from '../../../../server/modules/wallet/accounts';
import { ledgerEntries, ledgerTransactions } from '../../../../server/modules/wallet/tables';
import { unbalancedTransactions, verifyBalances } from '../../../../server/modules/wallet/verify';
import { createSeamlessClient } from '../../../../server/vendors/seamless/client';
import type { SeamlessWalletClient } from '../../../../server/vendors/seamless/contract';
import { MAX_WALLET_AMOUNT } from '../../../../server/http/fields';
import { MAX_MEMBER_BALANCE } from '../../../../server/modules/wallet/limits';
import { TestClock } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';
import { fundedPlayer, MERCHANT, VENDOR } from './fixtures';

describe.each(databases())('seamless wallet API on $name', (db) => {
  const clock = new TestClock();
  const t = suiteApp(db, {}, { now: clock.now });
  let wallet: SeamlessWalletClient;
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${++seq}`;
  const player = (amount: bigint) => fundedPlayer(t.app, `player${++seq}x`, amount);
  const balanceOfMember = async (memberId: number) => balanceOf(t.app.db, (await ensureMemberAccount(t.app.db, MERCHANT, memberId, 'real')).account.id);
  const bet = (sessionId: string, amount: number, transactionId = id('tx'), requestId = id('rq')) =>
    wallet.debit({ requestId, sessionId, transactionId, roundId: id('round'), gameId: 10_001, amount });
  const win = (sessionId: string, amount: number, transactionId = id('tx')) =>
    wallet.credit({ requestId: id('rq'), sessionId, transactionId, roundId: id('round'), gameId: 10_001, amount });
  const rollback = (sessionId: string, refTransactionId: string, requestId = id('rq')) =>
    wallet.rollback({ requestId, sessionId, transactionId: id('rb'), refTransactionId, roundId: id('round') });

  beforeAll(() => {
    wallet = createSeamlessClient(t.app, VENDOR);
  });

  it('answers a balance with the session account in minor units', async () => {
    const { sessionId } = await player(12_345n);
    const res = await wallet.balance({ requestId: id('rq'), sessionId });
    expect(res).toEqual({ success: true, value: { balance: 12_345, currency: 'BDT' } });
  });

  it('returns the stored first response for a repeated requestId and applies the debit once', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const first = await bet(sessionId, 300, 'dup-tx-1', 'dup-rq-1');
    expect(first.success).toBe(true);
    expect(first.value).toMatchObject({ balance: 700 });
    await win(sessionId, 50); // the balance moves; the repeat must still answer the first response
    const again = await bet(sessionId, 300, 'dup-tx-1', 'dup-rq-1');
    expect(again).toEqual(first);
    expect(await balanceOfMember(memberId)).toBe(750n);
    const stored = await t.app.db.select().from(seamlessRequests).where(eq(seamlessRequests.requestId, 'dup-rq-1'));
    expect(stored).toHaveLength(1);
  });

  it('applies a transactionId once when it comes again under another requestId', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const first = await bet(sessionId, 400, 'dup-tx-2');
    const second = await bet(sessionId, 400, 'dup-tx-2');
    expect(second).toEqual({ success: true, value: { balance: 600, currency: 'BDT', ledgerTransactionId: first.value!.ledgerTransactionId } });
    expect(await balanceOfMember(memberId)).toBe(600n);
    const postings = await t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `seamless:${VENDOR}:dup-tx-2`));
    expect(postings).toHaveLength(1);
  });

  it('refuses a transactionId reused for a different amount', async () => {
    const { sessionId } = await player(1_000n);
    await bet(sessionId, 100, 'dup-tx-3');
    expect(await bet(sessionId, 200, 'dup-tx-3')).toMatchObject({ success: false, code: ErrorCode.idempotencyConflict });
  });

  it('refuses a debit larger than the balance and applies nothing', async () => {
    const { memberId, sessionId } = await player(500n);
    const res = await bet(sessionId, 501, 'overdraw-1');
    expect(res).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    expect(await balanceOfMember(memberId)).toBe(500n);
    // Nothing was recorded either: the same transactionId can be bet once funds allow.
    expect((await bet(sessionId, 500, 'overdraw-1')).success).toBe(true);
  });

  it('refuses an amount above MAX_WALLET_AMOUNT at the edge (request.invalid, not a 500 to retry) and applies nothing', async () => {
    const { memberId, sessionId } = await player(500n);
    for (const amount of [MAX_WALLET_AMOUNT + 1, Number.MAX_SAFE_INTEGER]) {
      expect(await win(sessionId, amount)).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
      expect(await bet(sessionId, amount)).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    }
    expect(await balanceOfMember(memberId)).toBe(500n);
  });

  it('refuses a win that would take the balance above MAX_MEMBER_BALANCE (wallet.balance.limit) and applies nothing', async () => {
    const { memberId, sessionId } = await player(MAX_MEMBER_BALANCE - 10n);
    expect(await win(sessionId, 11, 'ceiling-1')).toMatchObject({ success: false, code: ErrorCode.balanceLimit });
    expect(await balanceOfMember(memberId)).toBe(MAX_MEMBER_BALANCE - 10n);
    // Nothing was recorded: the same transaction id is accepted once it fits.
    expect(await win(sessionId, 10, 'ceiling-1')).toMatchObject({ success: true, value: { balance: Number(MAX_MEMBER_BALANCE) } });
  });

  it('never overdraws under concurrent debits', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const results = await Promise.all(Array.from({ length: 25 }, () => bet(sessionId, 100)));
    expect(results.filter((r) => r.success)).toHaveLength(10);
    expect(results.filter((r) => !r.success).every((r) => r.code === ErrorCode.insufficientFunds)).toBe(true);
    expect(await balanceOfMember(memberId)).toBe(0n);
  });

  it('applies concurrent duplicates of one request once', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const results = await Promise.all(Array.from({ length: 8 }, () => bet(sessionId, 250, 'race-tx', 'race-rq')));
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]!.success).toBe(true);
    expect(await balanceOfMember(memberId)).toBe(750n);
  });

  it('applies one of concurrent requests sharing a request id, whatever transactions they carry, and answers each with its answer', async () => {
    const { memberId, sessionId } = await player(1_000n);
    // The request id is stored with the answer as each call's last write: the losers' postings are undone.
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => bet(sessionId, 100, `shared-rq-tx-${i}`, 'shared-rq')));
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]!.success).toBe(true);
    expect(await balanceOfMember(memberId)).toBe(900n);
    const postings = await t.app.db.select().from(ledgerTransactions).where(sql`${ledgerTransactions.idempotencyKey} like ${`seamless:${VENDOR}:shared-rq-tx-%`}`);
    expect(postings).toHaveLength(1);
  });

  it('answers a refused request with its refusal again after funds arrive, applying nothing', async () => {
    const { memberId, sessionId } = await player(100n);
    const refused = await bet(sessionId, 300, 'late-funds-tx', 'late-funds-rq');
    expect(refused).toMatchObject({ success: false, code: ErrorCode.insufficientFunds });
    await win(sessionId, 500);
    expect(await bet(sessionId, 300, 'late-funds-tx', 'late-funds-rq')).toEqual(refused);
    expect(await balanceOfMember(memberId)).toBe(600n);
  });

  it('records a rollback of an unknown debit and refuses that debit arriving late', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const rolled = await rollback(sessionId, 'late-tx');
    expect(rolled).toEqual({ success: true, value: { balance: 1_000, currency: 'BDT' } });
    expect(await bet(sessionId, 300, 'late-tx')).toMatchObject({ success: false, code: ErrorCode.seamlessTransactionCancelled });
    expect(await balanceOfMember(memberId)).toBe(1_000n);
  });

  it('refunds a known debit once, however many rollbacks name it', async () => {
    const { memberId, sessionId } = await player(1_000n);
    await bet(sessionId, 300, 'refund-tx');
    const first = await rollback(sessionId, 'refund-tx');
    const second = await rollback(sessionId, 'refund-tx');
    expect(first).toMatchObject({ success: true, value: { balance: 1_000 } });
    expect(second.value!.ledgerTransactionId).toBe(first.value!.ledgerTransactionId);
    expect(await balanceOfMember(memberId)).toBe(1_000n);
  });

  it('refuses debits on an ended session but accepts wins and rollbacks', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const open = await bet(sessionId, 200, 'ended-tx');
    expect(open.success).toBe(true);
    await endMemberGameSessions(t.app.db, memberId, clock.now());
    expect(await bet(sessionId, 100)).toMatchObject({ success: false, code: ErrorCode.seamlessSessionEnded });
    expect(await win(sessionId, 500)).toMatchObject({ success: true, value: { balance: 1_300 } });
    expect(await rollback(sessionId, 'ended-tx')).toMatchObject({ success: true, value: { balance: 1_500 } });
  });

  it('ends the previous session of the member and vendor when a new one starts', async () => {
    const { memberId, sessionId } = await player(1_000n);
    const next = await startGameSession(
      t.app.db,
      { merchantCode: MERCHANT, memberId, accountKind: 'real', vendorCode: VENDOR, gameId: null, gameType: 'RNG', mode: 'real' },
      clock.now(),
    );
    expect(await bet(sessionId, 100)).toMatchObject({ success: false, code: ErrorCode.seamlessSessionEnded });
    expect(await bet(next.id, 100)).toMatchObject({ success: true });
  });

  it('refuses a session that does not exist or belongs to another vendor', async () => {
    const { sessionId } = await fundedPlayer(t.app, `other${++seq}x`, 1_000n, 'SPN');
    expect(await bet(sessionId, 100)).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
    expect(await bet('no-such-session', 100)).toMatchObject({ success: false, code: ErrorCode.seamlessSessionInvalid });
  });

  it('accepts a zero win (a lost round closing) without a ledger posting', async () => {
    const { sessionId } = await player(100n);
    const res = await win(sessionId, 0);
    expect(res).toEqual({ success: true, value: { balance: 100, currency: 'BDT' } });
  });

  // Last on purpose: whatever the tests above did, balances are their entries, postings balance, money sums to zero.
  it('leaves a ledger that sums to zero', async () => {
    expect(await verifyBalances(t.app.db)).toEqual([]);
    expect(await unbalancedTransactions(t.app.db)).toEqual([]);
    const [total] = await t.app.db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` }).from(ledgerEntries);
    expect(total!.sum).toBe('0');
  });
});
