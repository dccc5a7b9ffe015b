/** The agent module's public surface (agent affiliate codes and calls): the only file other code imports. */
export { agentRoutes } from './routes';
export { addAffiliateCode, findActiveAffiliateCode, normalizeAffiliateCode } from './service';
