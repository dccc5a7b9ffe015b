/**
 * Mall orders as members, the console and the reward centre read them: the member's own (newest
 * first), the console's page with filters, and the reward centre's entries (source 'mall').
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ConsoleMallOrder } from '@common/contract/consoleLoyalty';
import type { Page } from '@common/contract/consolePlayers';
import type { MallOrderValue, RewardEntryValue } from '@common/contract/loyalty';
import type { MallItemKind, MallOrderStatus, RewardState } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { pageWindow } from '../../../http/console';
import { textIn } from '../../announcements';
import { usernamesOf } from '../../member';
import { mallOrders, type MallOrderRow } from './tables';

/** How many of a member's orders their list shows. */
export const MEMBER_ORDERS_SHOWN = 100;

/** An order in the member's language. */
export function orderValue(row: MallOrderRow, language: string): MallOrderValue {
  return {
    id: row.id,
    itemId: row.itemId,
    kind: row.kind,
    title: textIn(row.title, language),
    pricePoints: Number(row.pricePoints),
    status: row.status,
    delivery: row.delivery ?? null,
    note: row.note,
    lotteryOrderId: row.lotteryOrderId,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

const memberRows = (db: Database, memberId: number) =>
  db.select().from(mallOrders).where(eq(mallOrders.memberId, memberId)).orderBy(desc(mallOrders.createdAt), desc(mallOrders.id)).limit(MEMBER_ORDERS_SHOWN);

/** The member's orders, newest first. */
export async function memberOrders(db: Database, memberId: number, language: string): Promise<MallOrderValue[]> {
  return (await memberRows(db, memberId)).map((row) => orderValue(row, language));
}

const STATE_OF: Record<MallOrderStatus, RewardState> = { pending: 'pending', shipped: 'pending', delivered: 'received', cancelled: 'cancelled' };
const KIND_OF: Record<MallItemKind, RewardEntryValue['kind']> = { bonus: 'bonus', lotteryTicket: 'ticket', physical: 'goods' };

/** The member's mall orders as reward-centre entries (source 'mall', id the order's): received, pending or cancelled; never a claim. */
export async function mallOrderEntries(db: Database, member: { id: number }, language: string): Promise<RewardEntryValue[]> {
  return (await memberRows(db, member.id)).map((row) => ({
    source: 'mall',
    id: String(row.id),
    title: textIn(row.title, language),
    state: STATE_OF[row.status],
    amount: null,
    kind: KIND_OF[row.kind],
    claimBy: null,
    at: row.updatedAt.getTime(),
  }));
}

/** The console's view of orders (English titles: the console reads the item itself for others). */
export async function consoleOrders(db: Database, rows: MallOrderRow[]): Promise<ConsoleMallOrder[]> {
  const names = await usernamesOf(db, [...new Set(rows.map((r) => r.memberId))]);
  return rows.map((row) => ({ ...orderValue(row, 'EN'), merchantCode: row.merchantCode, memberId: row.memberId, username: names.get(row.memberId) ?? '' }));
}

export interface OrderFilter {
  status?: MallOrderStatus;
  kind?: MallItemKind;
  memberId?: number;
  itemId?: number;
  page?: number;
}

/** A page of the merchant's orders, newest first, filtered. */
export async function orderPage(db: Database, merchantCode: string, filter: OrderFilter): Promise<Page<ConsoleMallOrder>> {
  const where: SQL[] = [eq(mallOrders.merchantCode, merchantCode)];
  if (filter.status) where.push(eq(mallOrders.status, filter.status));
  if (filter.kind) where.push(eq(mallOrders.kind, filter.kind));
  if (filter.memberId) where.push(eq(mallOrders.memberId, filter.memberId));
  if (filter.itemId) where.push(eq(mallOrders.itemId, filter.itemId));
  const window = pageWindow(filter.page);
  const rows = await db.select().from(mallOrders).where(and(...where)).orderBy(desc(mallOrders.createdAt), desc(mallOrders.id)).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ n: count() }).from(mallOrders).where(and(...where));
  return { items: await consoleOrders(db, rows), page: window.page, pageSize: window.limit, total: total?.n ?? 0 };
}
