/**
 * The agent forms' units: amounts typed in major units (grouping commas allowed, "1,500.00"),
 * rates typed as percentages ("35", "0.5%"); the wire carries minor units and basis points. Exact
 * integer conversions (console/format.ts parseScaled): never a float multiplied.
 */
import { parseScaled, scaledText } from '../../../format';

/** An amount typed in major units → minor units ("1,500.00" → 150 000); null when not one. */
export const parseMoneyInput = (text: string) => parseScaled(text.replace(/,/g, ''), 2);
/** A percentage typed → basis points ("35" or "35%" → 3 500); null when not one. */
export const parsePercentInput = (text: string) => parseScaled(text.replace(/%\s*$/, ''), 2);
/** A whole count typed (grouping commas allowed). */
export const parseCountInput = (text: string) => parseScaled(text.replace(/,/g, ''), 0);

/** Minor units as the form writes an amount (150 050 → "1500.5"). */
export const amountText = (minor: number) => scaledText(minor, 2);
/** Basis points as a percentage (3 500 → "35", 125 → "1.25"). */
export const percentText = (bp: number) => scaledText(bp, 2);
