/**
 * Contract tier arithmetic (docs/agents.md "Contracts"): pure functions on minor units (bigint) that
 * the settlement, the contract screen's estimate and the offer checks all use.
 */
import type { ContractTier } from '@common/contract/agents';
import type { ContractKind } from '@common/rules/agents';

/** The whole team's figures a tier is judged on, and the NGR a dividend shares. */
export interface TierFigures {
  activePlayers: number;
  turnover: bigint;
  ngr: bigint;
}

const BP_WHOLE = 10_000n;

/** The highest tier whose both minimums the figures meet: its index (0-based), or −1 for none. */
export function qualifyingTier(tiers: readonly ContractTier[], figures: Pick<TierFigures, 'activePlayers' | 'turnover'>): number {
  let found = -1;
  tiers.forEach((tier, i) => {
    if (figures.activePlayers >= tier.minActivePlayers && figures.turnover >= BigInt(tier.minTurnover)) found = i;
  });
  return found;
}

/** floor(a / b) toward −∞ for b > 0 (bigint division truncates toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}

/**
 * A period's gross: a salary is its tier's amount; a dividend is floor(NGR × shareBp / 10 000)
 * toward −∞, negative when the team won. `tier` is 1-based (0: no tier, gross 0).
 */
export function contractGross(kind: ContractKind, tiers: readonly ContractTier[], figures: TierFigures): { tier: number; gross: bigint } {
  const index = qualifyingTier(tiers, figures);
  if (index < 0) return { tier: 0, gross: 0n };
  const value = BigInt(tiers[index]!.value);
  return { tier: index + 1, gross: kind === 'dividend' ? floorDiv(figures.ngr * value, BP_WHOLE) : value };
}

/** The value a contract gives at a point of the two qualifications (0 when no tier is met): what "no better than the upline" compares. */
export function valueAt(tiers: readonly ContractTier[], activePlayers: number, turnover: number): number {
  const index = qualifyingTier(tiers, { activePlayers, turnover: BigInt(turnover) });
  return index < 0 ? 0 : tiers[index]!.value;
}

/**
 * The first tier (1-based) of `offer` whose value is above what `upline` gives at the tier's own
 * minimums, or 0 when none is: both contracts are monotone (tiers strictly increasing), so a
 * sub-agent's contract passing this check never pays more than its upline's for any figures.
 */
export function betterThanUpline(offer: readonly ContractTier[], upline: readonly ContractTier[]): number {
  const i = offer.findIndex((tier) => tier.value > valueAt(upline, tier.minActivePlayers, tier.minTurnover));
  return i + 1;
}
