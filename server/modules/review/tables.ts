/** Tables owned by the review module: who is working on a review item now. */
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReviewKind } from '@common/contract/review';

/**
 * One claim per item at most (the key), so two operators never work the same one. A claim older
 * than REVIEW_CLAIM_MINUTES counts as none: the next claim takes the row over, and a decision
 * deletes it. The item's own row stays its owner's (payments, kyc, approvals), hence no foreign key.
 */
export const reviewClaims = pgTable(
  'review_claims',
  {
    kind: text('kind').$type<ReviewKind>().notNull(),
    itemId: text('item_id').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'review_claims_pk', columns: [t.kind, t.itemId] })],
);

export type ReviewClaimRow = typeof reviewClaims.$inferSelect;
