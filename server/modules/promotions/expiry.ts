/**
 * The bonus expiry job: active bonuses past expiresAt are settled (forfeit.ts) — completed if their
 * wagering was met by then, otherwise forfeited with reason 'expired'. The wagering consumer is
 * caught up first so the fold the forfeit starts from is current; each member's due bonuses are one transaction.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Actor } from '../audit';
import { catchUp, FEED_BATCH_SIZE } from '../feed';
import { settleBonuses, type SettleTarget } from './forfeit';
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
  // A member's due bonuses together, from one exact reading (forfeit.ts settleBonuses).
  const byMember = new Map<string, SettleTarget & { bonusIds: number[] }>();
  for (const { id, merchantCode, memberId } of due) {
    const key = `${merchantCode}|${memberId}`;
    const target = byMember.get(key) ?? { merchantCode, memberId, bonusIds: [] };
    target.bonusIds.push(id);
    byMember.set(key, target);
  }
  let forfeited = 0;
  for (const target of byMember.values()) {
    const outcomes = await db.transaction((tx) => settleBonuses(tx, target, 'expired', now, EXPIRY_ACTOR));
    for (const settled of outcomes.values()) if (settled.outcome === 'forfeited') forfeited += 1;
  }
  return forfeited;
}
