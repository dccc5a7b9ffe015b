/** A promotion's cost and uptake (PromotionReport): joins, applications, bonuses by wagering outcome, periodic awards, budget and spent. */
import { eq, sql } from 'drizzle-orm';
import type { PromotionReport } from '@common/contract/promotions';
import type { Database } from '../../db/connection';
import { safeNumber } from '../../http/console';
import { memberBonuses, promotionAwards, promotionParticipants, rewardApplications, type PromotionRow } from './tables';

const countWhere = (condition: ReturnType<typeof sql>) => sql<string>`count(*) filter (where ${condition})`;
const sumWhere = (column: unknown, condition: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${column}) filter (where ${condition}), 0)`;

/** The report of one promotion (joined counts members with a participation row: joiners and those granted a bonus). */
export async function promotionReport(db: Database, row: PromotionRow): Promise<PromotionReport> {
  const b = memberBonuses;
  const [joined] = await db.select({ n: sql<string>`count(*)` }).from(promotionParticipants).where(eq(promotionParticipants.promotionId, row.id));
  const [apps] = await db
    .select({
      pending: countWhere(sql`${rewardApplications.status} = 'pending'`),
      approved: countWhere(sql`${rewardApplications.status} = 'approved'`),
      rejected: countWhere(sql`${rewardApplications.status} = 'rejected'`),
    })
    .from(rewardApplications)
    .where(eq(rewardApplications.promotionId, row.id));
  const [bonuses] = await db
    .select({
      count: sql<string>`count(*)`,
      members: sql<string>`count(distinct ${b.memberId})`,
      granted: sql<string>`coalesce(sum(${b.amount}), 0)`,
      completedCount: countWhere(sql`${b.status} = 'completed'`),
      completed: sumWhere(b.amount, sql`${b.status} = 'completed'`),
      forfeitedCount: countWhere(sql`${b.status} = 'forfeited'`),
      forfeited: sumWhere(b.forfeitedAmount, sql`${b.status} = 'forfeited'`),
      activeCount: countWhere(sql`${b.status} = 'active'`),
      active: sumWhere(b.amount, sql`${b.status} = 'active'`),
    })
    .from(b)
    .where(eq(b.promotionId, row.id));
  const [awards] = await db
    .select({
      made: sql<string>`count(*)`,
      claimed: countWhere(sql`${promotionAwards.status} = 'claimed'`),
      lapsed: countWhere(sql`${promotionAwards.status} = 'lapsed'`),
      amount: sql<string>`coalesce(sum(${promotionAwards.amount}), 0)`,
    })
    .from(promotionAwards)
    .where(eq(promotionAwards.promotionId, row.id));
  const n = (value: string | undefined) => safeNumber(value ?? 0);
  return {
    promotionId: row.id,
    joined: n(joined?.n),
    applications: { pending: n(apps?.pending), approved: n(apps?.approved), rejected: n(apps?.rejected) },
    bonuses: {
      count: n(bonuses?.count),
      members: n(bonuses?.members),
      granted: n(bonuses?.granted),
      completedCount: n(bonuses?.completedCount),
      completed: n(bonuses?.completed),
      forfeitedCount: n(bonuses?.forfeitedCount),
      forfeited: n(bonuses?.forfeited),
      activeCount: n(bonuses?.activeCount),
      active: n(bonuses?.active),
    },
    awards: { made: n(awards?.made), claimed: n(awards?.claimed), lapsed: n(awards?.lapsed), amount: n(awards?.amount) },
    budget: row.budget === null ? null : safeNumber(row.budget),
    spent: safeNumber(row.spent),
  };
}
