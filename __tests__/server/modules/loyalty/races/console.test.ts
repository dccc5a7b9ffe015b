/**
 * The console's races (loyalty.manage): drafts checked field by field (loyalty.invalid, nothing
 * saved), the state machine, what a live race may still change, another merchant's race unseen,
 * and the standings with real usernames and paid flags. Audited.
 */
import { and, count, eq, like } from 'drizzle-orm';
import { ConsoleLoyaltyPath, type ConsoleRace, type ConsoleRaceStandings, type RaceDraft } from '@common/contract/consoleLoyalty';
import { ErrorCode } from '@common/contract/envelope';
import { RACE_CUSTOM_DAYS_MAX, RACE_PRIZE_TIERS_MAX, RACE_TOP_SHOWN } from '@common/rules/loyalty';
import { WAGERING_MULTIPLIER_PERCENT_MAX } from '@common/rules/promotions';
import { auditLog } from '../../../../../server/modules/audit/tables';
import { seedRaces } from '../../../../../server/modules/loyalty';
import { racePrizes, races } from '../../../../../server/modules/loyalty/races/tables';
import { databases, suiteApp } from '../../../helpers/build';
import { consoleCall, operatorWith, type TestOperator } from '../../../helpers/operators';
import { LONG_SESSIONS, player, realClock } from '../../protection/fixtures';
import { aRace, dayAt, DAY_MS, PRIZES, scores } from './fixtures';

