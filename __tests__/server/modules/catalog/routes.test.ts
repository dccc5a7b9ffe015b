import { and, eq } from 'drizzle-orm';
import { GAME_TYPES, GamePath, vassKeyOf, type GameItem, type GamePage, type MobileGameMenus, type VendorGameType, type VendorInfo } from '@common/contract/games';
import { ErrorCode, type Envelope } from '@common/contract/envelope';
import { caughtUp } from '../../../../server/db/process-cache';
import { demoGameRows, DEMO_VENDORS } from '../../../../server/modules/catalog/demo-catalogue';
import { catalogCategorySorting, catalogVendorSorting } from '../../../../server/modules/catalog/tables';
import { findGame, findVendor } from '../../../../server/modules/catalog/service';
import { call } from '../../helpers/accounts';
import { databases, suiteApp } from '../../helpers/build';

const games = demoGameRows();
const countOf = (predicate: (g: (typeof games)[number]) => boolean) => games.filter(predicate).length;

describe.each(databases())('catalogue reads on $name', (db) => {
  const suite = suiteApp(db);

  async function get<T>(path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}): Promise<Envelope<T>> {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await call(suite.app, 'GET', `${path}?${search.toString()}`, { headers });
    return res.json<Envelope<T>>();
  }
  const list = (query: Record<string, string | number>) =>
    get<GamePage>(GamePath.list, { merchant: 'MLOBBY', clientType: 2, language: 'EN', pageNo: 1, pageSize: 20, ...query });

  describe('game list', () => {
    it('defaults to RNG and pages with pageNum and totalPages', async () => {
      const res = await list({});
      expect(res.success).toBe(true);
      const rng = countOf((g) => g.gameType === 'RNG');
      expect(res.value).toMatchObject({ pageNum: 1, totalPages: Math.ceil(rng / 20) });
      expect(res.value!.games).toHaveLength(20);
      expect(res.value!.games.every((g) => g.gameType === 'RNG')).toBe(true);
    });

    it('lists the house slot first in its default order, with icon and vendor display name', async () => {
      const first = (await list({})).value!.games[0]!;
      expect(first).toMatchObject({
        gameId: 10_001,
        vendorCode: 'MLS',
        vassalage: 'MLS',
        displayName: 'mlobby Slots',
        supportPlay: 0,
        showIcon: true,
        iconUrl: '/game-icons/games/10001.svg',
        telIconUrl: null,
      });
      expect(first.nodeName).toBe(`RNG_${first.gameName}`);
    });

    it('returns a short last page and an empty page past the end', async () => {
      const rng = countOf((g) => g.gameType === 'RNG');
      const pages = Math.ceil(rng / 20);
      const last = (await list({ pageNo: pages })).value!;
      expect(last.games).toHaveLength(rng - (pages - 1) * 20);
      expect(last).toMatchObject({ pageNum: pages, totalPages: pages });
      expect((await list({ pageNo: pages + 1 })).value).toEqual({ games: [], pageNum: pages + 1, totalPages: pages });
    });

    it('pages do not overlap and together hold every game of the category once', async () => {
      const ids: number[] = [];
      for (let pageNo = 1; pageNo <= 4; pageNo++) ids.push(...(await list({ gameType: 'PVP', pageNo, pageSize: 17 })).value!.games.map((g) => g.gameId));
      expect(new Set(ids).size).toBe(countOf((g) => g.gameType === 'PVP'));
    });

    it('loads 999 FISH games at once (§9 page size)', async () => {
      const page = (await list({ gameType: 'FISH', pageSize: 999 })).value!;
      expect(page.games).toHaveLength(999);
      expect(page.totalPages).toBe(Math.ceil(countOf((g) => g.gameType === 'FISH') / 999));
    });

    it('narrows to one vendor with vassalage', async () => {
      const page = (await list({ gameType: 'RNG', vassalage: 'LUM', pageSize: 999 })).value!;
      expect(page.games).toHaveLength(countOf((g) => g.vendorCode === 'LUM'));
      expect(page.games.every((g) => g.vendorCode === 'LUM')).toBe(true);
    });

    it('is empty for a vendor that does not serve the category', async () => {
      expect((await list({ gameType: 'FISH', vassalage: 'LUM' })).value).toEqual({ games: [], pageNum: 1, totalPages: 0 });
    });

    it('searches names case-insensitively within the category', async () => {
      const page = (await list({ search: 'lUcKy', pageSize: 999 })).value!;
      expect(page.games.length).toBe(countOf((g) => g.gameType === 'RNG' && g.gameName.toLowerCase().includes('lucky')));
      expect(page.games.length).toBeGreaterThan(0);
      expect(page.games.every((g) => /lucky/i.test(g.gameName))).toBe(true);
    });

    it('treats % and _ in a search as plain characters', async () => {
      expect((await list({ search: '%' })).value!.games).toEqual([]);
      expect((await list({ search: '_' })).value!.games).toEqual([]);
    });

    it('gameClassify JP lists the jackpot games of every category', async () => {
      const page = (await list({ gameClassify: 'JP', pageSize: 999 })).value!;
      expect(page.games).toHaveLength(countOf((g) => g.jackpot === true));
      expect(page.games.every((g) => g.jackpot)).toBe(true);
    });

    it('gameClassify AC lists the arcade category plus slots flagged arcade, whatever gameType says', async () => {
      const page = (await list({ gameClassify: 'AC', gameType: 'FISH', pageSize: 999 })).value!;
      expect(page.games).toHaveLength(countOf((g) => g.gameType === 'AC' || (g.gameType === 'RNG' && g.arcade === true)));
      expect(new Set(page.games.map((g) => g.gameType))).toEqual(new Set(['AC', 'RNG']));
      // Category order: RNG comes before AC in the default layout.
      expect(page.games[0]!.gameType).toBe('RNG');
    });

    it('gives lottery games the phone icon', async () => {
      const page = (await list({ gameType: 'LOTT' })).value!;
      expect(page.games.every((g) => g.telIconUrl === g.iconUrl)).toBe(true);
    });

    it('serves the trial merchant code the same catalogue', async () => {
      const page = await list({ merchant: 'MLOBBYTRIAL' });
      expect(page.value).toEqual((await list({})).value);
      const viaHeader = await get<GamePage>(
        GamePath.list,
        { merchant: 'MLOBBYTRIAL', clientType: 2, language: 'EN', pageNo: 1, pageSize: 20 },
        { merchant: 'MLOBBYTRIAL' },
      );
      expect(viaHeader.value).toEqual(page.value);
    });
  });

  describe('bad input', () => {
    it.each([
      ['pageSize 0', { pageSize: 0 }, 'pageSize'],
      ['pageSize 1000', { pageSize: 1000 }, 'pageSize'],
      ['pageNo 0', { pageNo: 0 }, 'pageNo'],
      ['pageNo not a number', { pageNo: 'two' }, 'pageNo'],
      ['an unknown gameType', { gameType: 'CASINO' }, 'gameType'],
      ['an unknown gameClassify', { gameClassify: 'XX' }, 'gameClassify'],
      ['a malformed vassalage', { vassalage: 'a b' }, 'vassalage'],
      ['a search over 64 characters', { search: 'x'.repeat(65) }, 'search'],
    ])('refuses %s with request.invalid naming the field', async (_name, query, field) => {
      const res = await list(query);
      expect(res).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
      expect(res.message).toContain(field);
    });

    it('refuses a game list without pageNo', async () => {
      const res = await get<GamePage>(GamePath.list, { merchant: 'MLOBBY', clientType: 2, language: 'EN', pageSize: 20 });
      expect(res).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    });

    it('refuses a merchant in the query that differs from the Merchant header', async () => {
      expect(await list({ merchant: 'OTHER' })).toMatchObject({ success: false, code: ErrorCode.merchantInvalid });
    });

    it('refuses vendor game types other than typeId 1', async () => {
      expect(await get(GamePath.vendorGameTypes, { typeId: 2 })).toMatchObject({ success: false, code: ErrorCode.requestInvalid });
    });
  });

  describe('hot, popular, vendors, vendor game types, logo', () => {
    it('hot lists the hot games without a token', async () => {
      const res = await get<GameItem[]>(GamePath.hot, { isPlatform: 2, merchantCode: 'MLOBBY', platform: 'html5', language: 'EN' });
      expect(res.value).toHaveLength(countOf((g) => g.hot === true));
      // The merchant's order: LIVE before RNG, and the house slot first among the slots.
      expect(res.value!.map((g) => g.vendorCode).slice(0, 3)).toEqual(['ALC', 'MLS', 'MLS']);
    });

    it('popular falls back to the hot games while nobody has played', async () => {
      const hot = await get<GameItem[]>(GamePath.hot, {});
      expect((await get<GameItem[]>(GamePath.popular, { language: 'EN' })).value).toEqual(hot.value);
    });

    it('vendors lists every shown vendor with its categories', async () => {
      const vendors = (await get<VendorInfo[]>(GamePath.vendors)).value!;
      expect(vendors.map((v) => v.vendorCode).sort()).toEqual(DEMO_VENDORS.map((v) => v.code).sort());
      expect(vendors.find((v) => v.vendorCode === 'MLS')).toEqual({ vendorCode: 'MLS', displayName: 'mlobby Slots', gameTypes: ['RNG'], seamless: true });
    });

    it('vendor game types answer typeId 1 for the merchant', async () => {
      const types = (await get<VendorGameType[]>(GamePath.vendorGameTypes, { typeId: 1, merchant_code: 'MLOBBY' })).value!;
      expect(types.find((t) => t.vendorCode === 'TCG_LOTTO_VN')).toEqual({ vendorCode: 'TCG_LOTTO_VN', displayName: 'Vietnam Lottery', gameTypes: ['LOTT'] });
    });

    it('both logo calls succeed', async () => {
      expect(await get(GamePath.showLogo)).toEqual({ success: true, value: true });
      expect(await get(GamePath.isShowLogo)).toEqual({ success: true, value: true });
    });
  });

  describe('menus and vendor display', () => {
    const menus = async () => (await get<MobileGameMenus>(GamePath.menus)).value!;

    it('lists the categories in GAME_TYPES order by default with vassKeys', async () => {
      const { categories } = await menus();
      expect(categories.map((c) => c.gameType)).toEqual([...GAME_TYPES]);
      const live = categories.find((c) => c.gameType === 'LIVE')!;
      expect(live.vendors[0]).toEqual({ gameType: 'LIVE', vassalage: 'ALC', title: 'Aurora Live', vassKey: vassKeyOf('LIVE', 'ALC') });
      expect(categories.find((c) => c.gameType === 'LOTT')!.vendors.map((v) => v.vassalage)).toEqual(['TCG_SEA', 'TCG_LOTTO_VN']);
    });

    it("follows the merchant's ordinals and hides a vendor whose display is off everywhere", async () => {
      const app = suite.app;
      await app.db.update(catalogCategorySorting).set({ ordinal: 0 }).where(and(eq(catalogCategorySorting.merchantCode, 'MLOBBY'), eq(catalogCategorySorting.gameType, 'FISH')));
      await app.db
        .update(catalogVendorSorting)
        .set({ display: false })
        .where(and(eq(catalogVendorSorting.merchantCode, 'MLOBBY'), eq(catalogVendorSorting.vendorCode, 'VLS')));
      await app.db
        .update(catalogVendorSorting)
        .set({ ordinal: 0 })
        .where(and(eq(catalogVendorSorting.merchantCode, 'MLOBBY'), eq(catalogVendorSorting.vendorCode, 'GRV')));
      // The app caches the layout until the database's notification of the change reaches it.
      await caughtUp(app.db);
      try {
        const { categories } = await menus();
        expect(categories[0]!.gameType).toBe('FISH');
        expect(categories.find((c) => c.gameType === 'LIVE')!.vendors.map((v) => v.vassalage)).toEqual(['ALC']);
        expect(categories.find((c) => c.gameType === 'RNG')!.vendors[0]!.vassalage).toBe('GRV');
        expect((await list({ gameType: 'LIVE', vassalage: 'VLS' })).value!.games).toEqual([]);
        expect((await list({ gameType: 'RNG' })).value!.games[0]!.vendorCode).toBe('GRV');
        expect((await get<VendorInfo[]>(GamePath.vendors)).value!.some((v) => v.vendorCode === 'VLS')).toBe(false);
        expect(await findVendor(app.db, 'MLOBBY', 'LIVE', 'VLS')).toBeNull();
        expect(await findGame(app.db, 'MLOBBY', 5_001)).toBeNull();
      } finally {
        await app.db.update(catalogCategorySorting).set({ ordinal: GAME_TYPES.indexOf('FISH') + 1 }).where(eq(catalogCategorySorting.gameType, 'FISH'));
        await app.db.update(catalogVendorSorting).set({ display: true }).where(eq(catalogVendorSorting.vendorCode, 'VLS'));
        await app.db
          .update(catalogVendorSorting)
          .set({ ordinal: DEMO_VENDORS.findIndex((v) => v.code === 'GRV') + 1 })
          .where(eq(catalogVendorSorting.vendorCode, 'GRV'));
        await caughtUp(app.db);
      }
    });

    it('hides a category whose display is off', async () => {
      const app = suite.app;
      await app.db.update(catalogCategorySorting).set({ display: false }).where(eq(catalogCategorySorting.gameType, 'EVENT'));
      await caughtUp(app.db);
      try {
        expect((await menus()).categories.map((c) => c.gameType)).not.toContain('EVENT');
        expect((await list({ gameType: 'EVENT' })).value!.games).toEqual([]);
      } finally {
        await app.db.update(catalogCategorySorting).set({ display: true }).where(eq(catalogCategorySorting.gameType, 'EVENT'));
        await caughtUp(app.db);
      }
    });
  });

  describe('service look-ups for the launch module', () => {
    it('findGame returns the item for the main and the trial code, null for an unknown game or merchant', async () => {
      const game = await findGame(suite.app.db, 'MLOBBY', 10_001);
      expect(game).toMatchObject({ gameId: 10_001, vendorCode: 'MLS', gameType: 'RNG', displayName: 'mlobby Slots' });
      expect(await findGame(suite.app.db, 'MLOBBYTRIAL', 10_001)).toEqual(game);
      expect(await findGame(suite.app.db, 'MLOBBY', 999_999)).toBeNull();
      expect(await findGame(suite.app.db, 'NOPE', 10_001)).toBeNull();
    });

    it('findVendor returns the vendor only under a category it is shown in', async () => {
      expect(await findVendor(suite.app.db, 'MLOBBY', 'LOTT', 'TCG_LOTTO_VN')).toEqual({
        vendorCode: 'TCG_LOTTO_VN',
        displayName: 'Vietnam Lottery',
        gameTypes: ['LOTT'],
        seamless: false,
      });
      expect(await findVendor(suite.app.db, 'MLOBBY', 'RNG', 'TCG_LOTTO_VN')).toBeNull();
      expect(await findVendor(suite.app.db, 'MLOBBY', 'RNG', 'NOPE')).toBeNull();
    });
  });
});
