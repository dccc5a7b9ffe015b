/**
 * Who is in an agent's team (docs/agents.md "The hierarchy"): direct members (A) registered with
 * one of the agent's codes, and the whole team (B) — A plus the whole teams of its sub-agents,
 * down the agent_profiles upline tree. SQL fragments, so callers join or filter on them in one
 * statement instead of loading member ids into JavaScript.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TeamScope } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';

/** `select id from ...`: the agent itself and every sub-agent below it, at any depth. */
export function agentTreeSql(agentId: number): SQL {
  return sql`(with recursive tree(id) as (
      select ${agentId}::bigint
      union all
      select p.member_id from agent_profiles p join tree on p.upline_id = tree.id
    ) select id from tree)`;
}

/** `select member_id from ...`: the members of the agent's direct members (A) or whole team (B). */
export function teamMembersSql(agentId: number, scope: TeamScope): SQL {
  const owners = scope === 'direct' ? sql`(select ${agentId}::bigint)` : agentTreeSql(agentId);
  return sql`(select m.id as member_id from members m
      join affiliate_codes c on c.code = m.referrer_code and c.merchant_code = m.merchant_code
      where c.agent_member_id in ${owners})`;
}

/** True when `memberId` is in the agent's team of `scope` (never the agent itself). */
export async function inTeam(db: Database, agentId: number, memberId: number, scope: TeamScope): Promise<boolean> {
  const rows = await rowsOf<{ hit: number }>(db, sql`select 1 as hit where ${memberId}::bigint in ${teamMembersSql(agentId, scope)} and ${memberId}::bigint <> ${agentId}::bigint`);
  return rows.length > 0;
}

/** The agent that owns the code a member registered with (its direct agent), or null. */
export async function directAgentOf(db: Database, memberId: number): Promise<number | null> {
  const rows = await rowsOf<{ agent: string }>(db, sql`select c.agent_member_id::text as agent from members m
      join affiliate_codes c on c.code = m.referrer_code and c.merchant_code = m.merchant_code
      join agent_profiles p on p.member_id = c.agent_member_id
      where m.id = ${memberId}`);
  return rows[0] ? Number(rows[0].agent) : null;
}
