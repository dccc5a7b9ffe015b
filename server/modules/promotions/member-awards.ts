/**
 * A member's periodic awards with their promotion's title, newest first: what the loyalty reward
 * centre (issue 17) lists as claimable, claimed or lapsed. An award still 'claimable' past its
 * claimBy is lapsed for the reader even before the award job marks it.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LocalizedText } from '@common/contract/announcements';
import type { Database } from '../../db/connection';
import { promotionAwards, promotions, type AwardStatus } from './tables';

export interface MemberAward {
  id: number;
  promotionId: number;
  title: LocalizedText;
  amount: bigint;
  status: AwardStatus;
  claimBy: Date;
  claimedAt: Date | null;
  createdAt: Date;
}

/** The member's awards, newest first (at most `limit`); with `awardId`, that one only. */
export async function memberAwards(db: Database, memberId: number, options: { limit: number; awardId?: number }): Promise<MemberAward[]> {
  const a = promotionAwards;
  return db
    .select({ id: a.id, promotionId: a.promotionId, title: promotions.title, amount: a.amount, status: a.status, claimBy: a.claimBy, claimedAt: a.claimedAt, createdAt: a.createdAt })
    .from(a)
    .innerJoin(promotions, eq(promotions.id, a.promotionId))
    .where(and(eq(a.memberId, memberId), options.awardId === undefined ? undefined : eq(a.id, options.awardId)))
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(options.limit);
}
