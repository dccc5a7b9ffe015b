/**
 * The arithmetic of promotions (docs/promotions.md "Arithmetic"): integer minor units and basis
 * points only, every division rounding down, so a bonus is never a fraction of a minor unit and
 * never more than the rules allow. Periodic awards build on rateOf and capped (awards-math.ts).
 */
import { BP_WHOLE, type DepositMatchKind } from '@common/rules/promotions';
import type { PromotionRow } from './tables';

const WHOLE = BigInt(BP_WHOLE);

/** floor(basis × rateBp / 10 000); nothing for a basis of zero or less. */
export function rateOf(basis: bigint, rateBp: number): bigint {
  return basis <= 0n ? 0n : (basis * BigInt(rateBp)) / WHOLE;
}

/** The amount, or the cap when it is smaller (null: no cap). */
export function capped(amount: bigint, cap: bigint | null): bigint {
  return cap !== null && amount > cap ? cap : amount;
}

/** The figures of a deposit match. */
export type DepositMatchTerms = Pick<PromotionRow, 'rateBp' | 'maxBonus' | 'minDeposit' | 'depositKind' | 'channels'>;

/** A deposit as the deposit-match consumer sees it. */
export interface QualifyingDeposit {
  amount: bigint;
  /** The member's first ever deposit. */
  first: boolean;
  /** The payment channel's code (the deposit posting's reference.channelCode); null when unknown. */
  channelCode: string | null;
}

/** Whether the deposit kind of a promotion counts a first (or later) deposit. */
export function kindCounts(kind: DepositMatchKind | null, first: boolean): boolean {
  return kind === 'any' || (kind === 'first' && first) || (kind === 'reload' && !first);
}

/**
 * The bonus a deposit earns: floor(amount × rateBp / 10 000) up to maxBonus, or 0 when the deposit
 * does not qualify (below minDeposit, the wrong kind, or a channel not listed).
 */
export function depositMatchBonus(terms: DepositMatchTerms, deposit: QualifyingDeposit): bigint {
  if (terms.rateBp === null) return 0n;
  if (deposit.amount < (terms.minDeposit ?? 0n)) return 0n;
  if (!kindCounts(terms.depositKind, deposit.first)) return 0n;
  if (terms.channels.length > 0 && (deposit.channelCode === null || !terms.channels.includes(deposit.channelCode))) return 0n;
  return capped(rateOf(deposit.amount, terms.rateBp), terms.maxBonus);
}
