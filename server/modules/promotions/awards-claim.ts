/**
 * Claiming a periodic award (docs/promotions.md "Claiming"): the member's oldest claimable
 * award of the promotion becomes claimed by a conditional UPDATE (WHERE status = 'claimable'), and
 * its bonus is credited by grantBonus, in the caller's transaction. Two taps at once: the second
 * UPDATE waits on the first's row lock, then matches nothing, so one bonus is credited; a budget
 * or cap refusal from grantBonus undoes the claim too, and the award stays claimable.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit } from '../audit';
import { claimableAward } from './awards';
import { grantBonus } from './grant';
import { promotionAwards, type MemberBonusRow, type PromotionAwardRow, type PromotionRow } from './tables';

export interface ClaimInput {
  promotion: PromotionRow;
  memberId: number;
  now: number;
  /** Who claims, for the audit trail ("member:42"). */
  actor: string;
  ip?: string;
  /** Claim this award (the reward centre names one); absent: the member's oldest claimable one. */
  awardId?: number;
}

/**
 * Claims the member's oldest claimable award of the promotion and credits its bonus. Throws
 * promotion.nothing.to.claim (none, or a concurrent claim took it), promotion.budget.exhausted or
 * promotion.cap.reached (nothing applied: roll the transaction back). Call inside a transaction.
 */
export async function claimAward(tx: Database, input: ClaimInput): Promise<{ award: PromotionAwardRow; bonus: MemberBonusRow }> {
  const { promotion, memberId, now } = input;
  const oldest = await claimableAward(tx, promotion.id, memberId, now, input.awardId);
  if (!oldest) throw new AppError(ErrorCode.promotionNothingToClaim);
  const [taken] = await tx
    .update(promotionAwards)
    .set({ status: 'claimed', claimedAt: new Date(now) })
    .where(and(eq(promotionAwards.id, oldest.id), eq(promotionAwards.status, 'claimable')))
    .returning();
  if (!taken) throw new AppError(ErrorCode.promotionNothingToClaim);
  const { bonus } = await grantBonus(tx, { promotion, memberId, amount: taken.amount, source: 'award', sourceId: String(taken.id), now: new Date(now), actor: input.actor });
  const [award] = await tx.update(promotionAwards).set({ bonusId: bonus.id }).where(eq(promotionAwards.id, taken.id)).returning();
  await recordAudit(tx, { actor: input.actor, ip: input.ip }, {
    action: 'promotion.award.claim',
    subject: `member:${memberId}`,
    merchantCode: promotion.merchantCode,
    detail: { promotionId: promotion.id, awardId: taken.id, bonusId: bonus.id, periodStart: taken.periodStart.toISOString(), amount: taken.amount.toString() },
  });
  return { award: award!, bonus };
}
