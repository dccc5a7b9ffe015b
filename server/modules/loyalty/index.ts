/** The loyalty module's public surface (issue 17, docs/loyalty.md): the only file other code imports. */
export { loyaltyJobStep, loyaltyPlugin } from './plugin';
export { loyaltyConsoleRoutes, loyaltyRoutes } from './routes';
export { seedMall } from './mall';
export { creditPoints, expirePoints, loyaltyPointsConsumer, seedLoyaltyPoints, spendPoints } from './points';
export { claimLevelReward, lapseLevelRewards } from './levels';
export { loyaltyRaceConsumer, seedRaces, settleDueRaces } from './races';
