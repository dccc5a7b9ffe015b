/** Seeding the configured merchant from server/seed/merchant.json, once. */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import seedFile from '../../seed/merchant.json';
import type { Database } from '../../db/connection';
import { recordAudit } from '../audit';
import { MerchantSeedSchema, type MerchantSeed } from './config-schema';
import { insertIfMissing } from './repository';
import { merchantSubject, normalizeRestriction } from './service';

const seedChecker = TypeCompiler.Compile(MerchantSeedSchema);

/** The seed file, checked against its schema; throws naming the first bad field. */
export function merchantSeed(data: unknown = seedFile): MerchantSeed {
  if (seedChecker.Check(data)) return data;
  const first = seedChecker.Errors(data).First();
  throw new Error(`server/seed/merchant.json: ${first?.path || '/'} ${first?.message ?? 'is invalid'}`);
}

/**
 * Inserts the merchant under the configured codes (the seed's own codes are only defaults)
 * unless it exists. An existing row is left alone, so an operator's changes survive restarts.
 * Returns true when the merchant was created.
 */
export async function seedMerchant(db: Database, seed: MerchantSeed, codes: { code: string; trialCode: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const created = await insertIfMissing(tx, {
      code: codes.code,
      trialCode: codes.trialCode,
      name: seed.name,
      config: seed.config,
      maintenance: seed.maintenance,
      regionRestriction: normalizeRestriction(seed.regionRestriction),
    });
    if (created) {
      await recordAudit(tx, { actor: 'seed' }, { action: 'merchant.seeded', subject: merchantSubject(codes.code), detail: codes });
    }
    return created;
  });
}
