import { and, eq } from 'drizzle-orm';
import { announcements } from '../../../../server/modules/announcements/tables';
import { seedAnnouncements } from '../../../../server/modules/announcements/seed';
import { SEED_ITEMS } from '../../../../server/modules/announcements/seed-content';
import { merchants } from '../../../../server/modules/merchant/tables';
import { merchantSeed, seedMerchant } from '../../../../server/modules/merchant/seed';
import { databases, openTestDatabase, type TestDatabase } from '../../helpers/build';

const BENGALI = /[\u0980-\u09FF]/;
const AT = new Date('2030-01-01T00:00:00Z');

describe('seed content', () => {
  it('has stable unique keys', () => {
    expect(new Set(SEED_ITEMS.map((item) => item.key)).size).toBe(SEED_ITEMS.length);
  });

  it('gives every item a title in English and in Bengali script', () => {
    for (const item of SEED_ITEMS) {
      expect(item.title.EN).toBeTruthy();
      expect(item.title.BN).toMatch(BENGALI);
      if (item.contentType !== 'B') expect(item.content.BN).toMatch(BENGALI);
    }
  });
});

describe.each(databases())('seedAnnouncements on $name', (dbCase) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(dbCase);
    await seedMerchant(t.handle.db, merchantSeed(), { code: 'MLOBBY', trialCode: 'MLOBBYTRIAL' });
    await t.handle.db.insert(merchants).values({ code: 'OTHER', name: 'Other', config: merchantSeed().config });
  });
  afterAll(() => t.dispose());

  const rowsOf = (code: string) => t.handle.db.select().from(announcements).where(eq(announcements.merchantCode, code));

  it('gives every merchant 3 home banners, the slogan, 3 player notices, a popup and a promotion notice', async () => {
    expect(await seedAnnouncements(t.handle.db, AT)).toBe(2 * 9);
    for (const code of ['MLOBBY', 'OTHER']) {
      const rows = await rowsOf(code);
      const count = (type: string, group = 'm_home') => rows.filter((r) => r.contentType === type && r.groupName === group).length;
      expect([count('B'), count('B', '06_home'), count('PL'), count('PU'), count('PR')]).toEqual([3, 1, 3, 1, 1]);
      expect(rows.every((r) => r.active && r.platform === 'ALL' && r.startsAt.getTime() === AT.getTime() && r.endsAt === null)).toBe(true);
    }
  });

  it('adds nothing when run again', async () => {
    expect(await seedAnnouncements(t.handle.db, AT)).toBe(0);
    expect(await rowsOf('MLOBBY')).toHaveLength(9);
  });

  it('never overwrites an item the operator changed or switched off', async () => {
    const popup = and(eq(announcements.merchantCode, 'MLOBBY'), eq(announcements.seedKey, 'popup-welcome'));
    await t.handle.db.update(announcements).set({ active: false, title: { EN: 'Changed' } }).where(popup);
    await seedAnnouncements(t.handle.db, AT);
    const [row] = await t.handle.db.select().from(announcements).where(popup);
    expect(row).toMatchObject({ active: false, title: { EN: 'Changed' } });
  });
});
