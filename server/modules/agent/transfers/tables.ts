/** Downline transfers (docs/agents.md "Downline transfer"): one row per transfer, unique per agent and request id. */
import { bigint, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('agent_transfers_request').on(t.agentId, t.requestId), index('agent_transfers_agent_time').on(t.agentId, t.createdAt)],
);
