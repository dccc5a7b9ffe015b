/** Tables owned by the audit module. */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every state change that matters (ARCHITECTURE.md "Server rules"). A
 * trigger refuses updates and deletes (migration 0017); the sealer (chain.ts) links each row into
 * a SHA-256 hash chain shortly after it is written, so a row changed or removed behind the
 * trigger's back is found by verifyAuditChain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    /**
     * The merchant the change belongs to, when the writer named it: what a merchant's operator
     * may read (docs/console.md "Audit log"). A visibility tag, not evidence: outside the hash.
     */
    merchantCode: text('merchant_code'),
    /** Position in the hash chain, 1, 2, 3…; null until the sealer reaches the row. */
    chainSeq: bigint('chain_seq', { mode: 'number' }).unique(),
    /** The hash of the row before it in the chain (64 zeros for the first). */
    prevHash: text('prev_hash'),
    /** SHA-256 of prevHash and this row's content (chain.ts rowHash). */
    hash: text('hash'),
  },
  (t) => [index('audit_log_subject_at_idx').on(t.subject, t.at), index('audit_log_merchant_idx').on(t.merchantCode, t.id), index('audit_log_unsealed_idx').on(t.id).where(sql`${t.chainSeq} is null`)],
);

export type AuditRow = typeof auditLog.$inferSelect;
