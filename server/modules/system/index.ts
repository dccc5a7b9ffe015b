/** The system module's public surface (system settings the site reads at start): the only file other code imports. */
export { systemRoutes } from './routes';
