/**
 * The public lottery reads: tiles (list by prize mode, popular, centre), a game's page, results
 * history and the fairness check. Issues are global, so every merchant (and its trial code)
 * sees the same games and draws.
 */
import { count, desc, gte } from 'drizzle-orm';
import type { LotteryGameInfo, LotteryResultPage, LotteryTile, PrizeMode, VerifyResult } from '@common/contract/lottery';
import { ErrorCode } from '@common/contract/envelope';
import { deriveNumbers, seedHash } from '@common/lottery/fairness';
import { findLotteryGame, LOTTERY_GAMES, type LotteryGameDefinition } from '@common/lottery/games';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { lotteryIconUrl } from './icon-routes';
import { findIssue, isDrawn, resultOf, resultPage, summaryOf, tileIssues, upcomingIssues } from './issues';
import { timingOf } from './schedule';
import { offered, requireOffered } from './switches';
import { lotteryOrders, type LotteryIssueRow } from './tables';

/** How many games the popular row shows. */
export const POPULAR_LIMIT = 6;
const DAY_MS = 86_400_000;

/** The deployment's draw settings the tiles report (fast mode changes intervals and close times). */
export interface TileOptions {
  now: number;
  fastIntervalSeconds: number | undefined;
}

function gameOf(code: string): LotteryGameDefinition {
  const game = findLotteryGame(code);
  if (!game) throw new AppError(ErrorCode.lotteryGameNotFound, { params: { game: code } });
  return game;
}

function tileOf(game: LotteryGameDefinition, options: TileOptions, next?: LotteryIssueRow, last?: LotteryIssueRow): LotteryTile {
  const timing = timingOf(game, options.fastIntervalSeconds);
  return {
    gameCode: game.code,
    gameGroupCode: game.gameGroupCode,
    labelName: game.labelName,
    kind: game.kind,
    prizeModes: [...game.prizeModes],
    intervalSeconds: timing.intervalSeconds,
    closeSeconds: timing.closeSeconds,
    iconUrl: lotteryIconUrl(game),
    vendorCode: game.vendorCode,
    next: next ? summaryOf(next) : null,
    last: last ? resultOf(last) : null,
  };
}

async function tilesOf(db: Database, games: readonly LotteryGameDefinition[], options: TileOptions): Promise<LotteryTile[]> {
  const { next, last } = await tileIssues(db, options.now);
  return games.map((g) => tileOf(g, options, next.get(g.code), last.get(g.code)));
}

/** The games offering a prize mode (§7 lottery list: Lott for the lottery, Elott for e-lottery). */
export async function lotteryList(db: Database, prizeMode: PrizeMode, options: TileOptions): Promise<LotteryTile[]> {
  return tilesOf(
    db,
    await offered(db, LOTTERY_GAMES.filter((g) => g.prizeModes.includes(prizeMode))),
    options,
  );
}

/** The lottery centre's games, in the table's order. */
export async function lotteryCentre(db: Database, options: TileOptions): Promise<LotteryTile[]> {
  return tilesOf(db, await offered(db, LOTTERY_GAMES), options);
}

/** The most bet games of the last day (every merchant's bets count: the draws are shared); ties and quiet days keep centre order. */
export async function popularLotteries(db: Database, options: TileOptions): Promise<LotteryTile[]> {
  const rows = await db
    .select({ gameCode: lotteryOrders.gameCode, orders: count() })
    .from(lotteryOrders)
    .where(gte(lotteryOrders.createdAt, new Date(options.now - DAY_MS)))
    .groupBy(lotteryOrders.gameCode)
    .orderBy(desc(count()));
  const bets = new Map(rows.map((r) => [r.gameCode, r.orders]));
  const ranked = (await offered(db, LOTTERY_GAMES)).map((game, i) => ({ game, i, orders: bets.get(game.code) ?? 0 })).sort((a, b) => b.orders - a.orders || a.i - b.i);
  return tilesOf(
    db,
    ranked.slice(0, POPULAR_LIMIT).map((r) => r.game),
    options,
  );
}

/** A game's page: tile, odds table, the issues open for betting and the server's clock. */
export async function gameInfo(db: Database, code: string, options: TileOptions): Promise<LotteryGameInfo> {
  const game = await requireOffered(db, code);
  const [tile] = await tilesOf(db, [game], options);
  const upcoming = await upcomingIssues(db, code, options.now);
  return { tile, betTypes: [...game.betTypes], upcoming: upcoming.map(summaryOf), serverTime: options.now };
}

/** A page of a game's results, newest first, seeds revealed. */
export async function lotteryResults(db: Database, code: string, pageNo: number, pageSize: number): Promise<LotteryResultPage> {
  gameOf(code);
  const { rows, total } = await resultPage(db, code, pageNo, pageSize);
  return { content: rows.map(resultOf), pageNum: pageNo, totalPages: Math.ceil(total / pageSize) };
}

/** Recomputes a drawn issue from its revealed seed; an issue not drawn yet keeps its seed (lottery.issue.not.drawn). */
export async function verifyIssue(db: Database, code: string, issueNumber: string): Promise<VerifyResult> {
  const game = gameOf(code);
  const issue = await findIssue(db, code, issueNumber);
  if (!issue) throw new AppError(ErrorCode.lotteryIssueNotFound, { params: { issue: issueNumber } });
  if (!isDrawn(issue)) throw new AppError(ErrorCode.lotteryIssueNotDrawn, { params: { issue: issueNumber } });
  const recomputed = await deriveNumbers(game.kind, issue.seed, code, issueNumber);
  const posted = resultOf(issue);
  return {
    issue: posted,
    hashMatches: (await seedHash(issue.seed)) === issue.seedHash,
    resultMatches: JSON.stringify(recomputed.numbers) === JSON.stringify(posted.numbers) && JSON.stringify(recomputed.prizes) === JSON.stringify(posted.prizes),
    recomputed: recomputed.numbers,
  };
}
