/** Reading turnover (wagering requirements, points and leaderboards read it from here). */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberTurnover, type TurnoverRow } from './tables';

/** A member's turnover rows from day `from` to day `to` (YYYY-MM-DD, UTC, both included). */
export function memberTurnoverBetween(db: Database, merchantCode: string, memberId: number, from: string, to: string): Promise<TurnoverRow[]> {
  const t = memberTurnover;
  return db
    .select()
    .from(t)
    .where(and(eq(t.merchantCode, merchantCode), eq(t.memberId, memberId), gte(t.day, from), lte(t.day, to)))
    .orderBy(asc(t.day), asc(t.gameType), asc(t.accountKind));
}
