/** The withdrawals module's public surface (payout accounts, withdrawals, the turnover requirement, the member's records): the only file other code imports. */
export { withdrawalConsoleRoutes } from './console-routes';
export { withdrawalsPlugin } from './plugin';
export { resolvePayouts, sendPayout } from './payouts';
export { withdrawalReviewSource } from './review';
export { withdrawalRoutes } from './routes';
export { turnoverValue, wageringConsumer, wageringOf } from './wagering';
