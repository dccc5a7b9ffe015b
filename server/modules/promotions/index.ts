/** The promotions module's public surface (issue 16, docs/promotions.md): the only file other code imports. */
export { capped, cashbackAward, depositMatchBonus, rateOf, rebateAward, type PeriodPlay } from './arithmetic';
export { cardOf, factsOf, memberCard, memberCards, type PeriodEstimate, type Viewer } from './cards';
export { promotionConsoleRoutes } from './console-routes';
export { promotionById, promotionOf } from './definitions';
export { depositMatchConsumer } from './deposit-match';
export { budgetSpent, isEligible, isOpen, withinSchedule, type EligibleMember } from './eligibility';
export { grantBonus, grantKey, wageringRequired, type GrantInput } from './grant';
export { PROMOTION_IMAGE_PREFIX, promotionImageRoutes } from './images';
export { statusLabel } from './labels';
export { promotionsPlugin, type PromotionHooks } from './plugin';
export { promotionRoutes } from './routes';
export { seedPromotions } from './seed';
export { standingsOf, type MemberStanding } from './standing';
