/** Reading and writing kyc_submissions; only this module touches the table. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { kycSubmissions, type KycSubmissionRow } from './tables';

/** The member's newest submission, or null when there is none. */
export async function latestSubmission(db: Database, memberId: number): Promise<KycSubmissionRow | null> {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.memberId, memberId)).orderBy(desc(kycSubmissions.id)).limit(1);
  return row ?? null;
}

/** A submission by id, locked FOR UPDATE inside `tx`; null when there is none. */
export async function lockSubmission(tx: Database, id: number): Promise<KycSubmissionRow | null> {
  const [row] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
  return row ?? null;
}

/** A submission by id; null when there is none. */
export async function submissionById(db: Database, id: number): Promise<KycSubmissionRow | null> {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  return row ?? null;
}
