/**
 * When a game draws and what its issues are called: pure functions of the game's table and the
 * clock. Interval games draw at local midnight + k × interval (the count restarts each day);
 * daily games at their listed local times. An issue's number is its draw day in the game's time
 * zone and its place among that day's draws: 20261121-0001.
 */
import type { LotteryGameDefinition } from '@common/lottery/games/types';

const DAY_MS = 86_400_000;

/** A game's timing as this deployment runs it (LOTTERY_FAST_INTERVAL_SECONDS may speed interval games up). */
export interface Timing {
  /** Seconds between draws; null for daily games. */
  intervalSeconds: number | null;
  closeSeconds: number;
}

/** One draw slot: when it draws and its issue number. */
export interface Slot {
  issueNumber: string;
  drawAt: number;
}

/**
 * The game's timing; with a fast interval every interval game draws that often and its close
 * time shrinks in proportion, never below one second (a bet still needs a moment to be refused).
 */
export function timingOf(game: LotteryGameDefinition, fastIntervalSeconds: number | undefined): Timing {
  if (game.intervalSeconds === null || fastIntervalSeconds === undefined) {
    return { intervalSeconds: game.intervalSeconds, closeSeconds: game.closeSeconds };
  }
  const scaled = Math.floor((game.closeSeconds * fastIntervalSeconds) / game.intervalSeconds);
  return { intervalSeconds: fastIntervalSeconds, closeSeconds: Math.max(1, scaled) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC (ms) at `instant`. */
function offsetAt(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * A local day: its midnight as a wall-clock value (UTC ms) and its offset, taken once at local
 * noon. Exact for zones without daylight saving (every lottery zone); on a changeover day the
 * draws follow the noon offset rather than jumping mid-schedule.
 */
interface LocalDay {
  wallStart: number;
  offset: number;
}

function localDayOf(timeZone: string, instant: number): LocalDay {
  const wallStart = Math.floor((instant + offsetAt(timeZone, instant)) / DAY_MS) * DAY_MS;
  return dayAt(timeZone, wallStart);
}

function dayAt(timeZone: string, wallStart: number): LocalDay {
  const noon = wallStart + DAY_MS / 2;
  return { wallStart, offset: offsetAt(timeZone, noon - offsetAt(timeZone, noon)) };
}

const numbered = (day: LocalDay, n: number) =>
  `${new Date(day.wallStart).toISOString().slice(0, 10).replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

/** Local draw times of a day, as ms after local midnight, in draw order. */
function drawTimesOfDay(game: LotteryGameDefinition, timing: Timing): number[] {
  if (timing.intervalSeconds !== null) {
    const step = timing.intervalSeconds * 1000;
    return Array.from({ length: Math.ceil(DAY_MS / step) }, (_, k) => k * step);
  }
  return (game.dailyDrawTimes ?? []).map((hhmm) => {
    const [h, m] = hhmm.split(':').map(Number);
    return (h * 60 + m) * 60_000;
  });
}

/** The game's first `count` draw slots strictly after `after`, in draw order. */
export function slotsAfter(game: LotteryGameDefinition, timing: Timing, after: number, count: number): Slot[] {
  const times = drawTimesOfDay(game, timing);
  const slots: Slot[] = [];
  if (times.length === 0) return slots;
  // From the day before: a draw late on the previous local day may still lie after `after`.
  let day = dayAt(game.timeZone, localDayOf(game.timeZone, after).wallStart - DAY_MS);
  while (slots.length < count) {
    const base = day.wallStart - day.offset;
    for (let i = firstAfter(times, after - base); i < times.length && slots.length < count; i += 1) {
      slots.push({ issueNumber: numbered(day, i + 1), drawAt: base + times[i] });
    }
    day = dayAt(game.timeZone, day.wallStart + DAY_MS);
  }
  return slots;
}

/** Index of the first time above `value` in an ascending list (binary search: a fast game has 43,200 a day). */
function firstAfter(times: readonly number[], value: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid] > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The game's draw just before `drawAt`: when the issue drawing at `drawAt` becomes the current one. */
export function previousDraw(game: LotteryGameDefinition, timing: Timing, drawAt: number): number {
  // Eight days back covers a daily game that skips days; interval games find it at once.
  const span = timing.intervalSeconds !== null ? timing.intervalSeconds * 1000 : 8 * DAY_MS;
  const slots = slotsAfter(game, timing, drawAt - span - 1, 64 * 8).filter((s) => s.drawAt < drawAt);
  return slots.length > 0 ? slots[slots.length - 1].drawAt : drawAt - span;
}

/** How many issues a game keeps created ahead: an hour of an interval game (12 to 120 issues), two days of a daily one. */
export function issuesAhead(timing: Timing, game: LotteryGameDefinition): number {
  if (timing.intervalSeconds === null) return 2 * (game.dailyDrawTimes?.length ?? 0);
  return Math.min(120, Math.max(12, Math.ceil(3600 / timing.intervalSeconds)));
}
