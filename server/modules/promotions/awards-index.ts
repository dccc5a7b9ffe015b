/**
 * The periodic awards' public surface (cashback and rebate, docs/promotions-awards.md), until the
 * promotions module's index.ts re-exports it: other modules and app.ts import these from here.
 */
export { awardRoutes, claimRoutes } from './award-routes';
export { bonusValueOf, claimCard, languageOf, type CardBuilder } from './award-card';
export { awardTotals, claimableAward, isPeriodic, lapseAwards, runningAward, runningAwardAmount, settleDueAwards, settlePeriod, type RunningAward, type SettleRound } from './awards';
export { claimAward, type ClaimInput } from './awards-claim';
export { awardJobStep, awardsPlugin } from './awards-plugin';
