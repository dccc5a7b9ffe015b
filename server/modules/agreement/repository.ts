/** Reading and writing agreement_versions and agreement_acceptances; only this module touches them. */
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { agreementAcceptances, agreementVersions, type AgreementVersionRow } from './tables';

/** The merchant's newest published version, or null when it never published one. */
export async function latestPublished(db: Database, merchantCode: string): Promise<AgreementVersionRow | null> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(and(eq(agreementVersions.merchantCode, merchantCode), isNotNull(agreementVersions.version)))
    .orderBy(desc(agreementVersions.version))
    .limit(1);
  return row ?? null;
}

/** The merchant's current version number (0: none) and the member's newest accepted one (null: none). */
export async function versionsOf(db: Database, merchantCode: string, memberId: number): Promise<{ current: number; accepted: number | null }> {
  const v = agreementVersions;
  const a = agreementAcceptances;
  // One round trip, two index-only lookups (agreement_versions_number, agreement_acceptances_member_version):
  // this runs before every launch, lottery order and deposit.
  const result = (await db.execute(sql`select
      (select max(${v.version}) from ${v} where ${v.merchantCode} = ${merchantCode} and ${v.version} is not null) as current,
      (select max(${a.version}) from ${a} where ${a.memberId} = ${memberId}) as accepted`)) as unknown as { rows: { current: number | null; accepted: number | null }[] };
  const row = result.rows[0];
  return { current: Number(row?.current ?? 0), accepted: row?.accepted == null ? null : Number(row.accepted) };
}

/** Records an acceptance once; true when this call recorded it. */
export async function insertAcceptance(db: Database, row: typeof agreementAcceptances.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(agreementAcceptances).values(row).onConflictDoNothing().returning({ id: agreementAcceptances.id });
  return inserted.length > 0;
}

/** Every version of the merchant, newest first (drafts, being numberless, by id). */
export async function versionsOfMerchant(db: Database, merchantCode: string): Promise<AgreementVersionRow[]> {
  return db.select().from(agreementVersions).where(eq(agreementVersions.merchantCode, merchantCode)).orderBy(sql`${agreementVersions.version} desc nulls first`, desc(agreementVersions.id));
}

/** Acceptances per version number of the merchant. */
export async function acceptanceCounts(db: Database, merchantCode: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ version: agreementAcceptances.version, n: count() })
    .from(agreementAcceptances)
    .where(eq(agreementAcceptances.merchantCode, merchantCode))
    .groupBy(agreementAcceptances.version);
  return new Map(rows.map((row) => [row.version, row.n]));
}

/** A version by id, locked FOR UPDATE inside `tx` when asked; null when there is none. */
export async function versionById(db: Database, id: number, lock = false): Promise<AgreementVersionRow | null> {
  const query = db.select().from(agreementVersions).where(eq(agreementVersions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
