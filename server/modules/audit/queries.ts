/** Reading the audit trail for the console: a filtered page, and every matching row for the CSV export. */
import { and, count, desc, eq, gte, like, lt, lte, type SQL } from 'drizzle-orm';
import type { Page } from '@common/contract/consolePlayers';
import type { AuditEntryValue, AuditQuery } from '@common/contract/consoleReports';
import type { Database } from '../../db/connection';
import { likePrefix, pageWindow } from '../../http/console';
import { auditLog, type AuditRow } from './tables';

/** A filter with the merchant already decided by the operator's scope (null: every row). */
export type AuditFilter = Omit<AuditQuery, 'merchantCode' | 'page'> & { merchantCode: string | null };

const CSV_BATCH = 1000;

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.merchantCode === null ? undefined : eq(auditLog.merchantCode, filter.merchantCode),
    filter.actor === undefined ? undefined : eq(auditLog.actor, filter.actor),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.subject === undefined ? undefined : like(auditLog.subject, likePrefix(filter.subject)),
    filter.from === undefined ? undefined : gte(auditLog.at, new Date(filter.from)),
    filter.to === undefined ? undefined : lte(auditLog.at, new Date(filter.to)),
  );
}

/** A row as the console shows it. */
export function auditEntryOf(row: AuditRow): AuditEntryValue {
  const reason = row.detail?.reason;
  return {
    id: row.id,
    at: row.at.getTime(),
    actor: row.actor,
    ip: row.ip,
    action: row.action,
    subject: row.subject,
    reason: typeof reason === 'string' ? reason : null,
    detail: row.detail,
    merchantCode: row.merchantCode,
    chainSeq: row.chainSeq,
  };
}

/** One page of matching rows, newest first. */
export async function auditPage(db: Database, filter: AuditFilter, pageNo: number | undefined): Promise<Page<AuditEntryValue>> {
  const { page, limit, offset } = pageWindow(pageNo);
  const where = whereOf(filter);
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return { items: rows.map(auditEntryOf), page, pageSize: limit, total: total!.n };
}

/** Every matching row, newest first, read a batch at a time (keyset on id) so an export never holds the trail in memory. */
export async function* auditRows(db: Database, filter: AuditFilter): AsyncGenerator<AuditEntryValue> {
  let before: number | null = null;
  for (;;) {
    const rows: AuditRow[] = await db
      .select()
      .from(auditLog)
      .where(and(whereOf(filter), before === null ? undefined : lt(auditLog.id, before)))
      .orderBy(desc(auditLog.id))
      .limit(CSV_BATCH);
    for (const row of rows) yield auditEntryOf(row);
    if (rows.length < CSV_BATCH) return;
    before = rows[rows.length - 1]!.id;
  }
}
