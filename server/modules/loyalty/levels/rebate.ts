/**
 * The level rebate rate (docs/loyalty.md "Level rebate"): a rebate promotion pays each member the
 * higher of its own rate and the rate of the member's level. The promotions engine asks through
 * its hook (app.promotionHooks.rebateSources, which the loyalty plugin adds to), so promotions never
 * imports loyalty. The level counted is the highest the member had reached before `at` (the
 * period's end, or now for the running estimate), at the ladder's current rate.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/connection';

/** Members' level rebate rates (basis points) of the merchant before `at`; members without a level are absent. */
export async function levelRebateSource(db: Database, merchantCode: string, memberIds: readonly number[], at: Date): Promise<ReadonlyMap<number, number>> {
  if (memberIds.length === 0) return new Map();
  const ids = sql.join([...new Set(memberIds)].map((id) => sql`${id}::bigint`), sql`, `);
  const result = (await db.execute(sql`
    select distinct on (ml.member_id) ml.member_id::text as member_id, l.rebate_bp
    from member_levels ml
    join loyalty_levels l on l.merchant_code = ml.merchant_code and l.rank = ml.rank
    where ml.merchant_code = ${merchantCode} and ml.member_id in (${ids}) and ml.reached_at < ${at.toISOString()}::timestamptz
    order by ml.member_id, ml.rank desc`)) as unknown as { rows: { member_id: string; rebate_bp: number }[] };
  return new Map(result.rows.filter((r) => Number(r.rebate_bp) > 0).map((r) => [Number(r.member_id), Number(r.rebate_bp)]));
}
