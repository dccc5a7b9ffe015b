/** Queries on the sms_codes table. */
import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { smsCodes, type SmsPurpose } from './tables';

/** Advisory-lock namespaces of SMS requests (session/attempts.ts uses 1 and 2). */
const LOCK = { ip: 4, device: 5, phone: 3, merchant: 6 } as const;

/** What an SMS request is counted by: the number, the client's IP and device, the merchant. */
export interface SendKeys {
  phone: string;
  ip: string;
  device: string;
  merchantCode: string;
}

/**
 * Serialises code requests that share a number, IP, device or merchant for the rest of the
 * transaction, so the limits' counts and the insert that follows act as one step on every node.
 * Taken in one fixed order (IP, device, number, merchant): two requests cannot deadlock.
 */
export async function lockSenders(tx: Database, keys: SendKeys): Promise<void> {
  const order = [
    [LOCK.ip, keys.ip],
    [LOCK.device, keys.device],
    [LOCK.phone, keys.phone],
    [LOCK.merchant, keys.merchantCode],
  ] as const;
  for (const [space, key] of order) await tx.execute(sql`select pg_advisory_xact_lock(${space}, hashtext(${key}))`);
}

/** When the newest code to the number was sent, or null. */
export async function lastSentAt(db: Database, phone: string): Promise<Date | null> {
  const [row] = await db.select({ at: max(smsCodes.createdAt) }).from(smsCodes).where(eq(smsCodes.phone, phone));
  return row?.at ?? null;
}

const COUNTED_BY = { phone: smsCodes.phone, ip: smsCodes.ip, device: smsCodes.device, merchantCode: smsCodes.merchantCode };

/**
 * Codes requested after `since` (strictly, so a limit frees up exactly when its retryAfter says)
 * with the same number, IP, device or merchant, and when the limit-th newest of them was.
 */
export async function sentSince(db: Database, by: keyof SendKeys, key: string, since: Date, limit: number): Promise<{ n: number; limitAt: Date | null }> {
  const where = and(eq(COUNTED_BY[by], key), gt(smsCodes.createdAt, since));
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

export interface NewCode extends SendKeys {
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
