/**
 * The owed settlements of the house vendors (schema.ts). Several server processes may share one
 * PostgreSQL: a row is claimed by moving its due time ahead, under FOR UPDATE SKIP LOCKED, so two
 * processes never send the same row at once (a double send would be harmless anyway: the wallet
 * applies a requestId once).
 */
import { and, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { recordAudit, type Actor } from '../../modules/audit';
import { findGameSession } from '../../modules/launch';
import { memberSubject } from '../../modules/member';
import type { CreditRequest, RollbackRequest, SeamlessValue } from '../seamless/contract';
import { houseVendorSettlements as table, type SettlementOperation, type SettlementRow } from './tables';

/** Audit action of a rollback the wallet accepted: a round's stake returned, or a debit that never arrived voided. */
export const ROUND_ROLLED_BACK = 'round.rolled-back';

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

/** Counts `attempts` more sends of a row the wallet did not accept yet; it is due again at `retryAt`. */
export async function recordOwed(db: Database, id: number, attempts: number, retryAt: number): Promise<void> {
  await db
    .update(table)
    .set({ attempts: sql`${table.attempts} + ${attempts}`, nextAttemptAt: new Date(retryAt) })
    .where(eq(table.id, id));
}

/** Who returns the stake of a round: the house vendors' game servers, not a person. */
const HOUSE_VENDORS: Actor = { actor: 'house-vendor' };

/**
 * Counts `attempts` more sends of the row and marks it settled at `settledAt`, the wallet having
 * answered `value`. A settled rollback returned a stake (or voided a debit that never arrived):
 * a money decision made by the platform, not by the game, so it is audited in the same
 * transaction, once (the update only matches an unsettled row).
 */
export async function recordSettled(db: Database, row: SettlementRow, attempts: number, settledAt: number, value: SeamlessValue | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const settled = await tx
      .update(table)
      .set({ attempts: sql`${table.attempts} + ${attempts}`, settledAt: new Date(settledAt) })
      .where(and(eq(table.id, row.id), isNull(table.settledAt)))
      .returning({ id: table.id });
    if (!settled[0] || row.operation !== 'rollback') return;
    const rollback = row.body as RollbackRequest;
    const session = await findGameSession(tx, rollback.sessionId);
    await recordAudit(tx, HOUSE_VENDORS, {
      action: ROUND_ROLLED_BACK,
      // The wallet accepts rollbacks of known sessions only; the fallback keeps the audit if a session row were ever purged.
      subject: session ? memberSubject(session.memberId) : `game-session:${rollback.sessionId}`,
      detail: {
        vendorCode: row.vendorCode,
        roundId: rollback.roundId,
        debitTransactionId: rollback.refTransactionId,
        // Absent when the debit never reached the wallet: nothing was charged, nothing returned.
        ledgerTransactionId: value?.ledgerTransactionId ?? null,
        balance: value?.balance ?? null,
        attempts: row.attempts + attempts,
        openedAt: row.createdAt.toISOString(),
      },
    });
  });
}
