/**
 * Redeeming a mall item (docs/loyalty.md "Points mall — redeeming"): ONE transaction, each step
 * decided by the database, so it happens whole or not at all:
 * 1. a retry (same member and requestId) finds the first order and redeems nothing;
 * 2. the item must be on sale (live, within its schedule) and the member's level high enough;
 * 3. the order row is inserted, unique per (member, requestId): a concurrent retry waits on the
 *    unique index and then finds the first order;
 * 4. the stock is taken by `stock = stock - 1 where stock > 0` (null: unlimited) and `sold + 1`;
 * 5. the member's count by an upsert that refuses past perMemberLimit;
 * 6. the points by spendPoints (points.insufficient);
 * 7. delivery by kind: bonus credit (grantLoyaltyBonus) and lottery ticket (ticket.ts) delivered at
 *    once; physical goods wait as 'pending' for the operator.
 * Any refusal throws and the transaction undoes every step.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { DeliveryAddress, RedeemRequest } from '@common/contract/loyalty';
import { DELIVERY_ADDRESS_MAX, DELIVERY_NAME_MAX, DELIVERY_PHONE_MAX } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import type { Member } from '../../member';
import { grantLoyaltyBonus } from '../../promotions';
import type { WalletGuards } from '../../wallet';
import { spendPoints } from '../points';
import { levelRankOf } from './reads';
import { isOnSale } from './items';
import { mallItems, mallMemberCounts, mallOrders, type MallItemRow, type MallOrderRow } from './tables';
import { placeTicket } from './ticket';

/** A concurrent retry inserted the order first: this attempt is undone and answers that order. */
class AlreadyPlaced extends Error {}

/** The delivery address of physical goods, trimmed; mall.delivery.required naming the first missing or too long field. */
export function deliveryOf(delivery: DeliveryAddress | undefined): DeliveryAddress {
  const fields = { name: DELIVERY_NAME_MAX, phone: DELIVERY_PHONE_MAX, address: DELIVERY_ADDRESS_MAX } as const;
  const out = { name: '', phone: '', address: '' };
  for (const [field, max] of Object.entries(fields) as [keyof DeliveryAddress, number][]) {
    const value = (delivery?.[field] ?? '').trim();
    if (value.length === 0 || value.length > max) throw new AppError(ErrorCode.mallDeliveryRequired, { params: { field } });
    out[field] = value;
  }
  return out;
}

const orderByRequest = (db: Database, memberId: number, requestId: string) =>
  db.select().from(mallOrders).where(and(eq(mallOrders.memberId, memberId), eq(mallOrders.requestId, requestId))).limit(1);

/** Why the stock UPDATE took nothing, read after it: the item closed meanwhile, or its stock is gone. */
async function stockRefusal(tx: Database, item: MallItemRow, now: Date): Promise<AppError> {
  const [fresh] = await tx.select().from(mallItems).where(eq(mallItems.id, item.id));
  return fresh && isOnSale(fresh, now) ? new AppError(ErrorCode.mallOutOfStock) : new AppError(ErrorCode.mallItemNotOpen);
}

