/** Queries on the merchants table; only the merchant module's service calls these. */
import { eq, or } from 'drizzle-orm';
import type { RegionRestriction } from '@common/contract/system';
import type { Database } from '../../db/connection';
import type { MerchantConfig } from './config-schema';
import { merchants, type MerchantRow } from './tables';

/** A merchant as the rest of the server sees it. */
export interface Merchant {
  code: string;
  trialCode: string | null;
  name: string;
  config: MerchantConfig;
  maintenance: boolean;
  regionRestriction: RegionRestriction;
}

function toMerchant(row: MerchantRow): Merchant {
  return {
    code: row.code,
    trialCode: row.trialCode,
    name: row.name,
    config: row.config,
    maintenance: row.maintenance,
    regionRestriction: { blockedCountries: row.blockedCountries, blockedCidrs: row.blockedCidrs },
  };
}

/** Every merchant's code, in code order. */
export async function allCodes(db: Database): Promise<string[]> {
  return (await db.select({ code: merchants.code }).from(merchants).orderBy(merchants.code)).map((r) => r.code);
}

/** Every merchant, in code order. */
export async function allMerchants(db: Database): Promise<Merchant[]> {
  return (await db.select().from(merchants).orderBy(merchants.code)).map(toMerchant);
}

/** The merchant whose code or trial code is `code`. */
export async function findByAnyCode(db: Database, code: string): Promise<Merchant | null> {
  const rows = await db
    .select()
    .from(merchants)
    .where(or(eq(merchants.code, code), eq(merchants.trialCode, code)))
    .limit(1);
  return rows[0] ? toMerchant(rows[0]) : null;
}

/** The merchant with this main code. */
export async function findByCode(db: Database, code: string): Promise<Merchant | null> {
  const rows = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return rows[0] ? toMerchant(rows[0]) : null;
}

/** The merchant with this main code, row-locked until the transaction ends. */
export async function lockByCode(tx: Database, code: string): Promise<Merchant | null> {
  const rows = await tx.select().from(merchants).where(eq(merchants.code, code)).for('update');
  return rows[0] ? toMerchant(rows[0]) : null;
}

/** Replaces one merchant's configuration. */
export async function updateConfig(tx: Database, code: string, config: MerchantConfig): Promise<Merchant> {
  const rows = await tx.update(merchants).set({ config, updatedAt: new Date() }).where(eq(merchants.code, code)).returning();
  return toMerchant(rows[0]!);
}

export interface AvailabilityPatch {
  maintenance?: boolean;
  regionRestriction?: RegionRestriction;
}

/** Updates maintenance and/or region restriction of one merchant. */
export async function updateAvailability(tx: Database, code: string, patch: AvailabilityPatch): Promise<Merchant> {
  const rows = await tx
    .update(merchants)
    .set({
      maintenance: patch.maintenance,
      blockedCountries: patch.regionRestriction?.blockedCountries,
      blockedCidrs: patch.regionRestriction?.blockedCidrs,
      updatedAt: new Date(),
    })
    .where(eq(merchants.code, code))
    .returning();
  return toMerchant(rows[0]!);
}

export interface NewMerchant {
  code: string;
  trialCode: string;
  name: string;
  config: MerchantConfig;
  maintenance: boolean;
  regionRestriction: RegionRestriction;
}

/** Inserts a merchant unless its code or trial code is taken; true when a row was added. */
export async function insertIfMissing(db: Database, merchant: NewMerchant): Promise<boolean> {
  const rows = await db
    .insert(merchants)
    .values({
      code: merchant.code,
      trialCode: merchant.trialCode,
      name: merchant.name,
      config: merchant.config,
      maintenance: merchant.maintenance,
      blockedCountries: merchant.regionRestriction.blockedCountries,
      blockedCidrs: merchant.regionRestriction.blockedCidrs,
    })
    .onConflictDoNothing()
    .returning({ code: merchants.code });
  return rows.length > 0;
}
