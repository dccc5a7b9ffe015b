/**
 * Reward applications, the member's side (docs/promotions.md "Reward applications"): a member applies for a
 * manual reward with pictures and a remark; every rule is checked before a picture is stored, the
 * pictures are then stored and the row inserted in one transaction (a refusal there removes the
 * pictures again); the partial unique index reward_applications_one_pending decides two
 * submissions at once. The member reads their applications back, newest first.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { RewardApplicationValue } from '@common/contract/promotions';
import { REMARK_MAX_CHARS } from '@common/rules/limits';
import { cleanRemark, REWARD_APPLICATIONS_SHOWN, rewardApplicationRefusal } from '@common/rules/rewardApplication';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { storeImages, type UploadedImage } from '../../http/image-uploads';
import type { FileStorage } from '../../plugins/storage-types';
import { textIn } from '../announcements';
import { recordAudit, type Actor } from '../audit';
import type { Member } from '../member';
import { wireAmount } from '../wallet';
import { assertOpen, assertTakesApplications } from './applications-eligibility';
import { isEligible } from './eligibility';
import { memberBonuses, promotionParticipants, promotions, rewardApplications, type PromotionRow, type RewardApplicationRow } from './tables';

/** The audit subject of an application. */
export const applicationSubject = (id: number): string => `reward-application:${id}`;

/** The promotion's title as `language` reads it (English, else any, when there is none). */
export const promotionTitle = (promotion: Pick<PromotionRow, 'title'>, language: string): string => textIn(promotion.title, language);

/** The application as the member reads it; `bonusAmount` is the credited bonus of an approved one. */
export function applicationValueOf(row: RewardApplicationRow, title: string, bonusAmount: bigint | null): RewardApplicationValue {
  return {
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle: title,
    remarks: row.remarks,
    pictureCount: row.pictureKeys.length,
    status: row.status,
    // Only a rejection's reason is the member's to read (an approval's note is the operators').
    reason: row.status === 'rejected' ? row.reason : null,
    amount: row.status === 'approved' ? (bonusAmount === null ? 0 : wireAmount(bonusAmount)) : null,
    submittedAt: row.createdAt.getTime(),
    decidedAt: row.decidedAt?.getTime() ?? null,
  };
}

export interface ApplicationRequest {
  member: Member;
  /** The request's Language (upper case), for eligibility by language and the title shown. */
  language: string;
  promotionId: number;
  remarks: string;
  images: readonly UploadedImage[];
  who: Actor;
  now: number;
}

/** The merchant's promotion by id, or promotion.not.found. */
async function promotionOf(db: Database, merchantCode: string, id: number): Promise<PromotionRow> {
  const [row] = await db.select().from(promotions).where(and(eq(promotions.id, id), eq(promotions.merchantCode, merchantCode))).limit(1);
  if (!row) throw new AppError(ErrorCode.promotionNotFound);
  return row;
}

/** promotion.cap.reached when the member has had as many bonuses as the promotion allows; promotion.budget.exhausted when what is left cannot pay its amount. */
async function assertMayStillPay(db: Database, promotion: PromotionRow, memberId: number): Promise<void> {
  if (promotion.perMemberCap !== null) {
    const [row] = await db
      .select({ granted: promotionParticipants.granted })
      .from(promotionParticipants)
      .where(and(eq(promotionParticipants.promotionId, promotion.id), eq(promotionParticipants.memberId, memberId)));
    if ((row?.granted ?? 0) >= promotion.perMemberCap) throw new AppError(ErrorCode.promotionCapReached, { params: { limit: promotion.perMemberCap } });
  }
  const amount = promotion.fixedAmount ?? 0n;
  if (promotion.budget !== null && promotion.spent + amount > promotion.budget) throw new AppError(ErrorCode.promotionBudgetExhausted);
}

/** promotion.application.pending when the member's earlier application to it waits for review (the unique index is what decides a race). */
async function assertNonePending(db: Database, promotionId: number, memberId: number): Promise<void> {
  const [row] = await db
    .select({ id: rewardApplications.id })
    .from(rewardApplications)
    .where(and(eq(rewardApplications.promotionId, promotionId), eq(rewardApplications.memberId, memberId), eq(rewardApplications.status, 'pending')))
    .limit(1);
  if (row) throw new AppError(ErrorCode.promotionApplicationPending);
}

