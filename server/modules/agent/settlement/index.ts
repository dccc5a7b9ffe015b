/** Settlement (docs/agents.md "Settlement"): settling ended periods bottom-up, paying statements once, their review queue, reads and calls. */
export { statementLines, statementSums, type StatementSums, type SubAgentGross } from './arithmetic';
export { settlementConsoleRoutes } from './console-routes';
export { agentPayoutReviewSource } from './review-source';
export { settlementRoutes } from './routes';
export { settleDueStatements, type SettleOptions, type SettleResult } from './settle';
