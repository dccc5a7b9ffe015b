import type { TFunction } from 'i18next';
import { BPS_SCALE } from '@common/rules/fees';
import { formatMinor } from '../../utils/money';

/** Basis points in one percent. */
const BPS_PER_PERCENT = BPS_SCALE / 100;

/** Basis points as a percentage without trailing zeros (150 → "1.5"), by integer arithmetic. */
export function percentOf(bps: number): string {
  const whole = Math.floor(bps / BPS_PER_PERCENT);
  const fraction = String(bps % BPS_PER_PERCENT).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A channel's fee rule as the player reads it: "No fee", "1.5 %", "2.00", "1.5 % + 2.00". */
export function feeRuleText(t: TFunction, { feeBps, feeFixed }: { feeBps: number; feeFixed: number }): string {
  if (feeBps === 0 && feeFixed === 0) return t('pay.noFee');
  if (feeFixed === 0) return t('pay.feePercent', { percent: percentOf(feeBps) });
  if (feeBps === 0) return formatMinor(feeFixed);
  return t('pay.feePercentPlus', { percent: percentOf(feeBps), fixed: formatMinor(feeFixed) });
}
