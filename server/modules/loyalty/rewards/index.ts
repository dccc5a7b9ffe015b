/** The reward centre (REWCEN3, docs/loyalty.md "Reward centre"): the part of the loyalty module the module's index imports. */
export { rewardRoutes } from './routes';
export type { RewardClaim, RewardMember, RewardSourceReader } from './sources';
