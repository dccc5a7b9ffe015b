/**
 * Level-up rewards (docs/loyalty.md "Level rewards"): reaching a level with a reward leaves it to
 * claim until claimBy (LEVEL_REWARD_CLAIM_DAYS); a claim is one conditional UPDATE claim → received
 * and, in the same transaction, the grant — a loyalty bonus with the reward's own wagering
 * multiplier, or points — each unique per (member, rank), so concurrent claims grant once. Rewards
 * left unclaimed past claimBy lapse. The reward is the snapshot taken when the level was reached.
 */
import { and, asc, eq, gt, isNotNull, lte, ne } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { RewardEntryValue } from '@common/contract/loyalty';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { textIn } from '../../announcements';
import { grantLoyaltyBonus } from '../../promotions';
import { creditPoints, loyaltySettingsOf } from '../points';
import { ladderOf } from './ladder';
import { memberLevels, type LoyaltyLevelRow, type MemberLevelRow } from './tables';

/** Who claims: the member and their merchant. */
export interface LevelMember {
  id: number;
  merchantCode: string;
}

/** A reached level's reward as a reward-centre entry; a 'claim' past claimBy shows as lapsed before the job marks it. */
function entryOf(row: MemberLevelRow, level: LoyaltyLevelRow | undefined, language: string, now: Date): RewardEntryValue {
  const overdue = row.rewardState === 'claim' && row.claimBy !== null && row.claimBy <= now;
  const state = overdue ? 'lapsed' : row.rewardState === 'none' ? 'received' : row.rewardState;
  return {
    source: 'level',
    id: String(row.rank),
    title: level ? textIn(level.name, language) : String(row.rank),
    state,
    amount: row.reward?.amount ?? null,
    kind: row.reward?.kind ?? 'points',
    claimBy: row.rewardState === 'claim' ? (row.claimBy?.getTime() ?? null) : null,
    at: (row.claimedAt ?? row.reachedAt).getTime(),
  };
}

/** Claims the member's reward of the level `rank`: granted once, or reward.not.claimable (nothing changed). */
export async function claimLevelReward(db: Database, member: LevelMember, rank: number, now: Date, language = 'EN'): Promise<RewardEntryValue> {
  const ladder = await ladderOf(db, member.merchantCode);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(memberLevels)
      .set({ rewardState: 'received', claimedAt: now })
      .where(and(eq(memberLevels.memberId, member.id), eq(memberLevels.rank, rank), eq(memberLevels.merchantCode, member.merchantCode), eq(memberLevels.rewardState, 'claim'), gt(memberLevels.claimBy, now)))
      .returning();
    if (!row || !row.reward) throw new AppError(ErrorCode.rewardNotClaimable);
    const { reward } = row;
    if (reward.kind === 'bonus') {
      await grantLoyaltyBonus(tx, { merchantCode: member.merchantCode, memberId: member.id, amount: BigInt(reward.amount), multiplierPercent: reward.wageringMultiplierPercent, source: 'level', sourceId: `${member.id}:${rank}`, now, actor: `member:${member.id}` });
    } else {
      const { pointsExpiryDays } = await loyaltySettingsOf(tx, member.merchantCode);
      await creditPoints(tx, { merchantCode: member.merchantCode, memberId: member.id, points: BigInt(reward.amount), source: 'level', sourceId: String(rank), kind: 'reward', now, expiryDays: pointsExpiryDays });
    }
    return entryOf(row, ladder.find((l) => l.rank === rank), language, now);
  });
}

/** Rewards still to claim whose claimBy has passed become lapsed; how many. */
export async function lapseLevelRewards(db: Database, now: Date): Promise<number> {
  const lapsed = await db
    .update(memberLevels)
    .set({ rewardState: 'lapsed' })
    .where(and(eq(memberLevels.rewardState, 'claim'), lte(memberLevels.claimBy, now)))
    .returning({ rank: memberLevels.rank });
  return lapsed.length;
}

/** The member's level rewards (levels without one left out), lowest level first, for the reward centre. */
export async function levelRewardEntries(db: Database, member: LevelMember, language: string, now: Date = new Date()): Promise<RewardEntryValue[]> {
  const rows = await db
    .select()
    .from(memberLevels)
    .where(and(eq(memberLevels.memberId, member.id), eq(memberLevels.merchantCode, member.merchantCode), ne(memberLevels.rewardState, 'none'), isNotNull(memberLevels.reward)))
    .orderBy(asc(memberLevels.rank));
  const ladder = await ladderOf(db, member.merchantCode);
  return rows.map((row) => entryOf(row, ladder.find((l) => l.rank === row.rank), language, now));
}
