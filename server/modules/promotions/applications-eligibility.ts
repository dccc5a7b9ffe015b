/**
 * Whether a member may apply to a promotion now (docs/promotions-applications.md "Who may
 * apply"): the merchant's own, live and within its schedule, of a type that takes applications,
 * and open to the member (member types, languages, new members only). Pure functions on the rows,
 * so the refusal order is the same wherever it is asked.
 */
import { ErrorCode } from '@common/contract/envelope';
import { isTrial } from '@common/rules/memberTypes';
import { AppError } from '../../http/envelope';
import type { Member } from '../member';
import type { PromotionRow } from './tables';

/** promotion.not.found for a draft (members never see one), promotion.not.open outside its schedule or not live. */
export function assertOpen(promotion: PromotionRow, now: number): void {
  if (promotion.state === 'draft') throw new AppError(ErrorCode.promotionNotFound);
  const started = promotion.startsAt.getTime() <= now;
  const ended = promotion.endsAt !== null && promotion.endsAt.getTime() <= now;
  if (promotion.state !== 'live' || !started || ended) throw new AppError(ErrorCode.promotionNotOpen);
}

/** Whether the member is among those the promotion is for: its member types (none: any real type), languages (none: all), new members only. */
export function isEligible(promotion: PromotionRow, member: Pick<Member, 'type' | 'createdAt'>, language: string | undefined): boolean {
  const { memberTypes, languages, newMembersOnly } = promotion.eligibility;
  if (isTrial(member.type)) return false;
  if (memberTypes.length > 0 && !memberTypes.includes(member.type)) return false;
  if (languages.length > 0 && !languages.includes((language ?? '').toUpperCase())) return false;
  if (newMembersOnly && member.createdAt.getTime() < promotion.startsAt.getTime()) return false;
  return true;
}

/** promotion.apply.not.allowed unless the promotion takes reward applications (manualReward). */
export function assertTakesApplications(promotion: PromotionRow): void {
  if (promotion.type !== 'manualReward') throw new AppError(ErrorCode.promotionApplyNotAllowed);
}
