/**
 * Lottery games on and off (the console). A game switched off is not offered: it leaves the
 * lists and its page, and new orders are refused as for an unknown game; its draws go on, so
 * orders already placed settle and its results and fairness checks stay public.
 */
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { findLotteryGame, LOTTERY_GAMES, type LotteryGameDefinition } from '@common/lottery/games';
import type { Database } from '../../db/connection';
import { invalidate, ProcessCache } from '../../db/process-cache';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { lotteryGameSettings } from './tables';

/** The cache scope the settings table's trigger bumps (its migration). */
const SCOPE = 'lottery-games';
const ALL = 'all';
const disabledCache = new ProcessCache<Set<string>>(SCOPE);

/** Codes of the games switched off; read on every lottery list, so kept in the process until a switch changes. */
export function disabledGames(db: Database): Promise<Set<string>> {
  return disabledCache.get(db, ALL, async () => {
    const rows = await db.select().from(lotteryGameSettings);
    return new Set(rows.filter((r) => !r.enabled).map((r) => r.gameCode));
  });
}

/** The games of `games` that are offered, in their order. */
export async function offered(db: Database, games: readonly LotteryGameDefinition[]): Promise<LotteryGameDefinition[]> {
  const off = await disabledGames(db);
  return games.filter((g) => !off.has(g.code));
}

/** Throws lottery.game.not.found for a game that is unknown or switched off. */
export async function requireOffered(db: Database, code: string): Promise<LotteryGameDefinition> {
  const game = findLotteryGame(code);
  if (!game || (await disabledGames(db)).has(code)) throw new AppError(ErrorCode.lotteryGameNotFound, { params: { game: code } });
  return game;
}

/** Every game with its switch, in the table's order. */
export async function gameSwitches(db: Database): Promise<{ game: LotteryGameDefinition; enabled: boolean }[]> {
  const off = await disabledGames(db);
  return LOTTERY_GAMES.map((game) => ({ game, enabled: !off.has(game.code) }));
}

/** Switches a game on or off, audited; lottery.game.not.found (404) for a code not in the table. */
export async function switchGame(db: Database, code: string, enabled: boolean, now: number, who: Actor): Promise<void> {
  if (!findLotteryGame(code)) throw new AppError(ErrorCode.lotteryGameNotFound, { status: 404, params: { game: code } });
  await db.transaction(async (tx) => {
    const at = new Date(now);
    await tx
      .insert(lotteryGameSettings)
      .values({ gameCode: code, enabled, updatedAt: at })
      .onConflictDoUpdate({ target: lotteryGameSettings.gameCode, set: { enabled: sql`excluded.enabled`, updatedAt: at } });
    await recordAudit(tx, who, { action: 'lottery.game.set', subject: `lottery-game:${code}`, detail: { enabled } });
  });
  invalidate(db, SCOPE);
}
