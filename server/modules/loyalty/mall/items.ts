/**
 * The mall as members see it (LoyaltyPath.mallItems): the live items within their schedule, by
 * sortOrder, texts in the member's language (English, then any, when missing), with what is left
 * for the caller and whether they can redeem it now — the same checks, in the same order, as the
 * redeeming transaction makes (which alone decides).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { MallItemValue } from '@common/contract/loyalty';
import type { Database } from '../../../db/connection';
import { textIn } from '../../announcements';
import { levelNames, levelRankOf, spendablePoints } from './reads';
import { mallItems, mallMemberCounts, type MallItemRow } from './tables';

/** Live and within its schedule at `now`. */
export const isOnSale = (item: Pick<MallItemRow, 'state' | 'startsAt' | 'endsAt'>, now: Date): boolean =>
  item.state === 'live' && item.startsAt <= now && (item.endsAt === null || item.endsAt > now);

const num = (value: bigint | null): number | null => (value === null ? null : Number(value));

/** The items on sale to the member now, in their language. */
export async function memberItems(db: Database, merchantCode: string, memberId: number, language: string, nowMs: number): Promise<MallItemValue[]> {
  const now = new Date(nowMs);
  const rows = await db
    .select()
    .from(mallItems)
    .where(and(eq(mallItems.merchantCode, merchantCode), eq(mallItems.state, 'live'), sql`${mallItems.startsAt} <= ${now} and (${mallItems.endsAt} is null or ${mallItems.endsAt} > ${now})`))
    .orderBy(asc(mallItems.sortOrder), asc(mallItems.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select()
    .from(mallMemberCounts)
    .where(and(eq(mallMemberCounts.memberId, memberId), inArray(mallMemberCounts.itemId, rows.map((r) => r.id))));
  const countOf = new Map(counts.map((c) => [c.itemId, c.count]));
  const [rank, points, names] = await Promise.all([levelRankOf(db, memberId), spendablePoints(db, memberId, now), levelNames(db, merchantCode)]);
  return rows.map((item) => {
    const limitLeft = item.perMemberLimit === null ? null : Math.max(0, item.perMemberLimit - (countOf.get(item.id) ?? 0));
    const refusal =
      item.minLevelRank !== null && rank < item.minLevelRank
        ? ErrorCode.mallLevelRequired
        : item.stock !== null && item.stock <= 0
          ? ErrorCode.mallOutOfStock
          : limitLeft === 0
            ? ErrorCode.mallLimitReached
            : points < item.pricePoints
              ? ErrorCode.pointsInsufficient
              : null;
    const levelName = item.minLevelRank === null ? null : names.get(item.minLevelRank);
    return {
      id: item.id,
      kind: item.kind,
      title: textIn(item.title, language),
      description: textIn(item.description, language),
      imageUrl: item.imageUrl,
      pricePoints: Number(item.pricePoints),
      stockLeft: item.stock,
      yourLimitLeft: limitLeft,
      minLevelRank: item.minLevelRank,
      minLevelName: levelName ? textIn(levelName, language) : null,
      bonusAmount: num(item.bonusAmount),
      wageringMultiplierPercent: item.kind === 'bonus' ? item.wageringMultiplierPercent : null,
      lotteryGameCode: item.lotteryGameCode,
      ticketStake: num(item.ticketStake),
      endsAt: item.endsAt?.getTime() ?? null,
      redeemable: refusal === null,
      refusal,
    };
  });
}
