/** The console's transfer-wallet part (docs/transfer-wallet.md "Parts"). */
export { transferConsoleRoutes } from './routes';
