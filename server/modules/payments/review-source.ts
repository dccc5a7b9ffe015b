/**
 * Deposits as a review queue (kind 'deposit', permission deposits.review): the open items are the
 * pending deposits, i.e. manual ones the player confirmed (TrxID, proof pictures) and gateway
 * ones a wallet guard held back. Approving credits through the same path as a gateway callback
 * (approveAndCredit: a conditional UPDATE … WHERE status = 'pending', then the wallet's deposit
 * intent, in the decision's transaction), so concurrent approvals credit once; rejecting records
 * the reason the player reads. A wallet guard refusing the credit leaves the deposit pending.
 */
import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { ReviewDecision, ReviewField } from '@common/contract/review';
import { ErrorCode } from '@common/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { type LinkSigner, signedFileUrl } from '../files';
import { usernamesOf } from '../member';
import type { Actor } from '../audit';
import { operatorActor } from '../operator';
import type { DecisionResult, ReviewItemBase, ReviewSource } from '../review';
import { wireAmount, type WalletGuards } from '../wallet';
import { paymentChannels } from './channel-tables';
import { channelName } from './channels';
import { deposits, type DepositRow } from './deposit-tables';
import { approveAndCredit, auditDeposit, guardCodeOf, transition, type Transition } from './transitions';

type Row = { deposit: DepositRow; names: Record<string, string>; code: string };
const columns = { deposit: deposits, names: paymentChannels.names, code: paymentChannels.code };

/** What the console shows of a deposit beyond the player and the amount; proof pictures as short-lived signed links (empty without a signer: lock has no keyring). */
function fieldsOf(signer: LinkSigner | null, row: Row): ReviewField[] {
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
    ...d.proofKeys.map((key): ReviewField => ({ labelKey: 'review.field.proof', value: signer ? signedFileUrl(signer, key) : '', type: 'image' })),
    { labelKey: 'review.field.created', value: String(d.createdAt.getTime()), type: 'time' },
  ];
}

async function itemsOf(signer: LinkSigner | null, db: Database, rows: readonly Row[]): Promise<ReviewItemBase[]> {
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
      fields: fieldsOf(signer, row),
      decisions,
      approvalsNeeded: open ? 1 : 0,
      excludedDeciders: [],
    };
  });
}

const joined = (db: Database) => db.select(columns).from(deposits).innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId));
const isDepositId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

async function one(signer: LinkSigner | null, db: Database, id: string, lock: boolean): Promise<ReviewItemBase | null> {
  if (!isDepositId(id)) return null;
  const query = joined(db).where(eq(deposits.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: deposits }) : await query;
  return row ? ((await itemsOf(signer, db, [row]))[0] ?? null) : null;
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

const notOpen = (row: Row) => new AppError(ErrorCode.reviewNotOpen, { value: { status: row.deposit.status } });

/**
 * Credits in a savepoint of the decision's transaction. A wallet guard's refusal undoes the credit
 * only: the deposit stays pending with the guard's code (audited), the decision commits, and the
 * approver is answered with the refusal (DecisionResult).
 */
async function approve(tx: Database, guards: WalletGuards, found: Row, t: Omit<Transition, 'to'>, who: Actor): Promise<DecisionResult | void> {
  try {
    const approved = await tx.transaction((savepoint) => approveAndCredit(savepoint, { guards, channelCode: found.code }, t, who));
    if (!approved) throw notOpen(found);
  } catch (err) {
    const guardCode = guardCodeOf(err);
    if (!guardCode || !(err instanceof AppError) || guardCode === ErrorCode.reviewNotOpen) throw err;
    const held = await transition(tx, { id: t.id, from: ['pending'], to: 'pending', change: { guardCode }, now: t.now });
    if (held) await auditDeposit(tx, who, held, 'guard.refused', { code: guardCode, by: 'review' });
    return { refusal: err };
  }
}

export const depositReviewSource: ReviewSource = {
  id: 'deposit',
  name: 'Manual deposits',
  permission: 'deposits.review',
  async list(deps, query) {
    const { db } = deps;
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
    return { items: await itemsOf(deps, db, rows), total: total?.n ?? 0 };
  },
  get: (deps, id) => one(deps, deps.db, id, false),
  // Locking needs no links: the review module reads the item again (get) for its answer.
  lock: (tx, id) => one(null, tx, id, true),
  async decide(deps, tx, id, reviewer, verdict, reason) {
    const now = new Date(deps.now());
    const change = { reason, decidedById: reviewer.id, decidedBy: reviewer.username, decidedAt: now };
    const who = operatorActor(reviewer.id, reviewer.ip);
    const [found] = await joined(tx).where(eq(deposits.id, id)).limit(1);
    if (!found) throw new AppError(ErrorCode.depositNotFound);
    if (verdict === 'approve') return approve(tx, guardsOf(deps), found, { id, from: ['pending'], change, now }, who);
    const rejected = await transition(tx, { id, from: ['pending'], to: 'rejected', change, now });
    if (!rejected) throw notOpen(found);
    await auditDeposit(tx, who, rejected, 'reject', { reason, by: 'review' });
  },
};
