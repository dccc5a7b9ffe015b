/**
 * The points mall (docs/loyalty.md "Points mall"): items, orders, and each member's count per
 * item. Stock and the per-member count change only by conditional UPDATEs in the redeeming
 * transaction, so concurrent redemptions can never oversell or pass a limit.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@common/contract/announcements';
import type { DeliveryAddress } from '@common/contract/loyalty';
import type { LoyaltyState, MallItemKind, MallOrderStatus } from '@common/rules/loyalty';

export const mallItems = pgTable(
  'mall_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').$type<MallItemKind>().notNull(),
    state: text('state').$type<LoyaltyState>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url'),
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    /** Units left; null: unlimited. */
    stock: integer('stock'),
    sold: integer('sold').notNull().default(0),
    perMemberLimit: integer('per_member_limit'),
    minLevelRank: integer('min_level_rank'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }),
    wageringMultiplierPercent: integer('wagering_multiplier_percent'),
    lotteryGameCode: text('lottery_game_code'),
    ticketStake: bigint('ticket_stake', { mode: 'bigint' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mall_items_merchant_state').on(t.merchantCode, t.state), check('mall_items_stock', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

export const mallOrders = pgTable(
  'mall_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<MallItemKind>().notNull(),
    /** The item's title when redeemed. */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    /** The client's id of the redemption: a retry finds this order. */
    requestId: text('request_id').notNull(),
    status: text('status').$type<MallOrderStatus>().notNull(),
    delivery: jsonb('delivery').$type<DeliveryAddress | null>(),
    note: text('note'),
    bonusId: bigint('bonus_id', { mode: 'number' }),
    lotteryOrderId: text('lottery_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [
    unique('mall_orders_request').on(t.memberId, t.requestId),
    index('mall_orders_member').on(t.memberId, t.createdAt),
    index('mall_orders_merchant_status').on(t.merchantCode, t.status, t.createdAt),
  ],
);

/** Orders per member and item that count against perMemberLimit (a cancelled one gives its place back). */
export const mallMemberCounts = pgTable(
  'mall_member_counts',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.itemId] }), check('mall_member_counts_count', sql`${t.count} >= 0`)],
);

export type MallItemRow = typeof mallItems.$inferSelect;
export type MallOrderRow = typeof mallOrders.$inferSelect;
