/**
 * The four wallet operations of the seamless contract, each run inside answerOnce's transaction.
 * Every money move is one ledger posting keyed `seamless:{vendor}:{transactionId}`; the vendor
 * transaction row is inserted first, so the unique constraint (not a read) decides whether a
 * transaction id is new, a duplicate, or cancelled by an earlier rollback.
 *
 * Counterparty: one ledger account per (merchant, vendor, kind), not the merchant's house
 * account. Every posting updates both of its rows, and with one house row every bet of every
 * vendor would queue on that row's lock; per vendor, contention stays within one vendor, and the
 * account's balance is exactly what the merchant and that vendor settle (its net game result).
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import type { SeamlessValue } from '../../vendors/seamless/contract';
import { findGameSession, lockGameSession, sessionOpen, type GameSessionRow } from '../launch';
import { balanceOf, ensureMemberAccount, LEDGER_CURRENCY, payout, refund, stake, vendorAccount, wireAmount, type GameIntent, type WalletGuards } from '../wallet';
import type { BalanceBodyType, CreditBodyType, DebitBodyType, RollbackBodyType } from './schemas';
import { seamlessTransactions, type SeamlessTransactionKind, type SeamlessTransactionRow, type VendorCredentialRow } from './tables';

/** Who is calling and when: the authenticated vendor and the server clock; and the wallet's guards a bet runs. */
export interface Caller {
  vendor: VendorCredentialRow;
  now: number;
  guards: WalletGuards;
}

/** Ledger idempotency key of a vendor transaction (a rollback uses the key of the debit it cancels). */
export function seamlessKey(vendorCode: string, transactionId: string, rollback = false): string {
  return `seamless:${vendorCode}:${rollback ? 'rollback:' : ''}${transactionId}`;
}

/**
 * The game session the request names, which must be this vendor's. `forBet` also needs it open;
 * the share lock makes a concurrent logout wait for this bet (or this bet see the ended session).
 */
async function sessionFor(tx: Database, caller: Caller, sessionId: string, forBet: boolean): Promise<GameSessionRow> {
  const session = forBet ? await lockGameSession(tx, sessionId) : await findGameSession(tx, sessionId);
  if (!session || session.vendorCode !== caller.vendor.vendorCode) throw new AppError(ErrorCode.seamlessSessionInvalid);
  if (forBet && !sessionOpen(session, caller.now)) throw new AppError(ErrorCode.seamlessSessionEnded);
  return session;
}

async function playerAccountId(tx: Database, session: Pick<GameSessionRow, 'merchantCode' | 'memberId' | 'accountKind'>): Promise<number> {
  return (await ensureMemberAccount(tx, session.merchantCode, session.memberId, session.accountKind)).account.id;
}

async function valueOf(tx: Database, accountId: number, ledgerTransactionId?: number | null): Promise<SeamlessValue> {
  const balance = wireAmount(await balanceOf(tx, accountId));
  return ledgerTransactionId ? { balance, currency: LEDGER_CURRENCY, ledgerTransactionId } : { balance, currency: LEDGER_CURRENCY };
}

interface Recorded {
  row: SeamlessTransactionRow;
  /** False: the id was known already; `row` is the earlier record. */
  fresh: boolean;
}

