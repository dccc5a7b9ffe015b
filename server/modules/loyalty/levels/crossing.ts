/**
 * Level crossing (docs/loyalty.md "Levels"), in the points consumer's batch transaction: every
 * level of the member's merchant whose threshold the new cumulative turnover reaches and whose rank
 * is above the member's is recorded once (member_levels' key (member, rank): on conflict nothing),
 * with the level's reward as it is now — to claim within LEVEL_REWARD_CLAIM_DAYS, or 'none' when
 * the level has no reward. One statement for the whole batch.
 */
import { sql } from 'drizzle-orm';
import { LEVEL_REWARD_CLAIM_DAYS } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';

/** A member whose turnover the batch changed. */
export interface TurnoverReached {
  memberId: number;
  merchantCode: string;
  /** Cumulative turnover after the batch, minor units. */
  turnover: bigint;
  /** The highest level reached before it. */
  levelRank: number;
  /** When (the member's last posting in the batch): reachedAt, and the claim window's start. */
  at: Date;
}

/** Records the levels the members reached; the highest new rank per member who reached one. */
export async function crossLevels(tx: Database, members: readonly TurnoverReached[]): Promise<Map<number, number>> {
  if (members.length === 0) return new Map();
  const values = sql.join(
    members.map((m) => sql`(${m.memberId}::bigint, ${m.merchantCode}::text, ${m.turnover.toString()}::bigint, ${m.levelRank}::int, ${m.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const inserted = (await tx.execute(sql`
    insert into member_levels (member_id, rank, merchant_code, reached_at, reward, reward_state, claim_by)
    select v.member_id, l.rank, l.merchant_code, v.at, l.reward,
      case when l.reward is null or jsonb_typeof(l.reward) = 'null' then 'none' else 'claim' end,
      case when l.reward is null or jsonb_typeof(l.reward) = 'null' then null else v.at + make_interval(days => ${LEVEL_REWARD_CLAIM_DAYS}) end
    from (values ${values}) as v(member_id, merchant_code, turnover, level_rank, at)
    join loyalty_levels l on l.merchant_code = v.merchant_code and l.threshold <= v.turnover and l.rank > v.level_rank
    for share of l
    on conflict do nothing
    returning member_id::text, rank`)) as unknown as { rows: { member_id: string; rank: number }[] };
  const highest = new Map<number, number>();
  for (const row of inserted.rows) {
    const id = Number(row.member_id);
    highest.set(id, Math.max(highest.get(id) ?? 0, Number(row.rank)));
  }
  return highest;
}
