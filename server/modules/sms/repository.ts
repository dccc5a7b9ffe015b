/** Queries on the sms_codes table. */
import { and, count, desc, eq, gt, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { smsCodes, type SmsPurpose } from './tables';

/** Serialises code requests for one number for the rest of the transaction (the throttle counts, then inserts). */
export async function lockPhone(tx: Database, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(3, hashtext(${phone}))`);
}

/** When the newest code to the number was sent, or null. */
export async function lastSentAt(db: Database, phone: string): Promise<Date | null> {
  const [row] = await db.select({ at: max(smsCodes.createdAt) }).from(smsCodes).where(eq(smsCodes.phone, phone));
  return row?.at ?? null;
}

/** Codes sent to the number since `since`, and when the limit-th newest of them was sent. */
export async function sentSince(db: Database, phone: string, since: Date, limit: number): Promise<{ n: number; limitAt: Date | null }> {
  const where = and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since));
  const [row] = await db.select({ n: count() }).from(smsCodes).where(where);
  const nth = await db
    .select({ at: smsCodes.createdAt })
    .from(smsCodes)
    .where(where)
    .orderBy(desc(smsCodes.createdAt))
    .offset(limit - 1)
    .limit(1);
  return { n: row!.n, limitAt: nth[0]?.at ?? null };
}

export interface NewCode {
  merchantCode: string;
  phone: string;
  purpose: SmsPurpose;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Stores a sent code. */
export async function insertCode(db: Database, code: NewCode): Promise<void> {
  await db.insert(smsCodes).values(code);
}

/**
 * Counts one guess against the newest code for the number and purpose, if it is still usable
 * (unused, unexpired, guesses left); returns its id and hash, or null.
 */
export async function takeGuess(
  db: Database,
  key: { merchantCode: string; phone: string; purpose: SmsPurpose },
  now: Date,
  maxGuesses: number,
): Promise<{ id: number; codeHash: string } | null> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.merchantCode, key.merchantCode), eq(smsCodes.phone, key.phone), eq(smsCodes.purpose, key.purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  const rows = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, sql`(${newest})`), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), lt(smsCodes.attempts, maxGuesses)))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  return rows[0] ?? null;
}

/** Marks a code used; false when another request used it first. */
export async function markUsed(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

/** Deletes codes sent before `before` (long past their expiry and the per-day throttle); returns how many went. */
export async function purgeSmsCodes(db: Database, before: Date): Promise<number> {
  return (await db.delete(smsCodes).where(lt(smsCodes.createdAt, before)).returning({ id: smsCodes.id })).length;
}
