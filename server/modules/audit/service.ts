/** Writing and reading the audit trail; other modules call these, never the table. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { auditLog, type AuditRow } from './tables';

/** Who made a change: a stable label ("admin-api", "cli:alice", "seed") and the client IP if any. */
export interface Actor {
  actor: string;
  ip?: string | null;
}

export interface AuditEntry {
  action: string;
  subject: string;
  detail?: Record<string, unknown>;
  /** The merchant the change belongs to: its operators see the row (docs/console.md "Audit log"). */
  merchantCode?: string | null;
}

/** Appends one audit row; pass the transaction that makes the change so both commit together. */
export async function recordAudit(db: Database, who: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actor: who.actor,
    ip: who.ip ?? null,
    action: entry.action,
    subject: entry.subject,
    detail: entry.detail ?? {},
    merchantCode: entry.merchantCode ?? null,
  });
}

/** The newest audit rows about one subject, newest first. */
export async function auditTrail(db: Database, subject: string, limit = 50): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(desc(auditLog.id)).limit(limit);
}
