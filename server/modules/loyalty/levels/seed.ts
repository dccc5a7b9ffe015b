/**
 * The demo ladder (docs/loyalty.md "Demo data"): the five levels of LEVEL_SEED_NAMES in English
 * and Bengali, inserted only when the merchant has no level at all, so an operator's ladder
 * survives restarts.
 */
import { eq } from 'drizzle-orm';
import type { LocalizedText } from '@common/contract/announcements';
import type { RewardValue } from '@common/contract/loyalty';
import { LEVEL_SEED_NAMES } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { loyaltyLevels } from './tables';

type SeedName = (typeof LEVEL_SEED_NAMES)[number];

const NAMES: Record<SeedName, LocalizedText> = {
  bronze: { EN: 'Bronze', BN: 'ব্রোঞ্জ' },
  silver: { EN: 'Silver', BN: 'সিলভার' },
  gold: { EN: 'Gold', BN: 'গোল্ড' },
  platinum: { EN: 'Platinum', BN: 'প্ল্যাটিনাম' },
  diamond: { EN: 'Diamond', BN: 'ডায়মন্ড' },
};

/** Threshold (minor units of cumulative turnover), reward and rebate rate of each seeded level. */
const FIGURES: Record<SeedName, { threshold: bigint; reward: RewardValue | null; rebateBp: number }> = {
  bronze: { threshold: 0n, reward: null, rebateBp: 0 },
  silver: { threshold: 500_000n, reward: { kind: 'points', amount: 500, wageringMultiplierPercent: 0 }, rebateBp: 20 },
  gold: { threshold: 5_000_000n, reward: { kind: 'bonus', amount: 10_000, wageringMultiplierPercent: 500 }, rebateBp: 40 },
  platinum: { threshold: 20_000_000n, reward: { kind: 'bonus', amount: 50_000, wageringMultiplierPercent: 500 }, rebateBp: 60 },
  diamond: { threshold: 100_000_000n, reward: { kind: 'bonus', amount: 200_000, wageringMultiplierPercent: 300 }, rebateBp: 100 },
};

/** Seeds the demo ladder when the merchant has none; whether it did. */
export async function seedLevels(db: Database, merchantCode: string, at: Date): Promise<boolean> {
  const [any] = await db.select({ id: loyaltyLevels.id }).from(loyaltyLevels).where(eq(loyaltyLevels.merchantCode, merchantCode)).limit(1);
  if (any) return false;
  const rows = LEVEL_SEED_NAMES.map((name, i) => ({ merchantCode, rank: i + 1, name: NAMES[name], ...FIGURES[name], updatedAt: at }));
  // Two seeders at once: the unique (merchant, rank) keeps one ladder.
  const inserted = await db.insert(loyaltyLevels).values(rows).onConflictDoNothing().returning({ id: loyaltyLevels.id });
  return inserted.length > 0;
}
