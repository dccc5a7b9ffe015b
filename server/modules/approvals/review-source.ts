/**
 * A maker-checker kind as a review queue (server/modules/review): its pending requests are the
 * open items, its proposer may not decide them, approving applies the proposal exactly as the
 * kind says and rejecting records the reason. One queue mechanism for the whole console.
 */
import type { ReviewDecision, ReviewField } from '@common/contract/review';
import type { Database } from '../../db/connection';
import { operatorNames } from '../operator';
import type { ReviewItemBase, ReviewSource } from '../review';
import type { ApprovalKindDef } from './kinds';
import { decideLocked, findRequest, listRequests } from './service';
import type { ApprovalRow } from './tables';

/** A request id from the path: the table's ids are integers; anything else names none. */
function requestId(id: string): number | null {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

/** Requests as review items, with the operators' names. */
async function itemsOf(db: Database, kind: ApprovalKindDef, rows: readonly ApprovalRow[]): Promise<ReviewItemBase[]> {
  const names = await operatorNames(db, rows.flatMap((r) => (r.decidedBy === null ? [r.proposedBy] : [r.proposedBy, r.decidedBy])));
  const name = (id: number) => names.get(id) ?? `operator ${id}`;
  return Promise.all(
    rows.map(async (row) => {
      const summary = await kind.describe(db, row);
      const fields: ReviewField[] = [...summary.fields, { labelKey: 'review.field.reason', value: row.reason, type: 'text' }];
      if (row.failureCode) fields.push({ labelKey: 'review.field.failure', value: row.failureCode, type: 'text' });
      const decisions: ReviewDecision[] =
        row.decidedBy === null
          ? []
          : [{ operator: name(row.decidedBy), verdict: row.status === 'rejected' ? 'reject' : 'approve', reason: row.decisionReason ?? '', at: row.decidedAt?.getTime() ?? 0 }];
      const open = row.status === 'pending';
      return {
        kind: kind.id,
        id: String(row.id),
        merchantCode: row.merchantCode,
        status: row.status,
        open,
        player: summary.player,
        amount: summary.amount,
        createdAt: row.proposedAt.getTime(),
        requestedBy: name(row.proposedBy),
        fields,
        decisions,
        approvalsNeeded: open ? 1 : 0,
        // The point of maker-checker: the second pair of eyes is never the first.
        excludedDeciders: [row.proposedBy],
      };
    }),
  );
}

/** The review queue of a maker-checker kind (its `approve` permission sees and decides it). */
export function approvalReviewSource(kind: ApprovalKindDef): ReviewSource {
  const one = async (db: Database, id: string, lock: boolean): Promise<ReviewItemBase | null> => {
    const n = requestId(id);
    const row = n === null ? null : await findRequest(db, kind, n, lock);
    return row ? ((await itemsOf(db, kind, [row]))[0] ?? null) : null;
  };
  return {
    id: kind.id,
    name: kind.name,
    permission: kind.approve,
    async list({ db }, query) {
      const { rows, total } = await listRequests(db, kind, { merchantCode: query.merchantCode, open: query.open, limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return { items: await itemsOf(db, kind, rows), total };
    },
    get: ({ db }, id) => one(db, id, false),
    lock: (tx, id) => one(tx, id, true),
    async decide(deps, tx, id, reviewer, verdict, reason) {
      const row = await findRequest(tx, kind, requestId(id)!, true);
      return decideLocked(tx, kind, row!, reviewer, verdict === 'approve', reason, deps.now());
    },
  };
}
