/**
 * Reward applications as a review queue (kind 'reward-application', permission promotions.review;
 * docs/promotions.md "Review"): each pending application is an item with its
 * promotion, remark, pictures (short-lived signed links), the bonus an approval grants and the
 * member. Approving grants the promotion's fixedAmount through grantBonus in the decision's
 * transaction — a budget or cap refusal undoes the whole decision and the approver hears why;
 * rejecting needs a reason (≤ REWARD_REJECT_REASON_MAX) that the member then reads. The review
 * module has locked the item and checked scope, openness and claims before decide.
 */
import { and, asc, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { ReviewField } from '@common/contract/review';
import { REWARD_REJECT_REASON_MAX } from '@common/rules/promotions';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../audit';
import { type LinkSigner, signedFileUrl } from '../files';
import { usernamesOf } from '../member';
import { operatorActor } from '../operator';
import type { ReviewItemBase, ReviewSource } from '../review';
import { wireAmount } from '../wallet';
import { applicationSubject, promotionsById, promotionTitle } from './applications';
import { grantBonus } from './grant';
import { memberBonuses, promotions, rewardApplications, type PromotionRow, type RewardApplicationRow } from './tables';

/** Console labels of the item's fields (console/locales review.field.*). */
export const APPLICATION_FIELD_KEYS = {
  promotion: 'review.field.promotion',
  remarks: 'review.field.remarks',
  picture: 'review.field.picture',
  amount: 'review.field.amount',
  member: 'review.field.member',
} as const;

/** The console reads titles in English (or the promotion's first language). */
const CONSOLE_LANGUAGE = 'EN';

/** The bonus an approval grants (or granted): the credited amount once approved, else the promotion's fixedAmount. */
function amountOf(row: RewardApplicationRow, promotion: PromotionRow | undefined, granted: bigint | null): bigint {
  if (granted !== null) return granted;
  return row.status === 'approved' ? 0n : (promotion?.fixedAmount ?? 0n);
}

/** The item's fields; without a signer (inside lock, which has no keyring) the pictures' links are empty. */
function fieldsOf(row: RewardApplicationRow, promotion: PromotionRow | undefined, amount: bigint, username: string, signer: LinkSigner | null): ReviewField[] {
  const title = promotion ? `${promotionTitle(promotion, CONSOLE_LANGUAGE)} (#${promotion.id})` : `#${row.promotionId}`;
  return [
    { labelKey: APPLICATION_FIELD_KEYS.promotion, value: title, type: 'text' },
    { labelKey: APPLICATION_FIELD_KEYS.member, value: username, type: 'text' },
    { labelKey: APPLICATION_FIELD_KEYS.amount, value: amount.toString(), type: 'money' },
    { labelKey: APPLICATION_FIELD_KEYS.remarks, value: row.remarks, type: 'text' },
    ...row.pictureKeys.map((key): ReviewField => ({ labelKey: APPLICATION_FIELD_KEYS.picture, value: signer ? signedFileUrl(signer, key) : '', type: 'image' })),
  ];
}

type Row = { application: RewardApplicationRow; bonusAmount: bigint | null };

async function itemsOf(db: Database, rows: readonly Row[], signer: LinkSigner | null): Promise<ReviewItemBase[]> {
  const names = await usernamesOf(db, [...new Set(rows.map((row) => row.application.memberId))]);
  const promotionRows = await promotionsById(db, rows.map((row) => row.application.promotionId));
  return rows.map(({ application: row, bonusAmount }): ReviewItemBase => {
    const open = row.status === 'pending';
    const promotion = promotionRows.get(row.promotionId);
    const amount = amountOf(row, promotion, bonusAmount);
    const username = names.get(row.memberId) ?? `#${row.memberId}`;
    return {
      kind: 'reward-application',
      id: String(row.id),
      merchantCode: row.merchantCode,
      status: row.status,
      open,
      player: { id: row.memberId, username },
      amount: wireAmount(amount),
      createdAt: row.createdAt.getTime(),
      requestedBy: null,
      fields: fieldsOf(row, promotion, amount, username, signer),
      decisions:
        !open && row.decidedAt
          ? [{ operator: row.decidedBy ?? '', verdict: row.status === 'approved' ? 'approve' : 'reject', reason: row.reason ?? '', at: row.decidedAt.getTime() }]
          : [],
      approvalsNeeded: open ? 1 : 0,
      excludedDeciders: [],
    };
  });
}

const selected = (db: Database) =>
  db.select({ application: rewardApplications, bonusAmount: memberBonuses.amount }).from(rewardApplications).leftJoin(memberBonuses, eq(memberBonuses.id, rewardApplications.bonusId));

/** An application id from the queue's path: a positive integer, else none. */
function idOf(id: string): number | null {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
}

async function one(db: Database, id: string, lock: boolean, signer: LinkSigner | null): Promise<ReviewItemBase | null> {
  const key = idOf(id);
  if (key === null) return null;
  const query = selected(db).where(eq(rewardApplications.id, key)).limit(1);
  const [row] = lock ? await query.for('update', { of: rewardApplications }) : await query;
  return row ? (await itemsOf(db, [row], signer))[0]! : null;
}

const invalidReason = (detail: string) => new AppError(ErrorCode.requestInvalid, { params: { field: 'reason', detail } });

/** The 'reward-application' review queue. */
export const rewardApplicationReviewSource: ReviewSource = {
  id: 'reward-application',
  name: 'Reward applications',
  permission: 'promotions.review',

  async list(deps, query) {
    const where: SQL[] = [query.open ? eq(rewardApplications.status, 'pending') : ne(rewardApplications.status, 'pending')];
    if (query.merchantCode !== null) where.push(eq(rewardApplications.merchantCode, query.merchantCode));
    const filter = and(...where);
    // Open: oldest first (first come, first served); decided: newest decision first.
    const order = query.open ? [asc(rewardApplications.id)] : [desc(rewardApplications.decidedAt), desc(rewardApplications.id)];
    const rows = await selected(deps.db).where(filter).orderBy(...order).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
    const [total] = await deps.db.select({ n: count() }).from(rewardApplications).where(filter);
    return { items: await itemsOf(deps.db, rows, deps), total: total?.n ?? 0 };
  },

  get: (deps, id) => one(deps.db, id, false, deps),

  lock: (tx, id) => one(tx, id, true, null),

  async decide(deps, tx, id, reviewer, verdict, reason) {
    const key = idOf(id)!;
    const text = reason.trim();
    // The member reads the reason of a rejection: one is needed, and it fits the member's screen.
    if (verdict === 'reject' && text.length === 0) throw invalidReason('required to reject');
    if (verdict === 'reject' && [...text].length > REWARD_REJECT_REASON_MAX) throw invalidReason(`at most ${REWARD_REJECT_REASON_MAX} characters`);
    const [application] = await tx.select().from(rewardApplications).where(eq(rewardApplications.id, key));
    if (!application || application.status !== 'pending') throw new AppError(ErrorCode.reviewNotOpen, { value: { status: application?.status ?? 'none' } });
    const now = new Date(deps.now());
    const actor = operatorActor(reviewer.id, reviewer.ip);
    let bonusId: number | null = null;
    let amount = 0n;
    if (verdict === 'approve') {
      const [promotion] = await tx.select().from(promotions).where(eq(promotions.id, application.promotionId));
      if (!promotion) throw new AppError(ErrorCode.promotionNotFound);
      amount = promotion.fixedAmount ?? 0n;
      // A manual reward of 0 grants nothing: the approval only records that the member took part.
      if (amount > 0n) {
        const { bonus } = await grantBonus(tx, { promotion, memberId: application.memberId, amount, source: 'application', sourceId: String(application.id), now, actor: actor.actor });
        bonusId = bonus.id;
      }
    }
    const status = verdict === 'approve' ? 'approved' : 'rejected';
    const [row] = await tx
      .update(rewardApplications)
      .set({ status, reason: text || null, decidedBy: reviewer.username, decidedAt: now, bonusId })
      .where(and(eq(rewardApplications.id, key), eq(rewardApplications.status, 'pending')))
      .returning();
    // The review module locked the row and found it pending: a miss here is a broken invariant, and throwing undoes the grant.
    if (!row) throw new AppError(ErrorCode.reviewNotOpen, { value: { status: 'none' } });
    await recordAudit(tx, actor, {
      action: verdict === 'approve' ? 'promotion.application.approved' : 'promotion.application.rejected',
      subject: applicationSubject(row.id),
      merchantCode: row.merchantCode,
      detail: { memberId: row.memberId, promotionId: row.promotionId, reason: text, bonusId, amount: amount.toString() },
    });
  },
};
