/**
 * A race's periods (docs/loyalty.md "Leaderboards"): daily races run each UTC day, weekly ones each
 * ISO week from Monday 00:00 UTC — the promotions' award periods (periodAt, endedPeriods), reused —
 * and a custom race runs once, [startsAt, endsAt). A daily or weekly race's first period is the one
 * holding startsAt; its endsAt (when set) is a period boundary (validate.ts), so every period runs whole.
 */
import type { RaceRecurrence } from '@common/rules/loyalty';
import { endedPeriods, periodAt, type AwardWindow } from '../../promotions';
import type { RaceRow } from './tables';

/** One race period: [start, end), UTC. */
export type RaceWindow = AwardWindow;

/** What bounds a race's periods. */
export type RaceSchedule = Pick<RaceRow, 'recurrence' | 'startsAt' | 'endsAt' | 'state' | 'updatedAt'>;

const PERIOD_OF = { daily: 'day', weekly: 'week' } as const;

/** Whether `at` (epoch ms) is the start of a period of a repeating recurrence. */
export function isPeriodBoundary(recurrence: Exclude<RaceRecurrence, 'custom'>, at: number): boolean {
  return periodAt(PERIOD_OF[recurrence], at).start.getTime() === at;
}

/** The race's period holding instant `at`, or null when `at` lies outside its schedule. */
export function raceWindowAt(race: Pick<RaceRow, 'recurrence' | 'startsAt' | 'endsAt'>, at: number): RaceWindow | null {
  if (race.recurrence === 'custom') {
    if (!race.endsAt || at < race.startsAt.getTime() || at >= race.endsAt.getTime()) return null;
    return { start: race.startsAt, end: race.endsAt };
  }
  const period = PERIOD_OF[race.recurrence];
  const window = periodAt(period, at);
  if (window.start < periodAt(period, race.startsAt.getTime()).start) return null;
  if (race.endsAt && window.end > race.endsAt) return null;
  return window;
}

/** When an ended race was ended (ending is its last change: an ended race is never edited), else null. */
const endedAt = (race: RaceSchedule): Date | null => (race.state === 'ended' ? race.updatedAt : null);

/**
 * The race's periods that have ended by `now`, oldest first. A period the race was ended within
 * never ran to its end and is not settled.
 */
export function endedRaceWindows(race: RaceSchedule, now: number): RaceWindow[] {
  if (race.recurrence === 'custom') {
    const bound = Math.min(now, endedAt(race)?.getTime() ?? Infinity);
    return race.endsAt && race.endsAt.getTime() <= bound ? [{ start: race.startsAt, end: race.endsAt }] : [];
  }
  return endedPeriods({ period: PERIOD_OF[race.recurrence], startsAt: race.startsAt, endsAt: race.endsAt, endedAt: endedAt(race) }, now);
}
