import os from 'node:os';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MerchantAdminPath } from '@common/contract/consoleMerchant';
import { GamePath, type GamePage, type MobileGameMenus } from '@common/contract/games';
import type { Envelope } from '@common/contract/envelope';
import type { SystemStatusValue } from '@common/contract/system';
import { cacheVersions } from '../../../server/db/cache-tables';
import { openDatabase, type Database } from '../../../server/db/connection';
import type { Invalidation } from '../../../server/db/invalidation';
import { caughtUp, invalidate, ProcessCache, registerInvalidation } from '../../../server/db/process-cache';
import { catalogCategorySorting, catalogGames } from '../../../server/modules/catalog/tables';
import { build, buildOnDatabase, databases, siteHeaders, type TestApp } from '../helpers/build';
import { consoleCall, operatorWith } from '../helpers/operators';

/** A database stand-in whose scope generations the test moves by hand. */
function fakeDatabase(): { db: Database; listening: { on: boolean } } {
  const db = {} as Database;
  let generation = 0;
  const listening = { on: true };
  const invalidation: Invalidation = {
    generation: () => (listening.on ? generation : null),
    bump: () => void generation++,
    caughtUp: async () => undefined,
    close: async () => undefined,
  };
  registerInvalidation(db, invalidation);
  return { db, listening };
}

describe('ProcessCache', () => {
  it('reads a key once while its scope does not change, and again after a change', async () => {
    const { db } = fakeDatabase();
    const cache = new ProcessCache<string>('scope');
    const load = jest.fn(async () => 'value');
    await Promise.all([cache.get(db, 'k', load), cache.get(db, 'k', load)]);
    await cache.get(db, 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    invalidate(db, 'scope');
    expect(await cache.get(db, 'k', load)).toBe('value');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const { db } = fakeDatabase();
    const cache = new ProcessCache<string>('scope', 2);
    const load = jest.fn(async () => 'value');
    await cache.get(db, 'a', load);
    await cache.get(db, 'b', load);
    await cache.get(db, 'a', load);
    await cache.get(db, 'c', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get(db, 'a', load);
    await cache.get(db, 'b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps neither a failed read nor an unknown key', async () => {
    const { db } = fakeDatabase();
    const cache = new ProcessCache<string | null>('scope');
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const missing = jest.fn(async () => null);
    await cache.get(db, 'k', missing);
    await cache.get(db, 'k', missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('reads through while changes cannot be seen, and in a transaction (an unregistered database)', async () => {
    const { db, listening } = fakeDatabase();
    const cache = new ProcessCache<string>('scope');
    const load = jest.fn(async () => 'value');
    listening.on = false;
    await cache.get(db, 'k', load);
    await cache.get(db, 'k', load);
    await cache.get({} as Database, 'k', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe.each(databases())('cached merchant, layout and game pages on $name', (db) => {
  let first: TestApp;
  /** A second node on the same database (PostgreSQL); PGlite is one process's database, so the same app. */
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await build(db);
    second = db.url ? await buildOnDatabase(await openDatabase({ url: first.config.databaseUrl!, dataDir: os.tmpdir() })) : first.app;
  });
  afterAll(async () => {
    if (second !== first.app) await second.close();
    await first.close();
  });

  const status = async (app: FastifyInstance) => (await app.inject({ url: '/wps/system/status', headers: siteHeaders() })).json<Envelope<SystemStatusValue>>().value!;
  const menuTypes = async (app: FastifyInstance) =>
    (await app.inject({ url: GamePath.menus, headers: siteHeaders() })).json<Envelope<MobileGameMenus>>().value!.categories.map((c) => c.gameType);
  const settle = async () => {
    // PostgreSQL delivers the notification to the other node a moment after the commit.
    if (db.url) await caughtUp(second.db);
  };

  it("a merchant changed through the console on one node is every node's from the next call on", async () => {
    expect((await status(second)).maintenance).toBe(false);
    const owner = await operatorWith(first.app, ['owner'], 'MLOBBY');
    const put = (enabled: boolean) => consoleCall(first.app, owner, 'PUT', MerchantAdminPath.maintenance('MLOBBY'), { enabled });
    expect((await put(true)).status).toBe(200);
    await settle();
    expect((await status(second)).maintenance).toBe(true);
    expect((await put(false)).status).toBe(200);
    await settle();
    expect((await status(second)).maintenance).toBe(false);
  });

  it('a layout changed in plain SQL reaches every node, through the version the trigger bumps', async () => {
    expect(await menuTypes(second)).toContain('EVENT');
    const catalogVersion = async () => (await first.app.db.select().from(cacheVersions).where(eq(cacheVersions.scope, 'catalog')))[0]!.version;
    const before = await catalogVersion();
    await first.app.db.update(catalogCategorySorting).set({ display: false }).where(eq(catalogCategorySorting.gameType, 'EVENT'));
    try {
      await settle();
      expect(await menuTypes(second)).not.toContain('EVENT');
      expect(await catalogVersion()).toBe(before + 1);
    } finally {
      await first.app.db.update(catalogCategorySorting).set({ display: true }).where(eq(catalogCategorySorting.gameType, 'EVENT'));
      await settle();
    }
    expect(await menuTypes(second)).toContain('EVENT');
  });

  it("a game renamed in plain SQL leaves every node's cached game pages", async () => {
    const firstGame = async () =>
      (await second.inject({ url: `${GamePath.list}?merchant=MLOBBY&clientType=2&language=EN&pageNo=1&pageSize=20`, headers: siteHeaders() })).json<Envelope<GamePage>>()
        .value!.games[0]!;
    const { gameId, gameName } = await firstGame();
    await first.app.db.update(catalogGames).set({ gameName: 'Renamed for the test' }).where(eq(catalogGames.id, gameId));
    try {
      await settle();
      expect((await firstGame()).gameName).toBe('Renamed for the test');
    } finally {
      await first.app.db.update(catalogGames).set({ gameName }).where(eq(catalogGames.id, gameId));
      await settle();
    }
  });
});
