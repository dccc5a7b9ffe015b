/**
 * The promotions' periodic awards (cashback, rebate) in the reward centre: claimable until claimBy,
 * then lapsed; claimed ones received. A claim names one award and goes through promotions'
 * claimAward (the conditional UPDATE on its status, then the bonus): of two claims at once, one
 * credits and the other answers reward.not.claimable.
 */
import { ErrorCode } from '@common/contract/envelope';
import type { RewardEntryValue } from '@common/contract/loyalty';
import { REWARD_HISTORY_MAX } from '@common/rules/loyalty';
import { AppError } from '../../../http/envelope';
import { textIn } from '../../announcements';
import { claimAward, memberAwards, promotionById, type MemberAward } from '../../promotions';
import { idOf, type RewardSourceReader } from './sources';

/** An award as an entry at `now`. */
export function awardEntry(award: MemberAward, language: string, now: number): RewardEntryValue {
  const open = award.status === 'claimable' && award.claimBy.getTime() > now;
  const state = open ? 'claim' : award.status === 'claimed' ? 'received' : 'lapsed';
  const at = state === 'received' ? (award.claimedAt ?? award.createdAt) : state === 'lapsed' ? award.claimBy : award.createdAt;
  return { source: 'award', id: String(award.id), title: textIn(award.title, language), state, amount: Number(award.amount), kind: 'bonus', claimBy: open ? award.claimBy.getTime() : null, at: at.getTime() };
}

const notClaimable = () => new AppError(ErrorCode.rewardNotClaimable);

export const awardReader: RewardSourceReader = {
  source: 'award',
  async entries(db, member, language, now) {
    return (await memberAwards(db, member.id, { limit: REWARD_HISTORY_MAX })).map((award) => awardEntry(award, language, now));
  },
  async claim(db, member, claim, language) {
    const awardId = idOf(claim.id);
    const [award] = awardId === null ? [] : await memberAwards(db, member.id, { limit: 1, awardId });
    if (!award || awardEntry(award, language, claim.now).state !== 'claim') throw notClaimable();
    const promotion = await promotionById(db, award.promotionId);
    if (!promotion) throw notClaimable();
    try {
      await db.transaction((tx) => claimAward(tx, { promotion, memberId: member.id, now: claim.now, actor: claim.actor, ip: claim.ip, awardId: award.id }));
    } catch (err) {
      // Another claim took it first (its UPDATE matched the row; ours then matched none).
      if (err instanceof AppError && err.code === ErrorCode.promotionNothingToClaim) throw notClaimable();
      throw err;
    }
    const [after] = await memberAwards(db, member.id, { limit: 1, awardId: award.id });
    return awardEntry(after!, language, claim.now);
  },
};
