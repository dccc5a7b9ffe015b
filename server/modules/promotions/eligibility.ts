/**
 * Who may take part in a promotion, and whether it is open (docs/promotions.md "Eligibility" and
 * "Schedule"). Pure: the callers bring the member's type, registration time and language.
 */
import type { PromotionEligibility } from '@common/contract/promotions';
import { isTrial } from '@common/rules/memberTypes';
import type { PromotionRow } from './tables';

/** What eligibility looks at of a member. */
export interface EligibleMember {
  type: number;
  createdAt: Date;
  /** Upper-case language code (the Language header, else the member's last login's, else the merchant's default). */
  language: string;
}

/** True when the language list is open or names it (compared upper case). */
export function languageAllowed(eligibility: PromotionEligibility, language: string | null): boolean {
  return eligibility.languages.length === 0 || (language !== null && eligibility.languages.some((code) => code.toUpperCase() === language.toUpperCase()));
}

/**
 * A member is eligible when it is a real type (never a trial account, 4) named by the list (empty:
 * every real type), its language is listed (empty: any), and, for newMembersOnly, it registered at
 * or after the promotion's start.
 */
export function isEligible(promotion: Pick<PromotionRow, 'eligibility' | 'startsAt'>, member: EligibleMember): boolean {
  const { eligibility } = promotion;
  if (isTrial(member.type)) return false;
  if (eligibility.memberTypes.length > 0 && !eligibility.memberTypes.includes(member.type)) return false;
  if (!languageAllowed(eligibility, member.language)) return false;
  return !eligibility.newMembersOnly || member.createdAt.getTime() >= promotion.startsAt.getTime();
}

/** Started at `at` and not yet over (endsAt is exclusive). */
export function withinSchedule(promotion: Pick<PromotionRow, 'startsAt' | 'endsAt'>, at: number): boolean {
  return promotion.startsAt.getTime() <= at && (promotion.endsAt === null || promotion.endsAt.getTime() > at);
}

/** Its budget is spent: nothing more can be paid (spent has reached the budget). */
export function budgetSpent(promotion: Pick<PromotionRow, 'budget' | 'spent'>): boolean {
  return promotion.budget !== null && promotion.spent >= promotion.budget;
}

/** Open to joining and paying: live, within its schedule, budget left. */
export function isOpen(promotion: Pick<PromotionRow, 'state' | 'startsAt' | 'endsAt' | 'budget' | 'spent'>, at: number): boolean {
  return promotion.state === 'live' && withinSchedule(promotion, at) && !budgetSpent(promotion);
}
