/**
 * Fulfilling physical goods (docs/loyalty.md "Points mall — fulfilment"): an operator moves an
 * order along MALL_ORDER_NEXT (pending → shipped → delivered, or cancelled from either) by a
 * conditional UPDATE on its status, so two operators (or two clicks) move it once. Cancelling gives
 * the points back exactly once (creditPoints, source 'mall-refund' and the order's id: a unique
 * lot), and restores the item's stock and the member's count in the same transaction. Audited.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { MALL_ORDER_NEXT, MALL_ORDER_STATUSES, type MallOrderStatus } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { creditPoints, loyaltySettingsOf } from '../points';
import { mallItems, mallMemberCounts, mallOrders, type MallOrderRow } from './tables';

/** The statuses an order may move to `to` from. */
const fromStates = (to: MallOrderStatus): MallOrderStatus[] => MALL_ORDER_STATUSES.filter((from) => MALL_ORDER_NEXT[from].includes(to));

export interface FulfilInput {
  status: Exclude<MallOrderStatus, 'pending'>;
  note?: string;
  who: Actor;
  now: number;
}

/** Moves the order; mall.order.state.invalid (params.state: its status) when the step does not follow, or it is not physical goods. */
export async function fulfil(db: Database, order: MallOrderRow, input: FulfilInput): Promise<MallOrderRow> {
  const refuse = (state: string) => new AppError(ErrorCode.mallOrderStateInvalid, { params: { state } });
  if (order.kind !== 'physical') throw refuse(order.status);
  const now = new Date(input.now);
  return db.transaction(async (tx) => {
    const note = input.note?.trim() ? input.note.trim() : undefined;
    const [moved] = await tx
      .update(mallOrders)
      .set({ status: input.status, updatedAt: now, updatedBy: input.who.actor, ...(note === undefined ? {} : { note }) })
      .where(and(eq(mallOrders.id, order.id), inArray(mallOrders.status, fromStates(input.status))))
      .returning();
    if (!moved) {
      const [current] = await tx.select({ status: mallOrders.status }).from(mallOrders).where(eq(mallOrders.id, order.id));
      throw refuse(current?.status ?? order.status);
    }
    if (input.status === 'cancelled') await giveBack(tx, moved, now);
    await recordAudit(tx, input.who, {
      action: `loyalty.mall.order.${input.status}`,
      subject: `member:${order.memberId}`,
      merchantCode: order.merchantCode,
      detail: { orderId: order.id, from: order.status, note: note ?? null },
    });
    return moved;
  });
}

/** A cancelled order's points, stock and count back (the status UPDATE above let only one cancel through). */
async function giveBack(tx: Database, order: MallOrderRow, now: Date): Promise<void> {
  await creditPoints(tx, {
    merchantCode: order.merchantCode,
    memberId: order.memberId,
    points: order.pricePoints,
    source: 'mall-refund',
    sourceId: String(order.id),
    kind: 'refund',
    now,
    // A refund is a new lot with the merchant's points lifetime.
    expiryDays: (await loyaltySettingsOf(tx, order.merchantCode)).pointsExpiryDays,
  });
  await tx
    .update(mallItems)
    .set({ stock: sql`case when ${mallItems.stock} is null then null else ${mallItems.stock} + 1 end`, sold: sql`greatest(${mallItems.sold} - 1, 0)` })
    .where(eq(mallItems.id, order.itemId));
  await tx
    .update(mallMemberCounts)
    .set({ count: sql`${mallMemberCounts.count} - 1` })
    .where(and(eq(mallMemberCounts.memberId, order.memberId), eq(mallMemberCounts.itemId, order.itemId), sql`${mallMemberCounts.count} > 0`));
}
