/**
 * The bonus expiry job: active bonuses past expiresAt are settled (forfeit.ts) — completed if their
 * wagering was met by then, otherwise forfeited with reason 'expired'. The wagering consumer is
 * caught up first so the fold the forfeit starts from is current; each bonus is its own transaction.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Actor } from '../audit';
import { catchUp, FEED_BATCH_SIZE } from '../feed';
import { settleBonus } from './forfeit';
import { memberBonuses } from './tables';
import { bonusWageringConsumer } from './wagering';

/** Expired bonuses settled per run (the next run takes the rest). */
export const BONUS_EXPIRY_BATCH = 200;
/** The advisory-lock key of the expiry job's lease (unique among the app's workers). */
export const BONUS_EXPIRY_LEASE_KEY = 7_270_161;
/** Who the audit trail names for an expiry. */
export const EXPIRY_ACTOR: Actor = { actor: 'system:bonus-expiry' };

/** Settles up to BONUS_EXPIRY_BATCH active bonuses whose expiry is at or before `now`; returns how many were forfeited. */
export async function forfeitExpired(db: Database, now: number): Promise<number> {
  await catchUp(db, bonusWageringConsumer, FEED_BATCH_SIZE, () => now);
  const b = memberBonuses;
  const due = await db
    .select({ id: b.id, merchantCode: b.merchantCode, memberId: b.memberId })
    .from(b)
    .where(and(eq(b.status, 'active'), lte(b.expiresAt, new Date(now))))
    .orderBy(asc(b.expiresAt), asc(b.id))
    .limit(BONUS_EXPIRY_BATCH);
  let forfeited = 0;
  for (const bonus of due) {
    const settled = await db.transaction((tx) => settleBonus(tx, bonus, 'expired', now, EXPIRY_ACTOR));
    if (settled.outcome === 'forfeited') forfeited += 1;
  }
  return forfeited;
}
