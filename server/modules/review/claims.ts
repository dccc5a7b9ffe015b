/**
 * Claims on review items: one operator at a time works an item. Taking a claim is one conditional
 * upsert (the row is free, lapsed, or already the caller's), so two operators claiming at once
 * cannot both win; a claim lapses REVIEW_CLAIM_MINUTES after it was taken.
 */
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { REVIEW_CLAIM_MINUTES, type ReviewKind } from '@common/contract/review';
import type { Database } from '../../db/connection';
import { reviewClaims, type ReviewClaimRow } from './tables';

/** The instant before which a claim has lapsed, for the clock's `now`. */
export function lapsedBefore(now: number): Date {
  return new Date(now - REVIEW_CLAIM_MINUTES * 60_000);
}

/** The live claims on some items of a kind, by item id. */
export async function liveClaims(db: Database, kind: ReviewKind, itemIds: readonly string[], now: number): Promise<Map<string, ReviewClaimRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reviewClaims)
    .where(and(eq(reviewClaims.kind, kind), inArray(reviewClaims.itemId, [...itemIds]), gt(reviewClaims.claimedAt, lapsedBefore(now))));
  return new Map(rows.map((row) => [row.itemId, row]));
}

/**
 * Claims an item for an operator (again: renews the claim's time). The claim row, or null when
 * another operator's live claim holds it.
 */
export async function takeClaim(db: Database, kind: ReviewKind, itemId: string, operatorId: number, now: number): Promise<ReviewClaimRow | null> {
  const [row] = await db
    .insert(reviewClaims)
    .values({ kind, itemId, operatorId, claimedAt: new Date(now) })
    .onConflictDoUpdate({
      target: [reviewClaims.kind, reviewClaims.itemId],
      set: { operatorId: sql`excluded.operator_id`, claimedAt: sql`excluded.claimed_at` },
      setWhere: or(eq(reviewClaims.operatorId, operatorId), lt(reviewClaims.claimedAt, lapsedBefore(now))),
    })
    .returning();
  return row ?? null;
}

/** Gives an operator's own claim back; whether there was one to give. */
export async function dropClaim(db: Database, kind: ReviewKind, itemId: string, operatorId: number): Promise<boolean> {
  const rows = await db
    .delete(reviewClaims)
    .where(and(eq(reviewClaims.kind, kind), eq(reviewClaims.itemId, itemId), eq(reviewClaims.operatorId, operatorId)))
    .returning({ itemId: reviewClaims.itemId });
  return rows.length > 0;
}

/** The item's live claim inside a decision's transaction, locked so it cannot change hands meanwhile; null when none. */
export async function lockLiveClaim(tx: Database, kind: ReviewKind, itemId: string, now: number): Promise<ReviewClaimRow | null> {
  const [row] = await tx
    .select()
    .from(reviewClaims)
    .where(and(eq(reviewClaims.kind, kind), eq(reviewClaims.itemId, itemId), gt(reviewClaims.claimedAt, lapsedBefore(now))))
    .for('update');
  return row ?? null;
}

/** Releases every claim on an item (a decision was taken). */
export async function releaseClaims(tx: Database, kind: ReviewKind, itemId: string): Promise<void> {
  await tx.delete(reviewClaims).where(and(eq(reviewClaims.kind, kind), eq(reviewClaims.itemId, itemId)));
}