/** Inserts the vendor transaction row, or returns the existing one for the same (vendor, transactionId). */
async function record(
  tx: Database,
  caller: Caller,
  session: GameSessionRow,
  fields: { transactionId: string; kind: SeamlessTransactionKind; amount: bigint; roundId: string | null; gameId: number | null },
): Promise<Recorded> {
  const inserted = await tx
    .insert(seamlessTransactions)
    .values({
      ...fields,
      vendorCode: caller.vendor.vendorCode,
      sessionId: session.id,
      merchantCode: session.merchantCode,
      memberId: session.memberId,
      accountKind: session.accountKind,
      gameType: session.gameType,
      gameId: fields.gameId ?? session.gameId,
      createdAt: new Date(caller.now),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { row: inserted[0], fresh: true };
  const [row] = await tx
    .select()
    .from(seamlessTransactions)
    .where(and(eq(seamlessTransactions.vendorCode, caller.vendor.vendorCode), eq(seamlessTransactions.transactionId, fields.transactionId)))
    .limit(1);
  if (!row) throw new Error(`seamless transaction ${fields.transactionId} conflicted but is not stored`);
  return { row, fresh: false };
}

/** A repeat of an applied transaction id must be the same transaction; then it answers without applying. */
function checkRepeat(row: SeamlessTransactionRow, kind: SeamlessTransactionKind, amount: bigint, sessionId: string): void {
  if (row.kind === 'tombstone' && kind === 'debit') throw new AppError(ErrorCode.seamlessTransactionCancelled);
  if (row.kind !== kind || row.amount !== amount || row.sessionId !== sessionId) throw new AppError(ErrorCode.idempotencyConflict);
}

/** Whose bet it is and in which game: the session, or for a rollback the bet's own row. */
type Owner = Pick<GameSessionRow, 'merchantCode' | 'memberId' | 'accountKind' | 'gameId'> & { gameType: string };

/**
 * The game intent of a posting between the owner's account and the vendor's: every field but the
 * key, amount and the vendor's ids. `gameId`: the body's, else the session's (a lobby launch has none).
 */
async function gameIntent(
  tx: Database,
  caller: Caller,
  owner: Owner,
  playerId: number,
  posting: { key: string; amount: bigint; roundId: string; gameId: number | null; details: Record<string, string | undefined> },
): Promise<GameIntent> {
  const vendor = await vendorAccount(tx, owner.merchantCode, caller.vendor.id, owner.accountKind);
  const game = { vendorCode: caller.vendor.vendorCode, gameType: owner.gameType, gameId: posting.gameId ?? owner.gameId, roundId: posting.roundId };
  return {
    merchant: owner.merchantCode,
    member: { memberId: owner.memberId, accountId: playerId, kind: owner.accountKind },
    vendorAccountId: vendor.id,
    amount: posting.amount,
    idempotencyKey: posting.key,
    reference: { ...game, ...posting.details },
  };
}

async function setLedgerId(tx: Database, rowId: number, ledgerTransactionId: number): Promise<void> {
  await tx.update(seamlessTransactions).set({ ledgerTransactionId }).where(eq(seamlessTransactions.id, rowId));
}

/** The player's balance on the session's account. */
export async function balance(tx: Database, caller: Caller, body: BalanceBodyType): Promise<SeamlessValue> {
  const session = await sessionFor(tx, caller, body.sessionId, false);
  return valueOf(tx, await playerAccountId(tx, session));
}

/** A bet: refused when the session has ended, the id was rolled back, or the balance does not cover it. */
export async function debit(tx: Database, caller: Caller, body: DebitBodyType): Promise<SeamlessValue> {
  const session = await sessionFor(tx, caller, body.sessionId, true);
  const amount = BigInt(body.amount);
  const playerId = await playerAccountId(tx, session);
  const fields = { transactionId: body.transactionId, kind: 'debit' as const, amount, roundId: body.roundId, gameId: body.gameId };
  const { row, fresh } = await record(tx, caller, session, fields);
  if (!fresh) {
    checkRepeat(row, 'debit', amount, session.id);
    return valueOf(tx, playerId, row.ledgerTransactionId);
  }
  const details = { transactionId: body.transactionId, sessionId: session.id };
  const intent = await gameIntent(tx, caller, session, playerId, { key: seamlessKey(caller.vendor.vendorCode, body.transactionId), amount, roundId: body.roundId, gameId: body.gameId, details });
  // Throws wallet.insufficient.funds on overdraw (or a guard's code); answerOnce's savepoint then drops the row above too.
  const ledgerId = (await stake(tx, caller.guards, intent)).transaction.id;
  await setLedgerId(tx, row.id, ledgerId);
  return valueOf(tx, playerId, ledgerId);
}

/** A win, accepted on an ended session too (the round was bet while it was open). 0 only closes the round. */
export async function credit(tx: Database, caller: Caller, body: CreditBodyType): Promise<SeamlessValue> {
  const session = await sessionFor(tx, caller, body.sessionId, false);
  const amount = BigInt(body.amount);
  const playerId = await playerAccountId(tx, session);
  const fields = { transactionId: body.transactionId, kind: 'credit' as const, amount, roundId: body.roundId, gameId: body.gameId };
  const { row, fresh } = await record(tx, caller, session, fields);
  if (!fresh) {
    checkRepeat(row, 'credit', amount, session.id);
    return valueOf(tx, playerId, row.ledgerTransactionId);
  }
  if (amount === 0n) return valueOf(tx, playerId);
  const details = { transactionId: body.transactionId, sessionId: session.id, refTransactionId: body.refTransactionId };
  const intent = await gameIntent(tx, caller, session, playerId, { key: seamlessKey(caller.vendor.vendorCode, body.transactionId), amount, roundId: body.roundId, gameId: body.gameId, details });
  const ledgerId = (await payout(tx, intent)).transaction.id;
  await setLedgerId(tx, row.id, ledgerId);
  return valueOf(tx, playerId, ledgerId);
}

/**
 * Cancels a debit. Unknown debit: a tombstone takes its transaction id, so the debit arriving late
 * conflicts with it and is refused. Known debit: refunded once (the ledger key is the debit's, so
 * rollbacks under other request or transaction ids replay instead of paying again).
 */
export async function rollback(tx: Database, caller: Caller, body: RollbackBodyType): Promise<SeamlessValue> {
  const session = await sessionFor(tx, caller, body.sessionId, false);
  const fields = { transactionId: body.refTransactionId, kind: 'tombstone' as const, amount: 0n, roundId: body.roundId, gameId: null };
  const { row, fresh } = await record(tx, caller, session, fields);
  if (fresh || row.kind === 'tombstone') return valueOf(tx, await playerAccountId(tx, session));
  if (row.kind !== 'debit') {
    throw new AppError(ErrorCode.requestInvalid, { params: { field: 'refTransactionId', detail: 'names a win, not a bet' } });
  }
  // The refund goes where the bet came from, whichever session of the vendor names the rollback.
  const playerId = await playerAccountId(tx, row);
  const details = { transactionId: body.transactionId, refTransactionId: body.refTransactionId, sessionId: session.id };
  const key = seamlessKey(caller.vendor.vendorCode, body.refTransactionId, true);
  const intent = await gameIntent(tx, caller, row, playerId, { key, amount: row.amount, roundId: row.roundId ?? body.roundId, gameId: row.gameId, details });
  const reverses = seamlessKey(caller.vendor.vendorCode, body.refTransactionId);
  const ledgerId = (await refund(tx, { ...intent, reference: { ...intent.reference, reverses } })).transaction.id;
  return valueOf(tx, playerId, ledgerId);
}
