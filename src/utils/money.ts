import { BALANCE_DECIMALS } from '../config/constants';

const SCALE = 10 ** BALANCE_DECIMALS;

/**
 * Formats integer minor units for display with 2 decimals using integer arithmetic only,
 * so no float rounding ever shows a wrong cent.
 */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount must be an integer of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / SCALE);
  const fraction = String(abs % SCALE).padStart(BALANCE_DECIMALS, '0');
  return `${sign}${whole.toLocaleString('en-US')}.${fraction}`;
}
