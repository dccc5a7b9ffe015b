/** Reading statements: the wire forms, an agent's own pages, the console's filtered pages, its carry and what it was paid. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Page, StatementValue } from '@common/contract/agents';
import type { ConsoleStatement } from '@common/contract/consoleAgents';
import { AGENT_PAGE_SIZE, type ContractKind, type StatementState } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { pageWindow } from '../../../http/console';
import { members } from '../../member/tables';
import { agentStatements, type AgentStatementRow } from './tables';

/** The wire form of a statement. */
export const statementValue = (row: AgentStatementRow): StatementValue => ({
  id: row.id,
  kind: row.kind,
  cycle: row.cycle,
  periodStart: row.periodStart.getTime(),
  periodEnd: row.periodEnd.getTime(),
  figures: row.figures,
  tier: row.tier,
  gross: Number(row.gross),
  subAgents: Number(row.subAgents),
  carryIn: Number(row.carryIn),
  net: Number(row.net),
  paid: Number(row.paid),
  carryOut: Number(row.carryOut),
  state: row.state,
  reason: row.reason,
  lines: row.lines,
  settledAt: row.settledAt.getTime(),
});

/** The agent's statements (of one kind, or all), newest period first. */
export async function agentStatementsPage(db: Database, agentId: number, kind: ContractKind | undefined, page: number | undefined): Promise<Page<StatementValue>> {
  const s = agentStatements;
  const where = and(eq(s.agentId, agentId), kind ? eq(s.kind, kind) : undefined);
  const window = pageWindow(page, AGENT_PAGE_SIZE);
  const rows = await db.select().from(s).where(where).orderBy(desc(s.periodStart), desc(s.id)).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ n: count() }).from(s).where(where);
  return { items: rows.map(statementValue), page: window.page, pageSize: window.limit, total: total?.n ?? 0 };
}

export interface StatementFilter {
  /** null: every merchant (a platform-wide operator who named none). */
  merchantCode: string | null;
  agentId?: number;
  kind?: ContractKind;
  state?: StatementState;
  page?: number;
}

/** Statements for the console, newest period first, with the agent's username. */
export async function consoleStatementsPage(db: Database, filter: StatementFilter): Promise<Page<ConsoleStatement>> {
  const s = agentStatements;
  const where: SQL[] = [];
  if (filter.merchantCode !== null) where.push(eq(s.merchantCode, filter.merchantCode));
  if (filter.agentId !== undefined) where.push(eq(s.agentId, filter.agentId));
  if (filter.kind) where.push(eq(s.kind, filter.kind));
  if (filter.state) where.push(eq(s.state, filter.state));
  const window = pageWindow(filter.page);
  const rows = await db
    .select({ statement: s, username: members.username })
    .from(s)
    .innerJoin(members, eq(members.id, s.agentId))
    .where(and(...where))
    .orderBy(desc(s.periodStart), desc(s.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(s).where(and(...where));
  return {
    items: rows.map(({ statement, username }) => ({ ...statementValue(statement), agentId: statement.agentId, username, approvedBy: statement.state === 'paid' ? statement.decidedBy : null })),
    page: window.page,
    pageSize: window.limit,
    total: total?.n ?? 0,
  };
}

/** The carry the agent's next statement of the kind starts from: its latest statement's carry-out (0 when none). */
export async function carryOf(db: Database, agentId: number, kind: ContractKind): Promise<bigint> {
  const s = agentStatements;
  const [row] = await db.select({ carryOut: s.carryOut }).from(s).where(and(eq(s.agentId, agentId), eq(s.kind, kind))).orderBy(desc(s.periodStart)).limit(1);
  return row?.carryOut ?? 0n;
}

/** What the agent has been paid, all time (paid statements). */
export async function earnedOf(db: Database, agentId: number): Promise<bigint> {
  const s = agentStatements;
  const [row] = await db.select({ sum: sql<string>`coalesce(sum(${s.paid}), 0)::text` }).from(s).where(and(eq(s.agentId, agentId), eq(s.state, 'paid')));
  return BigInt(row?.sum ?? 0);
}
