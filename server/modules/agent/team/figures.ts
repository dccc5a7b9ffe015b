/**
 * A set of members' figures over a period (docs/agents.md "Figures"), summed from their hourly
 * buckets in agent_figures in one statement: turnover, NGR, deposits, depositors, active players
 * and members registered in the period.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TeamFigures } from '@common/contract/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { safeNumber } from '../../../http/console';
import type { Period } from '../figures';

/** `membersSql`: a `(select member_id …)` of the set (teamMembersSql, or one member). */
export async function figuresOf(db: Database, membersSql: SQL, period: Period): Promise<TeamFigures> {
  const from = period.start.toISOString();
  const to = period.end.toISOString();
  const [row] = await rowsOf<{ turnover: string; ngr: string; deposits: string; depositors: number; active: number; new_members: number }>(
    db,
    sql`with per as (
          select member_id, sum(stakes - refunds) as turnover, sum(stakes - refunds - payouts - bonuses) as ngr, sum(deposits) as deposits, sum(deposit_count) as deposit_count
          from agent_figures where member_id in ${membersSql} and hour >= ${from}::timestamptz and hour < ${to}::timestamptz
          group by member_id)
        select coalesce(sum(turnover), 0)::text as turnover, coalesce(sum(ngr), 0)::text as ngr, coalesce(sum(deposits), 0)::text as deposits,
          (count(*) filter (where deposit_count > 0))::int as depositors, (count(*) filter (where turnover > 0))::int as active,
          (select count(*)::int from members m where m.id in ${membersSql} and m.created_at >= ${from}::timestamptz and m.created_at < ${to}::timestamptz) as new_members
        from per`,
  );
  return {
    periodStart: period.start.getTime(),
    periodEnd: period.end.getTime(),
    newMembers: Number(row!.new_members),
    activePlayers: Number(row!.active),
    depositors: Number(row!.depositors),
    deposits: safeNumber(row!.deposits),
    turnover: safeNumber(row!.turnover),
    ngr: safeNumber(row!.ngr),
  };
}

/** `(select member_id …)` of one member. */
export const oneMemberSql = (memberId: number): SQL => sql`(select ${memberId}::bigint as member_id)`;
