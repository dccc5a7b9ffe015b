/**
 * A member cancels pending sub-orders of issues still open for betting: all of the request or
 * none. One database transaction moves each by a conditional update (pending, issue open,
 * closing later than now) and refunds each through the ledger, so a repeat refunds nothing.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import type { Member } from '../member';
import { AccountCache, refundSuborder } from './money';
import { lotteryIssues, lotteryOrders, lotterySuborders, type LotteryOrderRow } from './tables';

/** The member's own order, or lottery.order.not.found (another member's order is not told apart from none). */
export async function ownOrder(db: Database, member: Member, orderId: number): Promise<LotteryOrderRow> {
  const [order] = await db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.merchantCode, member.merchantCode), eq(lotteryOrders.memberId, member.id)))
    .limit(1);
  if (!order) throw new AppError(ErrorCode.lotteryOrderNotFound);
  return order;
}

/** Cancels and refunds the sub-orders; lottery.suborder.not.cancellable (nothing changed) when any one cannot be. */
export async function cancelSuborders(db: Database, member: Member, orderId: number, suborderIds: number[], now: number): Promise<void> {
  const order = await ownOrder(db, member, orderId);
  const ids = [...new Set(suborderIds)];
  await db.transaction(async (tx) => {
    const stillOpen = tx
      .select({ id: lotteryIssues.id })
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.status, 'open'), gt(lotteryIssues.closesAt, new Date(now))));
    const cancelled = await tx
      .update(lotterySuborders)
      .set({ status: 'cancelled', settledAt: new Date(now) })
      .where(
        and(
          inArray(lotterySuborders.id, ids),
          eq(lotterySuborders.orderId, order.id),
          eq(lotterySuborders.status, 'pending'),
          inArray(lotterySuborders.issueId, stillOpen),
        ),
      )
      .returning();
    // Throwing rolls the updates back: a request is cancelled whole or not at all.
    if (cancelled.length !== ids.length) throw new AppError(ErrorCode.lotterySuborderNotCancellable);
    const accounts = new AccountCache(tx);
    for (const sub of cancelled) await refundSuborder(tx, accounts, order, sub, 'member-cancel');
  });
}
