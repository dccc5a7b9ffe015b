/**
 * Test helper: a ready app (or a bare database) on in-memory PGlite, and, when TEST_DATABASE_URL
 * is set, the same on PostgreSQL in a fresh database per app, so parallel test files never meet.
 */
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import { openDatabase, openPgliteFromDump, type Database, type DatabaseHandle } from '../../../server/db/connection';
import { seedWhenDemo } from '../../../server/seed';
import { typeboxValidatorCompiler } from '../../../server/http/typebox';
import { databasePlugin } from '../../../server/plugins/database';
import { freshPostgresDatabase, migratedPgliteTemplate, pgliteTemplate } from './templates';

/** A database the suites run on: in-memory PGlite, or a PostgreSQL server given by URL. */
export interface DatabaseCase {
  name: 'pglite' | 'postgres';
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each(...)('$name'). */
export function databases(): DatabaseCase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [{ name: 'pglite' }, { name: 'postgres', url }] : [{ name: 'pglite' }];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/** An opened, migrated, empty database of the given kind. */
export async function openTestDatabase(db: DatabaseCase): Promise<TestDatabase> {
  if (!db.url) {
    const handle = await openPgliteFromDump(await pgliteTemplate());
    return { handle, dispose: () => handle.close() };
  }
  const fresh = await freshPostgresDatabase(db.url);
  const handle = await openDatabase({ url: fresh.url, dataDir: os.tmpdir() });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Closes the app (and its database) and drops a PostgreSQL test database. */
  close(): Promise<void>;
}

/**
 * Settings every test app starts from; a test's env overrides them. The demo accounts are off:
 * hashing their passwords at full scrypt cost would slow every app build; tests that need them
 * turn them on. The lottery's scheduler, the feed's workers, the bonus expiry job and the promotion award job are off: suites that test them turn them on or drive them
 * with their clock. The dev outbox is on (inject's client is loopback), so tests read codes from it;
 * production suites turn it off, as production requires. Every inject comes from one IP and no
 * device, so the IP, device and merchant SMS limits are out of reach; the suites that test them
 * set their own (the per-number limits keep their defaults).
 */
const TEST_ENV = {
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  DEV_OUTBOX: 'true',
  SITE_DIR: path.join(os.tmpdir(), 'mlobby-no-site'),
  DEMO_ACCOUNTS: 'false',
  LOTTERY_SCHEDULER: 'off',
  FEED_WORKERS: 'off',
  BONUS_EXPIRY_CHECK_SECONDS: '0',
  PROMOTION_AWARDS: 'off',
  LOYALTY_JOB_SECONDS: '0',
  AGENT_JOB_SECONDS: '0',
  TRANSFER_JOB_SECONDS: '0',
  CAPTCHA_POW_WORK: '10',
  SMS_MAX_PER_IP_PER_HOUR: '1000000',
  SMS_MAX_PER_DEVICE_PER_HOUR: '1000000',
  SMS_MERCHANT_MAX_PER_MINUTE: '1000000',
  SMS_MERCHANT_DAILY_BUDGET: '100000000',
};

/**
 * TEST_ENV under the test's own env. New password hashes at a low scrypt cost (stored hashes carry
 * theirs; the full cost is most of what a registration or an operator costs a test), except in the
 * suites that run as production, which refuses a cost below OWASP's.
 */
function testSettings(env: Record<string, string>): Record<string, string> {
  const settings: Record<string, string> = { ...TEST_ENV, ...env };
  if (settings.NODE_ENV !== 'production') settings.PASSWORD_HASH_N ??= '1024';
  return settings;
}

/** A ready app for inject on the given database, with settings from env (and a clock, log stream or providers). */
export async function build(db: DatabaseCase, env: Record<string, string> = {}, options: Omit<BuildOptions, 'database'> = {}): Promise<TestApp> {
  if (!db.url) {
    const config = loadConfig({ ...testSettings(env), DATABASE_URL: 'memory://' });
    const app = await buildSeeded(config, await openPgliteFromDump(await migratedPgliteTemplate()), options);
    return { app, config, close: () => app.close() };
  }
  const fresh = await freshPostgresDatabase(db.url, true);
  const config = loadConfig({ ...testSettings(env), DATABASE_URL: fresh.url });
  const app = await openDatabase({ url: fresh.url, dataDir: os.tmpdir() })
    .then((handle) => buildSeeded(config, handle, options))
    .catch(async (err: unknown) => {
      await fresh.drop();
      throw err;
    });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}

/** A ready app on an opened database (openTestDatabase), which the app closes with itself. */
export async function buildOnDatabase(
  handle: DatabaseHandle,
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> {
  // The URL is not opened: the app takes the handle over.
  return buildSeeded(loadConfig({ ...testSettings(env), DATABASE_URL: 'memory://' }), handle, options);
}

/**
 * What a development start does: the demo seeded into the database, then the app on it. Tests play
 * the demo merchant whatever NODE_ENV they set; only an explicit DEMO_DATA=false leaves it empty.
 */
async function buildSeeded(config: AppConfig, handle: DatabaseHandle, options: Omit<BuildOptions, 'database'>): Promise<FastifyInstance> {
  const seeding = { ...config, demoData: config.demoData !== false };
  return buildApp(config, { ...options, database: await seedWhenDemo(handle, seeding, options.now?.() ?? Date.now()) });
}

/** Headers the site sends on every call (§7). */
export function siteHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { merchant: 'MLOBBY', language: 'EN', 'gateway-version': '3', moduleid: 'COMM3', ...extra };
}

/** A temporary directory for one test file. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `${prefix}-${randomBytes(6).toString('hex')}`);
  await mkdir(dir, { recursive: true });
  return dir;
}

/** The app of one describe block; `app` is readable once beforeAll has run. */
export interface SuiteApp {
  readonly app: FastifyInstance;
}

/**
 * Builds the describe block's app in beforeAll (then runs `setup` on it) and closes it in
 * afterAll; tests read `suite.app`.
 */
export function suiteApp(
  db: DatabaseCase,
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
  setup?: (app: FastifyInstance) => Promise<void>,
): SuiteApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await build(db, env, options);
    await setup?.(built.app);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      if (!built) throw new Error('suiteApp: the app is built in beforeAll');
      return built.app;
    },
  };
}

/** The database of one describe block, without an app; `db` is readable once beforeAll has run. */
export interface SuiteDatabase {
  readonly db: Database;
}

/** Opens the describe block's empty, migrated database in beforeAll and disposes of it in afterAll. */
export function suiteDatabase(db: DatabaseCase): SuiteDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(db);
  }, 30_000);
  afterAll(() => opened?.dispose());
  return {
    get db() {
      if (!opened) throw new Error('suiteDatabase: the database is opened in beforeAll');
      return opened.handle.db;
    },
  };
}

/**
 * A bare fastify instance on a fresh test database (validator, config, clock, database plugin;
 * the database goes with the app's close): for a plugin's tests, which register only the plugins
 * and test routes they need.
 */
export async function bareApp(db: DatabaseCase, config: AppConfig, now: () => number): Promise<FastifyInstance> {
  const { handle, dispose } = await openTestDatabase(db);
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(typeboxValidatorCompiler);
  app.decorate('config', config);
  app.decorate('now', now);
  await app.register(databasePlugin, { config, handle });
  app.addHook('onClose', dispose);
  return app;
}
