/** How agent figures read (issue 18): rates in basis points as percent, integer arithmetic only. */
import { parseMinor } from '../../utils/amount';

/** Basis points as a percent with 2 decimals: 125 → "1.25%". */
export function bpPercent(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

/** A typed percent ("1.25", "0") in basis points; null when it is not a percent of at most 2 decimals. */
export function parseBp(text: string): number | null {
  // Percent with 2 decimals is minor units' arithmetic exactly: 1.25 % = 125 bp.
  return /^\s*0+(\.0+)?\s*$/.test(text) ? 0 : parseMinor(text);
}
