/**
 * The console's view of the draws: issues still to come with their published seed hashes, and
 * those whose draw time has come with the revealed seed and how far settlement got.
 */
import { and, asc, count, desc, eq, gt, gte, lt, lte, ne, type SQL } from 'drizzle-orm';
import { LOTTERY_SETTLE_GRACE_MS, type ConsoleIssue, type SettlementStatus } from '@common/contract/consoleCatalog';
import type { Page } from '@common/contract/consolePlayers';
import type { Database } from '../../db/connection';
import { isDrawn } from './issues';
import { lotteryIssues, type LotteryIssueRow } from './tables';

/** How many upcoming issues the console lists at once. */
export const CONSOLE_UPCOMING_LIMIT = 50;

/** settled once paid out; failed when still not LOTTERY_SETTLE_GRACE_MS after its draw time (the scheduler retries). */
export function settlementOf(row: LotteryIssueRow, now: number): SettlementStatus {
  if (row.status === 'settled') return 'settled';
  return row.drawAt.getTime() + LOTTERY_SETTLE_GRACE_MS < now ? 'failed' : 'pending';
}

export function consoleIssueOf(row: LotteryIssueRow, now: number): ConsoleIssue {
  const drawn = isDrawn(row);
  return {
    gameCode: row.gameCode,
    issueNumber: row.issueNumber,
    status: row.status,
    opensAt: row.opensAt.getTime(),
    closesAt: row.closesAt.getTime(),
    drawAt: row.drawAt.getTime(),
    seedHash: row.seedHash,
    // The seed stays on the server until the draw: revealing it earlier would give the result away.
    seed: drawn ? row.seed : null,
    numbers: drawn ? (row.numbers ?? []) : [],
    settlement: settlementOf(row, now),
    drawnAt: row.drawnAt?.getTime() ?? null,
    settledAt: row.settledAt?.getTime() ?? null,
  };
}

/** Issues whose draw time is still ahead, soonest first. */
export async function upcomingForConsole(db: Database, now: number, gameCode?: string): Promise<ConsoleIssue[]> {
  const rows = await db
    .select()
    .from(lotteryIssues)
    .where(and(gt(lotteryIssues.drawAt, new Date(now)), gameCode ? eq(lotteryIssues.gameCode, gameCode) : undefined))
    .orderBy(asc(lotteryIssues.drawAt), asc(lotteryIssues.gameCode))
    .limit(CONSOLE_UPCOMING_LIMIT);
  return rows.map((row) => consoleIssueOf(row, now));
}

function settlementWhere(settlement: SettlementStatus | undefined, now: number): SQL | undefined {
  const graceEnd = new Date(now - LOTTERY_SETTLE_GRACE_MS);
  if (settlement === 'settled') return eq(lotteryIssues.status, 'settled');
  if (settlement === 'failed') return and(ne(lotteryIssues.status, 'settled'), lt(lotteryIssues.drawAt, graceEnd));
  if (settlement === 'pending') return and(ne(lotteryIssues.status, 'settled'), gte(lotteryIssues.drawAt, graceEnd));
  return undefined;
}

export interface ResultFilter {
  gameCode?: string;
  settlement?: SettlementStatus;
}

/** A page (1-based) of the issues whose draw time has come, newest first. */
export async function resultsForConsole(db: Database, now: number, filter: ResultFilter, page: number, pageSize: number): Promise<Page<ConsoleIssue>> {
  const where = and(
    lte(lotteryIssues.drawAt, new Date(now)),
    filter.gameCode ? eq(lotteryIssues.gameCode, filter.gameCode) : undefined,
    settlementWhere(filter.settlement, now),
  );
  const [rows, totals] = await Promise.all([
    db.select().from(lotteryIssues).where(where).orderBy(desc(lotteryIssues.drawAt), asc(lotteryIssues.gameCode)).offset((page - 1) * pageSize).limit(pageSize),
    db.select({ total: count() }).from(lotteryIssues).where(where),
  ]);
  return { items: rows.map((row) => consoleIssueOf(row, now)), page, pageSize, total: totals[0]?.total ?? 0 };
}
