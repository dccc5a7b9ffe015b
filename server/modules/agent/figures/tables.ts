/**
 * Members' hourly figures (docs/agents.md "Figures"), kept by the feed consumer 'agent-figures':
 * one row per member and UTC hour of the postings' time, summing real-money postings only.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const agentFigures = pgTable(
  'agent_figures',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    stakes: bigint('stakes', { mode: 'bigint' }).notNull().default(sql`0`),
    payouts: bigint('payouts', { mode: 'bigint' }).notNull().default(sql`0`),
    refunds: bigint('refunds', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Bonuses granted − forfeited. */
    bonuses: bigint('bonuses', { mode: 'bigint' }).notNull().default(sql`0`),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull().default(sql`0`),
    depositCount: integer('deposit_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.hour] }), index('agent_figures_merchant_hour').on(t.merchantCode, t.hour)],
);
