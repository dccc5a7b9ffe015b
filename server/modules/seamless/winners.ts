/** The winner board (§7): the merchant's latest real-money wins as vendors reported them, names masked. */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { GameType, WinnerEntry } from '@common/contract/games';
import type { Database } from '../../db/connection';
import { findGame } from '../catalog';
import { recentLotteryWins } from '../lottery';
import { usernamesOf } from '../member';
import { seamlessTransactions } from './tables';

/** Most entries a board call returns (§9: winner board 10). */
export const WINNERS_LIMIT = 10;

/** "devil1234" → "de***34": recognisable to its owner, useless to anyone else. Short names keep one letter. */
export function maskUsername(username: string): string {
  return username.length <= 4 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/** The newest wins (credits above zero on real accounts, and won lottery sub-orders) of the merchant, of one game type or all. */
export async function recentWinners(db: Database, merchantCode: string, gameType: GameType | 'ALL', limit: number): Promise<WinnerEntry[]> {
  const t = seamlessTransactions;
  const rows = await db
    .select({ memberId: t.memberId, vendorCode: t.vendorCode, gameType: t.gameType, gameId: t.gameId, amount: t.amount, createdAt: t.createdAt })
    .from(t)
    .where(
      and(
        eq(t.merchantCode, merchantCode),
        eq(t.kind, 'credit'),
        eq(t.accountKind, 'real'),
        gt(t.amount, 0n),
        gameType === 'ALL' ? undefined : eq(t.gameType, gameType),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(Math.min(limit, WINNERS_LIMIT));
  const ids = [...new Set(rows.flatMap((r) => (r.gameId === null ? [] : [r.gameId])))];
  const games = new Map((await Promise.all(ids.map((id) => findGame(db, merchantCode, id)))).flatMap((g) => (g ? [[g.gameId, g] as const] : [])));
  const lotteryRows = await recentLotteryWins(db, merchantCode, gameType, Math.min(limit, WINNERS_LIMIT));
  const names = await usernamesOf(db, [...rows, ...lotteryRows].map((r) => r.memberId));
  const userName = (memberId: number) => maskUsername(names.get(memberId) ?? '');
  const vendorWins = rows.map((r) => ({
    userName: userName(r.memberId),
    // A vendor-lobby round or a game since hidden still shows, under its vendor's name.
    gameName: (r.gameId !== null && games.get(r.gameId)?.gameName) || r.vendorCode,
    lotteryCode: null,
    vendorCode: r.vendorCode,
    gameType: r.gameType as GameType,
    amount: Number(r.amount),
    time: r.createdAt.getTime(),
  }));
  const lotteryWins = lotteryRows.map((w) => ({
    userName: userName(w.memberId),
    gameName: w.gameName,
    lotteryCode: w.gameCode,
    vendorCode: w.vendorCode,
    gameType: w.gameType,
    amount: Number(w.amount),
    time: w.time,
  }));
  return [...vendorWins, ...lotteryWins].sort((a, b) => b.time - a.time).slice(0, Math.min(limit, WINNERS_LIMIT));
}

