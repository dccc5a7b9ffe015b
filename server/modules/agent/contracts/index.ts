/** Agent contracts (docs/agents.md "Contracts"): tier arithmetic, reads, and offering, signing, withdrawing and ending. */
export { contractConsoleRoutes } from './console-routes';
export { endContract, type EndScope } from './end';
export { offerContract, type Offerer } from './offer';
export { offeredByFor } from './offered-by';
export { contractInForce, contractValue, waitingOffer } from './reads';
export { contractRoutes } from './routes';
export { signContract } from './sign';
export { betterThanUpline, contractGross, qualifyingTier, valueAt, type TierFigures } from './tiers';
export { checkTerms, type ContractTerms } from './validate';
