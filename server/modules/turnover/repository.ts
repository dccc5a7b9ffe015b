/** Reading turnover (wagering requirements, points, leaderboards and the promotions' awards read it from here). */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { consumerPassed } from '../feed';
import type { AccountKind } from '../wallet';
import { turnoverConsumer } from './consumer';
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

export interface TurnoverTotalsQuery {
  merchantCode: string;
  memberIds: readonly number[];
  accountKind: AccountKind;
  /** Days YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  /** Only these game types; empty: all. */
  gameTypes: readonly string[];
}

/** One member's sums over a query's days and game types, minor units. */
export interface TurnoverTotals {
  memberId: number;
  stakes: bigint;
  payouts: bigint;
  refunds: bigint;
}

/** The listed members' stakes, payouts and refunds summed over the days and game types (members with none are absent). */
export async function memberTurnoverTotals(db: Database, query: TurnoverTotalsQuery): Promise<TurnoverTotals[]> {
  if (query.memberIds.length === 0) return [];
  const t = memberTurnover;
  const rows = await db
    .select({
      memberId: t.memberId,
      stakes: sql<string>`sum(${t.stakes})::text`,
      payouts: sql<string>`sum(${t.payouts})::text`,
      refunds: sql<string>`sum(${t.refunds})::text`,
    })
    .from(t)
    .where(
      and(
        eq(t.merchantCode, query.merchantCode),
        inArray(t.memberId, [...query.memberIds]),
        eq(t.accountKind, query.accountKind),
        gte(t.day, query.from),
        lte(t.day, query.to),
        query.gameTypes.length > 0 ? inArray(t.gameType, [...query.gameTypes]) : undefined,
      ),
    )
    .groupBy(t.memberId);
  return rows.map((r) => ({ memberId: r.memberId, stakes: BigInt(r.stakes), payouts: BigInt(r.payouts), refunds: BigInt(r.refunds) }));
}

/** True when the turnover table holds every posting dated before `before`, for good (feed consumerPassed). */
export function turnoverCompleteBefore(db: Database, before: Date): Promise<boolean> {
  return consumerPassed(db, turnoverConsumer.name, before);
}
