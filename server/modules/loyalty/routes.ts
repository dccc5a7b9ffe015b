/**
 * The loyalty module's routes, each part's registered together: the member's (inside the /wps
 * gateway) and the console's (inside the operator scope). The reward centre reads every part's
 * entries through its registry of readers (rewards/sources.ts).
 */
import type { FastifyInstance } from 'fastify';
import { mallConsoleRoutes, mallOrderEntries, mallRoutes } from './mall';
import { raceConsoleRoutes, raceRoutes } from './races';
import { rewardRoutes, type RewardSourceReader } from './rewards';

const mallReader: RewardSourceReader = { source: 'mall', entries: (db, member, language) => mallOrderEntries(db, member, language) };

/** Registers the member's loyalty calls (LoyaltyPath). */
export async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(mallRoutes);
  await app.register(raceRoutes);
  await app.register(rewardRoutes([mallReader]));
}

/** Registers the console's loyalty calls (ConsoleLoyaltyPath). */
export async function loyaltyConsoleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(mallConsoleRoutes);
  await app.register(raceConsoleRoutes);
}