describe.each(databases())('race console on $name', (dbCase) => {
  const clock = realClock();
  const t = suiteApp(dbCase, LONG_SESSIONS, { now: clock.now });
  let content: TestOperator;
  beforeAll(async () => {
    content = await operatorWith(t.app, ['content']);
  });
  const draft = (patch: Partial<RaceDraft> = {}): RaceDraft => ({ title: { EN: 'Weekend sprint' }, metric: 'turnover', recurrence: 'daily', gameTypes: ['RNG'], startsAt: dayAt(clock.now()).start.getTime(), endsAt: null, prizes: PRIZES, ...patch });
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => consoleCall<T>(t.app, content, method, url, payload);
  const raceCount = async () => (await t.app.db.select({ n: count() }).from(races))[0]!.n;

  test('only loyalty.manage reaches the race calls', async () => {
    const support = await operatorWith(t.app, ['support']);
    expect((await consoleCall(t.app, support, 'GET', ConsoleLoyaltyPath.races)).status).toBe(403);
    expect((await consoleCall(t.app, support, 'POST', ConsoleLoyaltyPath.races, draft())).status).toBe(403);
    expect((await consoleCall(t.app, support, 'GET', ConsoleLoyaltyPath.raceStandings(1))).status).toBe(403);
  });

  test('a draft with a fault is refused with loyalty.invalid, nothing saved', async () => {
    const start = dayAt(clock.now()).start.getTime();
    const bonus = (amount: number, wageringMultiplierPercent = 100) => ({ kind: 'bonus' as const, amount, wageringMultiplierPercent });
    const faults: Partial<RaceDraft>[] = [
      { title: { EN: '  ' } },
      { title: { EN: 'x'.repeat(81) } },
      { recurrence: 'custom', endsAt: null },
      { recurrence: 'custom', endsAt: start + (RACE_CUSTOM_DAYS_MAX + 1) * DAY_MS },
      { recurrence: 'custom', endsAt: start },
      { endsAt: start + DAY_MS + 1 },
      { prizes: [] },
      { prizes: Array.from({ length: RACE_PRIZE_TIERS_MAX + 1 }, (_, i) => ({ rankFrom: i + 1, rankTo: i + 1, reward: bonus(100) })) },
      { prizes: [{ rankFrom: 1, rankTo: 3, reward: bonus(100) }, { rankFrom: 3, rankTo: 4, reward: bonus(100) }] },
      { prizes: [{ rankFrom: 2, rankTo: 1, reward: bonus(100) }] },
      { prizes: [{ rankFrom: 1, rankTo: RACE_TOP_SHOWN + 1, reward: bonus(100) }] },
      { prizes: [{ rankFrom: 1, rankTo: 1, reward: bonus(0) }] },
      { prizes: [{ rankFrom: 1, rankTo: 1, reward: bonus(100, WAGERING_MULTIPLIER_PERCENT_MAX + 1) }] },
      { prizes: [{ rankFrom: 1, rankTo: 1, reward: { kind: 'points', amount: 10, wageringMultiplierPercent: 100 } }] },
    ];
    const before = await raceCount();
    for (const fault of faults) {
      const { body } = await call('POST', ConsoleLoyaltyPath.races, draft(fault));
      expect({ fault, code: body.code }).toEqual({ fault, code: ErrorCode.loyaltyInvalid });
    }
    expect(await raceCount()).toBe(before);
    expect((await call('POST', ConsoleLoyaltyPath.races, draft({ recurrence: 'custom', endsAt: start + RACE_CUSTOM_DAYS_MAX * DAY_MS }))).body.success).toBe(true);
  });

  test('draft → live → paused → live → ended; a live race keeps its metric, recurrence and game types but takes new texts, prizes and end; audited', async () => {
    const made = (await call<ConsoleRace>('POST', ConsoleLoyaltyPath.races, draft())).body.value!;
    expect(made.state).toBe('draft');
    const state = (action: string) => call<ConsoleRace>('POST', ConsoleLoyaltyPath.raceState(made.id), { action });
    expect((await state('resume')).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    expect((await state('publish')).body.value!.state).toBe('live');
    for (const change of [{ metric: 'netWin' as const }, { recurrence: 'weekly' as const }, { gameTypes: [] }]) {
      expect((await call('PUT', ConsoleLoyaltyPath.race(made.id), draft(change))).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    }
    const endsAt = dayAt(clock.now()).end.getTime() + DAY_MS;
    const prizes = [{ rankFrom: 1, rankTo: 5, reward: { kind: 'points' as const, amount: 100, wageringMultiplierPercent: 0 } }];
    const edited = (await call<ConsoleRace>('PUT', ConsoleLoyaltyPath.race(made.id), draft({ title: { EN: 'Renamed' }, prizes, endsAt }))).body.value!;
    expect(edited).toMatchObject({ title: { EN: 'Renamed' }, prizes, endsAt, state: 'live' });
    expect((await state('pause')).body.value!.state).toBe('paused');
    expect((await state('resume')).body.value!.state).toBe('live');
    expect((await state('end')).body.value!.state).toBe('ended');
    expect((await call('PUT', ConsoleLoyaltyPath.race(made.id), draft())).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    expect((await state('publish')).body.code).toBe(ErrorCode.loyaltyStateInvalid);
    const audits = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.subject, `race:${made.id}`), like(auditLog.action, 'race.%'))).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['race.create', 'race.publish', 'race.update', 'race.pause', 'race.resume', 'race.end']);
    const page = (await call<{ items: ConsoleRace[] }>('GET', `${ConsoleLoyaltyPath.races}?state=ended`)).body.value!;
    expect(page.items.map((r) => r.id)).toContain(made.id);
  });

  test("another merchant's race is not found; standings show real usernames and which ranks were paid", async () => {
    const other = await aRace(t.app.db, { startsAt: dayAt(clock.now()).start, merchantCode: 'OTHER' });
    expect((await call('GET', ConsoleLoyaltyPath.race(other.id))).status).toBe(404);
    const yesterday = new Date(dayAt(clock.now()).start.getTime() - DAY_MS);
    const race = await aRace(t.app.db, { startsAt: yesterday });
    const [a, b] = [await player(t.app, 0n), await player(t.app, 0n)];
    await scores(t.app.db, race, yesterday, [
      { memberId: a.id, score: 10n, reachedAt: yesterday },
      { memberId: b.id, score: 20n, reachedAt: yesterday },
    ]);
    await t.app.db.insert(racePrizes).values({ raceId: race.id, periodStart: yesterday, rank: 1, memberId: b.id, merchantCode: 'MLOBBY', score: 20n, reward: PRIZES[0]!.reward, paidAt: new Date() });
    const standings = (await call<ConsoleRaceStandings>('GET', `${ConsoleLoyaltyPath.raceStandings(race.id)}?periodStart=${yesterday.getTime()}`)).body.value!;
    expect(standings.ranks.map((r) => [r.rank, r.memberId, r.fullUsername, r.score, r.paid])).toEqual([
      [1, b.id, b.username, 20, true],
      [2, a.id, a.username, 10, false],
    ]);
  });

  test('the demo race: one live daily turnover race on every game, EN and BN, ranks 1, 2, 3 a bonus and 4–10 points; seeded once', async () => {
    expect(await seedRaces(t.app.db, 'SEEDED', clock.now())).toBe(true);
    expect(await seedRaces(t.app.db, 'SEEDED', clock.now())).toBe(false);
    const seeded = await t.app.db.select().from(races).where(eq(races.merchantCode, 'SEEDED'));
    expect(seeded).toHaveLength(1);
    const [race] = seeded;
    expect({ state: race!.state, metric: race!.metric, recurrence: race!.recurrence, games: race!.gameTypes, languages: Object.keys(race!.title).sort() }).toEqual({ state: 'live', metric: 'turnover', recurrence: 'daily', games: [], languages: ['BN', 'EN'] });
    expect(race!.prizes.map((p) => [p.rankFrom, p.rankTo, p.reward.kind])).toEqual([[1, 1, 'bonus'], [2, 2, 'bonus'], [3, 3, 'bonus'], [4, 10, 'points']]);
  });
});
