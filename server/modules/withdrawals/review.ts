/**
 * Withdrawals in the console's review queue (server/modules/review/source.ts, kind 'withdrawal',
 * permission withdrawals.review). Open while pending or checking. An approval of a pending one
 * above the merchant's withdrawalApprovalThreshold moves it to checking and waits for a second,
 * different finance operator (maker-checker); any other approval moves it to paying and returns
 * the payout, which runs once the decision has committed. A rejection releases the hold, with the
 * operator's reason shown to the player.
 */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { WithdrawalStatus } from '@common/contract/payments';
import type { ReviewDecision, ReviewField } from '@common/contract/review';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { usernamesOf } from '../member';
import { operatorActor, operatorNames } from '../operator';
import { kycStatusOf } from '../kyc';
import { channelName, findChannel, paymentSettingsOf } from '../payments';
import type { AfterCommit, ReviewItemBase, Reviewer, ReviewSource } from '../review';
import { wireAmount } from '../wallet';
import { payoutAccountsById } from './payout-accounts';
import { sendPayout } from './payouts';
import { withdrawals, type WithdrawalRow } from './tables';
import { moveWithdrawal, releaseHeld } from './transitions';
import { turnoverValue, wageringOf } from './wagering';
import { stepsOf } from './wire';

const OPEN: WithdrawalStatus[] = ['pending', 'checking'];
const isOpen = (status: WithdrawalStatus) => OPEN.includes(status);
const money = (labelKey: string, value: bigint | number): ReviewField => ({ labelKey, value: value.toString(), type: 'money' });
const text = (labelKey: string, value: string): ReviewField => ({ labelKey, value, type: 'text' });

/** What finance sees of one withdrawal: where it goes, what it costs, and the member's turnover and identity now. */
async function fieldsOf(db: Database, row: WithdrawalRow): Promise<ReviewField[]> {
  const account = (await payoutAccountsById(db, [row.payoutAccountId])).get(row.payoutAccountId)!;
  const channel = await findChannel(db, row.merchantCode, row.channelId);
  const fields = [
    text('review.field.channel', channel ? channelName(channel.names, channel.code, 'EN') : String(row.channelId)),
    text('review.field.provider', account.provider),
    text('review.field.holder', account.holder),
    // In full: a manual channel's payout is made by hand by the approving operator.
    text('review.field.accountNumber', account.accountNumber),
    money('review.field.fee', row.fee),
    money('review.field.payout', row.payout),
  ];
  if (isOpen(row.status)) {
    fields.push(money('review.field.turnoverRemaining', turnoverValue(await wageringOf(db, row.merchantCode, row.memberId)).remaining));
    fields.push(text('review.field.kyc', await kycStatusOf(db, row.memberId)));
  }
  if (row.externalId) fields.push(text('review.field.externalId', row.externalId));
  if (row.reason) fields.push(text(row.status === 'failed' ? 'review.field.failure' : 'review.field.reason', row.reason));
  return fields;
}

/** The queue items of `rows`, with their decisions so far. */
async function itemsOf(db: Database, rows: readonly WithdrawalRow[]): Promise<ReviewItemBase[]> {
  const steps = await stepsOf(db, rows.map((r) => r.id));
  const players = await usernamesOf(db, rows.map((r) => r.memberId));
  const deciders = [...steps.values()].flat().flatMap((s) => (s.operatorId === null ? [] : [s.operatorId]));
  const names = await operatorNames(db, deciders);
  const thresholds = new Map<string, bigint>();
  const items: ReviewItemBase[] = [];
  for (const row of rows) {
    if (!thresholds.has(row.merchantCode)) thresholds.set(row.merchantCode, (await paymentSettingsOf(db, row.merchantCode)).withdrawalApprovalThreshold);
    const decisions: ReviewDecision[] = steps.get(row.id)!.flatMap((s) =>
      s.operatorId === null ? [] : [{ operator: names.get(s.operatorId) ?? `operator ${s.operatorId}`, verdict: s.status === 'rejected' ? 'reject' : 'approve', reason: s.reason ?? '', at: s.at.getTime() }],
    );
    const needed = row.status === 'pending' ? (row.amount > thresholds.get(row.merchantCode)! ? 2 : 1) : row.status === 'checking' ? 1 : 0;
    items.push({
      kind: 'withdrawal',
      id: row.id,
      merchantCode: row.merchantCode,
      status: row.status,
      open: isOpen(row.status),
      player: { id: row.memberId, username: players.get(row.memberId) ?? '' },
      amount: wireAmount(row.amount),
      createdAt: row.createdAt.getTime(),
      requestedBy: null,
      fields: await fieldsOf(db, row),
      decisions,
      approvalsNeeded: needed,
      excludedDeciders: row.status === 'checking' && row.firstApproverId !== null ? [row.firstApproverId] : [],
    });
  }
  return items;
}

async function decide(deps: Deps, tx: Database, id: string, reviewer: Reviewer, verdict: 'approve' | 'reject', reason: string): Promise<AfterCommit | void> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row || (reviewer.merchantCode !== null && row.merchantCode !== reviewer.merchantCode)) throw new AppError(ErrorCode.withdrawalNotFound);
  if (!isOpen(row.status)) throw new AppError(ErrorCode.reviewNotOpen, { value: { status: row.status } });
  const by = { ...operatorActor(reviewer.id, reviewer.ip), operatorId: reviewer.id };
  const at = new Date(deps.now());
  if (verdict === 'reject') {
    await moveWithdrawal(tx, row, 'rejected', by, at, { reason });
    await releaseHeld(tx, row);
    return;
  }
  // Maker-checker: the second approval is never the first approver's (the review module excludes them too).
  if (row.status === 'checking' && row.firstApproverId === reviewer.id) throw new AppError(ErrorCode.approvalSelfDecision);
  const threshold = (await paymentSettingsOf(tx, row.merchantCode)).withdrawalApprovalThreshold;
  if (row.status === 'pending' && row.amount > threshold) {
    await moveWithdrawal(tx, row, 'checking', by, at, { firstApproverId: reviewer.id }, reason);
    return;
  }
  await moveWithdrawal(tx, row, 'paying', by, at, {}, reason);
  // After the commit: a failure leaves it 'paying' for the payout job, never undoes the approval.
  return () => sendPayout(deps, id);
}

/** The withdrawal review source; the review module lists, claims and routes its items. */
export const withdrawalReviewSource: ReviewSource = {
  id: 'withdrawal',
  name: 'Withdrawals',
  permission: 'withdrawals.review',
  async list(deps, query) {
    const where: (SQL | undefined)[] = [query.open ? inArray(withdrawals.status, OPEN) : inArray(withdrawals.status, ['paying', 'paid', 'rejected', 'failed'])];
    if (query.merchantCode !== null) where.push(eq(withdrawals.merchantCode, query.merchantCode));
    const rows = await deps.db
      .select()
      .from(withdrawals)
      .where(and(...where))
      .orderBy(query.open ? asc(withdrawals.createdAt) : desc(withdrawals.updatedAt), asc(withdrawals.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await deps.db.select({ n: count() }).from(withdrawals).where(and(...where));
    return { items: await itemsOf(deps.db, rows), total: total!.n };
  },
  async get(deps, id) {
    const [row] = await deps.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row ? (await itemsOf(deps.db, [row]))[0]! : null;
  },
  async lock(tx, id) {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row ? (await itemsOf(tx, [row]))[0]! : null;
  },
  decide,
};
