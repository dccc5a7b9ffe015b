/**
 * Race settlement: an ended period is paid only once the score consumer has passed its end; each
 * paid rank gets its tier's prize once (a loyalty bonus with the tier's wagering, or points for the
 * merchant's points lifetime); blocked members are not ranked; a second round pays nothing.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { LoyaltyPath, type RankListValue } from '@common/contract/loyalty';
import { loyaltyRaceConsumer, settleDueRaces } from '../../../../../server/modules/loyalty';
import { pointsLots, loyaltySettings } from '../../../../../server/modules/loyalty/points/tables';
import { settleRacePeriod } from '../../../../../server/modules/loyalty/races/settle';
import { racePeriods, racePrizes } from '../../../../../server/modules/loyalty/races/tables';
import { auditLog } from '../../../../../server/modules/audit/tables';
import { memberBonuses } from '../../../../../server/modules/promotions/tables';
import { databases, suiteApp } from '../../../helpers/build';
import { setWhitelabel } from '../../../helpers/accounts';
import { drain } from '../../feed/fixtures';
import { getAs, LONG_SESSIONS, player, realClock } from '../../protection/fixtures';
import { aRace, block, DAY_MS, scores } from './fixtures';
import { clearLoyaltySeed } from '../fixtures';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases())('race settlement on $name', (dbCase) => {
  const clock = realClock();
  const t = suiteApp(dbCase, LONG_SESSIONS, { now: clock.now }, async (app) => {
    await setWhitelabel(app, { MISSIONLB3: true });
    await clearLoyaltySeed(app.db);
  });

  test('waits for the score consumer to pass the period end, then pays each tier once: bonus with its wagering, points for the merchant lifetime', async () => {
    const db = t.app.db;
    await db.insert(loyaltySettings).values({ merchantCode: 'MLOBBY', pointsExpiryDays: 10, defaultRateBp: 10_000, rates: {}, updatedBy: 'test', updatedAt: new Date() }).onConflictDoNothing();
    const [a, b, c, d, excluded] = [await player(t.app, 0n), await player(t.app, 0n), await player(t.app, 0n), await player(t.app, 0n), await player(t.app, 0n)];
    // A posting dated inside the period that the consumer has not read yet.
    await player(t.app, 1_000n);
    const end = Date.now() + 400;
    const race = await aRace(db, { recurrence: 'custom', startsAt: new Date(end - DAY_MS), endsAt: new Date(end) });
    const at = new Date(end - 1_000);
    await scores(db, race, race.startsAt, [
      { memberId: a.id, score: 900n, reachedAt: at },
      { memberId: b.id, score: 500n, reachedAt: new Date(at.getTime() - 1) },
      { memberId: c.id, score: 500n, reachedAt: at },
      { memberId: d.id, score: 100n, reachedAt: at },
      { memberId: excluded.id, score: 5_000n, reachedAt: at },
    ]);
    await block(db, excluded.id, new Date(end - 2 * DAY_MS));
    await sleep(600);
    expect(await settleDueRaces(db, Date.now())).toEqual({ periods: 0, prizes: 0 });
    await drain(db, loyaltyRaceConsumer);
    expect(await settleDueRaces(db, Date.now())).toEqual({ periods: 1, prizes: 3 });
    expect(await settleDueRaces(db, Date.now())).toEqual({ periods: 0, prizes: 0 });
    expect(await settleRacePeriod(db, race, { start: race.startsAt, end: race.endsAt! }, Date.now())).toBeNull();

    const prizes = await db.select().from(racePrizes).where(eq(racePrizes.raceId, race.id)).orderBy(racePrizes.rank);
    expect(prizes.map((p) => [p.rank, p.memberId, p.score, p.reward.kind])).toEqual([
      [1, a.id, 900n, 'bonus'],
      [2, b.id, 500n, 'points'],
      [3, c.id, 500n, 'points'],
    ]);
    const [bonus] = await db.select().from(memberBonuses).where(and(eq(memberBonuses.source, 'race'), eq(memberBonuses.sourceId, String(prizes[0]!.id))));
    expect({ id: bonus!.id, member: bonus!.memberId, amount: bonus!.amount, required: bonus!.required }).toEqual({ id: prizes[0]!.bonusId, member: a.id, amount: 50_000n, required: 150_000n });
    for (const prize of prizes.slice(1)) {
      const [lot] = await db.select().from(pointsLots).where(and(eq(pointsLots.source, 'race'), eq(pointsLots.sourceId, String(prize.id))));
      expect({ member: lot!.memberId, points: lot!.points, days: (lot!.expiresAt.getTime() - lot!.earnedAt.getTime()) / DAY_MS }).toEqual({ member: prize.memberId, points: 700n, days: 10 });
    }
    const [period] = await db.select().from(racePeriods).where(eq(racePeriods.raceId, race.id));
    expect(period!.winners).toBe(3);
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.action, 'race.settle'), eq(auditLog.subject, `race:${race.id}`)));
    expect(audits).toHaveLength(1);
    const list = await getAs<RankListValue>(t.app, a, `${LoyaltyPath.rankList}?raceId=${race.id}`);
    expect(list.value).toMatchObject({ settled: true, you: { rank: 1, score: 900 } });
  });

  test('a draft race is never settled; a paused one still pays its ended periods', async () => {
    const db = t.app.db;
    const [a] = [await player(t.app, 0n)];
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - 2 * DAY_MS);
    const paused = await aRace(db, { startsAt: start, state: 'paused', endsAt: new Date(start.getTime() + DAY_MS) });
    const draft = await aRace(db, { startsAt: start, state: 'draft', endsAt: new Date(start.getTime() + DAY_MS) });
    for (const race of [paused, draft]) await scores(db, race, start, [{ memberId: a.id, score: 10n, reachedAt: start }]);
    await drain(db, loyaltyRaceConsumer);
    await settleDueRaces(db, Date.now());
    expect((await db.select().from(racePrizes).where(eq(racePrizes.raceId, paused.id))).map((p) => p.memberId)).toEqual([a.id]);
    expect(await db.select().from(racePeriods).where(eq(racePeriods.raceId, draft.id))).toEqual([]);
    expect((await getAs(t.app, a, `${LoyaltyPath.rankList}?raceId=${draft.id}`)).code).toBe(ErrorCode.raceNotFound);
  });
});
