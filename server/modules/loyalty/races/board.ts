/**
 * What members see of a race (LoyaltyPath.races and rankList, §7 rank list): the running period,
 * its prizes, the top RACE_TOP_SHOWN with masked usernames, and the caller's own place.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { RaceValue, RankEntry, RankListValue } from '@common/contract/loyalty';
import { RACE_TOP_SHOWN } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { safeNumber } from '../../../http/console';
import { AppError } from '../../../http/envelope';
import { textIn } from '../../announcements';
import { usernamesOf } from '../../member';
import { blockedMemberIds } from '../../protection';
import { maskUsername } from '../../seamless';
import { endedRaceWindows, raceWindowAt, type RaceWindow } from './periods';
import { prizeOf, rankOf, topRanks, type Ranked } from './ranking';
import { racePeriods, races, type RaceRow } from './tables';

/** Who asks: the member and the language of the texts. */
export interface Caller {
  id: number;
  merchantCode: string;
  language: string;
}

/** A race as members see it, in one period, with the caller's place in it. */
export function raceValue(race: RaceRow, window: RaceWindow, language: string, you: Ranked | null): RaceValue {
  return {
    id: race.id,
    title: textIn(race.title, language),
    metric: race.metric,
    recurrence: race.recurrence,
    gameTypes: race.gameTypes,
    periodStart: window.start.getTime(),
    periodEnd: window.end.getTime(),
    prizes: race.prizes,
    yourRank: you?.rank ?? null,
    yourScore: you ? safeNumber(you.score) : null,
  };
}

/** The merchant's live races running at `now`, each with the caller's rank. */
export async function runningRaces(db: Database, caller: Caller, now: number): Promise<RaceValue[]> {
  const rows = await db.select().from(races).where(and(eq(races.merchantCode, caller.merchantCode), eq(races.state, 'live'))).orderBy(races.id);
  const excluded = await blockedMemberIds(db, caller.merchantCode, now);
  const values: RaceValue[] = [];
  for (const race of rows) {
    const window = raceWindowAt(race, now);
    if (window) values.push(raceValue(race, window, caller.language, await rankOf(db, race.id, window.start, excluded, caller.id)));
  }
  return values;
}

/** A race members may look at (live, paused or ended, the caller's merchant's), else race.not.found. */
async function visibleRace(db: Database, merchantCode: string, raceId: number): Promise<RaceRow> {
  const [race] = await db.select().from(races).where(and(eq(races.id, raceId), eq(races.merchantCode, merchantCode), inArray(races.state, ['live', 'paused', 'ended'])));
  if (!race) throw new AppError(ErrorCode.raceNotFound);
  return race;
}

/** The period asked for (it must start one of the race's periods), else the running one, else the last ended one; race.not.found when none. */
export function periodOf(race: RaceRow, periodStart: number | undefined, now: number): RaceWindow {
  const window = periodStart === undefined ? (raceWindowAt(race, now) ?? endedRaceWindows(race, now).at(-1) ?? null) : raceWindowAt(race, periodStart);
  if (!window || (periodStart !== undefined && window.start.getTime() !== periodStart) || window.start.getTime() > now) throw new AppError(ErrorCode.raceNotFound);
  return window;
}

/** §7 rank list: the top RACE_TOP_SHOWN of the period (masked names, the prize each rank wins), the caller's own entry and whether the period was settled. */
export async function rankList(db: Database, caller: Caller, raceId: number, periodStart: number | undefined, now: number): Promise<RankListValue> {
  const race = await visibleRace(db, caller.merchantCode, raceId);
  const window = periodOf(race, periodStart, now);
  const excluded = await blockedMemberIds(db, caller.merchantCode, now);
  const top = await topRanks(db, race.id, window.start, excluded, RACE_TOP_SHOWN);
  const you = await rankOf(db, race.id, window.start, excluded, caller.id);
  const names = await usernamesOf(db, [...top.map((r) => r.memberId), caller.id]);
  const entry = (r: Ranked): RankEntry => ({ rank: r.rank, username: maskUsername(names.get(r.memberId) ?? ''), score: safeNumber(r.score), prize: prizeOf(race.prizes, r.rank) });
  const [settled] = await db.select({ at: racePeriods.settledAt }).from(racePeriods).where(and(eq(racePeriods.raceId, race.id), eq(racePeriods.periodStart, window.start)));
  return { race: raceValue(race, window, caller.language, you), top: top.map(entry), you: you ? entry(you) : null, settled: settled !== undefined };
}
