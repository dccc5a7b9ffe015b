/** Points (docs/loyalty.md "Points"): the part of the loyalty module other parts and the module's index import. */
export { creditPoints, spendPoints, type PointsCredit, type PointsSpend } from './ledger';
export { loyaltyPointsConsumer } from './consumer';
export { expirePoints } from './expiry';
export { pointsRoutes } from './routes';
export { pointsConsoleRoutes } from './console-routes';
export { seedLoyaltyPoints } from './seed';
export { loyaltySettingsOf } from './settings';
