/**
 * The user agreement (issue 15, §2 /m/useragreement): a merchant's versions of its terms and the
 * members' acceptances. A version is a draft (no number) until published, then numbered 1, 2, ...
 * per merchant and never changed again.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AgreementTextValue } from '@common/contract/agreement';

export type AgreementStatus = 'draft' | 'published';

export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    /** Null while a draft; the merchant's next number when published. */
    version: integer('version'),
    status: text('status').$type<AgreementStatus>().notNull().default('draft'),
    /** Per upper-case language code (EN required): { title, body }, plain text. */
    texts: jsonb('texts').$type<Record<string, AgreementTextValue>>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
  },
  (t) => [
    // Two publishes racing for the same number: the second fails here instead of sharing it.
    uniqueIndex('agreement_versions_number').on(t.merchantCode, t.version),
    index('agreement_versions_merchant_idx').on(t.merchantCode, t.id),
    check('agreement_versions_status', sql`${t.status} in ('draft', 'published')`),
    check('agreement_versions_published', sql`(${t.status} = 'published') = (${t.version} is not null and ${t.publishedAt} is not null)`),
  ],
);

export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantCode: text('merchant_code').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** 'register' when recorded by registration, 'accept' when the member pressed "I accept", 'seed' for demo accounts. */
    via: text('via').notNull(),
    ip: text('ip'),
  },
  (t) => [
    // One acceptance per member and version (a repeated accept is a no-op); also the enforcement check's index.
    uniqueIndex('agreement_acceptances_member_version').on(t.memberId, t.version),
    index('agreement_acceptances_count_idx').on(t.merchantCode, t.version),
  ],
);

export type AgreementVersionRow = typeof agreementVersions.$inferSelect;
