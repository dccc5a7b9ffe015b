/**
 * Typed amounts (bet slip, deposit and withdrawal fields) to and from minor units. Apart from
 * src/utils/money.ts, which the shell loads: only lazily loaded screens need these.
 */
import { BALANCE_DECIMALS } from '../config/constants';
import { formatMinor } from './money';

const SCALE = 10 ** BALANCE_DECIMALS;
/** Whole units a typed amount may have: 9 digits (999,999,999.99) is beyond any limit a channel or a bet slip sets. */
const MAX_WHOLE_DIGITS = 9;
const AMOUNT_PATTERN = new RegExp(`^(\\d{1,${MAX_WHOLE_DIGITS}})(?:\\.(\\d{1,${BALANCE_DECIMALS}}))?$`);

/** A typed amount ("2", "2.5", "2.50") in minor units; null when it is not a positive amount of at most 2 decimals. */
export function parseMinor(text: string): number | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * SCALE + Number((match[2] ?? '').padEnd(BALANCE_DECIMALS, '0'));
  return minor > 0 ? minor : null;
}

/** Minor units as an amount field shows them: 2 decimals, no grouping ("1234.50"), so parseMinor reads it back. */
export function amountText(minor: number): string {
  return formatMinor(minor).replace(/,/g, '');
}

/**
 * What a keystroke may leave in an amount field: digits and one decimal point with at most 2
 * decimals after it. Beside a point a comma is grouping ("1,234.50"); alone it is the decimal
 * point a phone's decimal pad types in many languages ("12,5").
 */
export function cleanAmountInput(text: string): string {
  const pointed = text.includes('.') ? text.replace(/,/g, '') : text.replace(/,/g, '.');
  const [whole = '', ...rest] = pointed.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, BALANCE_DECIMALS)}`;
}
