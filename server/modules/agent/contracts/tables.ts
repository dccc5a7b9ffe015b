/**
 * Agent contracts (docs/agents.md "Contracts"): every offer and its life. A signed contract applies
 * from effective_from until ends_at (null: in force); at most one signed contract of a kind is in
 * force for an agent at any instant (an amendment's signing sets the previous one's ends_at to the
 * amendment's effective_from).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractTier } from '@common/contract/agents';
import type { ContractCycle, ContractKind, ContractState } from '@common/rules/agents';

export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    cycle: text('cycle').$type<ContractCycle>().notNull(),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    state: text('state').$type<ContractState>().notNull(),
    /** The upline agent's member id; null when the merchant offered it. */
    offeredById: bigint('offered_by_id', { mode: 'number' }),
    /** Operator username (merchant offers) or the upline's username. */
    offeredByName: text('offered_by_name').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('agent_contracts_agent_kind').on(t.agentId, t.kind, t.state),
    // One offer waiting per agent and kind: a new offer replaces (withdraws) the waiting one.
    uniqueIndex('agent_contracts_one_offer').on(t.agentId, t.kind).where(sql`${t.state} = 'offered'`),
  ],
);

export type AgentContractRow = typeof agentContracts.$inferSelect;
