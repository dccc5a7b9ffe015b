/**
 * Ranking a race period (docs/loyalty.md "Leaderboards"): score high to low, then whoever reached
 * the score first, then the lower member id. Members in a self-exclusion or time-out (protection's
 * blockedMemberIds) are left out, so the ranks close up. Every rank is computed by the database:
 * the top by one ordered query, a member's own rank by counting those ahead of it.
 */
import { and, count, desc, eq, gt, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { RacePrizeTier, RewardValue } from '@common/contract/loyalty';
import type { Database } from '../../../db/connection';
import { raceScores } from './tables';

/** One ranked member. */
export interface Ranked {
  rank: number;
  memberId: number;
  score: bigint;
  reachedAt: Date;
}

const s = raceScores;

/** The period's rows, without the excluded members. */
function inPeriod(raceId: number, periodStart: Date, excluded: readonly number[]): SQL {
  return and(eq(s.raceId, raceId), eq(s.periodStart, periodStart), excluded.length > 0 ? notInArray(s.memberId, [...excluded]) : undefined)!;
}

/** The first `limit` ranks of the period. */
export async function topRanks(db: Database, raceId: number, periodStart: Date, excluded: readonly number[], limit: number): Promise<Ranked[]> {
  const rows = await db
    .select({ memberId: s.memberId, score: s.score, reachedAt: s.reachedAt })
    .from(s)
    .where(inPeriod(raceId, periodStart, excluded))
    .orderBy(desc(s.score), s.reachedAt, s.memberId)
    .limit(limit);
  return rows.map((row, i) => ({ rank: i + 1, ...row }));
}

/** The member's rank in the period: 1 + the members ahead of it; null without a score or when excluded. */
export async function rankOf(db: Database, raceId: number, periodStart: Date, excluded: readonly number[], memberId: number): Promise<Ranked | null> {
  if (excluded.includes(memberId)) return null;
  const [mine] = await db.select().from(s).where(and(eq(s.raceId, raceId), eq(s.periodStart, periodStart), eq(s.memberId, memberId)));
  if (!mine) return null;
  const ahead = or(gt(s.score, mine.score), and(eq(s.score, mine.score), or(lt(s.reachedAt, mine.reachedAt), and(eq(s.reachedAt, mine.reachedAt), lt(s.memberId, memberId)))));
  const [row] = await db.select({ n: count() }).from(s).where(and(inPeriod(raceId, periodStart, excluded), ahead));
  return { rank: (row?.n ?? 0) + 1, memberId, score: mine.score, reachedAt: mine.reachedAt };
}

/** The prize a rank wins (null: none). */
export function prizeOf(prizes: readonly RacePrizeTier[], rank: number): RewardValue | null {
  return prizes.find((tier) => tier.rankFrom <= rank && rank <= tier.rankTo)?.reward ?? null;
}

/** The last rank any tier pays. */
export const lastPaidRank = (prizes: readonly RacePrizeTier[]): number => Math.max(0, ...prizes.map((tier) => tier.rankTo));
