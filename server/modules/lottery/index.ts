/** The lottery module's public surface (the house lottery: issues, orders, draws and settlement): the only file other code imports. */
export { lotteryConsoleRoutes } from './console-routes';
export { lotteryDrawConsoleRoutes } from './console-draws-routes';
export { lotteryIconRoutes } from './icon-routes';
export { lotteryOrderRoutes } from './order-routes';
export { placeOrder } from './orders';
export { upcomingIssues } from './issues';
export { lotteryRoutes } from './routes';
export { lotteryScheduler } from './scheduler';
export { recentLotteryWins } from './winners';
