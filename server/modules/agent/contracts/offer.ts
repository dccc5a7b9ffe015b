/**
 * Offering a contract (docs/agents.md "Contracts"): the upline agent to one of its direct
 * sub-agents, or the merchant to a top-level agent. A sub-agent's terms are never better than its
 * upline's. A new offer replaces (withdraws) the waiting offer of the same kind in the same
 * transaction; the agents' profile locks (and the agent_contracts_one_offer index behind them)
 * keep two offers from both waiting. Audited.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { memberSubject } from '../../member';
import { checkAgainstUpline, lockAgents } from './guards';
import { agentContracts, type AgentContractRow } from './tables';
import { checkTerms, type ContractTerms } from './validate';

/** Who offers: the upline agent (its member id and username) or the merchant (id null, the operator's username). */
export interface Offerer {
  id: number | null;
  name: string;
}

/**
 * Offers `terms` to agent `agentId`: agent.invalid for bad terms; agent.member.not.in.team when the
 * agent is not the offerer's direct sub-agent (for the merchant: not a top-level agent); for a
 * sub-agent, the upline's own contract checks (checkAgainstUpline). Nothing changes on a refusal.
 */
export async function offerContract(db: Database, agentId: number, offerer: Offerer, terms: ContractTerms, who: Actor, now: number): Promise<AgentContractRow> {
  checkTerms(terms);
  const at = new Date(now);
  return db.transaction(async (tx) => {
    const locked = await lockAgents(tx, offerer.id === null ? [agentId] : [offerer.id, agentId]);
    const target = locked.find((p) => p.memberId === agentId);
    if (!target || target.uplineId !== offerer.id) throw new AppError(ErrorCode.agentMemberNotInTeam);
    if (offerer.id !== null) await checkAgainstUpline(tx, offerer.id, terms, at);
    const c = agentContracts;
    const replaced = await tx
      .update(c)
      .set({ state: 'withdrawn' })
      .where(and(eq(c.agentId, agentId), eq(c.kind, terms.kind), eq(c.state, 'offered')))
      .returning({ id: c.id });
    const [row] = await tx
      .insert(c)
      .values({ merchantCode: target.merchantCode, agentId, kind: terms.kind, cycle: terms.cycle, tiers: terms.tiers.map(({ minActivePlayers, minTurnover, value }) => ({ minActivePlayers, minTurnover, value })), state: 'offered', offeredById: offerer.id, offeredByName: offerer.name, offeredAt: at })
      .returning();
    await recordAudit(tx, who, {
      action: 'agent.contract.offered',
      subject: memberSubject(agentId),
      merchantCode: target.merchantCode,
      detail: { contractId: row!.id, kind: terms.kind, cycle: terms.cycle, tiers: terms.tiers, replaced: replaced[0]?.id ?? null },
    });
    return row!;
  });
}
