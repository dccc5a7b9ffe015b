/** An agent in the console (ConsoleAgentDetail): its uplines, every contract, this month's whole-team figures and what it was paid. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ConsoleAgentDetail } from '@common/contract/consoleAgents';
import type { Database } from '../../../db/connection';
import { safeNumber } from '../../../http/console';
import { usernamesOf } from '../../member';
import { contractValue } from '../contracts';
import { periodOf } from '../figures';
import { teamMembersSql, uplinesOf } from '../hierarchy';
import { agentContracts, agentStatements } from '../tables';
import { figuresOf } from '../team';
import { consoleAgent } from './agents';

/** The detail of an agent of the merchant (null merchant: any), or null. */
export async function agentDetail(db: Database, merchantCode: string | null, agentId: number, now: number): Promise<ConsoleAgentDetail | null> {
  const agent = await consoleAgent(db, merchantCode, agentId, now);
  if (!agent) return null;
  const uplines = (await uplinesOf(db, agentId)).reverse();
  const contracts = await db.select().from(agentContracts).where(eq(agentContracts.agentId, agentId)).orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id));
  const names = await usernamesOf(db, uplines.map((u) => u.memberId));
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${agentStatements.paid}), 0)::text` })
    .from(agentStatements)
    .where(and(eq(agentStatements.agentId, agentId), eq(agentStatements.state, 'paid')));
  return {
    agent,
    uplines: uplines.map((u) => ({ memberId: u.memberId, username: names.get(u.memberId) ?? '' })),
    // Operators see who offered in full: 'merchant' or the upline's username (stored with the offer).
    contracts: contracts.map((c) => contractValue(c, c.offeredById === null ? 'merchant' : c.offeredByName)),
    figures: await figuresOf(db, teamMembersSql(agentId, 'team'), periodOf('month', now)),
    paidTotal: safeNumber(paid?.sum ?? '0'),
  };
}
