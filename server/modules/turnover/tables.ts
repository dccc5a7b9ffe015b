/** Tables owned by the turnover module. */
import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AccountKind } from '../wallet';

/**
 * What each member staked, won and got back per game type and UTC day, per account kind (real,
 * demo, bonus), derived from the posting feed: the base of wagering requirements, points and
 * leaderboards. Amounts in minor units; `bets` counts stake postings.
 */
export const memberTurnover = pgTable(
  'member_turnover',
  {
    merchantCode: text('merchant_code').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    accountKind: text('account_kind').$type<AccountKind>().notNull(),
    gameType: text('game_type').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    stakes: bigint('stakes', { mode: 'bigint' }).notNull(),
    payouts: bigint('payouts', { mode: 'bigint' }).notNull(),
    refunds: bigint('refunds', { mode: 'bigint' }).notNull(),
    bets: integer('bets').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.memberId, t.accountKind, t.gameType, t.day] })],
);

export type TurnoverRow = typeof memberTurnover.$inferSelect;
