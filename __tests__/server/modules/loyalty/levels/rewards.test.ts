/**
 * Level-up rewards (docs/loyalty.md "Level rewards"): claimed once whatever the concurrency — a
 * loyalty bonus with the reward's own wagering, or points — refused when nothing is claimable,
 * lapsed after claimBy; the ladder as members see it.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { claimLevelReward, lapseLevelRewards, levelRewardEntries, memberLadder, memberLevelRank } from '../../../../../server/modules/loyalty/levels';
import { memberLevels } from '../../../../../server/modules/loyalty/levels/tables';
import { memberBonuses } from '../../../../../server/modules/promotions/tables';
import { databases, suiteApp } from '../../../helpers/build';
import { bet, earn, fund, holding, ladder, M, newMemberId, setLadder, setRates } from '../fixtures';

const DAY_MS = 86_400_000;

describe.each(databases())('level rewards on $name', (db) => {
  const t = suiteApp(db, {}, {}, async (app) => {
    await setRates(app.db, {});
    await setLadder(
      app.db,
      ladder([0, 1_000, 2_000], { 2: { kind: 'bonus', amount: 5_000, wageringMultiplierPercent: 300 }, 3: { kind: 'points', amount: 40, wageringMultiplierPercent: 0 } }, { 3: 150 }),
    );
  });
  /** A member who reached level 3 (turnover 2 000). */
  const climber = async () => {
    const id = newMemberId();
    await fund(t.app.db, id);
    await bet(t.app.db, id, 2_000n);
    await earn(t.app.db);
    return { id, merchantCode: M };
  };

  test('concurrent claims of a bonus reward grant it once, with its own wagering multiplier', async () => {
    const member = await climber();
    const now = new Date();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => claimLevelReward(t.app.db, member, 2, now)));
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect((done[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof claimLevelReward>>>).value).toMatchObject({ source: 'level', id: '2', state: 'received', amount: 5_000, kind: 'bonus', title: 'Level 2' });
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === ErrorCode.rewardNotClaimable)).toBe(true);
    const bonuses = await t.app.db.select().from(memberBonuses).where(and(eq(memberBonuses.memberId, member.id), eq(memberBonuses.source, 'level')));
    expect(bonuses.map((b) => [b.sourceId, b.amount, b.required])).toEqual([[`${member.id}:2`, 5_000n, 15_000n]]);
  });

  test('a points reward is credited as points; a level without a reward, or one not reached, is not claimable', async () => {
    const member = await climber();
    const before = (await holding(t.app.db, member.id)).points;
    await claimLevelReward(t.app.db, member, 3, new Date(), 'BN');
    expect((await holding(t.app.db, member.id)).points).toBe(before + 40n);
    await expect(claimLevelReward(t.app.db, member, 3, new Date())).rejects.toMatchObject({ code: ErrorCode.rewardNotClaimable });
    await expect(claimLevelReward(t.app.db, member, 1, new Date())).rejects.toMatchObject({ code: ErrorCode.rewardNotClaimable });
    await expect(claimLevelReward(t.app.db, member, 7, new Date())).rejects.toMatchObject({ code: ErrorCode.rewardNotClaimable });
    await expect(claimLevelReward(t.app.db, { ...member, merchantCode: 'OTHER' }, 2, new Date())).rejects.toMatchObject({ code: ErrorCode.rewardNotClaimable });
  });

  test('an unclaimed reward lapses after claimBy: shown lapsed at once, marked by the job, no longer claimable', async () => {
    const member = await climber();
    const [row] = await t.app.db.select().from(memberLevels).where(and(eq(memberLevels.memberId, member.id), eq(memberLevels.rank, 2)));
    const late = new Date(row!.claimBy!.getTime() + 1);
    expect(row!.claimBy!.getTime() - row!.reachedAt.getTime()).toBe(30 * DAY_MS);
    expect((await levelRewardEntries(t.app.db, member, 'EN', late)).map((e) => [e.id, e.state])).toEqual([
      ['2', 'lapsed'],
      ['3', 'lapsed'],
    ]);
    await expect(claimLevelReward(t.app.db, member, 2, late)).rejects.toMatchObject({ code: ErrorCode.rewardNotClaimable });
    expect(await lapseLevelRewards(t.app.db, late)).toBeGreaterThanOrEqual(2);
    const states = await t.app.db.select({ rank: memberLevels.rank, state: memberLevels.rewardState }).from(memberLevels).where(eq(memberLevels.memberId, member.id)).orderBy(memberLevels.rank);
    expect(states).toEqual([
      { rank: 1, state: 'none' },
      { rank: 2, state: 'lapsed' },
      { rank: 3, state: 'lapsed' },
    ]);
  });

  test('the ladder as the member sees it, in their language; a member who never played stands on the first level', async () => {
    const member = await climber();
    expect(await memberLevelRank(t.app.db, member.id)).toBe(3);
    const levels = await memberLadder(t.app.db, member, 'BN');
    expect(levels.map((l) => [l.rank, l.name, l.reached, l.rebateBp])).toEqual([
      [1, 'স্তর 1', true, 0],
      [2, 'স্তর 2', true, 0],
      [3, 'স্তর 3', true, 150],
    ]);
    const fresh = await memberLadder(t.app.db, { id: newMemberId(), merchantCode: M }, 'FR');
    expect(fresh.map((l) => [l.name, l.reached])).toEqual([
      ['Level 1', true],
      ['Level 2', false],
      ['Level 3', false],
    ]);
  });
});
