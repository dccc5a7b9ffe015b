/**
 * The demo data a fresh development machine shows (README "Demo merchant and accounts"): the
 * merchant of merchant.json, the demo catalogue, home content and, per DEMO_ACCOUNTS, the demo
 * accounts and console operators. buildApp never seeds; the start script and the test helpers call this first, and a
 * production start (DEMO_DATA=auto with NODE_ENV=production) never does. Each step inserts only
 * what is missing, so operator changes survive restarts.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import type { AppConfig } from '../config';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from '../db/connection';
import { seedAgents } from '../modules/agent';
import { seedAcceptances, seedAgreement } from '../modules/agreement';
import { seedAnnouncements } from '../modules/announcements';
import { seedCatalog } from '../modules/catalog';
import { openKeyring } from '../modules/crypto';
import { DEMO_ACCOUNTS, findMemberByUsername, seedDemoAccounts } from '../modules/member';
import { seedDemoOperators } from '../modules/operator';
import { merchantSeed, seedMerchant } from '../modules/merchant';
import { seedPaymentChannels } from '../modules/payments';
import { seedLoyaltyPoints, seedMall, seedRaces } from '../modules/loyalty';
import { seedPromotions } from '../modules/promotions';

type Switch = boolean | 'auto';

/** auto is on everywhere but production, where nothing with public passwords or fictional vendors is written. */
export function switchedOn(setting: Switch, config: Pick<AppConfig, 'nodeEnv'>): boolean {
  return setting === true || (setting === 'auto' && config.nodeEnv !== 'production');
}

/** Seeds the demo merchant, catalogue, home content, user agreement, payment channels, promotions and loyalty (mall, races), and the demo accounts, agent hierarchy and operators when DEMO_ACCOUNTS allows. */
export async function seedDemoData(db: Database, config: AppConfig, now: number): Promise<void> {
  await seedMerchant(db, merchantSeed(), { code: config.merchantCode, trialCode: config.trialMerchantCode });
  await seedCatalog(db);
  await seedAnnouncements(db, new Date(now));
  await seedAgreement(db, config.merchantCode, new Date(now));
  await seedPaymentChannels(db, await openKeyring(db), config.merchantCode, now, config.nodeEnv !== 'production');
  await seedPromotions(db, config.merchantCode, new Date(now));
  await seedLoyaltyPoints(db, config.merchantCode, new Date(now));
  await seedMall(db, config.merchantCode, new Date(now));
  await seedRaces(db, config.merchantCode, now);
  if (switchedOn(config.demoAccounts, config)) {
    await seedDemoAccounts(db, config.merchantCode, now);
    const demo = await Promise.all(DEMO_ACCOUNTS.map((account) => findMemberByUsername(db, config.merchantCode, account.username)));
    await seedAcceptances(db, demo.filter((member) => member !== null), new Date(now));
    await seedAgents(db, config.merchantCode, now);
    await seedDemoOperators(db, await openKeyring(db), config.merchantCode, now);
  }
}

/** Seeds the demo into an opened database when DEMO_DATA is on; a failed seed closes the database. */
export async function seedWhenDemo(handle: DatabaseHandle, config: AppConfig, now: number): Promise<DatabaseHandle> {
  if (!switchedOn(config.demoData, config)) return handle;
  try {
    await seedDemoData(handle.db, config, now);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

/** Opens (and migrates) the configured database and seeds the demo into it when DEMO_DATA is on. */
export async function openStartDatabase(
  config: AppConfig,
  options: Pick<DatabaseOptions, 'onPoolError'> & { now: number },
): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, onPoolError: options.onPoolError });
  return seedWhenDemo(handle, config, options.now);
}

/** The app as a start builds it (benches, process tests): the configured database, seeded when DEMO_DATA is on. */
export async function buildStartApp(config: AppConfig, options: Omit<BuildOptions, 'database'> = {}): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  return buildApp(config, { ...options, database: await openStartDatabase(config, { now: now() }) });
}
