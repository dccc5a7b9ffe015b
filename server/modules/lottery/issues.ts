/**
 * Issues: created ahead of their draw with a random seed and its hash (the seed stays on the
 * server until the draw), and read back as the wire's summaries and results.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { DrawResult, IssueSummary } from '@common/contract/lottery';
import { seedHash } from '@common/lottery/fairness';
import { LOTTERY_GAMES, type LotteryGameDefinition } from '@common/lottery/games';
import type { Database } from '../../db/connection';
import { issuesAhead, previousDraw, slotsAfter, timingOf } from './schedule';
import { lotteryIssues, type LotteryIssueRow } from './tables';

/** Issues a game's page offers: the current one and the next ones, for chase orders. */
export const UPCOMING_LIMIT = 10;

/** The wire summary of an issue: never the seed. */
export function summaryOf(row: LotteryIssueRow): IssueSummary {
  return {
    gameCode: row.gameCode,
    issueNumber: row.issueNumber,
    opensAt: row.opensAt.getTime(),
    closesAt: row.closesAt.getTime(),
    drawAt: row.drawAt.getTime(),
    status: row.status,
    seedHash: row.seedHash,
  };
}

/** Whether the issue's result is posted (and so its seed may be revealed). */
export const isDrawn = (row: LotteryIssueRow) => row.status === 'drawn' || row.status === 'settled';

/** The wire result of an issue; the seed only once it is drawn. */
export function resultOf(row: LotteryIssueRow): DrawResult {
  const drawn = isDrawn(row);
  return { ...summaryOf(row), numbers: drawn ? (row.numbers ?? []) : [], prizes: drawn ? (row.prizes ?? null) : null, seed: drawn ? row.seed : null };
}

/**
 * Tops up each game's issues to issuesAhead() undrawn ones after `now`. Inserts skip numbers
 * that exist (two processes racing here keep the first seed). Returns how many were created.
 */
export async function createIssuesAhead(db: Database, now: number, fastIntervalSeconds: number | undefined): Promise<number> {
  const ahead = await db
    .select({ gameCode: lotteryIssues.gameCode, upcoming: count(), last: max(lotteryIssues.drawAt) })
    .from(lotteryIssues)
    .where(gt(lotteryIssues.drawAt, new Date(now)))
    .groupBy(lotteryIssues.gameCode);
  const byGame = new Map(ahead.map((row) => [row.gameCode, row]));
  let created = 0;
  for (const game of LOTTERY_GAMES) {
    const existing = byGame.get(game.code);
    created += await createForGame(db, game, now, existing?.upcoming ?? 0, existing?.last?.getTime() ?? now, fastIntervalSeconds);
  }
  return created;
}

async function createForGame(
  db: Database,
  game: LotteryGameDefinition,
  now: number,
  upcoming: number,
  after: number,
  fastIntervalSeconds: number | undefined,
): Promise<number> {
  const timing = timingOf(game, fastIntervalSeconds);
  const wanted = issuesAhead(timing, game) - upcoming;
  if (wanted <= 0) return 0;
  const slots = slotsAfter(game, timing, Math.max(after, now), wanted);
  let opensAt = previousDraw(game, timing, slots[0].drawAt);
  const rows = [];
  for (const slot of slots) {
    const seed = randomBytes(32).toString('hex');
    rows.push({
      gameCode: game.code,
      issueNumber: slot.issueNumber,
      opensAt: new Date(opensAt),
      closesAt: new Date(slot.drawAt - timing.closeSeconds * 1000),
      drawAt: new Date(slot.drawAt),
      seed,
      seedHash: await seedHash(seed),
      status: 'open' as const,
    });
    opensAt = slot.drawAt;
  }
  const inserted = await db.insert(lotteryIssues).values(rows).onConflictDoNothing().returning({ id: lotteryIssues.id });
  return inserted.length;
}

/** Open issues of a game still taking bets, in draw order. */
export function upcomingIssues(db: Database, gameCode: string, now: number, limit = UPCOMING_LIMIT): Promise<LotteryIssueRow[]> {
  return db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameCode, gameCode), eq(lotteryIssues.status, 'open'), gt(lotteryIssues.closesAt, new Date(now))))
    .orderBy(asc(lotteryIssues.drawAt))
    .limit(limit);
}

/** The next issue taking bets and the latest result of every game (for the tiles). */
export async function tileIssues(db: Database, now: number): Promise<{ next: Map<string, LotteryIssueRow>; last: Map<string, LotteryIssueRow> }> {
  const at = new Date(now);
  const next = await db
    .selectDistinctOn([lotteryIssues.gameCode])
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.status, 'open'), gt(lotteryIssues.closesAt, at)))
    .orderBy(lotteryIssues.gameCode, asc(lotteryIssues.drawAt));
  const last = await db
    .selectDistinctOn([lotteryIssues.gameCode])
    .from(lotteryIssues)
    .where(inArray(lotteryIssues.status, ['drawn', 'settled']))
    .orderBy(lotteryIssues.gameCode, desc(lotteryIssues.drawAt));
  return { next: new Map(next.map((r) => [r.gameCode, r])), last: new Map(last.map((r) => [r.gameCode, r])) };
}

/** One issue of a game by number. */
export async function findIssue(db: Database, gameCode: string, issueNumber: string): Promise<LotteryIssueRow | null> {
  const rows = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameCode, gameCode), eq(lotteryIssues.issueNumber, issueNumber)))
    .limit(1);
  return rows[0] ?? null;
}

/** A page of a game's posted results, newest first. */
export async function resultPage(db: Database, gameCode: string, pageNo: number, pageSize: number): Promise<{ rows: LotteryIssueRow[]; total: number }> {
  const where = and(eq(lotteryIssues.gameCode, gameCode), inArray(lotteryIssues.status, ['drawn', 'settled']));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(lotteryIssues).where(where);
  const rows = await db
    .select()
    .from(lotteryIssues)
    .where(where)
    .orderBy(desc(lotteryIssues.drawAt))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows, total };
}
