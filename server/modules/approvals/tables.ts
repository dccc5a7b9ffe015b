/** Tables owned by the approvals module (maker-checker). */
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApprovalKind, ApprovalStatus } from '@common/contract/approvals';

/**
 * Actions that need a second operator: proposed by one, decided by another (never the same), and
 * applied only by the approval, in the same transaction that marks it approved.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    merchantCode: text('merchant_code').notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    proposedBy: bigint('proposed_by', { mode: 'number' }).notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    failureCode: text('failure_code'),
  },
  (t) => [index('approval_requests_queue_idx').on(t.kind, t.merchantCode, t.status, t.id)],
);

export type ApprovalRow = typeof approvalRequests.$inferSelect;
