/** The demo loyalty settings and ladder (docs/loyalty.md "Demo data"): written once, an operator's changes kept. */
import { eq } from 'drizzle-orm';
import { LEVEL_SEED_NAMES } from '@common/rules/loyalty';
import { ladderOf } from '../../../../../server/modules/loyalty/levels';
import { loyaltySettingsOf, seedLoyaltyPoints } from '../../../../../server/modules/loyalty/points';
import { loyaltyLevels } from '../../../../../server/modules/loyalty/levels/tables';
import { databases, suiteDatabase } from '../../../helpers/build';
import { checkLadder } from '../../../../../server/modules/loyalty/levels';

describe.each(databases())('loyalty seed on $name', (db) => {
  const t = suiteDatabase(db);

  test('seeds rates and the five levels in English and Bengali once; a second run keeps what an operator changed', async () => {
    await seedLoyaltyPoints(t.db, 'MLOBBY', new Date());
    const settings = await loyaltySettingsOf(t.db, 'MLOBBY');
    expect(settings).toMatchObject({ defaultRateBp: 10_000, rates: { LIVE: 5_000, SPORTS: 5_000 } });
    expect(settings.rates.LOTT).toBeLessThan(10_000);
    const ladder = await ladderOf(t.db, 'MLOBBY');
    expect(ladder.map((l) => l.name.EN?.toLowerCase())).toEqual([...LEVEL_SEED_NAMES]);
    expect(ladder.every((l) => (l.name.BN ?? '').length > 0)).toBe(true);
    // The seeded ladder obeys the console's rules.
    expect(() => checkLadder(ladder.map((l) => ({ ...l, threshold: Number(l.threshold), reward: l.reward ?? null })))).not.toThrow();
    await t.db.update(loyaltyLevels).set({ rebateBp: 7 }).where(eq(loyaltyLevels.rank, 1));
    await seedLoyaltyPoints(t.db, 'MLOBBY', new Date());
    const again = await ladderOf(t.db, 'MLOBBY');
    expect(again).toHaveLength(5);
    expect(again[0]!.rebateBp).toBe(7);
  });
});
