/** The member's orders as the wire shows them: one order with its sub-orders, and paged lists by status and date. */
import { and, asc, desc, eq, exists, gte, inArray, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Order, OrderListQuery, OrderPage, OrderStatus, Suborder } from '@common/contract/lottery';
import type { Database } from '../../db/connection';
import type { Member } from '../member';
import { wireAmount } from '../wallet';
import { lotteryOrders, lotterySuborders, type LotteryOrderRow, type LotterySuborderRow } from './tables';

/** An order's status from its sub-orders: all cancelled; none settled yet; some; or none left pending. */
export function orderStatus(subs: Pick<LotterySuborderRow, 'status'>[]): OrderStatus {
  if (subs.every((s) => s.status === 'cancelled')) return 'cancelled';
  const pending = subs.some((s) => s.status === 'pending');
  const settled = subs.some((s) => s.status === 'won' || s.status === 'lost');
  if (!pending) return 'settled';
  return settled ? 'partly.settled' : 'pending';
}

function suborderView(s: LotterySuborderRow): Suborder {
  return {
    id: s.id,
    issueNumber: s.issueNumber,
    amount: wireAmount(s.amount),
    status: s.status,
    winAmount: wireAmount(s.winAmount),
    rebateAmount: wireAmount(s.rebateAmount),
    settledAt: s.settledAt?.getTime() ?? null,
  };
}

/** The wire order; sub-orders in issue order. */
export function orderView(order: LotteryOrderRow, subs: LotterySuborderRow[]): Order {
  return {
    orderId: order.id,
    gameCode: order.gameCode,
    betType: order.betType,
    selection: order.selection,
    prizeMode: order.prizeMode,
    unitStake: wireAmount(order.unitStake),
    multiple: order.multiple,
    units: order.units,
    amountPerIssue: wireAmount(order.amountPerIssue),
    total: wireAmount(order.total),
    stopOnWin: order.stopOnWin,
    status: orderStatus(subs),
    createdAt: order.createdAt.getTime(),
    suborders: subs.map(suborderView),
  };
}

/** Wire orders for order rows, their sub-orders read in one query. */
async function views(db: Database, orders: LotteryOrderRow[]): Promise<Order[]> {
  if (orders.length === 0) return [];
  const subs = await db
    .select()
    .from(lotterySuborders)
    .where(
      inArray(
        lotterySuborders.orderId,
        orders.map((o) => o.id),
      ),
    )
    .orderBy(asc(lotterySuborders.id));
  return orders.map((o) =>
    orderView(
      o,
      subs.filter((s) => s.orderId === o.id),
    ),
  );
}

/** One order of the member by id, or null. */
export async function orderOf(db: Database, member: Pick<Member, 'id' | 'merchantCode'>, orderId: number): Promise<Order | null> {
  const rows = await db
    .select()
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.id, orderId), eq(lotteryOrders.merchantCode, member.merchantCode), eq(lotteryOrders.memberId, member.id)))
    .limit(1);
  return (await views(db, rows))[0] ?? null;
}

const withSub = (status: SQL) =>
  exists(sql`(select 1 from ${lotterySuborders} where ${lotterySuborders.orderId} = ${lotteryOrders.id} and ${status})`);
const anyPending = () => withSub(sql`${lotterySuborders.status} = 'pending'`);
const anySettled = () => withSub(sql`${lotterySuborders.status} in ('won', 'lost')`);

/** The SQL form of orderStatus(), for filtering a page. */
function statusFilter(status: OrderStatus): SQL {
  switch (status) {
    case 'cancelled':
      return not(withSub(sql`${lotterySuborders.status} <> 'cancelled'`));
    case 'pending':
      return and(anyPending(), not(anySettled()))!;
    case 'partly.settled':
      return and(anyPending(), anySettled())!;
    case 'settled':
      return and(not(anyPending()), anySettled())!;
  }
}

/** A page of the member's orders, newest first, by status and creation time [from, to). */
export async function orderPage(db: Database, member: Pick<Member, 'id' | 'merchantCode'>, query: OrderListQuery): Promise<OrderPage> {
  const where = and(
    eq(lotteryOrders.merchantCode, member.merchantCode),
    eq(lotteryOrders.memberId, member.id),
    query.status ? statusFilter(query.status) : undefined,
    query.from !== undefined ? gte(lotteryOrders.createdAt, new Date(query.from)) : undefined,
    query.to !== undefined ? lt(lotteryOrders.createdAt, new Date(query.to)) : undefined,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(lotteryOrders).where(where);
  const rows = await db
    .select()
    .from(lotteryOrders)
    .where(where)
    .orderBy(desc(lotteryOrders.createdAt), desc(lotteryOrders.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return { content: await views(db, rows), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize) };
}
