/** The withdrawals module's public surface (payout accounts, withdrawals, the turnover requirement, the member's records): the only file other code imports. */
export { BonusWagering, type BonusWageringReader, type MemberBonusWagering } from './bonus-wagering';
export { withdrawalConsoleRoutes } from './console-routes';
export { withdrawalsPlugin } from './plugin';
export { resolvePayouts, sendPayout } from './payouts';
export { withdrawalReviewSource } from './review';
export { withdrawalRoutes } from './routes';
export { BonusValueSchema } from './schemas';
export { turnoverValue, wageringConsumer, wageringOf } from './wagering';
