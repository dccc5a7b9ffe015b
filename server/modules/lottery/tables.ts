/**
 * Tables owned by the lottery module (/tmp plan of issue 5; docs/lottery.md). Money itself lives
 * in the wallet's ledger: an order's placement, each sub-order's win, rebate and refund are
 * postings keyed by the order or sub-order, and the conditional status updates here decide, in
 * the posting's own transaction, that each happens once.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { IssueStatus, PrizeMode, SuborderStatus } from '@common/contract/lottery';
import type { AccountKind } from '../wallet/tables';

/**
 * One draw of a game, global (the house draws once for every merchant). The seed is created
 * with the issue and never leaves the server before the draw; its hash is public from opening.
 */
export const lotteryIssues = pgTable(
  'lottery_issues',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    gameCode: text('game_code').notNull(),
    /** 20261121-0001: the draw's day in the game's time zone and its number that day. */
    issueNumber: text('issue_number').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    numbers: jsonb('numbers').$type<string[]>(),
    prizes: jsonb('prizes').$type<string[][] | null>(),
    status: text('status').$type<IssueStatus>().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('lottery_issues_game_number_unique').on(t.gameCode, t.issueNumber),
    index('lottery_issues_status_draw_idx').on(t.status, t.drawAt),
    check('lottery_issues_status', sql`${t.status} in ('open', 'closed', 'drawn', 'settled')`),
  ],
);

/** One bet of a member on one or more issues (a chase when several): the total is debited at placement. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** demo for trial accounts: they bet demo credit. */
    accountKind: text('account_kind').$type<AccountKind>().notNull(),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').$type<string[][]>().notNull(),
    prizeMode: text('prize_mode').$type<PrizeMode>().notNull(),
    unitStake: bigint('unit_stake', { mode: 'bigint' }).notNull(),
    multiple: integer('multiple').notNull(),
    units: integer('units').notNull(),
    amountPerIssue: bigint('amount_per_issue', { mode: 'bigint' }).notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    requestId: text('request_id').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('lottery_orders_request_unique').on(t.merchantCode, t.memberId, t.requestId),
    index('lottery_orders_member_idx').on(t.memberId, t.createdAt),
    index('lottery_orders_game_created_idx').on(t.gameCode, t.createdAt),
  ],
);

/** One issue's share of an order; settled, refunded or cancelled exactly once (conditional on pending). */
export const lotterySuborders = pgTable(
  'lottery_suborders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    issueId: bigint('issue_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryIssues.id),
    issueNumber: text('issue_number').notNull(),
    gameCode: text('game_code').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<SuborderStatus>().notNull(),
    winAmount: bigint('win_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    rebateAmount: bigint('rebate_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    // Settlement reads an issue's pending sub-orders in id order, a batch at a time: this index
    // hands over each batch without sorting the issue's whole remainder again; it holds only
    // pending rows, so settling a sub-order adds no entry to it (the issue-and-status index it
    // replaces took one per settled row).
    index('lottery_suborders_pending_idx')
      .on(t.issueId, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('lottery_suborders_order_idx').on(t.orderId),
    // The winner board: newest wins.
    index('lottery_suborders_wins_idx')
      .on(t.settledAt)
      .where(sql`${t.status} = 'won'`),
    check('lottery_suborders_status', sql`${t.status} in ('pending', 'won', 'lost', 'cancelled')`),
  ],
);

export type LotteryIssueRow = typeof lotteryIssues.$inferSelect;
export type LotteryOrderRow = typeof lotteryOrders.$inferSelect;
export type LotterySuborderRow = typeof lotterySuborders.$inferSelect;

/**
 * An operator's switch of a house lottery game (the games themselves are code: common/lottery/games.ts).
 * No row: the game is offered. Platform-wide, as the draws are.
 */
export const lotteryGameSettings = pgTable('lottery_game_settings', {
  gameCode: text('game_code').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
