/** Tables owned by the agent module (docs/agents.md): affiliate codes here, each part's own in its folder. */
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../member/tables';

/**
 * Agents' affiliate (invitation) codes; a registration's referrer code must be an active one. Stored
 * upper-case. A code with a label is an affiliate link (docs/agents.md "Affiliate links"); deleting a
 * link deactivates its code.
 */
export const affiliateCodes = pgTable('affiliate_codes', {
  code: text('code').primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  agentMemberId: bigint('agent_member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  active: boolean('active').notNull().default(true),
  /** An affiliate link's label; null for an agent's plain code. */
  label: text('label'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AffiliateCodeRow = typeof affiliateCodes.$inferSelect;

export * from './hierarchy/tables';
export * from './figures/tables';
export * from './contracts/tables';
export * from './settlement/tables';
export * from './transfers/tables';
export * from './rebates/tables';
