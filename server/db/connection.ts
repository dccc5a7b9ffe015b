/**
 * Database connection: PGlite (embedded, in a directory or in memory) or a PostgreSQL pool,
 * both behind one drizzle query layer. Opening also applies the migrations.
 */
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { cacheVersions } from './cache-tables';
import { pgliteInvalidation, postgresInvalidation } from './invalidation';
import { registerInvalidation } from './process-cache';
import * as schema from './schema';

/** The drizzle database every repository takes; a transaction (tx) has the same type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** undefined: PGlite under dataDir/pglite; memory://: in-memory PGlite; postgres://: a server. */
  url: string | undefined;
  dataDir: string;
  /** PostgreSQL pool size (DATABASE_POOL_SIZE); PGlite is one connection whatever it says. */
  poolSize?: number;
  /** Where errors of idle pooled connections go (they must not crash the process). */
  onPoolError?: (err: Error) => void;
}

const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

/** Arbitrary constant key; instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_270_041;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url?.startsWith('postgres')) return openPostgres(options.url, options.poolSize, options.onPoolError);
  if (options.url === 'memory://') return adoptPglite(await PGlite.create(), async () => undefined);
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const release = await lockDataDir(options.dataDir);
  const client = await PGlite.create(dir).catch(async (err: unknown) => {
    await release();
    throw err;
  });
  return adoptPglite(client, release);
}

/**
 * In-memory PGlite started from a data-directory dump (PGlite's dumpDataDir): skips initdb,
 * which takes seconds, so short-lived databases (tests, demos) open in about one.
 */
export async function openPgliteFromDump(dump: Blob): Promise<DatabaseHandle> {
  return adoptPglite(await PGlite.create({ loadDataDir: dump }), async () => undefined);
}

/**
 * PGlite is a single process's database: a second server or the CLI opening the same directory
 * would corrupt it. A lock file with the owner's pid refuses that; a dead owner's lock is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'pglite.lock');
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const owner = Number(await readFile(lockFile, 'utf8').catch(() => ''));
    if (owner && owner !== process.pid && processAlive(owner)) {
      throw new Error(`The embedded database in ${dataDir} is in use by process ${owner}; stop it first (or use the admin routes).`, {
        cause: err,
      });
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => unlink(lockFile).catch(() => undefined);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function adoptPglite(client: PGlite, release: () => Promise<void>): Promise<DatabaseHandle> {
  // PGlite is one connection; drizzle queues queries and transactions on it.
  const drizzled = drizzlePglite({ client, schema });
  const db = drizzled as unknown as Database;
  let stopListening: () => Promise<void> = async () => undefined;
  const close = async () => {
    await stopListening();
    await client.close();
    await release();
  };
  try {
    await migratePglite(drizzled, { migrationsFolder: MIGRATIONS_FOLDER });
    const invalidation = await pgliteInvalidation(client);
    stopListening = () => invalidation.close();
    registerInvalidation(db, invalidation);
  } catch (err) {
    await close();
    throw err;
  }
  return handle(db, 'pglite', close);
}

async function openPostgres(url: string, poolSize: number | undefined, onPoolError: DatabaseOptions['onPoolError']): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  pool.on('error', (err) => onPoolError?.(err));
  const db = drizzleNodePg({ client: pool, schema });
  try {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
  } catch (err) {
    await pool.end();
    throw err;
  }
  const readVersions = async () => new Map((await db.select().from(cacheVersions)).map((row) => [row.scope, row.version]));
  const invalidation = await postgresInvalidation(url, readVersions, (err) => onPoolError?.(err)).catch(async (err: unknown) => {
    await pool.end();
    throw err;
  });
  registerInvalidation(db as unknown as Database, invalidation);
  return handle(db as unknown as Database, 'postgres', async () => {
    await invalidation.close();
    await pool.end();
  });
}

function handle(db: Database, kind: DatabaseHandle['kind'], closeClient: () => Promise<void>): DatabaseHandle {
  let closed: Promise<void> | undefined;
  return {
    db,
    kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => (closed ??= closeClient()),
  };
}
