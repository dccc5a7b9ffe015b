/**
 * Deposits as a review queue (kind 'deposit', permission deposits.review): the open items are the
 * pending deposits, i.e. manual ones the player confirmed (TrxID, proof pictures) and gateway
 * ones a wallet guard held back. Approving credits through the same path as a gateway callback
 * (approveAndCredit: a conditional UPDATE … WHERE status = 'pending', then the wallet's deposit
 * intent, in the decision's transaction), so concurrent approvals credit once; rejecting records
 * the reason the player reads.
 */
import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { ReviewDecision, ReviewField } from '@common/contract/review';
import { ErrorCode } from '@common/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { usernamesOf } from '../member';
import { operatorActor } from '../operator';
// The review module's index.ts comes with its routes (review branch); until it merges, its interface file is imported directly.
// eslint-disable-next-line no-restricted-imports
import type { ReviewItemBase, ReviewSource } from '../review/source';
import { wireAmount, type WalletGuards } from '../wallet';
import { paymentChannels } from './channel-tables';
import { channelName } from './channels';
import { deposits, type DepositRow } from './deposit-tables';
import { approveAndCredit, auditDeposit, transition } from './transitions';

type Row = { deposit: DepositRow; names: Record<string, string>; code: string };
const columns = { deposit: deposits, names: paymentChannels.names, code: paymentChannels.code };

/** What the console shows of a deposit beyond the player and the amount. */
function fieldsOf(row: Row): ReviewField[] {
  const d = row.deposit;
  const text = (labelKey: string, value: string | null | undefined): ReviewField[] => (value ? [{ labelKey, value, type: 'text' }] : []);
  return [
    ...text('review.field.channel', `${channelName(row.names, row.code, 'EN')} (${row.code})`),
    ...text('review.field.reference', d.instructions?.reference),
    { labelKey: 'review.field.amount', value: d.amount.toString(), type: 'money' },
    { labelKey: 'review.field.fee', value: d.fee.toString(), type: 'money' },
    { labelKey: 'review.field.credited', value: d.credited.toString(), type: 'money' },
    ...text('review.field.trxId', d.trxId),
    ...text('review.field.senderNumber', d.senderNumber),
    ...text('review.field.externalId', d.externalId),
    ...text('review.field.guard', d.guardCode),
    { labelKey: 'review.field.created', value: String(d.createdAt.getTime()), type: 'time' },
  ];
}

async function itemsOf(db: Database, rows: readonly Row[]): Promise<ReviewItemBase[]> {
  const names = await usernamesOf(db, [...new Set(rows.map((r) => r.deposit.memberId))]);
  return rows.map((row) => {
    const d = row.deposit;
    const decided = d.decidedBy !== null && (d.status === 'approved' || d.status === 'rejected');
    const decisions: ReviewDecision[] = decided ? [{ operator: d.decidedBy!, verdict: d.status === 'approved' ? 'approve' : 'reject', reason: d.reason ?? '', at: d.decidedAt?.getTime() ?? 0 }] : [];
    const open = d.status === 'pending';
    return {
      kind: 'deposit',
      id: d.id,
      merchantCode: d.merchantCode,
      status: d.status,
      open,
      player: { id: d.memberId, username: names.get(d.memberId) ?? `#${d.memberId}` },
      amount: wireAmount(d.amount),
      createdAt: d.createdAt.getTime(),
      requestedBy: null,
      fields: fieldsOf(row),
      decisions,
      approvalsNeeded: open ? 1 : 0,
      excludedDeciders: [],
    };
  });
}

const joined = (db: Database) => db.select(columns).from(deposits).innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId));
const isDepositId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

async function one(db: Database, id: string, lock: boolean): Promise<ReviewItemBase | null> {
  if (!isDepositId(id)) return null;
  const query = joined(db).where(eq(deposits.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: deposits }) : await query;
  return row ? ((await itemsOf(db, [row]))[0] ?? null) : null;
}

/**
 * The wallet guards of the app the review module passes as deps (it passes the app): a deposit
 * credit runs them, so a review without them must fail loudly rather than credit unguarded.
 */
function guardsOf(deps: Deps): WalletGuards {
  const guards = (deps as Partial<Pick<FastifyInstance, 'walletGuards'>>).walletGuards;
  if (!guards) throw new Error('depositReviewSource.decide needs the app (with its wallet guards) as deps');
  return guards;
}

export const depositReviewSource: ReviewSource = {
  id: 'deposit',
  name: 'Manual deposits',
  permission: 'deposits.review',
  async list({ db }, query) {
    const scope = query.merchantCode === null ? undefined : eq(deposits.merchantCode, query.merchantCode);
    const state: SQL = query.open ? eq(deposits.status, 'pending') : isNotNull(deposits.decidedAt);
    const where = and(scope, state);
    const order = query.open ? [asc(deposits.createdAt), asc(deposits.id)] : [desc(deposits.decidedAt), desc(deposits.id)];
    const rows = await joined(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await db.select({ n: count() }).from(deposits).where(where);
    return { items: await itemsOf(db, rows), total: total?.n ?? 0 };
  },
  get: ({ db }, id) => one(db, id, false),
  lock: (tx, id) => one(tx, id, true),
  async decide(deps, tx, id, reviewer, verdict, reason) {
    const now = new Date(deps.now());
    const change = { reason, decidedById: reviewer.id, decidedBy: reviewer.username, decidedAt: now };
    const who = operatorActor(reviewer.id, reviewer.ip);
    const [found] = await joined(tx).where(eq(deposits.id, id)).limit(1);
    if (!found) throw new AppError(ErrorCode.depositNotFound);
    const decided =
      verdict === 'approve'
        ? await approveAndCredit(tx, { guards: guardsOf(deps), channelCode: found.code }, { id, from: ['pending'], change, now }, who)
        : await transition(tx, { id, from: ['pending'], to: 'rejected', change, now });
    if (!decided) throw new AppError(ErrorCode.reviewNotOpen, { value: { status: found.deposit.status } });
    if (verdict === 'reject') await auditDeposit(tx, who, decided, 'reject', { reason, by: 'review' });
  },
};
