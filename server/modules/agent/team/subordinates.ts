/**
 * §7 subordinates: the caller's direct members (A), sub-agents included, newest first. Usernames
 * are shown in full: they are the agent's own direct members, whom it brought (docs/agents.md).
 * Each shows the rate the caller set (a sub-agent's: its own rate), and this month's turnover and
 * deposits — of the member, or for a sub-agent of its whole team — with a sub-agent's contract
 * states and team size.
 */
import { sql } from 'drizzle-orm';
import type { SubordinateValue } from '@common/contract/agents';
import type { Page } from '@common/contract/consolePlayers';
import { AGENT_PAGE_SIZE, CONTRACT_KINDS, type ContractKind } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { rowsOf } from '../../../db/rows';
import { pageWindow } from '../../../http/console';
import { contractInForce, waitingOffer } from '../contracts';
import { periodOf } from '../figures';
import { teamMembersSql } from '../hierarchy';
import { figuresOf, oneMemberSql } from './figures';

/** An agent's contracts by kind: signed while one is in force, else offered while an offer waits. */
export async function contractStates(db: Database, agentId: number, now: number): Promise<Partial<Record<ContractKind, 'offered' | 'signed'>>> {
  const states: Partial<Record<ContractKind, 'offered' | 'signed'>> = {};
  for (const kind of CONTRACT_KINDS) {
    if (await contractInForce(db, agentId, kind, new Date(now))) states[kind] = 'signed';
    else if (await waitingOffer(db, agentId, kind)) states[kind] = 'offered';
  }
  return states;
}

/** Members in the agent's whole team (B). */
export async function teamSize(db: Database, agentId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${teamMembersSql(agentId, 'team')} t`);
  return Number(row?.n ?? 0);
}

/** Escapes LIKE's wildcards so a search matches its text literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function subordinates(db: Database, agentId: number, query: { page?: number; search?: string }, now: number): Promise<Page<SubordinateValue>> {
  const window = pageWindow(query.page, AGENT_PAGE_SIZE);
  const search = query.search?.trim().toLowerCase();
  const where = sql`m.id in ${teamMembersSql(agentId, 'direct')} ${search ? sql`and m.username like ${likePattern(search)}` : sql``}`;
  const rows = await rowsOf<{ id: string; username: string; created_at: string | Date; agent_rate: number | null; member_rate: number | null }>(
    db,
    sql`select m.id::text, m.username, m.created_at, p.rebate_bp as agent_rate, r.rebate_bp as member_rate
        from members m
        left join agent_profiles p on p.member_id = m.id
        left join agent_member_rebates r on r.member_id = m.id and r.agent_id = ${agentId}
        where ${where}
        order by m.created_at desc, m.id desc limit ${window.limit} offset ${window.offset}`,
  );
  const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from members m where ${where}`);
  const month = periodOf('month', now);
  const items = await Promise.all(
    rows.map(async (r): Promise<SubordinateValue> => {
      const id = Number(r.id);
      const agent = r.agent_rate !== null;
      const figures = await figuresOf(db, agent ? teamMembersSql(id, 'team') : oneMemberSql(id), month);
      return {
        memberId: id,
        username: r.username,
        agent,
        registeredAt: new Date(r.created_at).getTime(),
        rebateBp: agent ? Number(r.agent_rate) : r.member_rate === null ? null : Number(r.member_rate),
        contracts: agent ? await contractStates(db, id, now) : {},
        teamMembers: agent ? await teamSize(db, id) : 0,
        turnover: figures.turnover,
        deposits: figures.deposits,
      };
    }),
  );
  return { items, page: window.page, pageSize: window.limit, total: Number(total?.n ?? 0) };
}
