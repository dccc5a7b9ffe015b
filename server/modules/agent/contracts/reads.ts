/** Reading contracts: the one in force for an agent, kind and instant, the waiting offer, and the wire form. */
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { ContractValue } from '@common/contract/agents';
import { CONTRACT_REQUEST, type ContractKind } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { agentContracts, type AgentContractRow } from './tables';

/** The signed contract of `kind` that applies at `at` (effective_from ≤ at < ends_at), or null. */
export async function contractInForce(db: Database, agentId: number, kind: ContractKind, at: Date): Promise<AgentContractRow | null> {
  const c = agentContracts;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.agentId, agentId), eq(c.kind, kind), or(eq(c.state, 'signed'), eq(c.state, 'ended')), lte(c.effectiveFrom, at), or(isNull(c.endsAt), gt(c.endsAt, at))))
    .orderBy(desc(c.effectiveFrom))
    .limit(1);
  return row ?? null;
}

/** The offer of `kind` waiting for the agent's signature, or null. */
export async function waitingOffer(db: Database, agentId: number, kind: ContractKind): Promise<AgentContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind), eq(agentContracts.state, 'offered')))
    .limit(1);
  return row ?? null;
}

/** The wire form; `offeredBy` is 'merchant' or the name the caller may see (masked for anyone but the upline itself). */
export function contractValue(row: AgentContractRow, offeredBy: string): ContractValue {
  return {
    id: row.id,
    kind: row.kind,
    request: CONTRACT_REQUEST[row.kind],
    cycle: row.cycle,
    tiers: row.tiers,
    state: row.state,
    offeredBy,
    offeredAt: row.offeredAt.getTime(),
    signedAt: row.signedAt?.getTime() ?? null,
    effectiveFrom: row.effectiveFrom?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
  };
}
