/** Race periods and score arithmetic (pure): UTC days, ISO weeks from Monday, custom [start, end), and what each leg adds per metric. */
import { endedRaceWindows, isPeriodBoundary, raceWindowAt } from '../../../../../server/modules/loyalty/races/periods';
import { scoreDelta } from '../../../../../server/modules/loyalty/races/scoring';

const at = (iso: string) => Date.parse(iso);
const daily = { recurrence: 'daily' as const, startsAt: new Date('2026-06-10T15:00:00Z'), endsAt: null, state: 'live' as const, updatedAt: new Date('2026-06-01T00:00:00Z') };

test('a daily race runs each UTC day from the day holding its start; instants before that day are outside it', () => {
  expect(raceWindowAt(daily, at('2026-06-10T00:00:00Z'))).toEqual({ start: new Date('2026-06-10T00:00:00Z'), end: new Date('2026-06-11T00:00:00Z') });
  expect(raceWindowAt(daily, at('2026-06-11T23:59:59.999Z'))?.start).toEqual(new Date('2026-06-11T00:00:00Z'));
  expect(raceWindowAt(daily, at('2026-06-09T23:59:59.999Z'))).toBeNull();
});

test('a weekly race runs each ISO week from Monday 00:00 UTC', () => {
  const weekly = { ...daily, recurrence: 'weekly' as const };
  // 2026-06-10 is a Wednesday: its week starts Monday 06-08.
  expect(raceWindowAt(weekly, at('2026-06-14T23:59:59Z'))).toEqual({ start: new Date('2026-06-08T00:00:00Z'), end: new Date('2026-06-15T00:00:00Z') });
  expect(raceWindowAt(weekly, at('2026-06-15T00:00:00Z'))?.start).toEqual(new Date('2026-06-15T00:00:00Z'));
  expect(isPeriodBoundary('weekly', at('2026-06-15T00:00:00Z'))).toBe(true);
  expect(isPeriodBoundary('weekly', at('2026-06-16T00:00:00Z'))).toBe(false);
});

test('a custom race runs once from its start (included) to its end (excluded)', () => {
  const custom = { ...daily, recurrence: 'custom' as const, endsAt: new Date('2026-06-12T15:00:00Z') };
  expect(raceWindowAt(custom, at('2026-06-10T15:00:00Z'))).toEqual({ start: custom.startsAt, end: custom.endsAt });
  expect(raceWindowAt(custom, at('2026-06-10T14:59:59.999Z'))).toBeNull();
  expect(raceWindowAt(custom, at('2026-06-12T15:00:00Z'))).toBeNull();
  expect(endedRaceWindows(custom, at('2026-06-12T14:59:59Z'))).toEqual([]);
  expect(endedRaceWindows(custom, at('2026-06-12T15:00:00Z'))).toHaveLength(1);
});

test('ended periods: whole ones up to now and endsAt; the period an operator ended the race within is not settled', () => {
  expect(endedRaceWindows(daily, at('2026-06-12T10:00:00Z')).map((w) => w.start.toISOString().slice(0, 10))).toEqual(['2026-06-10', '2026-06-11']);
  const bounded = { ...daily, endsAt: new Date('2026-06-12T00:00:00Z') };
  expect(endedRaceWindows(bounded, at('2026-06-20T00:00:00Z'))).toHaveLength(2);
  const ended = { ...daily, state: 'ended' as const, updatedAt: new Date('2026-06-11T12:00:00Z') };
  expect(endedRaceWindows(ended, at('2026-06-20T00:00:00Z')).map((w) => w.start.toISOString().slice(0, 10))).toEqual(['2026-06-10']);
});

test('turnover adds stakes and takes refunds back; net win adds payouts and refunds and takes stakes', () => {
  expect([scoreDelta('turnover', 'bet', -1_000n), scoreDelta('turnover', 'win', 300n), scoreDelta('turnover', 'rollback', 200n)]).toEqual([1_000n, 0n, -200n]);
  expect([scoreDelta('netWin', 'bet', -1_000n), scoreDelta('netWin', 'win', 300n), scoreDelta('netWin', 'rollback', 200n)]).toEqual([-1_000n, 300n, 200n]);
});
