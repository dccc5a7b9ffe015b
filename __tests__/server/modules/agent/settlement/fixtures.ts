/** Settlement set-ups: signed contracts and hourly figures written straight into their tables, and what the ledger paid. */
import { and, eq, sql } from 'drizzle-orm';
import type { ContractTier } from '@common/contract/agents';
import type { ContractCycle, ContractKind } from '@common/rules/agents';
import type { Database } from '../../../../../server/db/connection';
import { agentContracts, agentFigures, agentStatements, type AgentContractRow, type AgentStatementRow } from '../../../../../server/modules/agent/tables';
import { rowsOf } from '../../../../../server/db/rows';

export const M = 'MLOBBY';

/** A contract signed by the agent in force from `from` (until `until`: then recorded as ended there). */
export async function signed(db: Database, agentId: number, kind: ContractKind, cycle: ContractCycle, tiers: ContractTier[], from: string, until: string | null): Promise<AgentContractRow> {
  const effectiveFrom = new Date(from);
  const [row] = await db
    .insert(agentContracts)
    .values({ merchantCode: M, agentId, kind, cycle, tiers, state: until ? 'ended' : 'signed', offeredById: null, offeredByName: 'test', offeredAt: effectiveFrom, signedAt: effectiveFrom, effectiveFrom, endsAt: until ? new Date(until) : null })
    .returning();
  return row!;
}

/** A member's hourly bucket written as the figures consumer would. */
export async function bucket(db: Database, memberId: number, hour: string, f: { stakes?: bigint; payouts?: bigint; refunds?: bigint; bonuses?: bigint; deposits?: bigint; depositCount?: number }): Promise<void> {
  await db.insert(agentFigures).values({ memberId, hour: new Date(hour), merchantCode: M, ...f });
}

/** The agent's statements of a kind, oldest period first. */
export function statementsOf(db: Database, agentId: number, kind: ContractKind): Promise<AgentStatementRow[]> {
  return db.select().from(agentStatements).where(and(eq(agentStatements.agentId, agentId), eq(agentStatements.kind, kind))).orderBy(agentStatements.periodStart);
}

/** The commission postings of the agent's statements: how many and their sum. */
export async function commissionsTo(db: Database, agentId: number): Promise<{ n: number; sum: bigint }> {
  const [row] = await rowsOf<{ n: number; sum: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(e.amount), 0)::text as sum from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
      where t.kind = 'agent_commission' and a.owner_kind = 'member' and a.owner_id = ${agentId}`,
  );
  return { n: row!.n, sum: BigInt(row!.sum) };
}
