/**
 * A merchant's earning settings (docs/loyalty.md "Points"): the rate per game type, the default
 * rate and the points lifetime; a merchant without a row earns at the rules' defaults. The console
 * saves them whole, checked against the rules' ranges and audited in the same transaction.
 */
import { inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@common/contract/envelope';
import { GAME_TYPES } from '@common/contract/games';
import type { LoyaltySettings } from '@common/contract/consoleLoyalty';
import { POINTS_EXPIRY_DAYS_DEFAULT, POINTS_EXPIRY_DAYS_MAX, POINTS_EXPIRY_DAYS_MIN, POINTS_RATE_BP_DEFAULT, POINTS_RATE_BP_MAX } from '@common/rules/loyalty';
import type { Database } from '../../../db/connection';
import { AppError } from '../../../http/envelope';
import { recordAudit, type Actor } from '../../audit';
import { loyaltySettings } from './tables';

/** loyalty.invalid naming the field at fault. */
export const loyaltyInvalid = (field: string): AppError => new AppError(ErrorCode.loyaltyInvalid, { params: { field } });

/** The merchant's settings, or the defaults when it has none. */
export async function loyaltySettingsOf(db: Database, merchantCode: string): Promise<LoyaltySettings> {
  return (await settingsOfMerchants(db, [merchantCode])).get(merchantCode)!;
}

/** Settings of several merchants at once (one query), each defaulted. */
export async function settingsOfMerchants(db: Database, merchantCodes: readonly string[]): Promise<Map<string, LoyaltySettings>> {
  const rows = merchantCodes.length === 0 ? [] : await db.select().from(loyaltySettings).where(inArray(loyaltySettings.merchantCode, [...new Set(merchantCodes)]));
  const found = new Map(rows.map((r) => [r.merchantCode, r]));
  return new Map(
    merchantCodes.map((code) => {
      const row = found.get(code);
      return [code, row ? { merchantCode: code, pointsExpiryDays: row.pointsExpiryDays, defaultRateBp: row.defaultRateBp, rates: row.rates } : { merchantCode: code, pointsExpiryDays: POINTS_EXPIRY_DAYS_DEFAULT, defaultRateBp: POINTS_RATE_BP_DEFAULT, rates: {} }];
    }),
  );
}

/** The rate a game type earns at: its own, else the merchant's default. */
export function rateFor(settings: Pick<LoyaltySettings, 'rates' | 'defaultRateBp'>, gameType: string): number {
  return (settings.rates as Record<string, number | undefined>)[gameType] ?? settings.defaultRateBp;
}

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Throws loyalty.invalid naming the first figure out of the rules' ranges. */
export function checkSettings(settings: LoyaltySettings): void {
  if (!inRange(settings.pointsExpiryDays, POINTS_EXPIRY_DAYS_MIN, POINTS_EXPIRY_DAYS_MAX)) throw loyaltyInvalid('pointsExpiryDays');
  if (!inRange(settings.defaultRateBp, 0, POINTS_RATE_BP_MAX)) throw loyaltyInvalid('defaultRateBp');
  for (const [gameType, rate] of Object.entries(settings.rates)) {
    if (!(GAME_TYPES as readonly string[]).includes(gameType)) throw loyaltyInvalid(`rates.${gameType}`);
    if (!inRange(rate ?? -1, 0, POINTS_RATE_BP_MAX)) throw loyaltyInvalid(`rates.${gameType}`);
  }
}

/** Saves the merchant's settings whole (an upsert), audited with them; the saved settings. */
export async function saveSettings(db: Database, settings: LoyaltySettings, who: { username: string; audit: Actor }, now: Date): Promise<LoyaltySettings> {
  checkSettings(settings);
  const { merchantCode, pointsExpiryDays, defaultRateBp, rates } = settings;
  return db.transaction(async (tx) => {
    const values = { merchantCode, pointsExpiryDays, defaultRateBp, rates, updatedBy: who.username, updatedAt: now };
    await tx
      .insert(loyaltySettings)
      .values(values)
      .onConflictDoUpdate({ target: loyaltySettings.merchantCode, set: { pointsExpiryDays, defaultRateBp, rates: sql`excluded.rates`, updatedBy: who.username, updatedAt: now } });
    await recordAudit(tx, who.audit, { action: 'loyalty.settings.update', subject: `loyalty-settings:${merchantCode}`, merchantCode, detail: { pointsExpiryDays, defaultRateBp, rates: JSON.stringify(rates) } });
    return loyaltySettingsOf(tx, merchantCode);
  });
}
