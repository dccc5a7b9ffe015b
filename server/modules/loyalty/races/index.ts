/** Leaderboard races (MISSIONLB3, docs/loyalty.md "Leaderboards"): the part of the loyalty module other parts and the module's index import. */
export { raceConsoleRoutes } from './console-routes';
export { racePrizeEntries } from './prize-entries';
export { raceRoutes } from './routes';
export { loyaltyRaceConsumer } from './scoring';
export { seedRaces } from './seed';
export { settleDueRaces, type RaceRound } from './settle';
