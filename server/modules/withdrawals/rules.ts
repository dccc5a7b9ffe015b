/** The formats of payout accounts: masked numbers, and numbers as stored. */

/** Digits a masked account number keeps. */
const VISIBLE_DIGITS = 4;

/** The number with all but its last 4 characters hidden. */
export function maskNumber(number: string): string {
  return '*'.repeat(Math.max(0, number.length - VISIBLE_DIGITS)) + number.slice(-VISIBLE_DIGITS);
}

/** How account numbers are stored and compared: spaces and dashes dropped, upper case. */
export function normalNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}
