/**
 * Levels (docs/loyalty.md "Levels"): the part of the loyalty module other parts and the module's
 * index import. The promotions rebate hook: `app.promotionHooks.rebateSources.push(levelRebateSource)`
 * (the loyalty plugin, which depends on 'promotions').
 */
export { crossLevels, type TurnoverReached } from './crossing';
export { ladderOf, levelOf, levelValue, memberLadder, memberLevelRank, shownRank } from './ladder';
export { checkLadder, consoleLadder, saveLadder } from './ladder-save';
export { levelRebateSource } from './rebate';
export { claimLevelReward, lapseLevelRewards, levelRewardEntries, type LevelMember } from './rewards';
export { seedLevels } from './seed';
