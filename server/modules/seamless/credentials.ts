/** Vendors' signing secrets: created at random on a vendor's first use, never chosen by hand. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { vendorCredentials, type VendorCredentialRow } from './schema';

/** The vendor's credentials, created (with a new random secret) when the vendor has none. */
export async function ensureVendorCredential(db: Database, vendorCode: string): Promise<VendorCredentialRow> {
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
