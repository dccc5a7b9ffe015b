/**
 * Member rebate rates from other modules (docs/promotions.md "Periodic awards"): a rebate promotion
 * pays each member at the highest of its own rate, the member's loyalty level rate (issue 17) and
 * the rate the member's agent set (issue 18). Those modules import promotions, so promotions asks
 * through the sources their plugins add to app.promotionHooks.rebateSources; without any, or for a
 * cashback, the promotion's rate alone.
 */
import type { Database } from '../../db/connection';

/** Members' rebate rates (basis points) of a merchant as of `at` from one source; a member without one is absent. */
export type RebateSource = (db: Database, merchantCode: string, memberIds: readonly number[], at: Date) => Promise<ReadonlyMap<number, number>>;

/** One source answering the highest rate of all `sources` per member; null when there are none. */
export function highestRebate(sources: readonly RebateSource[]): RebateSource | null {
  if (sources.length === 0) return null;
  return async (db, merchantCode, memberIds, at) => {
    const highest = new Map<number, number>();
    for (const source of sources) {
      for (const [memberId, rate] of await source(db, merchantCode, memberIds, at)) highest.set(memberId, Math.max(rate, highest.get(memberId) ?? 0));
    }
    return highest;
  };
}

/** The rate each of `memberIds` is awarded at: the highest of the promotion's and the sources' rates for the member (rebates only). */
export async function rebateRatesOf(
  db: Database,
  promotion: { type: string; merchantCode: string; rateBp: number },
  memberIds: readonly number[],
  at: Date,
  source: RebateSource | null | undefined,
): Promise<(memberId: number) => number> {
  if (promotion.type !== 'rebate' || !source || memberIds.length === 0) return () => promotion.rateBp;
  const rates = await source(db, promotion.merchantCode, memberIds, at);
  return (memberId) => Math.max(promotion.rateBp, rates.get(memberId) ?? 0);
}
