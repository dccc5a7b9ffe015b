/** Lottery wins for the winner board (server/modules/seamless/winners.ts merges them with vendors' wins). */
import { and, desc, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { GameType } from '@common/contract/games';
import { findLotteryGame } from '@common/lottery/games';
import type { Database } from '../../db/connection';
import { HOUSE_LOTTERY, lotteryGameType } from './money';
import { lotteryOrders, lotterySuborders } from './tables';

/** One real-money lottery win and its owner (the board looks up and masks the name). */
export interface LotteryWin {
  memberId: number;
  gameCode: string;
  gameName: string;
  vendorCode: string;
  gameType: GameType;
  amount: bigint;
  time: number;
}

/** Elott bets are the e-lottery (ELOTT); every other prize mode is the lottery (LOTT). */
function categoryFilter(gameType: GameType | 'ALL'): SQL | undefined | null {
  if (gameType === 'ALL') return undefined;
  if (gameType === 'ELOTT') return eq(lotteryOrders.prizeMode, 'Elott');
  if (gameType === 'LOTT') return ne(lotteryOrders.prizeMode, 'Elott');
  return null;
}

/** The merchant's newest won sub-orders on real accounts, of one category or all. */
export async function recentLotteryWins(db: Database, merchantCode: string, gameType: GameType | 'ALL', limit: number): Promise<LotteryWin[]> {
  const category = categoryFilter(gameType);
  if (category === null) return [];
  const s = lotterySuborders;
  const rows = await db
    .select({ memberId: lotteryOrders.memberId, gameCode: lotteryOrders.gameCode, prizeMode: lotteryOrders.prizeMode, amount: s.winAmount, settledAt: s.settledAt })
    .from(s)
    .innerJoin(lotteryOrders, eq(lotteryOrders.id, s.orderId))
    .where(and(eq(s.status, 'won'), gt(s.winAmount, 0n), eq(lotteryOrders.merchantCode, merchantCode), eq(lotteryOrders.accountKind, 'real'), category))
    .orderBy(desc(s.settledAt), desc(s.id))
    .limit(limit);
  return rows.map((r) => {
    const game = findLotteryGame(r.gameCode);
    return {
      memberId: r.memberId,
      gameCode: r.gameCode,
      gameName: game?.labelName ?? r.gameCode,
      vendorCode: game?.vendorCode ?? HOUSE_LOTTERY,
      gameType: lotteryGameType(r.prizeMode),
      amount: r.amount,
      time: r.settledAt?.getTime() ?? 0,
    };
  });
}
