/**
 * The console's agent list and an agent's wire form (ConsoleAgentPath.agents, ConsoleAgent): the
 * merchant's agents with their upline, depth, own rate, own code, sub-agents, direct and whole-team
 * sizes and contract states. Without an upline filter the list is the top-level agents; a search
 * spans every level (an operator looking for a name does not know its depth).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ConsoleAgent } from '@common/contract/consoleAgents';
import type { Page } from '@common/contract/consolePlayers';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { pageWindow } from '../../../http/console';
import { contractStates, likePattern, teamSize } from '../team';

interface AgentRow {
  member_id: string;
  merchant_code: string;
  username: string;
  depth: number;
  upline_id: string | null;
  upline_username: string | null;
  rebate_bp: number;
  created_at: string | Date;
  code: string | null;
  sub_agents: number;
  direct_members: number;
}

/** One statement for a page of agents: each agent's figures are correlated sub-queries over its own team. */
function agentsSql(where: SQL, tail: SQL): SQL {
  return sql`select p.member_id::text, p.merchant_code, m.username, p.depth, p.upline_id::text, u.username as upline_username, p.rebate_bp, p.created_at,
      (select c.code from affiliate_codes c where c.agent_member_id = p.member_id and c.label is null order by c.active desc, c.created_at, c.code limit 1) as code,
      (select count(*)::int from agent_profiles s where s.upline_id = p.member_id) as sub_agents,
      (select count(*)::int from members dm join affiliate_codes dc on dc.code = dm.referrer_code and dc.merchant_code = dm.merchant_code where dc.agent_member_id = p.member_id) as direct_members
    from agent_profiles p join members m on m.id = p.member_id left join members u on u.id = p.upline_id
    where ${where} ${tail}`;
}

async function wire(db: Database, rows: AgentRow[], now: number): Promise<ConsoleAgent[]> {
  return Promise.all(
    rows.map(async (r): Promise<ConsoleAgent> => {
      const id = Number(r.member_id);
      return {
        memberId: id,
        merchantCode: r.merchant_code,
        username: r.username,
        code: r.code ?? '',
        depth: Number(r.depth),
        uplineId: r.upline_id === null ? null : Number(r.upline_id),
        uplineUsername: r.upline_username,
        rebateBp: Number(r.rebate_bp),
        subAgents: Number(r.sub_agents),
        directMembers: Number(r.direct_members),
        teamMembers: await teamSize(db, id),
        contracts: await contractStates(db, id, now),
        createdAt: new Date(r.created_at).getTime(),
      };
    }),
  );
}

/** One agent of the merchant in wire form, or null (none, or another merchant's). */
export async function consoleAgent(db: Database, merchantCode: string | null, agentId: number, now: number): Promise<ConsoleAgent | null> {
  const scope = merchantCode === null ? sql`` : sql`and p.merchant_code = ${merchantCode}`;
  const rows = await rowsOf<AgentRow>(db, agentsSql(sql`p.member_id = ${agentId} ${scope}`, sql``));
  return rows[0] ? (await wire(db, rows, now))[0]! : null;
}

export interface AgentListQuery {
  search?: string;
  uplineId?: number;
  page?: number;
}

/** The merchant's agents, newest first: an upline's direct sub-agents, the top-level ones, or every level matching a search. */
export async function agentPage(db: Database, merchantCode: string, query: AgentListQuery, now: number): Promise<Page<ConsoleAgent>> {
  const window = pageWindow(query.page);
  const search = query.search?.trim().toLowerCase();
  const level = query.uplineId !== undefined ? sql`and p.upline_id = ${query.uplineId}` : search ? sql`` : sql`and p.upline_id is null`;
  const named = search ? sql`and m.username like ${likePattern(search)}` : sql``;
  const where = sql`p.merchant_code = ${merchantCode} ${level} ${named}`;
  const rows = await rowsOf<AgentRow>(db, agentsSql(where, sql`order by p.created_at desc, p.member_id desc limit ${window.limit} offset ${window.offset}`));
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from agent_profiles p join members m on m.id = p.member_id where ${where}`);
  return { items: await wire(db, rows, now), page: window.page, pageSize: window.limit, total: Number(total?.n ?? 0) };
}
