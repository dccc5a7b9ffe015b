/**
 * The owed settlements of the house vendors (schema.ts). Several server processes may share one
 * PostgreSQL: a row is claimed by moving its due time ahead, under FOR UPDATE SKIP LOCKED, so two
 * processes never send the same row at once (a double send would be harmless anyway: the wallet
 * applies a requestId once).
 */
import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { CreditRequest, RollbackRequest } from '../seamless/contract';
import { houseVendorSettlements as table, type SettlementOperation, type SettlementRow } from './tables';

/** How long a claim keeps a row from other processes: well beyond all attempts of one send. */
export const CLAIM_MS = 60_000;

/** Most rows one resend pass claims; the rest wait for the next pass. */
const CLAIM_BATCH = 100;

/** The vendors whose rows a game server resends: its own vendor codes, or every code but the listed ones. */
export type VendorScope = { only: readonly string[] } | { except: readonly string[] };

export interface NewSettlement {
  vendorCode: string;
  operation: SettlementOperation;
  body: CreditRequest | RollbackRequest;
}

/**
 * Stores a settlement already claimed by the caller, who sends it at once; if that process dies
 * first, the claim runs out and any process resends it.
 */
export async function recordSettlement(db: Database, settlement: NewSettlement, now: number): Promise<SettlementRow> {
  const [row] = await db
    .insert(table)
    .values({ ...settlement, createdAt: new Date(now), nextAttemptAt: new Date(now + CLAIM_MS) })
    .returning();
  return row!;
}

/** Claims the due, unsettled rows of the scope (oldest due first). */
export async function claimDueSettlements(db: Database, scope: VendorScope, now: number): Promise<SettlementRow[]> {
  const vendors = 'only' in scope ? inArray(table.vendorCode, [...scope.only]) : notInArray(table.vendorCode, [...scope.except]);
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(and(isNull(table.settledAt), lte(table.nextAttemptAt, new Date(now)), vendors))
    .orderBy(table.nextAttemptAt)
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(table)
    .set({ nextAttemptAt: new Date(now + CLAIM_MS) })
    .where(inArray(table.id, due))
    .returning();
}

/** Counts `attempts` more sends of the row: settled at `settledAt`, or owed and due again at `retryAt`. */
export async function recordAttempts(
  db: Database,
  id: number,
  attempts: number,
  outcome: { settledAt: number } | { retryAt: number },
): Promise<void> {
  const next = 'settledAt' in outcome ? { settledAt: new Date(outcome.settledAt) } : { nextAttemptAt: new Date(outcome.retryAt) };
  await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + ${attempts}`, ...next })
    .where(eq(table.id, id));
}
