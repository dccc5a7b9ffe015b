/**
 * The reward centre (REWCEN3): periodic awards to claim (until claimBy), claimed ones received,
 * lapsed ones lapsed, race prizes received, newest first; a claim names one award and credits it
 * once, even under concurrent claims; nothing else is claimable; with REWCEN3 off, loyalty.feature.off.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { LoyaltyPath, type RewardCentreValue, type RewardEntryValue } from '@common/contract/loyalty';
import { racePrizes } from '../../../../../server/modules/loyalty/races/tables';
import { memberBonuses, promotionAwards } from '../../../../../server/modules/promotions/tables';
import { databases, suiteApp } from '../../../helpers/build';
import { setWhitelabel } from '../../../helpers/accounts';
import { dayOf, join, pastWeek, periodicPromotion } from '../../promotions/award-fixtures';
import { getAs, LONG_SESSIONS, player, postAs, realClock, type Player } from '../../protection/fixtures';
import { aRace, DAY_MS, PRIZES } from '../races/fixtures';

describe.each(databases())('reward centre on $name', (dbCase) => {
  const clock = realClock();
  const t = suiteApp(dbCase, LONG_SESSIONS, { now: clock.now }, (app) => setWhitelabel(app, { REWCEN3: true }));

  /** An award of `amount` to the member for one past day, claimable until `claimBy`, of a daily cashback promotion the member joined. */
  async function award(member: Player, amount: bigint, claimBy: number, offset: number, status: 'claimable' | 'claimed' | 'lapsed' = 'claimable') {
    const week = pastWeek(2);
    const promotion = await periodicPromotion(t.app.db, { window: week });
    await join(t.app.db, promotion, member.id, new Date(week.start.getTime() - DAY_MS));
    const day = dayOf(week, offset);
    const [row] = await t.app.db
      .insert(promotionAwards)
      .values({ merchantCode: 'MLOBBY', promotionId: promotion.id, memberId: member.id, periodStart: day.start, periodEnd: day.end, basis: amount * 10n, amount, status, claimBy: new Date(claimBy), createdAt: day.end, claimedAt: status === 'claimed' ? day.end : null })
      .returning();
    return row!;
  }

  test('lists what waits for a claim and the history newest first, from awards and race prizes; claims one award once', async () => {
    const me = await player(t.app, 0n);
    const now = clock.now();
    const open = await award(me, 1_500n, now + DAY_MS, 1);
    const expired = await award(me, 700n, now - 1_000, 2);
    const claimed = await award(me, 300n, now + DAY_MS, 3, 'claimed');
    const race = await aRace(t.app.db, { startsAt: new Date(now - 3 * DAY_MS) });
    const [prize] = await t.app.db
      .insert(racePrizes)
      .values({ raceId: race.id, periodStart: race.startsAt, rank: 2, memberId: me.id, merchantCode: 'MLOBBY', score: 10n, reward: PRIZES[1]!.reward, paidAt: new Date(now - 10_000) })
      .returning();
    const centre = (await getAs<RewardCentreValue>(t.app, me, LoyaltyPath.rewards)).value!;
    expect(centre.claimable).toEqual([{ source: 'award', id: String(open.id), title: 'cashback test', state: 'claim', amount: 1_500, kind: 'bonus', claimBy: now + DAY_MS, at: open.createdAt.getTime() }]);
    expect(centre.history.map((e) => [e.source, e.id, e.state, e.amount, e.kind])).toEqual([
      // A lapsed award is dated by its claimBy (1 s ago), the prize by its payment (10 s ago).
      ['award', String(expired.id), 'lapsed', 700, 'bonus'],
      ['race', String(prize!.id), 'received', 700, 'points'],
      ['award', String(claimed.id), 'received', 300, 'bonus'],
    ]);
    expect(centre.history[1]!.title).toBe('Race test · #2');

    const claims = await Promise.all(Array.from({ length: 4 }, () => postAs<RewardEntryValue>(t.app, me, LoyaltyPath.claimReward, { source: 'award', id: String(open.id) })));
    expect(claims.filter((c) => c.success).map((c) => c.value!.state)).toEqual(['received']);
    expect(claims.filter((c) => !c.success).map((c) => c.code)).toEqual(Array(3).fill(ErrorCode.rewardNotClaimable));
    const bonuses = await t.app.db.select().from(memberBonuses).where(and(eq(memberBonuses.source, 'award'), eq(memberBonuses.sourceId, String(open.id))));
    expect(bonuses.map((b) => b.amount)).toEqual([1_500n]);
    expect((await getAs<RewardCentreValue>(t.app, me, LoyaltyPath.rewards)).value!.claimable).toEqual([]);
  });

  test("nothing else is claimable: a lapsed or another member's award, a bad id, a source without claims; REWCEN3 off answers loyalty.feature.off", async () => {
    const [me, other] = [await player(t.app, 0n), await player(t.app, 0n)];
    const lapsed = await award(me, 500n, clock.now() - 1, 1);
    const theirs = await award(other, 500n, clock.now() + DAY_MS, 1);
    for (const body of [{ source: 'award', id: String(lapsed.id) }, { source: 'award', id: String(theirs.id) }, { source: 'award', id: 'x1' }, { source: 'level', id: '1' }]) {
      expect({ body, code: (await postAs(t.app, me, LoyaltyPath.claimReward, body)).code }).toEqual({ body, code: ErrorCode.rewardNotClaimable });
    }
    await setWhitelabel(t.app, { REWCEN3: false });
    try {
      expect((await getAs(t.app, me, LoyaltyPath.rewards)).code).toBe(ErrorCode.loyaltyFeatureOff);
      expect((await postAs(t.app, other, LoyaltyPath.claimReward, { source: 'award', id: String(theirs.id) })).code).toBe(ErrorCode.loyaltyFeatureOff);
    } finally {
      await setWhitelabel(t.app, { REWCEN3: true });
    }
    const [still] = await t.app.db.select().from(promotionAwards).where(eq(promotionAwards.id, theirs.id));
    expect(still!.status).toBe('claimable');
  });
});
