/**
 * The console's agents report (ConsoleAgentPath.report): per agent of the merchant, over [from, to),
 * its whole team's (B) players registered, depositors, deposits, turnover and NGR, and the
 * commission of statements whose period starts in the range, paid and pending; and the totals.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AgentsReport, AgentsReportRow } from '@common/contract/consoleAgents';
import type { Database } from '../../../db/connection';
import { members } from '../../member/tables';
import { teamFigureSums } from '../figures';
import { agentProfiles } from '../tables';
import { agentStatements } from './tables';

type Totals = AgentsReport['totals'];

export async function agentsReport(db: Database, merchantCode: string, from: number, to: number): Promise<AgentsReport> {
  const period = { start: new Date(from), end: new Date(to) };
  const agents = await db
    .select({ agentId: agentProfiles.memberId, username: members.username, depth: agentProfiles.depth })
    .from(agentProfiles)
    .innerJoin(members, eq(members.id, agentProfiles.memberId))
    .where(eq(agentProfiles.merchantCode, merchantCode))
    .orderBy(asc(agentProfiles.depth), asc(members.username));
  const s = agentStatements;
  const commissions = await db
    .select({
      agentId: s.agentId,
      paid: sql<string>`coalesce(sum(${s.paid}) filter (where ${s.state} = 'paid'), 0)::text`,
      pending: sql<string>`coalesce(sum(${s.paid}) filter (where ${s.state} = 'pending'), 0)::text`,
    })
    .from(s)
    .where(and(eq(s.merchantCode, merchantCode), gte(s.periodStart, period.start), lt(s.periodStart, period.end)))
    .groupBy(s.agentId);
  const byAgent = new Map(commissions.map((c) => [c.agentId, c]));
  const rows: AgentsReportRow[] = [];
  for (const agent of agents) {
    const figures = await teamFigureSums(db, agent.agentId, 'team', period);
    const commission = byAgent.get(agent.agentId);
    rows.push({
      ...agent,
      playersBrought: figures.newMembers,
      depositors: figures.depositors,
      deposits: Number(figures.deposits),
      turnover: Number(figures.turnover),
      ngr: Number(figures.ngr),
      commissionPaid: Number(commission?.paid ?? 0),
      commissionPending: Number(commission?.pending ?? 0),
    });
  }
  // Totals count the top-level agents' teams (every lower agent's team is inside one) and every agent's commission.
  const top = rows.filter((r) => r.depth === 1);
  const sum = (list: AgentsReportRow[], key: keyof Totals) => list.reduce((n, r) => n + r[key], 0);
  const totals: Totals = {
    playersBrought: sum(top, 'playersBrought'),
    depositors: sum(top, 'depositors'),
    deposits: sum(top, 'deposits'),
    turnover: sum(top, 'turnover'),
    ngr: sum(top, 'ngr'),
    commissionPaid: sum(rows, 'commissionPaid'),
    commissionPending: sum(rows, 'commissionPending'),
  };
  return { from, to, rows, totals };
}
