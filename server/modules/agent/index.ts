/** The agent module's public surface (issue 18, docs/agents.md): the only file other code imports. */
export { agentConsoleRoutes, agentRoutes } from './routes';
export { addAffiliateCode, agentReferrerCodes, findActiveAffiliateCode, normalizeAffiliateCode } from './service';
export { agentProfileOf, makeAgent } from './hierarchy';
export { AGENT_FIGURES_CONSUMER, agentFiguresConsumer, teamFigures } from './figures';
export { agentPayoutReviewSource, settleDueStatements } from './settlement';
export { AGENT_JOB_LEASE_KEY, agentJobStep, agentPlugin } from './plugin';
export { agentRebateSource } from './rebates';
export { seedAgents } from './seed';
