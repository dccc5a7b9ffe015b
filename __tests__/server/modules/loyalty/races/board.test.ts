/**
 * The member's leaderboard (LoyaltyPath.races, rankList; MISSIONLB3): ranked by score, ties to
 * whoever reached the score first; self-excluded and timed-out members not ranked (the ranks close
 * up); usernames masked; the caller's own rank even far outside the top RACE_TOP_SHOWN.
 */
import { ErrorCode } from '@common/contract/envelope';
import { LoyaltyPath, type RaceValue, type RankListValue } from '@common/contract/loyalty';
import { RACE_TOP_SHOWN } from '@common/rules/loyalty';
import { databases, suiteApp } from '../../../helpers/build';
import { setWhitelabel } from '../../../helpers/accounts';
import { getAs, LONG_SESSIONS, player, realClock } from '../../protection/fixtures';
import { aRace, block, dayAt, DAY_MS, memberId, PRIZES, scores } from './fixtures';

describe.each(databases())('leaderboard on $name', (dbCase) => {
  const clock = realClock();
  const t = suiteApp(dbCase, LONG_SESSIONS, { now: clock.now }, (app) => setWhitelabel(app, { MISSIONLB3: true }));
  const ranks = (raceId: number, periodStart?: number) => `${LoyaltyPath.rankList}?raceId=${raceId}${periodStart === undefined ? '' : `&periodStart=${periodStart}`}`;

  test('score high to low, an equal score to whoever reached it first; the excluded are left out and the ranks close up; names masked', async () => {
    const today = dayAt(clock.now());
    const race = await aRace(t.app.db, { startsAt: today.start });
    const [a, b, c, d, e] = [await player(t.app, 0n), await player(t.app, 0n), await player(t.app, 0n), await player(t.app, 0n), await player(t.app, 0n)];
    const when = (s: number) => new Date(today.start.getTime() + s * 1_000);
    await scores(t.app.db, race, today.start, [
      { memberId: a.id, score: 500n, reachedAt: when(2) },
      { memberId: b.id, score: 500n, reachedAt: when(1) },
      { memberId: c.id, score: 900n, reachedAt: when(3) },
      { memberId: d.id, score: 950n, reachedAt: when(1) },
      { memberId: e.id, score: 800n, reachedAt: when(1) },
    ]);
    await block(t.app.db, d.id, new Date(clock.now() - 1_000));
    await block(t.app.db, e.id, new Date(clock.now() - 1_000), 'timeOut');
    const list = (await getAs<RankListValue>(t.app, a, ranks(race.id))).value!;
    const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;
    expect(list.top).toEqual([
      { rank: 1, username: mask(c.username), score: 900, prize: PRIZES[0]!.reward },
      { rank: 2, username: mask(b.username), score: 500, prize: PRIZES[1]!.reward },
      { rank: 3, username: mask(a.username), score: 500, prize: PRIZES[1]!.reward },
    ]);
    expect(list.you).toEqual(list.top[2]);
    expect(list.settled).toBe(false);
    expect(list.race).toMatchObject({ id: race.id, title: 'Race test', periodStart: today.start.getTime(), periodEnd: today.end.getTime(), yourRank: 3, yourScore: 500 });
    const excluded = (await getAs<RankListValue>(t.app, d, ranks(race.id))).value!;
    expect(excluded.you).toBeNull();
    expect(excluded.race.yourRank).toBeNull();
  });

  test('the caller far down the board gets the top RACE_TOP_SHOWN and its own rank and score, counted by the database', async () => {
    const today = dayAt(clock.now());
    const race = await aRace(t.app.db, { startsAt: today.start });
    const me = await player(t.app, 0n);
    const others = Array.from({ length: RACE_TOP_SHOWN + 10 }, (_, i) => ({ memberId: memberId(), score: BigInt(10_000 - i), reachedAt: today.start }));
    await scores(t.app.db, race, today.start, [...others, { memberId: me.id, score: 5n, reachedAt: today.start }]);
    const list = (await getAs<RankListValue>(t.app, me, ranks(race.id))).value!;
    expect(list.top).toHaveLength(RACE_TOP_SHOWN);
    expect(list.top.map((r) => r.rank)).toEqual(Array.from({ length: RACE_TOP_SHOWN }, (_, i) => i + 1));
    expect(list.top[0]!.score).toBe(10_000);
    expect(list.you).toEqual({ rank: RACE_TOP_SHOWN + 11, username: `${me.username.slice(0, 2)}***${me.username.slice(-2)}`, score: 5, prize: null });
    const running = (await getAs<RaceValue[]>(t.app, me, LoyaltyPath.races)).value!;
    expect(running.find((r) => r.id === race.id)).toMatchObject({ yourRank: RACE_TOP_SHOWN + 11, yourScore: 5, prizes: PRIZES });
  });

  test('a past period by its start; a draft, unknown or another period start answers race.not.found; with MISSIONLB3 off, loyalty.feature.off', async () => {
    const today = dayAt(clock.now());
    const race = await aRace(t.app.db, { startsAt: new Date(today.start.getTime() - 2 * DAY_MS) });
    const draft = await aRace(t.app.db, { startsAt: today.start, state: 'draft' });
    const me = await player(t.app, 0n);
    const yesterday = today.start.getTime() - DAY_MS;
    await scores(t.app.db, race, new Date(yesterday), [{ memberId: me.id, score: 42n, reachedAt: new Date(yesterday) }]);
    expect((await getAs<RankListValue>(t.app, me, ranks(race.id, yesterday))).value!.you).toMatchObject({ rank: 1, score: 42 });
    for (const path of [ranks(draft.id), ranks(999_999_999), ranks(race.id, yesterday + 1), ranks(race.id, today.end.getTime())]) {
      expect((await getAs(t.app, me, path)).code).toBe(ErrorCode.raceNotFound);
    }
    expect((await getAs<RaceValue[]>(t.app, me, LoyaltyPath.races)).value!.map((r) => r.id)).not.toContain(draft.id);
    await setWhitelabel(t.app, { MISSIONLB3: false });
    try {
      for (const path of [LoyaltyPath.races, ranks(race.id)]) {
        expect(await getAs(t.app, me, path)).toMatchObject({ success: false, code: ErrorCode.loyaltyFeatureOff });
      }
    } finally {
      await setWhitelabel(t.app, { MISSIONLB3: true });
    }
  });
});
