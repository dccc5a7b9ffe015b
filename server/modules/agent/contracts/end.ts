/**
 * Withdrawing an offer or ending a contract (docs/agents.md "Contracts"), by whoever offered it
 * (the upline agent, or the merchant): a waiting offer becomes withdrawn at once; a signed contract
 * ends at the next period's start of its cycle (a period that has begun is never cut short; one
 * still waiting for its first period ends before it begins). The contract's row lock makes a
 * signing at the same moment either come first (the contract then ends) or find the offer withdrawn.
 * Audited.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { memberSubject } from '../../member';
import { periodOf } from '../figures';
import { agentContracts, type AgentContractRow } from './tables';

const c = agentContracts;

/** Which contracts the caller may end: those it offered (upline: its member id; merchant: null) to `agentId` (the console names it), in its merchant. */
export interface EndScope {
  offeredById: number | null;
  merchantCode: string;
  agentId?: number;
}

/** Withdraws or ends contract `contractId`: agent.contract.not.found outside `scope`, agent.contract.state.invalid (params.state) when already withdrawn or ended. */
export async function endContract(db: Database, contractId: number, scope: EndScope, who: Actor, now: number): Promise<AgentContractRow> {
  const mine: SQL[] = [eq(c.id, contractId), eq(c.merchantCode, scope.merchantCode), scope.offeredById === null ? isNull(c.offeredById) : eq(c.offeredById, scope.offeredById)];
  if (scope.agentId !== undefined) mine.push(eq(c.agentId, scope.agentId));
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(c).where(and(...mine)).for('update');
    if (!row) throw new AppError(ErrorCode.agentContractNotFound);
    let changed: AgentContractRow;
    if (row.state === 'offered') {
      [changed] = (await tx.update(c).set({ state: 'withdrawn' }).where(eq(c.id, contractId)).returning()) as [AgentContractRow];
    } else if (row.state === 'signed') {
      const next = periodOf(row.cycle, now).end.getTime();
      const endsAt = new Date(Math.max(next, row.effectiveFrom!.getTime()));
      [changed] = (await tx.update(c).set({ state: 'ended', endsAt }).where(eq(c.id, contractId)).returning()) as [AgentContractRow];
    } else {
      throw new AppError(ErrorCode.agentContractStateInvalid, { params: { state: row.state } });
    }
    await recordAudit(tx, who, {
      action: row.state === 'offered' ? 'agent.contract.withdrawn' : 'agent.contract.ended',
      subject: memberSubject(row.agentId),
      merchantCode: row.merchantCode,
      detail: { contractId, kind: row.kind, endsAt: changed.endsAt?.toISOString() ?? null },
    });
    return changed;
  });
}