/** Redeems (or returns the order a previous call with this requestId made). Throws the refusal's code with nothing changed. */
export async function redeem(db: Database, guards: WalletGuards, member: Member, request: RedeemRequest, who: Actor, nowMs: number): Promise<MallOrderRow> {
  const now = new Date(nowMs);
  const [first] = await orderByRequest(db, member.id, request.requestId);
  if (first) return first;
  try {
    return await db.transaction(async (tx) => {
      const [item] = await tx.select().from(mallItems).where(and(eq(mallItems.id, request.itemId), eq(mallItems.merchantCode, member.merchantCode)));
      if (!item || item.state === 'draft') throw new AppError(ErrorCode.mallItemNotFound);
      if (!isOnSale(item, now)) throw new AppError(ErrorCode.mallItemNotOpen);
      const delivery = item.kind === 'physical' ? deliveryOf(request.delivery) : null;
      if (item.minLevelRank !== null && (await levelRankOf(tx, member.id)) < item.minLevelRank) throw new AppError(ErrorCode.mallLevelRequired, { params: { level: item.minLevelRank } });

      const [order] = await tx
        .insert(mallOrders)
        .values({
          merchantCode: member.merchantCode,
          memberId: member.id,
          itemId: item.id,
          kind: item.kind,
          title: item.title,
          pricePoints: item.pricePoints,
          requestId: request.requestId,
          status: 'pending',
          delivery,
          createdAt: now,
          updatedAt: now,
          updatedBy: who.actor,
        })
        .onConflictDoNothing()
        .returning();
      if (!order) throw new AlreadyPlaced();

      const taken = await tx
        .update(mallItems)
        .set({ stock: sql`case when ${mallItems.stock} is null then null else ${mallItems.stock} - 1 end`, sold: sql`${mallItems.sold} + 1` })
        .where(
          and(
            eq(mallItems.id, item.id),
            eq(mallItems.state, 'live'),
            sql`${mallItems.startsAt} <= ${now} and (${mallItems.endsAt} is null or ${mallItems.endsAt} > ${now})`,
            sql`(${mallItems.stock} is null or ${mallItems.stock} > 0)`,
          ),
        )
        .returning({ id: mallItems.id, perMemberLimit: mallItems.perMemberLimit });
      if (taken.length === 0) throw await stockRefusal(tx, item, now);

      // The limit as it stands now (an operator may have changed it since the read above).
      const limit = taken[0]!.perMemberLimit;
      const counted = await tx
        .insert(mallMemberCounts)
        .values({ memberId: member.id, itemId: item.id, count: 1 })
        .onConflictDoUpdate({
          target: [mallMemberCounts.memberId, mallMemberCounts.itemId],
          set: { count: sql`${mallMemberCounts.count} + 1` },
          setWhere: limit === null ? undefined : sql`${mallMemberCounts.count} < ${limit}`,
        })
        .returning({ count: mallMemberCounts.count });
      if (counted.length === 0 || (limit !== null && counted[0]!.count > limit)) throw new AppError(ErrorCode.mallLimitReached, { params: { limit: limit ?? 0 } });

      await spendPoints(tx, { merchantCode: member.merchantCode, memberId: member.id, points: item.pricePoints, source: 'mall', sourceId: String(order.id), now });
      const delivered = await deliver(tx, guards, member, item, order.id, now);
      const [done] = await tx.update(mallOrders).set(delivered).where(eq(mallOrders.id, order.id)).returning();
      await recordAudit(tx, who, {
        action: 'loyalty.mall.redeem',
        subject: `member:${member.id}`,
        merchantCode: member.merchantCode,
        detail: { orderId: order.id, itemId: item.id, kind: item.kind, points: item.pricePoints.toString() },
      });
      return done!;
    });
  } catch (err) {
    if (!(err instanceof AlreadyPlaced)) throw err;
    const [placed] = await orderByRequest(db, member.id, request.requestId);
    if (!placed) throw new Error('redeem: a conflicting order neither inserted nor found', { cause: err });
    return placed;
  }
}

/** Delivers the item by kind; what the order row records of it. */
async function deliver(tx: Database, guards: WalletGuards, member: Member, item: MallItemRow, orderId: number, now: Date): Promise<Partial<MallOrderRow>> {
  if (item.kind === 'bonus') {
    const { bonus } = await grantLoyaltyBonus(tx, {
      merchantCode: member.merchantCode,
      memberId: member.id,
      amount: item.bonusAmount!,
      multiplierPercent: item.wageringMultiplierPercent ?? 0,
      source: 'mall',
      sourceId: String(orderId),
      now,
      actor: `member:${member.id}`,
    });
    return { status: 'delivered', bonusId: bonus.id };
  }
  if (item.kind === 'lotteryTicket') {
    const lotteryOrderId = await placeTicket(tx, guards, { member, orderId, gameCode: item.lotteryGameCode!, stake: item.ticketStake!, now });
    return { status: 'delivered', lotteryOrderId };
  }
  return { status: 'pending' };
}
