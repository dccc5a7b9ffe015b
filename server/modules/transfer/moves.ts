/**
 * Moving money to and from a transfer-wallet vendor (docs/transfer-wallet.md "A transfer's life"):
 * one transaction writes the transfer row and its posting, the vendor is called outside any
 * transaction, and its answer resolves the row once (settle.ts). Every transaction first locks the
 * vendor player's row, so the in, out and sync of one vendor player never interleave.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@common/contract/envelope';
import { TRANSFER_MIN_AMOUNT, TRANSFER_PENDING_GRACE_MS, TRANSFER_QUERY_DELAYS_MS } from '@common/rules/transfers';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { TransferCallFailed, type TransferAnswer, type TransferMoney } from '../../vendors/transfer-wallet';
import { balanceOf, ensureMemberAccount, LEDGER_CURRENCY, lockAccounts, transferIn, vendorAccount, vendorPlayerAccount, vendorResult } from '../wallet';
import { requireTransferApi, transferVendorOwnerId } from './apis';
import { holdTransfer, postingKey, settleTransfer, transferIntent } from './settle';
import { OPEN_TRANSFER_STATES, vendorPlayers, vendorTransfers, type TransferCause, type VendorPlayerRow, type VendorTransferRow } from './tables';

/** How a move ended: the transfer's state now (`none`: nothing to move, no transfer written). */
export interface MoveResult {
  state: 'none' | 'completed' | 'refused' | 'unknown';
  transfer: VendorTransferRow | null;
}

const inFlight = (vendorCode: string) => new AppError(ErrorCode.transferInFlight, { params: { vendor: vendorCode } });

