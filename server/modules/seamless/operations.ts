/**
 * A bet when wallet guards check stakes: the intent path, run inside answerOnce's transaction, so
 * the guards run in the posting's transaction (without guards the wallet's one-trip function,
 * server/modules/wallet/one-trip.ts, answers every operation in one round trip). The posting is
 * keyed `seamless:{vendor}:{transactionId}`, as the function keys it; the vendor transaction row
 * is inserted first, so the unique constraint (not a read) decides whether a transaction id is
 * new, a duplicate, or cancelled by an earlier rollback.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import type { SeamlessValue } from '../../vendors/seamless/contract';
import { lockGameSession, sessionOpen, type GameSessionRow } from '../launch';
import { balanceOf, ensureMemberAccount, LEDGER_CURRENCY, stake, vendorAccount, wireAmount, type GameIntent, type WalletGuards } from '../wallet';
import type { DebitBodyType } from './schemas';
import { seamlessTransactions, type SeamlessTransactionKind, type SeamlessTransactionRow, type VendorCredentialRow } from './tables';

/** Who is calling and when: the authenticated vendor and the server clock; and the wallet's guards a bet runs. */
export interface Caller {
  vendor: VendorCredentialRow;
  now: number;
  guards: WalletGuards;
}

/** Ledger idempotency key of a vendor transaction (the one-trip function builds the same). */
function seamlessKey(vendorCode: string, transactionId: string): string {
  return `seamless:${vendorCode}:${transactionId}`;
}

/**
 * The game session the request names, which must be this vendor's and open; the share lock makes
 * a concurrent logout wait for this bet (or this bet see the ended session).
 */
async function openSession(tx: Database, caller: Caller, sessionId: string): Promise<GameSessionRow> {
  const session = await lockGameSession(tx, sessionId);
  if (!session || session.vendorCode !== caller.vendor.vendorCode) throw new AppError(ErrorCode.seamlessSessionInvalid);
  if (!sessionOpen(session, caller.now)) throw new AppError(ErrorCode.seamlessSessionEnded);
  return session;
}

async function playerAccountId(tx: Database, session: GameSessionRow): Promise<number> {
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

/** A repeat of a transaction id must be the same bet; then it answers without applying. */
function checkRepeat(row: SeamlessTransactionRow, amount: bigint, sessionId: string): void {
  if (row.kind === 'tombstone') throw new AppError(ErrorCode.seamlessTransactionCancelled);
  if (row.kind !== 'debit' || row.amount !== amount || row.sessionId !== sessionId) throw new AppError(ErrorCode.idempotencyConflict);
}

/** The stake intent of a bet; `gameId`: the body's, else the session's (a lobby launch has none). */
async function stakeIntent(tx: Database, caller: Caller, session: GameSessionRow, playerId: number, body: DebitBodyType): Promise<GameIntent> {
  const vendor = await vendorAccount(tx, session.merchantCode, caller.vendor.id, session.accountKind);
  const game = { vendorCode: caller.vendor.vendorCode, gameType: session.gameType, gameId: body.gameId ?? session.gameId, roundId: body.roundId };
  return {
    merchant: session.merchantCode,
    member: { memberId: session.memberId, accountId: playerId, kind: session.accountKind },
    vendorAccountId: vendor.id,
    amount: BigInt(body.amount),
    idempotencyKey: seamlessKey(caller.vendor.vendorCode, body.transactionId),
    reference: { ...game, transactionId: body.transactionId, sessionId: session.id },
  };
}

async function setLedgerId(tx: Database, rowId: number, ledgerTransactionId: number): Promise<void> {
  await tx.update(seamlessTransactions).set({ ledgerTransactionId }).where(eq(seamlessTransactions.id, rowId));
}

/** A bet: refused when the session has ended, the id was rolled back, or the balance does not cover it. */
export async function debit(tx: Database, caller: Caller, body: DebitBodyType): Promise<SeamlessValue> {
  const session = await openSession(tx, caller, body.sessionId);
  const amount = BigInt(body.amount);
  const playerId = await playerAccountId(tx, session);
  const fields = { transactionId: body.transactionId, kind: 'debit' as const, amount, roundId: body.roundId, gameId: body.gameId };
  const { row, fresh } = await record(tx, caller, session, fields);
  if (!fresh) {
    checkRepeat(row, amount, session.id);
    return valueOf(tx, playerId, row.ledgerTransactionId);
  }
  const intent = await stakeIntent(tx, caller, session, playerId, body);
  // Throws wallet.insufficient.funds on overdraw (or a guard's code); answerOnce's savepoint then drops the row above too.
  const ledgerId = (await stake(tx, caller.guards, intent)).transaction.id;
  await setLedgerId(tx, row.id, ledgerId);
  return valueOf(tx, playerId, ledgerId);
}
