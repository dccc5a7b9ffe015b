/**
 * Signing an offer (docs/agents.md "Contracts"): the agent's own waiting offer becomes signed. The
 * first contract of a kind applies from the start of the running period; an amendment (a contract
 * of the kind already applied in the running period, or applies later) from the next period's
 * start, when the previous ones end. The terms are checked again against the upline's (it may have
 * amended meanwhile) and the agent's new terms against its direct sub-agents' contracts (an
 * amendment never leaves a sub-agent better off). One transaction under the profile locks; the
 * conditional UPDATE offered → signed lets one of two concurrent signings win. Audited.
 */
import { and, eq, ne } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { ContractCycle } from '@common/rules/agents';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { memberSubject } from '../../member';
import { periodOf } from '../figures';
import { agentProfileOf } from '../hierarchy';
import { appliesFrom, checkAgainstUpline, checkSubAgentsUnder, contractsFrom, lockAgents } from './guards';
import { agentContracts, type AgentContractRow } from './tables';

const c = agentContracts;

/** The later of the running periods' ends: a boundary of both cycles (month ends are half-month ends), so neither running period is cut short. */
const nextStart = (cycles: ContractCycle[], now: number): Date => new Date(Math.max(...cycles.map((cycle) => periodOf(cycle, now).end.getTime())));

/**
 * Signs contract `contractId` for agent `agentId`: agent.contract.not.found when it is not the
 * agent's, agent.contract.state.invalid (params.state) when it is not waiting, and the upline and
 * sub-agent checks; nothing changes on a refusal.
 */
export async function signContract(db: Database, agentId: number, contractId: number, who: Actor, now: number): Promise<AgentContractRow> {
  return db.transaction(async (tx) => {
    const [mine] = await tx.select({ id: c.id }).from(c).where(and(eq(c.id, contractId), eq(c.agentId, agentId)));
    const profile = mine ? await agentProfileOf(tx, agentId) : null;
    if (!profile) throw new AppError(ErrorCode.agentContractNotFound);
    // An upline is fixed for life, so its id read before the locks stays right.
    await lockAgents(tx, profile.uplineId === null ? [agentId] : [profile.uplineId, agentId]);
    const [offer] = await tx.select().from(c).where(eq(c.id, contractId));
    if (offer!.state !== 'offered') throw new AppError(ErrorCode.agentContractStateInvalid, { params: { state: offer!.state } });
    const at = new Date(now);
    if (offer!.offeredById !== null) await checkAgainstUpline(tx, offer!.offeredById, offer!, at);

    const runningStart = periodOf(offer!.cycle, now).start;
    const earlier = await contractsFrom(tx, agentId, offer!.kind, runningStart);
    const inForce = earlier.filter((row) => row.effectiveFrom!.getTime() <= now && (row.endsAt === null || row.endsAt.getTime() > now));
    const effectiveFrom = earlier.length === 0 ? runningStart : nextStart([offer!.cycle, ...inForce.map((row) => row.cycle)], now);
    await checkSubAgentsUnder(tx, agentId, offer!.kind, offer!.tiers, effectiveFrom, contractId);

    const [signed] = await tx
      .update(c)
      .set({ state: 'signed', signedAt: at, effectiveFrom })
      .where(and(eq(c.id, contractId), eq(c.state, 'offered')))
      .returning();
    if (!signed) throw new AppError(ErrorCode.agentContractStateInvalid, { params: { state: 'signed' } });
    const ended = await tx
      .update(c)
      .set({ state: 'ended', endsAt: effectiveFrom })
      .where(and(eq(c.agentId, agentId), eq(c.kind, offer!.kind), ne(c.id, contractId), appliesFrom(effectiveFrom)))
      .returning({ id: c.id });
    await recordAudit(tx, who, {
      action: 'agent.contract.signed',
      subject: memberSubject(agentId),
      merchantCode: signed.merchantCode,
      detail: { contractId, kind: signed.kind, effectiveFrom: effectiveFrom.toISOString(), ended: ended.map((row) => row.id) },
    });
    return signed;
  });
}
