/**
 * The loyalty module's routes, each part's registered together: the member's (inside the /wps
 * gateway) and the console's (inside the operator scope). The reward centre reads every part's
 * entries through its registry of readers (rewards/sources.ts).
 */
import type { FastifyInstance } from 'fastify';
import { claimLevelReward, levelRewardEntries } from './levels';
import { mallConsoleRoutes, mallOrderEntries, mallRoutes } from './mall';
import { pointsConsoleRoutes, pointsRoutes } from './points';
import { raceConsoleRoutes, raceRoutes } from './races';
import { rewardRoutes, type RewardSourceReader } from './rewards';

const mallReader: RewardSourceReader = { source: 'mall', entries: (db, member, language) => mallOrderEntries(db, member, language) };
const levelReader: RewardSourceReader = {
  source: 'level',
  entries: (db, member, language, now) => levelRewardEntries(db, member, language, new Date(now)),
  claim: (db, member, claim, language) => claimLevelReward(db, member, Number(claim.id), new Date(claim.now), language),
};

/** Registers the member's loyalty calls (LoyaltyPath). */
export async function loyaltyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pointsRoutes);
  await app.register(mallRoutes);
  await app.register(raceRoutes);
  await app.register(rewardRoutes([levelReader, mallReader]));
}

/** Registers the console's loyalty calls (ConsoleLoyaltyPath). */
export async function loyaltyConsoleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(pointsConsoleRoutes);
  await app.register(mallConsoleRoutes);
  await app.register(raceConsoleRoutes);
}