/** How many transfers the vendor player has and how many are open: a sync compares it before and after reading the vendor. */
async function transferCounts(db: Database, vendorPlayerId: number): Promise<{ all: number; open: number }> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${inArray(vendorTransfers.state, [...OPEN_TRANSFER_STATES])}))::int`,
    })
    .from(vendorTransfers)
    .where(eq(vendorTransfers.vendorPlayerId, vendorPlayerId));
  return { all: Number(row?.all ?? 0), open: Number(row?.open ?? 0) };
}

/** Locks the vendor player's row for the rest of the transaction. */
async function lockPlayer(tx: Database, id: number): Promise<void> {
  await tx.select({ id: vendorPlayers.id }).from(vendorPlayers).where(eq(vendorPlayers.id, id)).for('update');
}

function newRow(player: VendorPlayerRow, id: string, direction: 'in' | 'out', amount: bigint, cause: TransferCause, at: number) {
  // A pending row's next_query_at is the end of its grace: past it the row is held (its process died mid-call).
  return {
    id,
    vendorPlayerId: player.id,
    merchantCode: player.merchantCode,
    memberId: player.memberId,
    vendorCode: player.vendorCode,
    direction,
    amount,
    state: 'pending' as const,
    cause,
    nextQueryAt: new Date(at + TRANSFER_PENDING_GRACE_MS),
    createdAt: new Date(at),
    updatedAt: new Date(at),
  };
}

/** Inserts the open row; the one-open-transfer index refuses a second (transfer.in.flight). */
async function insertOpen(tx: Database, row: ReturnType<typeof newRow>): Promise<VendorTransferRow> {
  const inserted = await tx.insert(vendorTransfers).values(row).onConflictDoNothing().returning();
  if (!inserted[0]) throw inFlight(row.vendorCode);
  return inserted[0];
}

/** Calls the vendor with the transfer and resolves the row with the answer; a call without an answer holds it. */
async function callVendor(app: FastifyInstance, row: VendorTransferRow, call: (money: TransferMoney, playerRef: string) => Promise<TransferAnswer>, playerRef: string): Promise<MoveResult> {
  let answer: TransferAnswer;
  try {
    answer = await call({ playerRef, transferId: row.id, amount: row.amount, currency: LEDGER_CURRENCY }, playerRef);
  } catch (err) {
    // Any failure without an answer (TransferCallFailed or not) may have applied: held, never guessed.
    const detail = err instanceof TransferCallFailed ? err.message : `call failed: ${String(err)}`;
    await holdTransfer(app.db, row.id, detail.slice(0, 500), app.now(), TRANSFER_QUERY_DELAYS_MS[0]!);
    return { state: 'unknown', transfer: row };
  }
  const outcome = answer.status === 'applied' ? 'applied' : 'not-applied';
  const detail = answer.status === 'applied' ? answer.vendorRef : answer.reason;
  const done = await settleTransfer(app.db, row, outcome, detail, app.now(), true);
  return { state: answer.status === 'applied' ? 'completed' : 'refused', transfer: done ?? row };
}

/**
 * Moves the member's money into the vendor: `all` their real balance, or the amount they chose
 * (≥ TRANSFER_MIN_AMOUNT and ≤ the balance, else transfer.amount.invalid). transferIn is guarded
 * (a protection refusal throws its code, nothing written). Nothing to move: state `none`.
 */
export async function moveIn(app: FastifyInstance, player: VendorPlayerRow, amount: 'all' | number, cause: TransferCause): Promise<MoveResult> {
  if (amount !== 'all' && (!Number.isSafeInteger(amount) || amount < TRANSFER_MIN_AMOUNT)) {
    throw new AppError(ErrorCode.transferAmountInvalid, { params: { min: TRANSFER_MIN_AMOUNT } });
  }
  const at = app.now();
  const row = await app.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const real = (await ensureMemberAccount(tx, player.merchantCode, player.memberId, 'real')).account;
    await lockAccounts(tx, [real.id]);
    const balance = await balanceOf(tx, real.id);
    const moving = amount === 'all' ? balance : BigInt(amount);
    if (moving > balance) throw new AppError(ErrorCode.transferAmountInvalid, { params: { min: TRANSFER_MIN_AMOUNT } });
    // Nothing to move still meets a held transfer: the launch waits for it like any other.
    if (moving === 0n) {
      if ((await transferCounts(tx, player.id)).open > 0) throw inFlight(player.vendorCode);
      return null;
    }
    const inserted = await insertOpen(tx, newRow(player, randomUUID(), 'in', moving, cause, at));
    await transferIn(tx, app.walletGuards, await transferIntent(tx, inserted, 'in'));
    return inserted;
  });
  if (!row) return { state: 'none', transfer: null };
  const api = requireTransferApi(app, player.vendorCode);
  return callVendor(app, row, (money) => api.deposit(money), player.vendorPlayerRef);
}

/**
 * Brings the vendor player's money back: the sync (the vendor's balance, and vendorResult for its
 * difference from the vendor-player account), then an `out` of the whole vendor balance. The
 * balance is read outside the transaction; the transaction refuses (transfer.in.flight) if any
 * transfer of the player began or was open since, so the sync never counts a transfer as play.
 * A balance call without an answer moves nothing: transfer.unknown.
 */
export async function moveOut(app: FastifyInstance, player: VendorPlayerRow, cause: TransferCause): Promise<MoveResult> {
  const before = await transferCounts(app.db, player.id);
  if (before.open > 0) throw inFlight(player.vendorCode);
  const api = requireTransferApi(app, player.vendorCode);
  let atVendor: bigint;
  try {
    atVendor = await api.balance({ playerRef: player.vendorPlayerRef, currency: LEDGER_CURRENCY });
  } catch {
    throw new AppError(ErrorCode.transferUnknown, { params: { vendor: player.vendorCode } });
  }
  const at = app.now();
  const row = await app.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const now = await transferCounts(tx, player.id);
    if (now.open > 0 || now.all !== before.all) throw inFlight(player.vendorCode);
    const held = await vendorPlayerAccount(tx, player.merchantCode, player.id);
    await lockAccounts(tx, [held.id]);
    const delta = atVendor - (await balanceOf(tx, held.id));
    const id = randomUUID();
    const inserted = atVendor > 0n ? await insertOpen(tx, newRow(player, id, 'out', atVendor, cause, at)) : null;
    if (delta !== 0n) {
      const vendor = await vendorAccount(tx, player.merchantCode, transferVendorOwnerId(player.vendorCode), 'real');
      await vendorResult(tx, {
        merchant: player.merchantCode,
        delta,
        memberId: player.memberId,
        vendorPlayerAccountId: held.id,
        vendorAccountId: vendor.id,
        idempotencyKey: postingKey(id, 'result'),
        reference: { transferId: id, vendorCode: player.vendorCode },
      });
    }
    return inserted;
  });
  if (!row) return { state: 'none', transfer: null };
  return callVendor(app, row, (money) => api.withdraw(money), player.vendorPlayerRef);
}

/** The vendor players of a member (one vendor, or all). */
export function memberVendorPlayers(db: Database, memberId: number, vendorCode?: string): Promise<VendorPlayerRow[]> {
  const where = vendorCode === undefined ? eq(vendorPlayers.memberId, memberId) : and(eq(vendorPlayers.memberId, memberId), eq(vendorPlayers.vendorCode, vendorCode));
  return db.select().from(vendorPlayers).where(where).orderBy(vendorPlayers.id);
}
