/**
 * Agent statements (docs/agents.md "Settlement"): one per agent, contract kind and period — the
 * unique key is what makes a period settle once across restarts and nodes.
 */
import { bigint, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { StatementLine, TeamFigures } from '@common/contract/agents';
import type { ContractCycle, ContractKind, StatementState } from '@common/rules/agents';

export const agentStatements = pgTable(
  'agent_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    contractId: bigint('contract_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    cycle: text('cycle').$type<ContractCycle>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    figures: jsonb('figures').$type<TeamFigures>().notNull(),
    /** 1-based qualifying tier; 0: none. */
    tier: integer('tier').notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    subAgents: bigint('sub_agents', { mode: 'bigint' }).notNull(),
    carryIn: bigint('carry_in', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    paid: bigint('paid', { mode: 'bigint' }).notNull(),
    carryOut: bigint('carry_out', { mode: 'bigint' }).notNull(),
    state: text('state').$type<StatementState>().notNull(),
    lines: jsonb('lines').$type<StatementLine[]>().notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('agent_statements_once').on(t.agentId, t.kind, t.periodStart),
    index('agent_statements_merchant_state').on(t.merchantCode, t.state, t.periodStart),
  ],
);

export type AgentStatementRow = typeof agentStatements.$inferSelect;
