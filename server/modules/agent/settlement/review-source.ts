/**
 * Statements above the payout threshold as a review queue (kind 'agent-payout', permission
 * agents.manage; docs/agents.md "Settlement"): the settling job is the maker, an operator the
 * checker. Approving pays the statement with agentCommission in the decision's transaction, after
 * a conditional pending → paid update (so it pays once however often it is approved); rejecting
 * needs a reason and pays nothing — the carry stands as computed. The review module has locked
 * the item and checked scope, openness and claims before decide.
 */
import { and, asc, count, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import { AGENT_PAYOUT_REVIEW_KIND } from '@common/contract/consoleAgents';
import { ErrorCode } from '@common/contract/envelope';
import type { ReviewField } from '@common/contract/review';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit } from '../../audit';
import { usernamesOf } from '../../member';
import { operatorActor } from '../../operator';
import type { ReviewItemBase, ReviewSource } from '../../review';
import { wireAmount } from '../../wallet';
import { payStatement } from './pay';
import { agentStatements, type AgentStatementRow } from './tables';

/** Console labels of the item's fields (console/locales review.field.*). */
export const PAYOUT_FIELD_KEYS = {
  player: 'review.field.player',
  contractKind: 'review.field.contractKind',
  period: 'review.field.period',
  gross: 'review.field.gross',
  net: 'review.field.net',
} as const;

/** The longest rejection reason kept. */
const REASON_MAX = 500;

export const statementSubject = (id: number): string => `agent-statement:${id}`;

async function itemsOf(db: Database, rows: readonly AgentStatementRow[]): Promise<ReviewItemBase[]> {
  const names = await usernamesOf(db, [...new Set(rows.map((r) => r.agentId))]);
  return rows.map((row): ReviewItemBase => {
    const username = names.get(row.agentId) ?? `#${row.agentId}`;
    const open = row.state === 'pending';
    const fields: ReviewField[] = [
      { labelKey: PAYOUT_FIELD_KEYS.player, value: username, type: 'text' },
      { labelKey: PAYOUT_FIELD_KEYS.contractKind, value: `${row.kind} (${row.cycle})`, type: 'text' },
      { labelKey: PAYOUT_FIELD_KEYS.period, value: String(row.periodStart.getTime()), type: 'time' },
      { labelKey: PAYOUT_FIELD_KEYS.gross, value: row.gross.toString(), type: 'money' },
      { labelKey: PAYOUT_FIELD_KEYS.net, value: row.net.toString(), type: 'money' },
    ];
    return {
      kind: AGENT_PAYOUT_REVIEW_KIND,
      id: String(row.id),
      merchantCode: row.merchantCode,
      status: row.state,
      open,
      player: { id: row.agentId, username },
      amount: wireAmount(row.paid),
      createdAt: row.settledAt.getTime(),
      requestedBy: null,
      fields,
      decisions: !open && row.decidedAt ? [{ operator: row.decidedBy ?? '', verdict: row.state === 'paid' ? 'approve' : 'reject', reason: row.reason ?? '', at: row.decidedAt.getTime() }] : [],
      approvalsNeeded: open ? 1 : 0,
      excludedDeciders: [],
    };
  });
}

/** A statement id from the queue's path: a positive integer, else none. */
const idOf = (id: string): number | null => (/^[1-9]\d{0,14}$/.test(id) ? Number(id) : null);

async function one(db: Database, id: string, lock: boolean): Promise<ReviewItemBase | null> {
  const key = idOf(id);
  if (key === null) return null;
  const query = db.select().from(agentStatements).where(eq(agentStatements.id, key)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? (await itemsOf(db, [row]))[0]! : null;
}

const invalidReason = (detail: string) => new AppError(ErrorCode.requestInvalid, { params: { field: 'reason', detail } });

/** The 'agent-payout' review queue: statements waiting for approval (closed: those an operator approved or rejected, not those paid at settlement). */
export const agentPayoutReviewSource: ReviewSource = {
  id: AGENT_PAYOUT_REVIEW_KIND,
  name: 'Agent payouts',
  permission: 'agents.manage',

  async list(deps, query) {
    const s = agentStatements;
    const where: SQL[] = [query.open ? eq(s.state, 'pending') : and(ne(s.state, 'pending'), isNotNull(s.decidedAt))!];
    if (query.merchantCode !== null) where.push(eq(s.merchantCode, query.merchantCode));
    const filter = and(...where);
    const order = query.open ? [asc(s.id)] : [desc(s.decidedAt), desc(s.id)];
    const rows = await deps.db.select().from(s).where(filter).orderBy(...order).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
    const [total] = await deps.db.select({ n: count() }).from(s).where(filter);
    return { items: await itemsOf(deps.db, rows), total: total?.n ?? 0 };
  },

  get: (deps, id) => one(deps.db, id, false),

  lock: (tx, id) => one(tx, id, true),

  async decide(deps, tx, id, reviewer, verdict, reason) {
    const key = idOf(id)!;
    const text = reason.trim();
    if (verdict === 'reject' && text.length === 0) throw invalidReason('required to reject');
    if ([...text].length > REASON_MAX) throw invalidReason(`at most ${REASON_MAX} characters`);
    const state = verdict === 'approve' ? 'paid' : 'rejected';
    const [row] = await tx
      .update(agentStatements)
      .set({ state, reason: text || null, decidedBy: reviewer.username, decidedAt: new Date(deps.now()) })
      .where(and(eq(agentStatements.id, key), eq(agentStatements.state, 'pending')))
      .returning();
    // Only the decision that moved it out of pending pays: a second approval finds it decided.
    if (!row) throw new AppError(ErrorCode.reviewNotOpen, { value: { status: 'decided' } });
    if (state === 'paid' && row.paid > 0n) await payStatement(tx, row);
    await recordAudit(tx, operatorActor(reviewer.id, reviewer.ip), {
      action: verdict === 'approve' ? 'agent.statement.approved' : 'agent.statement.rejected',
      subject: statementSubject(row.id),
      merchantCode: row.merchantCode,
      detail: { agentId: row.agentId, kind: row.kind, periodStart: row.periodStart.getTime(), paid: row.paid.toString(), reason: text },
    });
  },
};
