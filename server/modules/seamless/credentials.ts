/**
 * Vendors' signing secrets: created at random on a catalogue vendor's first use, never chosen by
 * hand, and never for a code outside the catalogue (the simulator takes its code from a URL).
 * Cached per database in the process; the cache never lets a changed secret keep working: a
 * signature the cached secret refuses rereads the row, and every operation checks in its own
 * round trip that the secret it was signed with is still the stored one (wallet_seamless).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { vendorExists } from '../catalog';
import { vendorCredentials, type VendorCredentialRow } from './tables';

/** The vendor's credentials, created (with a new random secret) when the vendor has none; vendor.unknown for a code the catalogue lacks. */
export async function ensureVendorCredential(db: Database, vendorCode: string): Promise<VendorCredentialRow> {
  if (!(await vendorExists(db, vendorCode))) throw new AppError(ErrorCode.vendorUnknown, { params: { vendor: vendorCode } });
  const inserted = await db
    .insert(vendorCredentials)
    .values({ vendorCode, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return inserted[0];
  const found = await findVendorCredential(db, vendorCode);
  if (!found) throw new Error(`vendor credential ${vendorCode} neither inserted nor found`);
  return found;
}

/** The vendor's credentials, or null for a vendor never provisioned (its requests are refused). */
export async function findVendorCredential(db: Database, vendorCode: string): Promise<VendorCredentialRow | null> {
  const rows = await db.select().from(vendorCredentials).where(eq(vendorCredentials.vendorCode, vendorCode)).limit(1);
  return rows[0] ?? null;
}

/** Per database (tests and benches run several apps in one process): vendor code → credentials. */
const cache = new WeakMap<Database, Map<string, VendorCredentialRow>>();

function cacheOf(db: Database): Map<string, VendorCredentialRow> {
  let map = cache.get(db);
  if (!map) cache.set(db, (map = new Map()));
  return map;
}

/**
 * The vendor's credentials that `accepts` (the request's signature checks out with them), from the
 * process cache, or reread when the cached ones are refused or missing (the secret may have
 * changed); null when the stored ones are refused too or the vendor has none.
 */
export async function acceptedVendorCredential(db: Database, vendorCode: string, accepts: (row: VendorCredentialRow) => boolean): Promise<VendorCredentialRow | null> {
  const cached = cacheOf(db).get(vendorCode);
  if (cached && accepts(cached)) return cached;
  const stored = await findVendorCredential(db, vendorCode);
  if (stored) cacheOf(db).set(vendorCode, stored);
  else cacheOf(db).delete(vendorCode);
  return stored && accepts(stored) ? stored : null;
}

/** Drops the vendor's cached credentials (the database said they changed). */
export function forgetVendorCredential(db: Database, vendorCode: string): void {
  cacheOf(db).delete(vendorCode);
}
