/**
 * Test helper: the databases test apps start from. PGlite data-directory dumps kept in the temp
 * directory (empty, and migrated), a migrated PostgreSQL template kept on the server, and fresh
 * PostgreSQL databases copied from it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { Client } from 'pg';
import { openDatabase } from '../../../server/db/connection';

/** The migrations openDatabase applies (server/db/connection.ts). */
const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', '..', 'server', 'db', 'migrations');

/** The version of the installed PGlite: its data directory format. */
async function pgliteVersion(): Promise<string> {
  const packageJson = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  return (JSON.parse(await readFile(packageJson, 'utf8')) as { version: string }).version;
}

/** A PGlite data-directory dump kept in the temp directory under `name`, made by `make` when missing. */
async function cachedDump(name: string, make: () => Promise<Blob>): Promise<Blob> {
  const file = path.join(os.tmpdir(), name);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);
  const dump = await make();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * PGlite's initdb takes seconds; its result is the same every time. It is made once per PGlite
 * version, kept in the temp directory, and each test database starts from it.
 */
export async function pgliteTemplate(): Promise<Blob> {
  return cachedDump(`mlobby-pglite-${await pgliteVersion()}.tar`, async () => {
    const fresh = await PGlite.create();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    return dump;
  });
}

/** A short hash of the migration files: a template made from other migrations is another template. */
async function migrationsHash(): Promise<string> {
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = await readFile(path.join(MIGRATIONS_FOLDER, file)).catch(() => null);
    if (content) hash.update(file).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The same with the migrations applied, for test apps (build): migrating an empty database takes
 * most of a second, the same every time. Kept per PGlite version and migrations (their hash);
 * opening it still runs the migrator, which finds nothing left to apply. openTestDatabase starts
 * from the empty template, so the migrations suite still sees them applied on opening.
 */
export async function migratedPgliteTemplate(): Promise<Blob> {
  return cachedDump(`mlobby-pglite-${await pgliteVersion()}-migrated-${await migrationsHash()}.tar`, async () => {
    const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  });
}

/** The URL of database `name` on the server of `url`. */
function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Arbitrary constant key: test workers starting together take turns to make the template. */
const TEMPLATE_LOCK_KEY = 7_270_190;
const TEMPLATE_PREFIX = 'mlobby_template_';

/**
 * A PostgreSQL database with the migrations applied, kept on the server per migrations hash, that
 * test databases are copied from (create database … template): migrating a fresh database takes
 * about a second on every app build, a copy a fraction of it. Made once, under an advisory lock,
 * and never connected to afterwards (a template with a session open cannot be copied); templates
 * of older migrations are dropped when a new one is made.
 */
async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${await migrationsHash()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    // Made under another name and renamed when complete: a run killed while migrating leaves no half-made template.
    const making = `${name}_making`;
    await admin.query(`drop database if exists "${making}" with (force)`);
    await admin.query(`create database "${making}"`);
    const handle = await openDatabase({ url: databaseUrl(url, making), dataDir: os.tmpdir() });
    await handle.close();
    await admin.query(`alter database "${making}" rename to "${name}"`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => undefined);
    await admin.end();
  }
}

/** A fresh PostgreSQL database next to the one in `url`, empty or migrated; drop() removes it. */
export async function freshPostgresDatabase(url: string, migrated = false): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mlobby_test_${randomBytes(6).toString('hex')}`;
  const template = migrated ? await migratedPostgresTemplate(url) : null;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  await admin.end();
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}
