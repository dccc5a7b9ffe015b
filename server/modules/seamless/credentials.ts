/**
 * Vendors' signing secrets: created at random on a catalogue vendor's first use, never chosen by
 * hand, and never for a code outside the catalogue (the simulator takes its code from a URL).
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
