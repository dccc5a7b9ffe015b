/**
 * How a promotion's figures read before joining (issue 16: exact terms, shown up front): rates in
 * basis points as percent, wagering as a multiplier, amounts from minor units with 2 decimals.
 * Integer arithmetic only, so no float rounding ever changes a figure.
 */
import { BP_WHOLE } from '@common/rules/promotions';

/** Drops trailing zeros of a fraction ("80" → "8", "00" → ""). */
function decimals(whole: number, fraction: number, digits: number): string {
  const text = String(fraction).padStart(digits, '0').replace(/0+$/, '');
  return text ? `${whole}.${text}` : String(whole);
}

/** A rate in basis points as a percent figure: 80 → "0.8", 10000 → "100", 1234 → "12.34". */
export function formatRateBp(bp: number): string {
  const perPercent = BP_WHOLE / 100;
  return decimals(Math.floor(bp / perPercent), bp % perPercent, 2);
}

/** A wagering multiplier held as percent of the bonus as a figure: 500 → "5", 250 → "2.5", 125 → "1.25". */
export function formatMultiplier(percent: number): string {
  return decimals(Math.floor(percent / 100), percent % 100, 2);
}
