/** The loyalty module's public surface (issue 17, docs/loyalty.md). Races and the reward centre so far; the integrator adds the other parts. */
export { loyaltyRaceConsumer, raceConsoleRoutes, racePrizeEntries, raceRoutes, seedRaces, settleDueRaces } from './races';
export { rewardRoutes, type RewardSourceReader } from './rewards';