/**
 * Checks every rule (promotion, eligibility, pending, §5 image/remark, cap and budget), then stores
 * the pictures and records the application; a refusal after storing removes them. Audited.
 */
export async function applyForReward(deps: { db: Database; storage: FileStorage }, request: ApplicationRequest): Promise<RewardApplicationValue> {
  const { member, language, images, now } = request;
  const remarks = cleanRemark(request.remarks);
  const promotion = await promotionOf(deps.db, member.merchantCode, request.promotionId);
  assertOpen(promotion, now);
  assertTakesApplications(promotion);
  if (!isEligible(promotion, { type: member.type, createdAt: member.createdAt, language: (language ?? '').toUpperCase() })) throw new AppError(ErrorCode.promotionNotEligible);
  await assertNonePending(deps.db, promotion.id, member.id);
  const refusal = rewardApplicationRefusal(promotion, remarks, images.length);
  if (refusal === ErrorCode.rewardRemarkTooLong) throw new AppError(refusal, { params: { limit: REMARK_MAX_CHARS } });
  if (refusal) throw new AppError(refusal);
  await assertMayStillPay(deps.db, promotion, member.id);

  const keys = await storeImages(deps.storage, `reward-applications/${member.id}`, images);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(rewardApplications)
        .values({ merchantCode: member.merchantCode, memberId: member.id, promotionId: promotion.id, remarks, pictureKeys: keys, status: 'pending', createdAt: new Date(now) })
        // The partial unique index (one pending per member and promotion) decides a race: the loser inserts nothing.
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new AppError(ErrorCode.promotionApplicationPending);
      await recordAudit(tx, request.who, {
        action: 'promotion.application.submitted',
        subject: applicationSubject(inserted.id),
        merchantCode: member.merchantCode,
        detail: { memberId: member.id, promotionId: promotion.id, pictures: keys.length, remarkChars: [...remarks].length },
      });
      return inserted;
    });
    return applicationValueOf(row, promotionTitle(promotion, language), null);
  } catch (err) {
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/** The member's applications, newest first (at most REWARD_APPLICATIONS_SHOWN). */
export async function memberApplications(db: Database, memberId: number, language: string): Promise<RewardApplicationValue[]> {
  const rows = await db
    .select({ application: rewardApplications, title: promotions.title, bonusAmount: memberBonuses.amount })
    .from(rewardApplications)
    .innerJoin(promotions, eq(promotions.id, rewardApplications.promotionId))
    .leftJoin(memberBonuses, eq(memberBonuses.id, rewardApplications.bonusId))
    .where(eq(rewardApplications.memberId, memberId))
    .orderBy(desc(rewardApplications.createdAt), desc(rewardApplications.id))
    .limit(REWARD_APPLICATIONS_SHOWN);
  return rows.map((row) => applicationValueOf(row.application, textIn(row.title, language), row.bonusAmount));
}

/** The member's latest application to a promotion, as its card shows it (applying, issued, rejected with the reason). */
export interface LatestApplication {
  status: RewardApplicationRow['status'];
  /** A rejection's reason; null otherwise. */
  reason: string | null;
}

/** The member's latest application to each of `promotionIds` (those without one are absent): what the card builder needs for applying / issued / rejected. */
export async function latestApplications(db: Database, memberId: number, promotionIds: readonly number[]): Promise<Map<number, LatestApplication>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([rewardApplications.promotionId], { promotionId: rewardApplications.promotionId, status: rewardApplications.status, reason: rewardApplications.reason })
    .from(rewardApplications)
    .where(and(eq(rewardApplications.memberId, memberId), inArray(rewardApplications.promotionId, [...new Set(promotionIds)])))
    .orderBy(rewardApplications.promotionId, desc(rewardApplications.id));
  return new Map(rows.map((row) => [row.promotionId, { status: row.status, reason: row.status === 'rejected' ? row.reason : null }]));
}

/** Promotions by id (the review queue's rows name theirs). */
export async function promotionsById(db: Database, ids: readonly number[]): Promise<Map<number, PromotionRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(promotions).where(inArray(promotions.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
