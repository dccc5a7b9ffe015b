/** Queries on the announcements table; only this module's services call these. */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementPlatform, ContentType } from '@common/contract/announcements';
import type { Database } from '../../db/connection';
import { announcements, type AnnouncementRow, type NewAnnouncementRow } from './tables';

/** What the site is shown: active rows of the merchant within their time window at `at`. */
export interface VisibleFilter {
  merchantCode: string;
  groupName: string;
  types: readonly ContentType[];
  /** The caller's platform; rows for ALL platforms show too. */
  platform: Exclude<AnnouncementPlatform, 'ALL'>;
  at: Date;
}

function visibleAt(at: Date) {
  return and(eq(announcements.active, true), lte(announcements.startsAt, at), or(isNull(announcements.endsAt), gt(announcements.endsAt, at)));
}

/** The visible rows, in ordinal order (then oldest first). */
export async function visibleRows(db: Database, filter: VisibleFilter): Promise<AnnouncementRow[]> {
  if (filter.types.length === 0) return [];
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.merchantCode, filter.merchantCode),
        eq(announcements.groupName, filter.groupName),
        inArray(announcements.contentType, [...filter.types]),
        inArray(announcements.platform, [filter.platform, 'ALL']),
        visibleAt(filter.at),
      ),
    )
    .orderBy(asc(announcements.ordinal), asc(announcements.id));
}

/** A banner visible at `at`, of any merchant (its generated image shows only its own text), or null. */
export async function visibleBanner(db: Database, id: number, at: Date): Promise<AnnouncementRow | null> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.contentType, 'B'), visibleAt(at)))
    .limit(1);
  return rows[0] ?? null;
}

/** Inserts a row and returns it. */
export async function insertRow(db: Database, row: NewAnnouncementRow): Promise<AnnouncementRow> {
  const [inserted] = await db.insert(announcements).values(row).returning();
  if (!inserted) throw new Error('announcement insert returned no row');
  return inserted;
}

/** Inserts the seed rows a merchant lacks (by seed key); returns how many were added. */
export async function insertMissingSeedRows(db: Database, rows: NewAnnouncementRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db.insert(announcements).values(rows).onConflictDoNothing().returning({ id: announcements.id });
  return added.length;
}

/** Rows of a merchant (null: of every merchant) as the console lists them: newest first. */
export async function merchantRows(db: Database, merchantCode: string | null, filter: { id?: number; contentType?: ContentType }, limit: number): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        merchantCode === null ? undefined : eq(announcements.merchantCode, merchantCode),
        filter.id === undefined ? undefined : eq(announcements.id, filter.id),
        filter.contentType === undefined ? undefined : eq(announcements.contentType, filter.contentType),
      ),
    )
    .orderBy(desc(announcements.id))
    .limit(limit);
}

/** The merchant's row (null: any merchant's) locked for an update, or null. */
export async function lockRow(db: Database, merchantCode: string | null, id: number): Promise<AnnouncementRow | null> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(merchantCode === null ? undefined : eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)))
    .for('update');
  return rows[0] ?? null;
}

/** Writes changed columns of a row and returns it. */
export async function updateRow(db: Database, id: number, changes: Partial<NewAnnouncementRow>): Promise<AnnouncementRow> {
  const [updated] = await db.update(announcements).set(changes).where(eq(announcements.id, id)).returning();
  if (!updated) throw new Error(`announcement ${id} vanished during its update`);
  return updated;
}
