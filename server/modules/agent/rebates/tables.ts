/** Rebate rates agents set for their direct members (docs/agents.md "Rebate rates"), read by the promotions rebate. */
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const agentMemberRebates = pgTable('agent_member_rebates', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  agentId: bigint('agent_id', { mode: 'number' }).notNull(),
  rebateBp: integer('rebate_bp').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
