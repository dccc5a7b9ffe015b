/**
 * Whether a promotion takes an application now (docs/promotions.md "Who may apply"):
 * live and within its schedule, of a type that takes applications; whether the member may is
 * eligibility.ts's isEligible, as for joining.
 */
import { ErrorCode } from '@common/contract/envelope';
import { AppError } from '../../http/envelope';
import { withinSchedule } from './eligibility';
import type { PromotionRow } from './tables';

/** promotion.not.found for a draft (members never see one), promotion.not.open outside its schedule or not live. */
export function assertOpen(promotion: PromotionRow, now: number): void {
  if (promotion.state === 'draft') throw new AppError(ErrorCode.promotionNotFound);
  if (promotion.state !== 'live' || !withinSchedule(promotion, now)) throw new AppError(ErrorCode.promotionNotOpen);
}

/** promotion.apply.not.allowed unless the promotion takes reward applications (manualReward). */
export function assertTakesApplications(promotion: PromotionRow): void {
  if (promotion.type !== 'manualReward') throw new AppError(ErrorCode.promotionApplyNotAllowed);
}
