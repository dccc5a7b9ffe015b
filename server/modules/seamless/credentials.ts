/**
 * Vendors' signing secrets: created at random on a catalogue vendor's first use or by an
 * operator's rotation, never chosen by hand, and never for a code outside the catalogue (the
 * simulator takes its code from a URL). The secret is an HMAC key the server must read back, so
 * it is stored sealed with the keyring (AES-256-GCM), as operators' TOTP secrets are: a copy of the
 * table alone signs nothing. Cached per database in the process; the cache never lets a changed
 * secret keep working: a signature the cached secret refuses rereads the row, and every operation
 * checks in its own round trip that the (sealed) secret it was checked with is still the stored one.
 */
import { randomBytes } from 'node:crypto';
import { eq, notLike, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import type { Deps } from '../../context';
import type { Database } from '../../db/connection';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { vendorExists } from '../catalog';
import { vendorCredentials, type VendorCredentialRow } from './tables';

type Keys = Pick<Deps, 'db' | 'keyring'>;

/** A credential with its secret opened. */
export interface OpenCredential {
  row: VendorCredentialRow;
  secret: string;
}

const newSecret = () => randomBytes(32).toString('base64url');

async function requireCatalogueVendor(db: Database, vendorCode: string, status?: number): Promise<void> {
  if (!(await vendorExists(db, vendorCode))) throw new AppError(ErrorCode.vendorUnknown, { status, params: { vendor: vendorCode } });
}

/** The vendor's credentials, created (with a new random secret) when the vendor has none; vendor.unknown for a code the catalogue lacks. */
export async function ensureVendorCredential(deps: Keys, vendorCode: string): Promise<OpenCredential> {
  await requireCatalogueVendor(deps.db, vendorCode);
  const inserted = await deps.db
    .insert(vendorCredentials)
    .values({ vendorCode, secret: deps.keyring.seal(newSecret()) })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0] ?? (await findVendorCredential(deps.db, vendorCode));
  if (!row) throw new Error(`vendor credential ${vendorCode} neither inserted nor found`);
  return { row, secret: deps.keyring.unseal(row.secret) };
}

/** The vendor's stored credentials (sealed secret), or null for a vendor never provisioned (its requests are refused). */
export async function findVendorCredential(db: Database, vendorCode: string): Promise<VendorCredentialRow | null> {
  const rows = await db.select().from(vendorCredentials).where(eq(vendorCredentials.vendorCode, vendorCode)).limit(1);
  return rows[0] ?? null;
}

/**
 * Issues the vendor a new secret (its first, or in place of the one it has): the previous one
 * stops working at once, on every server (docs/console.md "Vendor credentials" says why there is
 * no overlap). The secret is returned once and audited without it.
 */
export async function rotateVendorCredential(deps: Keys & Pick<Deps, 'now'>, vendorCode: string, who: Actor): Promise<{ vendorCode: string; secret: string; issuedAt: number }> {
  await requireCatalogueVendor(deps.db, vendorCode, 404);
  const secret = newSecret();
  const at = new Date(deps.now());
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(vendorCredentials)
      .values({ vendorCode, secret: deps.keyring.seal(secret), createdAt: at, rotatedAt: at })
      .onConflictDoUpdate({ target: vendorCredentials.vendorCode, set: { secret: sql`excluded.secret`, rotatedAt: at } })
      .returning();
    await recordAudit(tx, who, { action: 'vendor.credential.rotate', subject: `vendor:${vendorCode}`, detail: { firstIssue: saved!.createdAt.getTime() === at.getTime() } });
    return saved!;
  });
  forgetVendorCredential(deps.db, vendorCode);
  return { vendorCode, secret, issuedAt: issuedAtOf(row) };
}

/** When the row's current secret was issued. */
export const issuedAtOf = (row: VendorCredentialRow): number => (row.rotatedAt ?? row.createdAt).getTime();

/** Every vendor with a secret (never the secret), by code. */
export async function credentialSummaries(db: Database): Promise<{ vendorCode: string; issuedAt: number }[]> {
  const rows = await db.select().from(vendorCredentials).orderBy(vendorCredentials.vendorCode);
  return rows.map((row) => ({ vendorCode: row.vendorCode, issuedAt: issuedAtOf(row) }));
}

/**
 * Seals secrets stored in the clear before sealing existed (a sealed one is `iv.tag.data`; a
 * plain one, base64url, has no dot). Each row is replaced only if still the plain value, so
 * servers starting together seal it once.
 */
export async function sealPlainSecrets(deps: Keys): Promise<number> {
  const plain = await deps.db.select().from(vendorCredentials).where(notLike(vendorCredentials.secret, '%.%'));
  for (const row of plain) {
    await deps.db
      .update(vendorCredentials)
      .set({ secret: deps.keyring.seal(row.secret) })
      .where(sql`${vendorCredentials.id} = ${row.id} and ${vendorCredentials.secret} = ${row.secret}`);
  }
  return plain.length;
}

/** Per database (tests and benches run several apps in one process): vendor code → opened credentials. */
const cache = new WeakMap<Database, Map<string, OpenCredential>>();

function cacheOf(db: Database): Map<string, OpenCredential> {
  let map = cache.get(db);
  if (!map) cache.set(db, (map = new Map()));
  return map;
}

/**
 * The vendor's credentials whose secret `accepts` (the request's signature checks out with it),
 * from the process cache, or reread when the cached ones are refused or missing (the secret may
 * have changed); null when the stored ones are refused too or the vendor has none.
 */
export async function acceptedVendorCredential(deps: Keys, vendorCode: string, accepts: (secret: string) => boolean): Promise<VendorCredentialRow | null> {
  const cached = cacheOf(deps.db).get(vendorCode);
  if (cached && accepts(cached.secret)) return cached.row;
  const stored = await findVendorCredential(deps.db, vendorCode);
  if (!stored) {
    cacheOf(deps.db).delete(vendorCode);
    return null;
  }
  const opened = { row: stored, secret: deps.keyring.unseal(stored.secret) };
  cacheOf(deps.db).set(vendorCode, opened);
  return accepts(opened.secret) ? stored : null;
}

/** Drops the vendor's cached credentials (the database said they changed). */
export function forgetVendorCredential(db: Database, vendorCode: string): void {
  cacheOf(db).delete(vendorCode);
}
