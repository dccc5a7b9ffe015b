/**
 * The merchant module's service: look-ups for other modules, and the operator switches
 * (maintenance, region restriction), each change audited in the same transaction.
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ErrorCode } from '@common/contract/envelope';
import { type MerchantAvailability, type RegionRestriction } from '@common/contract/system';
import type { Database } from '../../db/connection';
import { invalidate, ProcessCache } from '../../db/process-cache';
import { AppError } from '../../http/envelope';
import { recordAudit, type Actor } from '../audit';
import { MerchantConfigSchema, type MerchantConfig } from './config-schema';
import { allCodes, findByAnyCode, findByCode, lockByCode, updateAvailability, updateConfig, type Merchant } from './repository';
import { formatCidr, parseCidr } from '../../net/cidr';

export type { Merchant } from './repository';

/** Audit subject for a merchant. */
export function merchantSubject(code: string): string {
  return `merchant:${code}`;
}

/** Every merchant's code (content seeding adds its rows for each). */
export function merchantCodes(db: Database): Promise<string[]> {
  return allCodes(db);
}

/** The cache scope the merchants table's trigger bumps (migration 0010). */
export const MERCHANT_CACHE_SCOPE = 'merchant';
/** Every gateway call names its merchant: read from the process, not the database, until an operator changes one. */
const byAnyCode = new ProcessCache<Merchant | null>(MERCHANT_CACHE_SCOPE);

/** The merchant for a Merchant header value (main or trial code), or null. Callers must not change it: it is shared. */
export async function findMerchant(db: Database, code: string): Promise<Merchant | null> {
  return byAnyCode.get(db, code, () => findByAnyCode(db, code));
}

/** Runs an operator change in a transaction; this process answers with the change from the next call on (other nodes when notified). */
async function changeMerchant<T>(db: Database, change: (tx: Database) => Promise<T>): Promise<T> {
  const result = await db.transaction(change);
  invalidate(db, MERCHANT_CACHE_SCOPE);
  return result;
}

/** Public availability view of a merchant. */
export function availabilityOf(merchant: Merchant): MerchantAvailability {
  return { merchantCode: merchant.code, maintenance: merchant.maintenance, regionRestriction: merchant.regionRestriction };
}

/** Availability of the merchant with this main code, or null. */
export async function getAvailability(db: Database, code: string): Promise<MerchantAvailability | null> {
  const merchant = await findByCode(db, code);
  return merchant && availabilityOf(merchant);
}

/** `code` when a merchant has it as its main code; refused (404 merchant.invalid) otherwise. The console's calls check the merchant they act on with it. */
export async function existingMerchant(db: Database, code: string): Promise<string> {
  if (!(await getAvailability(db, code))) throw new AppError(ErrorCode.merchantInvalid, { status: 404, params: { merchant: code } });
  return code;
}

/** Turns maintenance on or off; null when no merchant has that main code. */
export async function setMaintenance(db: Database, code: string, enabled: boolean, who: Actor): Promise<MerchantAvailability | null> {
  return changeMerchant(db, async (tx) => {
    const before = await lockByCode(tx, code);
    if (!before) return null;
    const after = await updateAvailability(tx, code, { maintenance: enabled });
    await recordAudit(tx, who, {
      action: 'merchant.maintenance.set',
      subject: merchantSubject(code),
      merchantCode: code,
      detail: { from: before.maintenance, to: enabled },
    });
    return availabilityOf(after);
  });
}

/**
 * Checks and canonicalizes an operator's lists: country codes upper case, CIDRs parsed and
 * written as address/prefix, duplicates dropped. Throws request.invalid naming the bad entry.
 */
export function normalizeRestriction(input: RegionRestriction): RegionRestriction {
  const blockedCountries = [...new Set(input.blockedCountries.map((c) => c.trim().toUpperCase()))];
  blockedCountries.forEach((country, i) => {
    if (!/^[A-Z]{2}$/.test(country)) {
      throw new AppError(ErrorCode.requestInvalid, {
        status: 400,
        params: { field: `blockedCountries[${i}]`, detail: `"${country}" is not a two-letter country code` },
      });
    }
  });
  const blockedCidrs = input.blockedCidrs.map((text, i) => {
    const cidr = parseCidr(text);
    if (!cidr) {
      throw new AppError(ErrorCode.requestInvalid, {
        status: 400,
        params: { field: `blockedCidrs[${i}]`, detail: `"${text}" is not an IPv4 or IPv6 address or CIDR range` },
      });
    }
    return formatCidr(cidr);
  });
  return { blockedCountries, blockedCidrs: [...new Set(blockedCidrs)] };
}

/** Replaces the blocked countries and CIDR ranges; null when no merchant has that main code. */
export async function setRegionRestriction(
  db: Database,
  code: string,
  input: RegionRestriction,
  who: Actor,
): Promise<MerchantAvailability | null> {
  const restriction = normalizeRestriction(input);
  return changeMerchant(db, async (tx) => {
    const before = await lockByCode(tx, code);
    if (!before) return null;
    const after = await updateAvailability(tx, code, { regionRestriction: restriction });
    await recordAudit(tx, who, {
      action: 'merchant.region-restriction.set',
      subject: merchantSubject(code),
      merchantCode: code,
      detail: { from: before.regionRestriction, to: restriction },
    });
    return availabilityOf(after);
  });
}

const configChecker = TypeCompiler.Compile(MerchantConfigSchema);

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields that differ, as paths: 'whitelabel.smsLogin', 'theme.themeColor', 'customerService' (lists as a whole). */
export function changedFields(before: unknown, after: unknown, path = ''): string[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [path];
}

/**
 * Changes a merchant's configuration (whitelabel switches, register fields, token binding…):
 * `change` gets the current configuration and returns the new one, which must still match the
 * schema. Audited with the fields that changed (changedFields). Null when no merchant has that main code.
 */
export async function updateMerchantConfig(
  db: Database,
  code: string,
  change: (config: MerchantConfig) => MerchantConfig,
  who: Actor,
): Promise<Merchant | null> {
  return changeMerchant(db, async (tx) => {
    const before = await lockByCode(tx, code);
    if (!before) return null;
    const config = change(structuredClone(before.config));
    if (!configChecker.Check(config)) {
      const first = configChecker.Errors(config).First();
      const params = { field: `config${first?.path ?? ''}`, detail: first?.message ?? 'invalid' };
      throw new AppError(ErrorCode.requestInvalid, { status: 400, params });
    }
    const changed = changedFields(before.config, config);
    const after = await updateConfig(tx, code, config);
    await recordAudit(tx, who, { action: 'merchant.config.set', subject: merchantSubject(code), merchantCode: code, detail: { changed } });
    return after;
  });
}
