/**
 * The race score consumer: real-money game postings of live races' periods, per metric and game
 * filter; bonus play, demo money, paused races and other merchants score nothing; reachedAt is the
 * latest posting that changed the score; through the real feed, exactly what was played.
 */
import { and, eq } from 'drizzle-orm';
import { loyaltyRaceConsumer } from '../../../../../server/modules/loyalty';
import { raceScores, type RaceRow } from '../../../../../server/modules/loyalty/races/tables';
import { grantLoyaltyBonus } from '../../../../../server/modules/promotions';
import type { FeedPosting } from '../../../../../server/modules/wallet';
import { databases, suiteApp } from '../../../helpers/build';
import { drain } from '../../feed/fixtures';
import { player, refundOf, stakeOf, winOf } from '../../protection/fixtures';
import { aRace, dayAt, DAY_MS, memberId, posting } from './fixtures';

const DAY = dayAt(Date.UTC(2026, 5, 10, 12));
const at = (ms: number) => new Date(DAY.start.getTime() + ms);

describe.each(databases())('race scoring on $name', (dbCase) => {
  const t = suiteApp(dbCase);
  const apply = (postings: FeedPosting[]) => t.app.db.transaction((tx) => loyaltyRaceConsumer.apply(tx, postings));
  const scoreOf = async (race: RaceRow, member: number, periodStart = DAY.start) => {
    const [row] = await t.app.db.select().from(raceScores).where(and(eq(raceScores.raceId, race.id), eq(raceScores.periodStart, periodStart), eq(raceScores.memberId, member)));
    return row ? { score: row.score, reachedAt: row.reachedAt.toISOString() } : null;
  };

  test('turnover scores stakes − refunds, net win payouts + refunds − stakes; batches add up; reachedAt is the latest change', async () => {
    const turnover = await aRace(t.app.db, { startsAt: DAY.start });
    const netWin = await aRace(t.app.db, { startsAt: DAY.start, metric: 'netWin' });
    const m = memberId();
    await apply([posting(m, 'bet', -1_000n, at(1_000)), posting(m, 'win', 300n, at(2_000)), posting(m, 'rollback', 200n, at(3_000))]);
    await apply([posting(m, 'bet', -50n, at(5_000)), posting(m, 'win', 20n, at(6_000))]);
    expect(await scoreOf(turnover, m)).toEqual({ score: 850n, reachedAt: at(5_000).toISOString() });
    expect(await scoreOf(netWin, m)).toEqual({ score: -530n, reachedAt: at(6_000).toISOString() });
  });

  test('a game filter counts its game types only; postings without a game type never score', async () => {
    const live = await aRace(t.app.db, { startsAt: DAY.start, gameTypes: ['LIVE'] });
    const m = memberId();
    await apply([posting(m, 'bet', -100n, at(1_000), { gameType: 'RNG' }), posting(m, 'bet', -40n, at(2_000), { gameType: 'LIVE' }), posting(m, 'bet', -7n, at(3_000), { gameType: null })]);
    expect((await scoreOf(live, m))?.score).toBe(40n);
  });

  test('the period boundary: the last millisecond of the day scores in that day, midnight in the next', async () => {
    const race = await aRace(t.app.db, { startsAt: DAY.start });
    const m = memberId();
    await apply([posting(m, 'bet', -10n, at(DAY_MS - 1)), posting(m, 'bet', -20n, at(DAY_MS)), posting(m, 'bet', -99n, at(-1))]);
    expect((await scoreOf(race, m))?.score).toBe(10n);
    expect((await scoreOf(race, m, DAY.end))?.score).toBe(20n);
    expect(await scoreOf(race, m, new Date(DAY.start.getTime() - DAY_MS))).toBeNull();
  });

  test('demo money, another merchant, a paused or draft race and a custom race outside its dates score nothing', async () => {
    const live = await aRace(t.app.db, { startsAt: DAY.start });
    const paused = await aRace(t.app.db, { startsAt: DAY.start, state: 'paused' });
    const draft = await aRace(t.app.db, { startsAt: DAY.start, state: 'draft' });
    const custom = await aRace(t.app.db, { startsAt: at(10_000), endsAt: at(20_000), recurrence: 'custom' });
    const m = memberId();
    await apply([posting(m, 'bet', -100n, at(1_000), { accountKind: 'demo' }), posting(m, 'bet', -200n, at(2_000), { merchantCode: 'OTHER' }), posting(m, 'bet', -5n, at(20_000))]);
    // The live daily race counts only the real stake of its own merchant (5); the custom race has ended by then.
    expect((await scoreOf(live, m))?.score).toBe(5n);
    for (const race of [paused, draft, custom]) expect(await scoreOf(race, m, race.recurrence === 'custom' ? race.startsAt : DAY.start)).toBeNull();
    await apply([posting(m, 'bet', -3n, at(15_000))]);
    expect((await scoreOf(custom, m, custom.startsAt))?.score).toBe(3n);
    expect((await scoreOf(live, m))?.score).toBe(8n);
    expect(await scoreOf(paused, m)).toBeNull();
  });

  test('through the feed: real play scores exactly what was played; a stake while a bonus is held (bonus play) scores nothing', async () => {
    const today = dayAt(Date.now());
    const race = await aRace(t.app.db, { startsAt: today.start });
    const [real, bonused] = [await player(t.app), await player(t.app)];
    await stakeOf(t.app, real, 1_000);
    await winOf(t.app, real, 300);
    await refundOf(t.app, real, 200);
    await t.app.db.transaction((tx) =>
      grantLoyaltyBonus(tx, { merchantCode: 'MLOBBY', memberId: bonused.id, amount: 10_000n, multiplierPercent: 500, source: 'race', sourceId: `test-${bonused.id}`, now: new Date(), actor: 'test' }),
    );
    await stakeOf(t.app, bonused, 500);
    await drain(t.app.db, loyaltyRaceConsumer);
    const period = dayAt(Date.now()).start;
    expect((await scoreOf(race, real.id, period))?.score).toBe(800n);
    expect(await scoreOf(race, bonused.id, period)).toBeNull();
  });
});
