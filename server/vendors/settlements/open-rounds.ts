/**
 * Open rounds of the house vendors. Before a round's debit is sent, the rollback that returns its
 * stake is stored, due only once the open-round timeout has passed. When the round's outcome is
 * known it takes that row's place (the credit of the result, the rollback sent at once, or nothing
 * for a refused debit). If the process dies in between, the row is still there when it falls due,
 * and the resend pass of any game server (the open-round sweeper) sends the rollback: a round
 * without a result returns its stake (AGCO 4.21). The wallet applies that rollback once, keyed by
 * the debit.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { RollbackRequest } from '../seamless/contract';
import { CLAIM_MS, type NewSettlement } from './store';
import { houseVendorSettlements as table, type SettlementRow } from './tables';

/** Stores the rollback that returns the round's stake unless the round's outcome replaces it by `dueAt`. */
export async function openRound(db: Database, vendorCode: string, rollback: RollbackRequest, now: number, dueAt: number): Promise<SettlementRow> {
  const [row] = await db
    .insert(table)
    .values({ vendorCode, operation: 'rollback', body: rollback, createdAt: new Date(now), nextAttemptAt: new Date(dueAt) })
    .returning();
  return row!;
}

/**
 * Puts the round's outcome in place of its stored rollback: `settlement`, claimed by the caller who
 * sends it at once, or nothing (null: the debit was refused, there is no stake to return).
 * Conditional on the row being untouched since `openRound` (a claim moves its due time), so it
 * answers null when the sweeper took the round first: then the stake is being returned and the
 * outcome must not be settled.
 */
export async function closeOpenRound(db: Database, open: SettlementRow, settlement: NewSettlement | null, now: number): Promise<SettlementRow | null> {
  const untouched = and(eq(table.id, open.id), eq(table.nextAttemptAt, open.nextAttemptAt), isNull(table.settledAt));
  if (!settlement) {
    await db.delete(table).where(untouched);
    return null;
  }
  const [row] = await db
    .update(table)
    .set({ operation: settlement.operation, body: settlement.body, nextAttemptAt: new Date(now + CLAIM_MS) })
    .where(untouched)
    .returning();
  return row ?? null;
}
