/**
 * The demo loyalty settings and ladder (docs/loyalty.md "Demo data"): lottery earns less, live
 * casino and sports half, everything else one point per 1.00 staked; points last a year. Written
 * only where the merchant has none, so an operator's settings survive restarts.
 */
import { POINTS_EXPIRY_DAYS_DEFAULT, POINTS_RATE_BP_DEFAULT } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { seedLevels } from '../levels';
import { loyaltySettings } from './tables';

/** Rates per game type of the demo merchant (basis points per 1.00). */
const SEED_RATES = { LOTT: 2_500, ELOTT: 2_500, LIVE: 5_000, SPORTS: 5_000 };

/** Seeds the merchant's loyalty settings and levels where it has none (idempotent). */
export async function seedLoyaltyPoints(db: Database, merchantCode: string, at: Date): Promise<void> {
  await db
    .insert(loyaltySettings)
    .values({ merchantCode, pointsExpiryDays: POINTS_EXPIRY_DAYS_DEFAULT, defaultRateBp: POINTS_RATE_BP_DEFAULT, rates: SEED_RATES, updatedBy: 'seed', updatedAt: at })
    .onConflictDoNothing();
  await seedLevels(db, merchantCode, at);
}
