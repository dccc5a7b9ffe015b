/** The points mall (docs/loyalty.md "Points mall"): the part of the loyalty module other parts and the module's index import. */
export { mallConsoleRoutes } from './console-routes';
export { isOnSale, memberItems } from './items';
export { mallOrderEntries, memberOrders } from './orders';
export { redeem } from './redeem';
export { mallRoutes } from './routes';
export { seedMall } from './seed';
