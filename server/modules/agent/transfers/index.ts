/** Downline transfers (docs/agents.md "Downline transfer"). */
export { transferRoutes } from './routes';
export { transferHistory, transferToTeam, type TransferDeps } from './transfer';
