/**
 * The level rebate (issue 17, docs/promotions.md "Periodic awards"): a rebate promotion pays each
 * member at the higher of its own rate and the rate of the member's loyalty level. Loyalty imports
 * promotions, so promotions asks through a hook the loyalty plugin sets
 * (app.promotionHooks.levelRebate); without it, or for a cashback, the promotion's rate alone.
 */
import type { Database } from '../../db/connection';

/** Members' level rebate rates (basis points) of a merchant as of `at`; a member without one is absent. */
export type LevelRebateSource = (db: Database, merchantCode: string, memberIds: readonly number[], at: Date) => Promise<ReadonlyMap<number, number>>;

/** The rate each of `memberIds` is awarded at: the higher of the promotion's and the member's level rate (rebates only). */
export async function rebateRatesOf(
  db: Database,
  promotion: { type: string; merchantCode: string; rateBp: number },
  memberIds: readonly number[],
  at: Date,
  source: LevelRebateSource | null | undefined,
): Promise<(memberId: number) => number> {
  if (promotion.type !== 'rebate' || !source || memberIds.length === 0) return () => promotion.rateBp;
  const levels = await source(db, promotion.merchantCode, memberIds, at);
  return (memberId) => Math.max(promotion.rateBp, levels.get(memberId) ?? 0);
}
