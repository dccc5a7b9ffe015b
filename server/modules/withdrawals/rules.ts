/** The arithmetic and formats of withdrawals and payout accounts: fees, masked numbers, amounts in messages. */
import type { PaymentChannelRow } from './payments-port';

const BPS_SCALE = 10_000n;
/** Digits a masked account number keeps. */
const VISIBLE_DIGITS = 4;

/** fee = floor(amount × withdrawFeeBps / 10000) + withdrawFeeFixed (common/contract/payments.ts). */
export function withdrawalFee(amount: bigint, channel: Pick<PaymentChannelRow, 'withdrawFeeBps' | 'withdrawFeeFixed'>): bigint {
  return (amount * BigInt(channel.withdrawFeeBps)) / BPS_SCALE + channel.withdrawFeeFixed;
}

/** The number with all but its last 4 characters hidden. */
export function maskNumber(number: string): string {
  return '*'.repeat(Math.max(0, number.length - VISIBLE_DIGITS)) + number.slice(-VISIBLE_DIGITS);
}

/** How account numbers are stored and compared: spaces and dashes dropped, upper case. */
export function normalNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** Minor units as the messages show them: 2 decimals, no grouping ("1234.50", "-0.05"). */
export function amountText(amount: bigint): string {
  const sign = amount < 0n ? '-' : '';
  const abs = amount < 0n ? -amount : amount;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The UTC day [start, end) holding `at` (the merchant's day is UTC for now, common/contract/payments.ts RecordsQuery). */
export function utcDay(at: number): { start: Date; end: Date } {
  const start = new Date(at);
  start.setUTCHours(0, 0, 0, 0);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
