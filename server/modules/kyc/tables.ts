/**
 * Identity verification (issue 14, §3): one row per submission, so a rejected one stays on record
 * when the member sends again. A member with no row is 'none'; otherwise its newest row says.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A submission's own states ('none' is having no submission). */
export type KycSubmissionStatus = 'review' | 'verified' | 'rejected';

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    status: text('status').$type<KycSubmissionStatus>().notNull().default('review'),
    address: text('address').notNull(),
    nationality: text('nationality').notNull(),
    occupation: text('occupation').notNull(),
    sourceOfIncome: text('source_of_income').notNull(),
    /** Storage keys (server/plugins/storage-types.ts) of the cleaned pictures. */
    frontKey: text('front_key').notNull(),
    backKey: text('back_key').notNull(),
    selfieKey: text('selfie_key').notNull(),
    /** The operator's reason, shown to the player on a rejection. */
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The deciding operator's id and username (as it was then). */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedByName: text('decided_by_name'),
  },
  (t) => [
    // At most one live submission per member: a second one racing the first fails here.
    uniqueIndex('kyc_submissions_live_member').on(t.memberId).where(sql`${t.status} in ('review', 'verified')`),
    index('kyc_submissions_member_idx').on(t.memberId, t.id),
    index('kyc_submissions_queue_idx').on(t.merchantCode, t.status, t.id),
    check('kyc_submissions_status', sql`${t.status} in ('review', 'verified', 'rejected')`),
    check('kyc_submissions_decided', sql`(${t.status} = 'review') = (${t.decidedAt} is null)`),
  ],
);

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
