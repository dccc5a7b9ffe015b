/** The promotions module's public surface (issue 16): the only file other code imports. */
export { bonusRoutes } from './bonus-routes';
export { activeBonusesNow, bonusValue, bonusWageringOf, memberBonusesValue } from './bonus-reads';
export { forfeitExpired } from './expiry';
export { settleBonuses, type SettleOutcome, type SettleTarget } from './forfeit';
export { bonusWageringConsumer } from './wagering';
export { promotionWageringPlugin } from './wagering-plugin';
