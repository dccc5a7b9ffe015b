/**
 * Database connection: PGlite (embedded, in a directory or in memory) or a PostgreSQL pool,
 * both behind one drizzle query layer. Opening also applies the migrations.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
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
  /** Where errors of idle pooled connections go (they must not crash the process). */
  onPoolError?: (err: Error) => void;
}

const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

/** Arbitrary constant key; instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 7_270_041;

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url?.startsWith('postgres')) return openPostgres(options.url, options.onPoolError);
  return openPglite(options.url === 'memory://' ? undefined : path.join(options.dataDir, 'pglite'));
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  // PGlite is one connection; drizzle queues queries and transactions on it.
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await client.close();
    throw err;
  }
  return handle(db as unknown as Database, 'pglite', () => client.close());
}

async function openPostgres(url: string, onPoolError: DatabaseOptions['onPoolError']): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url });
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
  return handle(db as unknown as Database, 'postgres', () => pool.end());
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
