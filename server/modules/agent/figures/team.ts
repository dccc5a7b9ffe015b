/**
 * A team's figures over a period (docs/agents.md "Figures"): the sums of its members' hourly
 * buckets, in one statement over agent_figures and the team's members. Settlement reads them in
 * bigint; the KPI and contract screens in the wire form.
 */
import { sql } from 'drizzle-orm';
import type { TeamFigures } from '@common/contract/agents';
import type { TeamScope } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { teamMembersSql } from '../hierarchy';
import type { Period } from './periods';

/** A team's figures with amounts in minor units (bigint). */
export interface TeamFigureSums {
  period: Period;
  newMembers: number;
  activePlayers: number;
  depositors: number;
  deposits: bigint;
  /** Stakes − refunds. */
  turnover: bigint;
  /** Stakes − refunds − payouts − bonuses. */
  ngr: bigint;
}

interface SumsRow {
  new_members: number;
  active: number;
  depositors: number;
  deposits: string;
  turnover: string;
  ngr: string;
}

/** The figures of the agent's direct members (A) or whole team (B) over `period` ([start, end)). */
export async function teamFigureSums(db: Database, agentId: number, scope: TeamScope, period: Period): Promise<TeamFigureSums> {
  const start = sql`${period.start.toISOString()}::timestamptz`;
  const end = sql`${period.end.toISOString()}::timestamptz`;
  const [row] = await rowsOf<SumsRow>(
    db,
    sql`with team as ${teamMembersSql(agentId, scope)},
      per_member as (
        select f.member_id, sum(f.stakes - f.refunds) as turnover, sum(f.stakes - f.refunds - f.payouts - f.bonuses) as ngr,
          sum(f.deposits) as deposits, sum(f.deposit_count) as deposit_count
        from agent_figures f
        where f.member_id in (select member_id from team) and f.hour >= ${start} and f.hour < ${end}
        group by f.member_id
      )
      select
        (select count(*)::int from members m where m.id in (select member_id from team) and m.created_at >= ${start} and m.created_at < ${end}) as new_members,
        (count(*) filter (where p.turnover > 0))::int as active,
        (count(*) filter (where p.deposit_count > 0))::int as depositors,
        coalesce(sum(p.deposits), 0)::text as deposits,
        coalesce(sum(p.turnover), 0)::text as turnover,
        coalesce(sum(p.ngr), 0)::text as ngr
      from per_member p`,
  );
  return {
    period,
    newMembers: row!.new_members,
    activePlayers: row!.active,
    depositors: row!.depositors,
    deposits: BigInt(row!.deposits),
    turnover: BigInt(row!.turnover),
    ngr: BigInt(row!.ngr),
  };
}

/** The wire form of a team's figures. */
export const teamFiguresValue = (s: TeamFigureSums): TeamFigures => ({
  periodStart: s.period.start.getTime(),
  periodEnd: s.period.end.getTime(),
  newMembers: s.newMembers,
  activePlayers: s.activePlayers,
  depositors: s.depositors,
  deposits: Number(s.deposits),
  turnover: Number(s.turnover),
  ngr: Number(s.ngr),
});

/** The agent's team figures over `period`, in the wire form (team KPI A/B, the contract screen). */
export async function teamFigures(db: Database, agentId: number, scope: TeamScope, period: Period): Promise<TeamFigures> {
  return teamFiguresValue(await teamFigureSums(db, agentId, scope, period));
}
