/**
 * Points in and out (docs/loyalty.md "Points"): every credit is a lot and a pointsEarn posting,
 * every spend takes the oldest unexpired lots first and posts pointsRedeem — each decided by one SQL
 * statement under row locks, never by a read in JavaScript, and each once per (source, sourceId).
 * Call inside a transaction: the lot, the posting and the history line commit together.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { PointsEntryKind } from '@common/contract/loyalty';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { ensureMemberAccount, houseAccount, pointsEarn, pointsRedeem } from '../../wallet';
import { pointsEvents, pointsLots, type PointsLotRow } from './tables';

const DAY_MS = 86_400_000;

export interface PointsCredit {
  merchantCode: string;
  memberId: number;
  /** Whole points, > 0. */
  points: bigint;
  /** What earned them: 'turnover' (a feed batch), 'level', 'race', 'mall-refund'. */
  source: string;
  sourceId: string;
  /** How the history names it. */
  kind: Extract<PointsEntryKind, 'earn' | 'refund' | 'reward'>;
  now: Date;
  /** The merchant's points lifetime (loyalty settings). */
  expiryDays: number;
}

export interface PointsSpend {
  merchantCode: string;
  memberId: number;
  points: bigint;
  /** What bought with them: 'mall' and the order's request, say. */
  source: string;
  sourceId: string;
  now: Date;
}

/** The member's and the house's points accounts. */
async function accounts(tx: Database, merchantCode: string, memberId: number) {
  const member = (await ensureMemberAccount(tx, merchantCode, memberId, 'points')).account;
  const house = await houseAccount(tx, merchantCode, 'points');
  return { member: { memberId, accountId: member.id, kind: 'points' as const }, houseAccountId: house.id };
}

/** Credits points as a new lot expiring after expiryDays; a repeat of the same (source, sourceId) credits nothing and returns the first lot. */
export async function creditPoints(tx: Database, credit: PointsCredit): Promise<{ lot: PointsLotRow; credited: boolean }> {
  const { merchantCode, memberId, points, source, sourceId, now } = credit;
  if (points <= 0n) throw new Error(`creditPoints: points must be positive (${points})`);
  const [lot] = await tx
    .insert(pointsLots)
    .values({ merchantCode, memberId, source, sourceId, points, remaining: points, earnedAt: now, expiresAt: new Date(now.getTime() + credit.expiryDays * DAY_MS) })
    .onConflictDoNothing()
    .returning();
  if (!lot) {
    const [existing] = await tx
      .select()
      .from(pointsLots)
      .where(and(eq(pointsLots.memberId, memberId), eq(pointsLots.source, source), eq(pointsLots.sourceId, sourceId)))
      .limit(1);
    if (!existing) throw new Error('creditPoints: a conflicting lot neither inserted nor found');
    return { lot: existing, credited: false };
  }
  await pointsEarn(tx, { merchant: merchantCode, amount: points, idempotencyKey: `points:${memberId}:${source}:${sourceId}`, reference: { source, sourceId, lotId: lot.id }, ...(await accounts(tx, merchantCode, memberId)) });
  await tx.insert(pointsEvents).values({ merchantCode, memberId, kind: credit.kind, points, source, sourceId, at: now });
  return { lot, credited: true };
}

/**
 * Spends points from the member's unexpired lots, oldest expiry first: one UPDATE locks the open
 * lots in that order and takes from each what the running total still needs. Fewer points than
 * asked (expired lots do not count, even before the expiry job took them) throws
 * points.insufficient and the caller's transaction undoes everything.
 */
export async function spendPoints(tx: Database, spend: PointsSpend): Promise<void> {
  const { merchantCode, memberId, points, source, sourceId, now } = spend;
  if (points <= 0n) throw new Error(`spendPoints: points must be positive (${points})`);
  const taken = (await tx.execute(sql`
    with open as (
      select id, remaining, expires_at from points_lots
      where member_id = ${memberId} and remaining > 0 and expires_at > ${now}
      order by expires_at, id
      for update
    ), running as (
      select id, remaining, coalesce(sum(remaining) over (order by expires_at, id rows between unbounded preceding and 1 preceding), 0) as before
      from open
    )
    update points_lots l set remaining = l.remaining - least(r.remaining, ${points}::bigint - r.before)
    from running r
    where l.id = r.id and r.before < ${points}::bigint
    returning least(r.remaining, ${points}::bigint - r.before)::text as took`)) as unknown as { rows: { took: string }[] };
  const total = taken.rows.reduce((sum, row) => sum + BigInt(row.took), 0n);
  // Short: every open lot was taken, so `total` is what the member holds; the caller's rollback restores them.
  if (total < points) throw new AppError(ErrorCode.pointsInsufficient, { params: { needed: Number(points), balance: Number(total) } });
  await pointsRedeem(tx, { merchant: merchantCode, amount: points, idempotencyKey: `points-spend:${memberId}:${source}:${sourceId}`, reference: { source, sourceId }, ...(await accounts(tx, merchantCode, memberId)) });
  await tx.insert(pointsEvents).values({ merchantCode, memberId, kind: 'redeem', points: -points, source, sourceId, at: now });
}
