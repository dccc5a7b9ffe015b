/** Queries on the crypto module's tables. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { encryptionKeys, serverSecrets, type EncryptionKeyRow } from './tables';

/** The active key pair, or null before the first start made one. */
export async function findActiveKey(db: Database): Promise<EncryptionKeyRow | null> {
  const rows = await db.select().from(encryptionKeys).where(eq(encryptionKeys.active, true)).limit(1);
  return rows[0] ?? null;
}

/** A key pair by id, active or retired. */
export async function findKey(db: Database, keyId: string): Promise<EncryptionKeyRow | null> {
  const rows = await db.select().from(encryptionKeys).where(eq(encryptionKeys.keyId, keyId)).limit(1);
  return rows[0] ?? null;
}

/** Adds an active key unless one exists (instances starting together: the first insert wins). */
export async function insertActiveKeyIfNone(db: Database, key: Omit<EncryptionKeyRow, 'active' | 'createdAt'>): Promise<void> {
  await db
    .insert(encryptionKeys)
    .values({ ...key, active: true })
    .onConflictDoNothing();
}

/** The named secret, created from `fresh` unless it exists; every instance reads the same value. */
export async function secretOrCreate(db: Database, name: string, fresh: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return rows[0]!.value;
}
