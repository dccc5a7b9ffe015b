/** Rebate rates (docs/agents.md "Rebate rates"): members' and agents' rates, and the promotions rebate source. */
export { agentRebateSource, rebateSettings, setMemberRebate, setTopRebate } from './rates';
export { rebateRoutes } from './routes';
export { TopRebateBody } from './schemas';
