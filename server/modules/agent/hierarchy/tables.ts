/**
 * The agent hierarchy (docs/agents.md "The hierarchy"): one row per agent with its upline (fixed
 * when it became an agent), its depth and its own rebate rate; and each merchant's agent settings.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../../member/tables';

export const agentProfiles = pgTable(
  'agent_profiles',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    merchantCode: text('merchant_code').notNull(),
    /** The agent above (null: a top-level agent, whose contracts the merchant offers). */
    uplineId: bigint('upline_id', { mode: 'number' }),
    /** 1 for a top-level agent, the upline's depth + 1 below it. */
    depth: integer('depth').notNull(),
    /** The agent's own rebate rate (basis points): the most it may set for its members. */
    rebateBp: integer('rebate_bp').notNull(),
    /** Who made it an agent (operator username). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_profiles_upline').on(t.merchantCode, t.uplineId), check('agent_profiles_depth', sql`${t.depth} >= 1`), check('agent_profiles_rebate', sql`${t.rebateBp} >= 0`)],
);

/** Per-merchant agent settings (defaults: AGENT_SETTING_DEFAULTS; a merchant without a row uses them). */
export const agentSettings = pgTable('agent_settings', {
  merchantCode: text('merchant_code').primaryKey(),
  transferDailyCap: bigint('transfer_daily_cap', { mode: 'bigint' }).notNull(),
  payoutApprovalThreshold: bigint('payout_approval_threshold', { mode: 'bigint' }).notNull(),
  topRebateBp: integer('top_rebate_bp').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AgentProfileRow = typeof agentProfiles.$inferSelect;
