/**
 * The levels as members see them (docs/loyalty.md "Levels"): the merchant's ladder, lowest first,
 * names in the member's language (English, else the first, when missing), and the highest level
 * the member reached. The first level (threshold 0) counts as reached by everyone, before any play.
 */
import { and, asc, eq, max } from 'drizzle-orm';
import type { LevelValue } from '@common/contract/loyalty';
import type { Database } from '../../../db/connection';
import { textIn } from '../../announcements';
import { loyaltyLevels, memberLevels, type LoyaltyLevelRow } from './tables';

/** The merchant's levels, rank 1 first. */
export function ladderOf(db: Database, merchantCode: string): Promise<LoyaltyLevelRow[]> {
  return db.select().from(loyaltyLevels).where(eq(loyaltyLevels.merchantCode, merchantCode)).orderBy(asc(loyaltyLevels.rank));
}

/** The highest level rank the member reached (0: none recorded yet). */
export async function memberLevelRank(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ rank: max(memberLevels.rank) }).from(memberLevels).where(eq(memberLevels.memberId, memberId));
  return row?.rank ?? 0;
}

/** The rank shown as the member's: the highest recorded, and at least the first level. */
export const shownRank = (ladder: readonly LoyaltyLevelRow[], recorded: number): number => Math.max(recorded, ladder.length > 0 ? ladder[0]!.rank : 0);

/** A level on the wire. */
export function levelValue(row: LoyaltyLevelRow, language: string, reachedRank: number): LevelValue {
  return { rank: row.rank, name: textIn(row.name, language), threshold: Number(row.threshold), reward: row.reward ?? null, rebateBp: row.rebateBp, reached: row.rank <= reachedRank };
}

/** The member's view of the ladder. */
export async function memberLadder(db: Database, member: { id: number; merchantCode: string }, language: string): Promise<LevelValue[]> {
  const ladder = await ladderOf(db, member.merchantCode);
  const reached = shownRank(ladder, await memberLevelRank(db, member.id));
  return ladder.map((row) => levelValue(row, language, reached));
}

/** The level of `rank` of the merchant, or null. */
export async function levelOf(db: Database, merchantCode: string, rank: number): Promise<LoyaltyLevelRow | null> {
  const [row] = await db.select().from(loyaltyLevels).where(and(eq(loyaltyLevels.merchantCode, merchantCode), eq(loyaltyLevels.rank, rank)));
  return row ?? null;
}
