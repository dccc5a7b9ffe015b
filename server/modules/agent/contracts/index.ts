/** Agent contracts (docs/agents.md "Contracts"): tier arithmetic and reads. */
export { contractInForce, contractValue, waitingOffer } from './reads';
export { betterThanUpline, contractGross, qualifyingTier, valueAt, type TierFigures } from './tiers';
