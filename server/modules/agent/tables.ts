/** Tables owned by the agent module. */
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/** Agents' affiliate (invitation) codes; a registration's referrer code must be an active one. Stored upper-case. */
export const affiliateCodes = pgTable('affiliate_codes', {
  code: text('code').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  agentMemberId: bigint('agent_member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AffiliateCodeRow = typeof affiliateCodes.$inferSelect;
