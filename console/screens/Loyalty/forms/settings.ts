/** The earning form: how long points last and the rates, shown as points per 1.00 staked, sent in basis points. */
import type { LoyaltySettings } from '@common/contract/consoleLoyalty';
import { GAME_TYPES, type GameType } from '@common/contract/games';
import { POINTS_EXPIRY_DAYS_MAX, POINTS_EXPIRY_DAYS_MIN, POINTS_RATE_BP_MAX } from '@common/rules/loyalty';
import { parseRate, parseWhole, rateText, within } from '../units';
import { checked, need, type Checked } from './check';

export interface SettingsForm {
  expiryDays: string;
  defaultRate: string;
  /** Per game type; empty: the default rate. */
  rates: Partial<Record<GameType, string>>;
}

export const SETTINGS_BOUNDS = { daysMin: POINTS_EXPIRY_DAYS_MIN, daysMax: POINTS_EXPIRY_DAYS_MAX, rateMax: rateText(POINTS_RATE_BP_MAX) } as const;

export function settingsFormOf(s: LoyaltySettings): SettingsForm {
  return {
    expiryDays: String(s.pointsExpiryDays),
    defaultRate: rateText(s.defaultRateBp),
    rates: Object.fromEntries(Object.entries(s.rates).map(([type, bp]) => [type, rateText(bp)])),
  };
}

/** A rate typed, 0 to POINTS_RATE_BP_MAX in basis points (0: the game type earns nothing). */
function rate(text: string): number {
  const bp = parseRate(text);
  need(within(bp, 0, POINTS_RATE_BP_MAX), 'badRate');
  return bp!;
}

export function settingsOfForm(form: SettingsForm, merchantCode: string): Checked<LoyaltySettings> {
  return checked(() => {
    const days = parseWhole(form.expiryDays);
    need(within(days, POINTS_EXPIRY_DAYS_MIN, POINTS_EXPIRY_DAYS_MAX), 'badExpiryDays');
    const rates: LoyaltySettings['rates'] = {};
    for (const type of GAME_TYPES) {
      const text = form.rates[type]?.trim() ?? '';
      if (text !== '') rates[type] = rate(text);
    }
    return { merchantCode, pointsExpiryDays: days!, defaultRateBp: rate(form.defaultRate), rates };
  });
}
