/**
 * A transfer's final state, reached once: each resolution is a conditional update from an open
 * state (pending, unknown) in the same transaction as its posting, so a live answer and a status
 * query (or two nodes' queries) resolving the same transfer post at most once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { ensureMemberAccount, transferOut, transferReverse, vendorPlayerAccount, type TransferIntent } from '../wallet';
import { OPEN_TRANSFER_STATES, vendorTransfers, type TransferState, type VendorTransferRow } from './tables';

/** What the vendor said happened to a transfer: applied, or never applied (refused, or not found by a status query). */
export type VendorOutcome = 'applied' | 'not-applied';

/** The idempotency key of a transfer's posting of one kind (one transfer id, several postings). */
export const postingKey = (transferId: string, what: 'in' | 'reverse' | 'out' | 'result') => `transfer:${transferId}:${what}`;

/** The final state of a transfer of this direction with this outcome. */
export function finalState(direction: 'in' | 'out', outcome: VendorOutcome, live: boolean): TransferState {
  if (outcome === 'applied') return 'completed';
  // An in the vendor refused on the call is `refused`; one a status query found never applied is `reversed`. Either way it is returned.
  if (direction === 'in') return live ? 'refused' : 'reversed';
  return 'refused';
}

/** The wallet intent of a transfer between the member's real account and their vendor-player account. */
export async function transferIntent(db: Database, row: VendorTransferRow, what: 'in' | 'reverse' | 'out'): Promise<TransferIntent> {
  const real = (await ensureMemberAccount(db, row.merchantCode, row.memberId, 'real')).account;
  const held = await vendorPlayerAccount(db, row.merchantCode, row.vendorPlayerId);
  return {
    merchant: row.merchantCode,
    amount: row.amount,
    idempotencyKey: postingKey(row.id, what),
    member: { memberId: row.memberId, accountId: real.id, kind: 'real' },
    vendorPlayerAccountId: held.id,
    reference: { transferId: row.id, vendorCode: row.vendorCode },
  };
}

/**
 * Resolves an open transfer with the vendor's outcome, once: returns the final row, or null when
 * it was already resolved (by another call or node). An in not applied posts transferReverse; an
 * out applied posts transferOut; the other two post nothing.
 */
export async function settleTransfer(db: Database, row: VendorTransferRow, outcome: VendorOutcome, detail: string, at: number, live: boolean): Promise<VendorTransferRow | null> {
  const state = finalState(row.direction, outcome, live);
  const when = new Date(at);
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(vendorTransfers)
      .set({ state, detail, updatedAt: when, resolvedAt: when, nextQueryAt: null })
      .where(and(eq(vendorTransfers.id, row.id), inArray(vendorTransfers.state, [...OPEN_TRANSFER_STATES])))
      .returning();
    const done = updated[0];
    if (!done) return null;
    if (row.direction === 'in' && outcome === 'not-applied') await transferReverse(tx, await transferIntent(tx, row, 'reverse'));
    if (row.direction === 'out' && outcome === 'applied') await transferOut(tx, await transferIntent(tx, row, 'out'));
    return done;
  });
}

/** Holds a transfer whose call failed without an answer (unknown outcome): queried after the first delay. */
export async function holdTransfer(db: Database, id: string, detail: string, at: number, firstDelayMs: number): Promise<void> {
  await db
    .update(vendorTransfers)
    .set({ state: 'unknown', detail, updatedAt: new Date(at), nextQueryAt: new Date(at + firstDelayMs) })
    .where(and(eq(vendorTransfers.id, id), eq(vendorTransfers.state, 'pending')));
}
