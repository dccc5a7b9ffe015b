/**
 * The loyalty forms' units (issue 17): the operator types points per 1.00 staked, percentages,
 * amounts in major units and wagering as ×; the wire carries basis points, minor units and percent
 * of a bonus. Every conversion is exact in integers (strings split at the point, never a float
 * multiplied), so 0.0001 point per 1.00 is 1 bp and 12.34 % is 1 234 bp.
 */
import { BP_WHOLE } from '@common/rules/promotions';
import { parseScaled, scaledText } from '../../format';

/** Decimals of a points rate shown per 1.00 staked: BP_WHOLE bp is one point, so 4. */
export const RATE_DECIMALS = Math.log10(BP_WHOLE);

/** A rate in basis points as points per 1.00 staked (10 000 → "1", 2 500 → "0.25"). */
export const rateText = (bp: number | null | undefined) => scaledText(bp, RATE_DECIMALS);
/** Points per 1.00 staked typed → basis points ("0.25" → 2 500); null when not a rate. */
export const parseRate = (text: string) => parseScaled(text, RATE_DECIMALS);

/** Basis points as a percentage with up to 2 decimals (1 234 → "12.34"). */
export const percentText = (bp: number | null | undefined) => scaledText(bp, 2);
/** A percentage typed → basis points ("0.5" → 50). */
export const parsePercent = (text: string) => parseScaled(text, 2);

/** A wagering multiplier's percent as × (550 → "5.5"). */
export const timesText = (percent: number | null | undefined) => scaledText(percent, 2);
/** × typed → percent of the bonus ("5.5" → 550). */
export const parseTimes = (text: string) => parseScaled(text, 2);

/** Minor units as the form writes an amount (150 050 → "1500.5"). */
export const amountText = (minor: number | null | undefined) => scaledText(minor, 2);
/** An amount typed in major units → minor units ("1500.5" → 150 050). */
export const parseAmount = (text: string) => parseScaled(text, 2);

/** A whole number typed (no sign), or null. */
export const parseWhole = (text: string) => parseScaled(text, 0);

/** Whether a number is within [min, max] (null is not). */
export const within = (n: number | null, min: number, max: number): n is number => n !== null && n >= min && n <= max;
