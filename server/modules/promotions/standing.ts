/**
 * Where one member stands on each promotion (docs/promotions.md "Status labels"): joined or not,
 * bonuses granted, the newest reward application, the oldest award waiting to be claimed and
 * whether the newest award was claimed. Three reads for all of a member's promotions at once.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { RewardApplicationStatus } from '@common/contract/promotions';
import type { Database } from '../../db/connection';
import { promotionAwards, promotionParticipants, rewardApplications } from './tables';

/** One member on one promotion. */
export interface MemberStanding {
  joined: boolean;
  joinedAt: Date | null;
  granted: number;
  application: { status: RewardApplicationStatus; reason: string | null } | null;
  /** The oldest award waiting to be claimed, its amount; null when none waits. */
  claimable: bigint | null;
  lastAwardClaimed: boolean;
}

export const NO_STANDING: MemberStanding = { joined: false, joinedAt: null, granted: 0, application: null, claimable: null, lastAwardClaimed: false };

/** True when the member took part (joined, applied, got a bonus or an award). */
export const tookPart = (s: MemberStanding): boolean => s.joined || s.application !== null || s.granted > 0 || s.claimable !== null || s.lastAwardClaimed;

/** The member's standing on each of `promotionIds` (those it never touched are absent). */
export async function standingsOf(db: Database, memberId: number, promotionIds: readonly number[]): Promise<Map<number, MemberStanding>> {
  const out = new Map<number, MemberStanding>();
  if (promotionIds.length === 0) return out;
  const of = (id: number): MemberStanding => {
    const found = out.get(id) ?? { ...NO_STANDING };
    out.set(id, found);
    return found;
  };
  const ids = [...promotionIds];
  const participants = await db
    .select()
    .from(promotionParticipants)
    .where(and(eq(promotionParticipants.memberId, memberId), inArray(promotionParticipants.promotionId, ids)));
  for (const p of participants) Object.assign(of(p.promotionId), { joined: true, joinedAt: p.joinedAt, granted: p.granted });
  const applications = await db
    .select({ promotionId: rewardApplications.promotionId, status: rewardApplications.status, reason: rewardApplications.reason })
    .from(rewardApplications)
    .where(and(eq(rewardApplications.memberId, memberId), inArray(rewardApplications.promotionId, ids)))
    .orderBy(desc(rewardApplications.createdAt), desc(rewardApplications.id));
  for (const a of applications) {
    const standing = of(a.promotionId);
    standing.application ??= { status: a.status, reason: a.reason };
  }
  const awards = await db
    .select({ promotionId: promotionAwards.promotionId, status: promotionAwards.status, amount: promotionAwards.amount })
    .from(promotionAwards)
    .where(and(eq(promotionAwards.memberId, memberId), inArray(promotionAwards.promotionId, ids)))
    .orderBy(asc(promotionAwards.periodStart));
  for (const a of awards) {
    const standing = of(a.promotionId);
    if (a.status === 'claimable') standing.claimable ??= a.amount;
    standing.lastAwardClaimed = a.status === 'claimed';
  }
  return out;
}
