import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/connection';
import { openStartDatabase } from '../../../server/seed';
import { siteHeaders } from '../helpers/build';

const BASE_ENV = { LOG_LEVEL: 'silent', DATABASE_URL: 'memory://', SITE_DIR: path.join(os.tmpdir(), 'mlobby-no-site'), LOTTERY_SCHEDULER: 'off' };

async function count(db: Database, table: string): Promise<number> {
  const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

describe('demo seeding (server/seed)', () => {
  test('buildApp seeds nothing: a fresh database stays empty and the merchant is unknown', async () => {
    const app = await buildApp(loadConfig({ ...BASE_ENV, NODE_ENV: 'development' }));
    try {
      expect(await count(app.db, 'merchants')).toBe(0);
      expect(await count(app.db, 'catalog_games')).toBe(0);
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders() });
      expect(res.json()).toMatchObject({ success: false, code: 'merchant.invalid' });
    } finally {
      await app.close();
    }
  }, 60_000);

  test('a production start (DEMO_DATA=auto, NODE_ENV=production) writes no demo merchant, games, content or accounts', async () => {
    const handle = await openStartDatabase(loadConfig({ ...BASE_ENV, NODE_ENV: 'production' }), { now: Date.now() });
    try {
      for (const table of ['merchants', 'catalog_games', 'announcements', 'members']) expect(await count(handle.db, table)).toBe(0);
    } finally {
      await handle.close();
    }
  }, 60_000);

  test('a development start seeds the demo merchant, catalogue, content and accounts, and the app serves them', async () => {
    const config = loadConfig({ ...BASE_ENV, NODE_ENV: 'development', DEMO_ACCOUNTS: 'true' });
    const app = await buildApp(config, { database: await openStartDatabase(config, { now: Date.now() }) });
    try {
      expect(await count(app.db, 'merchants')).toBe(1);
      expect(await count(app.db, 'catalog_games')).toBeGreaterThan(1000);
      expect(await count(app.db, 'announcements')).toBeGreaterThan(0);
      expect(await count(app.db, 'members')).toBeGreaterThanOrEqual(3);
      const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: siteHeaders() });
      expect(res.json()).toMatchObject({ success: true });
    } finally {
      await app.close();
    }
  }, 120_000);

  test('demo data in production (DEMO_DATA=true) seeds only the manual payment channels: the gateway simulator is not mounted there', async () => {
    const channels = async (env: Record<string, string>) => {
      const handle = await openStartDatabase(loadConfig({ ...BASE_ENV, DEMO_DATA: 'true', ...env }), { now: Date.now() });
      try {
        const result = (await handle.db.execute(sql`select distinct adapter from payment_channels order by adapter`)) as unknown as { rows: { adapter: string }[] };
        return result.rows.map((row) => row.adapter);
      } finally {
        await handle.close();
      }
    };
    expect(await channels({ NODE_ENV: 'production' })).toEqual(['bank-transfer', 'mobile-wallet']);
    expect(await channels({ NODE_ENV: 'development' })).toEqual(['bank-transfer', 'gateway-simulator', 'mobile-wallet']);
  }, 120_000);

  test('DEMO_DATA=false keeps even a development start free of demo data', async () => {
    const handle = await openStartDatabase(loadConfig({ ...BASE_ENV, NODE_ENV: 'development', DEMO_DATA: 'false' }), { now: Date.now() });
    try {
      expect(await count(handle.db, 'merchants')).toBe(0);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
