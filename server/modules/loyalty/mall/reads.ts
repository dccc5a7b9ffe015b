/**
 * What the mall reads of the loyalty module's other parts (same module, so by table name rather
 * than through their code, which other helpers are still writing): the member's level rank, the
 * points they can spend now, the merchant's points lifetime and the names of its levels. None of
 * these decides money: the redeeming transaction's conditional UPDATEs and spendPoints do.
 */
import { sql } from 'drizzle-orm';
import type { LocalizedText } from '@common/contract/announcements';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';

/** The highest level the member reached (0: none yet; levels never go down). */
export async function levelRankOf(db: Database, memberId: number): Promise<number> {
  const [row] = await rowsOf<{ rank: number }>(db, sql`select level_rank as rank from loyalty_members where member_id = ${memberId}`);
  return row ? Number(row.rank) : 0;
}

/** Points the member can spend at `now`: the unexpired lots' remaining (an expired lot the job has not collected yet does not count). */
export async function spendablePoints(db: Database, memberId: number, now: Date): Promise<bigint> {
  const [row] = await rowsOf<{ points: string | null }>(
    db,
    sql`select coalesce(sum(remaining), 0)::text as points from points_lots where member_id = ${memberId} and remaining > 0 and expires_at > ${now}`,
  );
  return BigInt(row?.points ?? '0');
}

/** The merchant's level names by rank. */
export async function levelNames(db: Database, merchantCode: string): Promise<Map<number, LocalizedText>> {
  const rows = await rowsOf<{ rank: number; name: LocalizedText }>(db, sql`select rank, name from loyalty_levels where merchant_code = ${merchantCode}`);
  return new Map(rows.map((r) => [Number(r.rank), r.name]));
}
