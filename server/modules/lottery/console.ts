/** What the console reads from the lottery about one player: its orders, one line per issue. */
import { count, desc, eq } from 'drizzle-orm';
import type { Page, PlayerLotteryOrder } from '@common/contract/consolePlayers';
import type { Database } from '../../db/connection';
import { pageWindow, safeNumber } from '../../http/console';
import { lotteryOrders, lotterySuborders } from './tables';

/** One page of a member's lottery sub-orders, newest first. */
export async function memberLotteryOrders(db: Database, memberId: number, pageNo: number | undefined): Promise<Page<PlayerLotteryOrder>> {
  const { page, limit, offset } = pageWindow(pageNo);
  const rows = await db
    .select({ order: lotteryOrders, sub: lotterySuborders })
    .from(lotterySuborders)
    .innerJoin(lotteryOrders, eq(lotterySuborders.orderId, lotteryOrders.id))
    .where(eq(lotteryOrders.memberId, memberId))
    .orderBy(desc(lotterySuborders.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(lotterySuborders)
    .innerJoin(lotteryOrders, eq(lotterySuborders.orderId, lotteryOrders.id))
    .where(eq(lotteryOrders.memberId, memberId));
  return {
    items: rows.map(({ order, sub }) => ({
      orderNo: String(order.id),
      suborderId: sub.id,
      lotteryCode: sub.gameCode,
      issue: sub.issueNumber,
      stake: safeNumber(sub.amount),
      win: sub.status === 'won' || sub.status === 'lost' ? safeNumber(sub.winAmount) : null,
      status: sub.status,
      at: order.createdAt.getTime(),
    })),
    page,
    pageSize: limit,
    total: total!.n,
  };
}
