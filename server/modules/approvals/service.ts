/**
 * Maker-checker: propose, then a different operator approves (applying it) or rejects it, each
 * audited with its reason. The decision locks the request's row, so two approvers at once apply
 * it once; applying runs in a savepoint of the decision's transaction, so a refusal (a balance too
 * small to take money back) marks the request failed and changes nothing else.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ApprovalStatus, ApprovalValue } from '@common/contract/approvals';
import { ErrorCode } from '@common/contract/envelope';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { actingMerchant } from '../../plugins/operator-auth';
import { recordAudit } from '../audit';
import { operatorActor, operatorNames } from '../operator';
import type { ApprovalKindDef } from './kinds';
import { approvalRequests, type ApprovalRow } from './tables';

/** The operator acting, as the console scope identified them. */
export interface Decider {
  id: number;
  merchantCode: string | null;
  ip: string;
}

const QUEUE_PAGE = 100;

const subjectOf = (id: number) => `approval:${id}`;

/** Records a proposal; nothing happens to money until another operator approves it. */
export async function propose(deps: Pick<Deps, 'db' | 'now'>, kind: ApprovalKindDef, operator: Decider, body: Record<string, unknown> & { merchantCode?: string; reason: string }): Promise<ApprovalRow> {
  const merchantCode = actingMerchant(operator, body.merchantCode);
  const payload = await kind.prepare(deps, merchantCode, body);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(approvalRequests)
      .values({ kind: kind.id, merchantCode, payload, reason: body.reason, proposedBy: operator.id, proposedAt: new Date(deps.now()) })
      .returning();
    await recordAudit(tx, operatorActor(operator.id, operator.ip), { action: 'approval.proposed', subject: subjectOf(row!.id), merchantCode, detail: { kind: kind.id, merchantCode, payload, reason: body.reason } });
    return row!;
  });
}

/** Approves (and applies) or rejects a pending request of `kind`, as an operator other than its proposer. */
export async function decide(deps: Pick<Deps, 'db' | 'now'>, kind: ApprovalKindDef, id: number, operator: Decider, approve: boolean, reason: string): Promise<ApprovalRow> {
  const actor = operatorActor(operator.id, operator.ip);
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvalRequests).where(and(eq(approvalRequests.id, id), eq(approvalRequests.kind, kind.id))).for('update');
    if (!row || (operator.merchantCode !== null && row.merchantCode !== operator.merchantCode)) throw new AppError(ErrorCode.notFound, { status: 404 });
    if (row.status !== 'pending') throw new AppError(ErrorCode.approvalNotPending, { value: { status: row.status } });
    // The point of maker-checker: the second pair of eyes is never the first.
    if (row.proposedBy === operator.id) throw new AppError(ErrorCode.approvalSelfDecision);
    const decided = { decidedBy: operator.id, decidedAt: new Date(deps.now()), decisionReason: reason };
    const finish = async (status: ApprovalStatus, extra: Partial<ApprovalRow> = {}) => {
      const [updated] = await tx.update(approvalRequests).set({ status, ...decided, ...extra }).where(eq(approvalRequests.id, id)).returning();
      await recordAudit(tx, actor, { action: `approval.${status}`, subject: subjectOf(id), merchantCode: row.merchantCode, detail: { kind: kind.id, reason, ...extra } });
      return updated!;
    };
    if (!approve) return { row: await finish('rejected') };
    try {
      const outcome = await tx.transaction((savepoint) => kind.apply(savepoint, row, actor));
      return { row: await finish('approved', { outcome }) };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { row: await finish('failed', { failureCode: err.code }), error: err };
    }
  });
  if (result.error) throw result.error;
  return result.row;
}

/** The queue of `kind` an operator sees: its merchant's (or every merchant's), newest first. */
export async function queue(db: Database, kind: ApprovalKindDef, operator: Pick<Decider, 'merchantCode'>, status: ApprovalStatus): Promise<ApprovalRow[]> {
  const scope = operator.merchantCode === null ? undefined : eq(approvalRequests.merchantCode, operator.merchantCode);
  return db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.kind, kind.id), eq(approvalRequests.status, status), scope))
    .orderBy(desc(approvalRequests.id))
    .limit(QUEUE_PAGE);
}

/** Requests as the console shows them, with the operators' names. */
export async function toWire(db: Database, rows: readonly ApprovalRow[]): Promise<ApprovalValue[]> {
  const names = await operatorNames(db, rows.flatMap((r) => (r.decidedBy === null ? [r.proposedBy] : [r.proposedBy, r.decidedBy])));
  const name = (id: number) => names.get(id) ?? `operator ${id}`;
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    merchantCode: r.merchantCode,
    status: r.status,
    payload: r.payload,
    reason: r.reason,
    proposedBy: name(r.proposedBy),
    proposedAt: r.proposedAt.getTime(),
    decidedBy: r.decidedBy === null ? null : name(r.decidedBy),
    decidedAt: r.decidedAt?.getTime() ?? null,
    decisionReason: r.decisionReason,
    outcome: r.outcome,
    failureCode: r.failureCode,
  }));
}
