/** The console's transfer-wallet part (docs/transfer-wallet-parts/simulator-and-console.md). */
export { transferConsoleRoutes } from './routes';
