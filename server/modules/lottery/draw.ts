/**
 * Closing and drawing: open → closed at closes_at, → drawn at draw_at with the numbers derived
 * from the issue's stored seed (so an issue missed while the server was down draws the same
 * result on restart). Each step is a conditional update: whoever runs it twice changes nothing.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { deriveNumbers } from '@common/lottery/fairness';
import { findLotteryGame, LOTTERY_GAMES } from '@common/lottery/games';
import type { Database } from '../../db/connection';
import { lotteryIssues } from './tables';

/** Issues drawn per query; a backlog after downtime is drawn over several. */
const DRAW_BATCH = 200;
/** A game withdrawn from the table keeps its issues undrawn rather than inventing a format for them. */
const GAME_CODES = LOTTERY_GAMES.map((g) => g.code);

/** Marks open issues past their closing time closed; returns how many. */
export async function closeDue(db: Database, now: number): Promise<number> {
  const closed = await db
    .update(lotteryIssues)
    .set({ status: 'closed' })
    .where(and(eq(lotteryIssues.status, 'open'), lte(lotteryIssues.closesAt, new Date(now))))
    .returning({ id: lotteryIssues.id });
  return closed.length;
}

/** Draws every issue whose draw time has come, oldest first; returns how many. */
export async function drawDue(db: Database, now: number): Promise<number> {
  let drawn = 0;
  for (;;) {
    const due = await db
      .select()
      .from(lotteryIssues)
      .where(and(inArray(lotteryIssues.status, ['open', 'closed']), lte(lotteryIssues.drawAt, new Date(now)), inArray(lotteryIssues.gameCode, GAME_CODES)))
      .orderBy(asc(lotteryIssues.drawAt))
      .limit(DRAW_BATCH);
    for (const issue of due) {
      const game = findLotteryGame(issue.gameCode)!;
      const { numbers, prizes } = await deriveNumbers(game.kind, issue.seed, issue.gameCode, issue.issueNumber);
      const updated = await db
        .update(lotteryIssues)
        .set({ status: 'drawn', numbers, prizes, drawnAt: new Date(now) })
        .where(and(eq(lotteryIssues.id, issue.id), inArray(lotteryIssues.status, ['open', 'closed'])))
        .returning({ id: lotteryIssues.id });
      drawn += updated.length;
    }
    if (due.length < DRAW_BATCH) return drawn;
  }
}

/** The next instant a close or draw falls due (now when one is overdue), or null when none is scheduled. */
export async function nextDue(db: Database, now: number): Promise<number | null> {
  const epochMs = (column: ReturnType<typeof sql>) => sql<number | null>`(extract(epoch from min(${column})) * 1000)::float8`;
  const [row] = await db
    .select({
      close: epochMs(sql`case when ${lotteryIssues.status} = 'open' then ${lotteryIssues.closesAt} end`),
      draw: epochMs(sql`${lotteryIssues.drawAt}`),
    })
    .from(lotteryIssues)
    .where(and(inArray(lotteryIssues.status, ['open', 'closed']), inArray(lotteryIssues.gameCode, GAME_CODES)));
  const instants = [row?.close, row?.draw].filter((t): t is number => t !== null && t !== undefined);
  return instants.length > 0 ? Math.max(now, Math.min(...instants)) : null;
}
