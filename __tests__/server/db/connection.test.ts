import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/connection';
import journal from '../../../server/db/migrations/meta/_journal.json';
import { databases, openTestDatabase, tempDir } from '../helpers/build';

describe('openDatabase with the embedded PGlite directory', () => {
  it('refuses a data directory another live process holds, naming that process', async () => {
    const dataDir = await tempDir('mlobby-locked');
    await writeFile(path.join(dataDir, 'pglite.lock'), String(process.ppid));
    try {
      await expect(openDatabase({ url: undefined, dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(databases())('migrations on $name', (db) => {
  it('create every module table and record each applied migration', async () => {
    const t = await openTestDatabase(db);
    try {
      const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
      const tables = await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
      );
      expect(tables.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'audit_log',
          'merchants',
          'encryption_keys',
          'server_secrets',
          'members',
          'password_resets',
          'sessions',
          'login_attempts',
          'trial_names',
          'challenges',
          'sms_codes',
          'affiliate_codes',
        ]),
      );
      expect(await rows(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toEqual([{ n: journal.entries.length }]);
    } finally {
      await t.dispose();
    }
  });
});
