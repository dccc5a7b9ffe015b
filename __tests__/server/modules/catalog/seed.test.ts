import { and, count, eq, sql } from 'drizzle-orm';
import { GAME_TYPES } from '@common/contract/games';
import type { Database } from '../../../../server/db/connection';
import { demoGameRows, DEMO_VENDORS } from '../../../../server/modules/catalog/demo-catalogue';
import { catalogCategorySorting, catalogGames, catalogVendorSorting } from '../../../../server/modules/catalog/tables';
import { seedCatalog } from '../../../../server/modules/catalog/seed';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant/seed';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

describe('demo catalogue', () => {
  const games = demoGameRows();

  it('holds more than 600 games, every category, and each vendor a unique name per game', () => {
    expect(games.length).toBeGreaterThan(600);
    expect(new Set(games.map((g) => g.gameType))).toEqual(new Set(GAME_TYPES));
    for (const vendor of DEMO_VENDORS) {
      const names = games.filter((g) => g.vendorCode === vendor.code).map((g) => g.gameName);
      expect(new Set(names).size).toBe(vendor.games);
    }
  });

  it('has unique game ids inside each vendor id block', () => {
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    for (const vendor of DEMO_VENDORS) {
      const ids = games.filter((g) => g.vendorCode === vendor.code).map((g) => g.id);
      expect(Math.min(...ids)).toBe(vendor.idBase + 1);
      expect(Math.max(...ids)).toBeLessThan(vendor.idBase + 1000);
    }
  });

  it('names the lottery vendors TCG_SEA and TCG_LOTTO_VN and the house slot MLS with free trial only', () => {
    const lottery = DEMO_VENDORS.filter((v) => v.gameType === 'LOTT').map((v) => v.code);
    expect(lottery).toEqual(['TCG_SEA', 'TCG_LOTTO_VN']);
    const house = games.filter((g) => g.vendorCode === 'MLS');
    expect(house.length).toBeGreaterThanOrEqual(40);
    expect(house.every((g) => g.supportPlay === 0)).toBe(true);
  });

  it('gives FISH at least 999 games so the 999-game list fills up', () => {
    expect(games.filter((g) => g.gameType === 'FISH').length).toBeGreaterThanOrEqual(999);
  });

  it('mixes jackpot, hot, arcade and supportPlay 0/1 among slots', () => {
    const slots = games.filter((g) => g.gameType === 'RNG');
    expect(slots.some((g) => g.jackpot)).toBe(true);
    expect(slots.some((g) => g.hot)).toBe(true);
    expect(slots.some((g) => g.arcade)).toBe(true);
    expect(new Set(slots.map((g) => g.supportPlay))).toEqual(new Set([0, 1]));
  });

  it('writes node names as type, underscore, game name', () => {
    expect(games.every((g) => g.nodeName === `${g.gameType}_${g.gameName}`)).toBe(true);
  });

  it('is the same on every run', () => {
    expect(demoGameRows()).toEqual(games);
  });
});

describe.each(databases())('seedCatalog on $name', (dbCase) => {
  let test: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    test = await openTestDatabase(dbCase);
    db = test.handle.db;
    await seedMerchant(db, merchantSeed(), { code: 'MLOBBY', trialCode: 'MLOBBYTRIAL' });
  }, 30_000);
  afterAll(() => test.dispose());

  const gameCount = async () => (await db.select({ n: count() }).from(catalogGames))[0]!.n;

  it('adds every demo game once and the merchant the default layout', async () => {
    expect(await seedCatalog(db)).toBe(demoGameRows().length);
    expect(await gameCount()).toBe(demoGameRows().length);
    const categories = await db.select().from(catalogCategorySorting).where(eq(catalogCategorySorting.merchantCode, 'MLOBBY'));
    expect(categories.sort((a, b) => a.ordinal - b.ordinal).map((c) => c.gameType)).toEqual([...GAME_TYPES]);
    const vendors = await db.select().from(catalogVendorSorting).where(eq(catalogVendorSorting.merchantCode, 'MLOBBY'));
    expect(vendors).toHaveLength(DEMO_VENDORS.length);
    expect(vendors.every((v) => v.display)).toBe(true);
  });

  it('is idempotent and keeps the operator changes', async () => {
    await db.update(catalogGames).set({ gameName: 'Renamed', hot: true }).where(eq(catalogGames.id, 11_001));
    await db
      .update(catalogVendorSorting)
      .set({ display: false, ordinal: 99 })
      .where(and(eq(catalogVendorSorting.merchantCode, 'MLOBBY'), eq(catalogVendorSorting.vendorCode, 'SPN')));
    expect(await seedCatalog(db)).toBe(0);
    expect(await gameCount()).toBe(demoGameRows().length);
    const [game] = await db.select().from(catalogGames).where(eq(catalogGames.id, 11_001));
    expect(game).toMatchObject({ gameName: 'Renamed', hot: true });
    const [row] = await db
      .select()
      .from(catalogVendorSorting)
      .where(and(eq(catalogVendorSorting.merchantCode, 'MLOBBY'), eq(catalogVendorSorting.vendorCode, 'SPN')));
    expect(row).toMatchObject({ display: false, ordinal: 99 });
  });

  it('gives a merchant added later the default layout on the next seed', async () => {
    await db.execute(sql`insert into merchants (code, name, config) select 'SECOND', name, config from merchants where code = 'MLOBBY'`);
    await seedCatalog(db);
    const rows = await db.select().from(catalogCategorySorting).where(eq(catalogCategorySorting.merchantCode, 'SECOND'));
    expect(rows).toHaveLength(GAME_TYPES.length);
  });
});
