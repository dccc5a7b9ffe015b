/** A race period's standings for operators (ConsoleLoyaltyPath.raceStandings): the ranking as members see it, with real usernames and which ranks were paid. */
import { and, eq } from 'drizzle-orm';
import type { ConsoleRaceStandings } from '@common/contract/consoleLoyalty';
import { RACE_STANDINGS_MAX } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { safeNumber } from '../../../http/console';
import { usernamesOf } from '../../member';
import { blockedMemberIds } from '../../protection';
import { maskUsername } from '../../seamless';
import { periodOf } from './board';
import { prizeOf, topRanks } from './ranking';
import { racePeriods, racePrizes, type RaceRow } from './tables';

/** The period's first RACE_STANDINGS_MAX ranks (the running period, else the last ended one, unless periodStart names one). */
export async function raceStandings(db: Database, race: RaceRow, periodStart: number | undefined, now: number): Promise<ConsoleRaceStandings> {
  const window = periodOf(race, periodStart, now);
  const ranked = await topRanks(db, race.id, window.start, await blockedMemberIds(db, race.merchantCode, now), RACE_STANDINGS_MAX);
  const names = await usernamesOf(db, ranked.map((r) => r.memberId));
  const inPeriod = <T extends typeof racePrizes | typeof racePeriods>(t: T) => and(eq(t.raceId, race.id), eq(t.periodStart, window.start));
  const paid = new Set((await db.select({ memberId: racePrizes.memberId }).from(racePrizes).where(inPeriod(racePrizes))).map((p) => p.memberId));
  const [settled] = await db.select({ at: racePeriods.settledAt }).from(racePeriods).where(inPeriod(racePeriods));
  return {
    raceId: race.id,
    periodStart: window.start.getTime(),
    periodEnd: window.end.getTime(),
    settled: settled !== undefined,
    ranks: ranked.map((r) => {
      const fullUsername = names.get(r.memberId) ?? '';
      return { rank: r.rank, username: maskUsername(fullUsername), score: safeNumber(r.score), prize: prizeOf(race.prizes, r.rank), memberId: r.memberId, fullUsername, paid: paid.has(r.memberId) };
    }),
  };
}
