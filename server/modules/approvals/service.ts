/**
 * Maker-checker: propose, then a different operator approves (applying it) or rejects it, each
 * audited with its reason. Deciding goes through the review queue (review-source.ts), which locks
 * the request's row and refuses the proposer, so two approvers at once apply it once; applying
 * runs in a savepoint of the decision's transaction, so a refusal (a balance too small to take
 * money back) marks the request failed and changes nothing else.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ApprovalStatus, ApprovalValue } from '@common/contract/approvals';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { actingMerchant } from '../../plugins/operator-auth';
import { recordAudit } from '../audit';
import { operatorActor, operatorNames } from '../operator';
import type { DecisionResult, Reviewer } from '../review';
import type { ApprovalKindDef } from './kinds';
import { approvalRequests, type ApprovalRow } from './tables';

/** The operator proposing, as the console scope identified them. */
export interface Proposer {
  id: number;
  merchantCode: string | null;
  ip: string;
}

const CLOSED: ApprovalStatus[] = ['approved', 'rejected', 'failed'];

const subjectOf = (id: number) => `approval:${id}`;

/** Records a proposal; nothing happens to money until another operator approves it. */
export async function propose(deps: Pick<Deps, 'db' | 'now'>, kind: ApprovalKindDef, operator: Proposer, body: Record<string, unknown> & { merchantCode?: string; reason: string }): Promise<ApprovalRow> {
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

/** A request of `kind` by id (locked FOR UPDATE when `lock`), or null. */
export async function findRequest(db: Database, kind: ApprovalKindDef, id: number, lock = false): Promise<ApprovalRow | null> {
  const query = db.select().from(approvalRequests).where(and(eq(approvalRequests.id, id), eq(approvalRequests.kind, kind.id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** One page of `kind`'s requests: pending ones oldest first, decided ones newest first. */
export async function listRequests(db: Database, kind: ApprovalKindDef, query: { merchantCode: string | null; open: boolean; limit: number; offset: number }): Promise<{ rows: ApprovalRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(approvalRequests.kind, kind.id),
    query.open ? eq(approvalRequests.status, 'pending') : inArray(approvalRequests.status, CLOSED),
    query.merchantCode === null ? undefined : eq(approvalRequests.merchantCode, query.merchantCode),
  );
  const rows = await db
    .select()
    .from(approvalRequests)
    .where(where)
    .orderBy(query.open ? asc(approvalRequests.id) : desc(approvalRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(approvalRequests).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * Approves (and applies) or rejects a pending request the review queue has locked and checked
 * (open, in scope, not the proposer's own). A refusal from applying marks it failed and is
 * answered once that has committed.
 */
export async function decideLocked(tx: Database, kind: ApprovalKindDef, row: ApprovalRow, operator: Reviewer, approve: boolean, reason: string, now: number): Promise<DecisionResult> {
  const actor = operatorActor(operator.id, operator.ip);
  const decided = { decidedBy: operator.id, decidedAt: new Date(now), decisionReason: reason };
  const finish = async (status: ApprovalStatus, extra: Partial<ApprovalRow> = {}) => {
    await tx
      .update(approvalRequests)
      .set({ status, ...decided, ...extra })
      .where(and(eq(approvalRequests.id, row.id), eq(approvalRequests.status, 'pending')));
    await recordAudit(tx, actor, { action: `approval.${status}`, subject: subjectOf(row.id), merchantCode: row.merchantCode, detail: { kind: kind.id, reason, ...extra } });
  };
  if (!approve) {
    await finish('rejected');
    return {};
  }
  try {
    const outcome = await tx.transaction((savepoint) => kind.apply(savepoint, row, actor));
    await finish('approved', { outcome });
    return {};
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await finish('failed', { failureCode: err.code });
    return { refusal: err };
  }
}

/** Requests as the propose call answers them, with the operators' names. */
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
