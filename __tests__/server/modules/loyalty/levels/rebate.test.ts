/**
 * The level rebate (docs/loyalty.md "Level rebate"): a rebate promotion awards each member at the
 * higher of its rate and the rate of the level the member held at the period's end; a cashback,
 * or an app without the loyalty hook, at the promotion's rate alone.
 */
import { levelRebateSource } from '../../../../../server/modules/loyalty/levels';
import { memberLevels } from '../../../../../server/modules/loyalty/levels/tables';
import { runningAwardAmount, settlePeriod } from '../../../../../server/modules/promotions';
import type { PeriodicPromotion } from '../../../../../server/modules/promotions/awards';
import { databases, suiteApp } from '../../../helpers/build';
import { awardsOf, dayOf, DAY_MS, join, pastWeek, periodicPromotion, turnover } from '../../promotions/award-fixtures';
import { ladder, M, newMemberId, setLadder } from '../fixtures';

describe.each(databases())('level rebate on $name', (db) => {
  const t = suiteApp(db, {}, {}, (app) => setLadder(app.db, ladder([0, 1_000, 2_000], {}, { 2: 50, 3: 150 })).then(() => undefined));
  const day = dayOf(pastWeek(), 2);

  /** A member who joined, staked 100 000 on the day, and reached `rank` at `reachedAt`. */
  async function member(promotion: PeriodicPromotion, rank: number, reachedAt: Date): Promise<number> {
    const id = newMemberId();
    await join(t.app.db, promotion, id, new Date(day.start.getTime() - DAY_MS));
    await turnover(t.app.db, id, day, { stakes: 100_000n });
    const levels = Array.from({ length: rank }, (_, i) => ({ memberId: id, rank: i + 1, merchantCode: M, reachedAt, reward: null, rewardState: 'none' as const }));
    if (levels.length > 0) await t.app.db.insert(memberLevels).values(levels);
    return id;
  }

  test("a rebate pays the higher of its rate and the level's, by the level held at the period's end", async () => {
    const promotion = (await periodicPromotion(t.app.db, { type: 'rebate', rateBp: 80, window: day })) as PeriodicPromotion;
    const before = new Date(day.start.getTime() + 1_000);
    const gold = await member(promotion, 3, before); // 150 bp > 80
    const silver = await member(promotion, 2, before); // 50 bp < 80: the promotion's
    const late = await member(promotion, 3, day.end); // reached at the end: not held during the period
    const none = await member(promotion, 0, before);
    await settlePeriod(t.app.db, promotion, day, Date.now(), levelRebateSource);
    expect(await awardsOf(t.app.db, promotion.id)).toEqual(
      [`${gold}:${day.start.toISOString().slice(0, 10)}:100000:1500:claimable`, ...[silver, late, none].map((id) => `${id}:${day.start.toISOString().slice(0, 10)}:100000:800:claimable`)].sort(),
    );
  });

  test('a cashback ignores levels, and without the hook a rebate pays its own rate', async () => {
    const cashback = (await periodicPromotion(t.app.db, { type: 'cashback', rateBp: 80, window: day })) as PeriodicPromotion;
    const a = await member(cashback, 3, new Date(day.start.getTime()));
    await settlePeriod(t.app.db, cashback, day, Date.now(), levelRebateSource);
    expect((await awardsOf(t.app.db, cashback.id, a))[0]).toMatch(/:800:claimable$/);
    const rebate = (await periodicPromotion(t.app.db, { type: 'rebate', rateBp: 80, window: day })) as PeriodicPromotion;
    const b = await member(rebate, 3, new Date(day.start.getTime()));
    await settlePeriod(t.app.db, rebate, day, Date.now());
    expect((await awardsOf(t.app.db, rebate.id, b))[0]).toMatch(/:800:claimable$/);
  });

  test("the running estimate uses the member's level now, through the app's hook", async () => {
    const today = dayOf({ start: new Date(), end: new Date() });
    const rebate = await periodicPromotion(t.app.db, { type: 'rebate', rateBp: 80, window: today, endsAt: null });
    const id = newMemberId();
    await turnover(t.app.db, id, today, { stakes: 100_000n });
    await t.app.db.insert(memberLevels).values({ memberId: id, rank: 3, merchantCode: M, reachedAt: new Date(Date.now() - 1_000), reward: null, rewardState: 'none' });
    expect(await runningAwardAmount(t.app.db, rebate, id, Date.now())).toBe(800n);
    expect(await runningAwardAmount(t.app.db, rebate, id, Date.now(), levelRebateSource)).toBe(1_500n);
    expect(t.app.promotionHooks.rebateSources).toContain(levelRebateSource);
    expect(await t.app.promotionHooks.periodEstimate!(t.app.db, rebate, id, Date.now())).toBe(1_500n);
  });
});
