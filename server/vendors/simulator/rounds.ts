/**
 * The demo vendor's game: one round pays a crypto-random multiple of the stake from a fixed
 * table whose return is exactly 95 %. Multiples are in halves so every win is an integer for the
 * even stakes offered.
 */
import { randomInt } from 'node:crypto';

/** Stakes offered, minor units (all even, so half-stake wins are whole minor units). */
export const SIMULATOR_STAKES: readonly number[] = [100, 200, 500, 1000];

/** Outcomes by weight out of OUTCOME_TOTAL: `halves` is the win in half-stakes. */
export const OUTCOMES: readonly { halves: number; weight: number }[] = [
  { halves: 0, weight: 350 },
  { halves: 1, weight: 300 },
  { halves: 2, weight: 150 },
  { halves: 4, weight: 150 },
  { halves: 10, weight: 30 },
  { halves: 20, weight: 20 },
];

export const OUTCOME_TOTAL = OUTCOMES.reduce((sum, o) => sum + o.weight, 0);

/** Exact return of the table: Σ weight × halves / 2 / total (0.95). */
export const SIMULATOR_RTP = OUTCOMES.reduce((sum, o) => sum + o.weight * o.halves, 0) / 2 / OUTCOME_TOTAL;

export interface SimulatedRound {
  stake: number;
  /** The drawn multiple of the stake (0, 0.5, 1, 2, 5 or 10). */
  multiple: number;
  win: number;
}

/** One round; `draw` is node:crypto's randomInt unless a test passes its own. */
export function playSimulatedRound(stake: number, draw: (max: number) => number = (max) => randomInt(max)): SimulatedRound {
  let ticket = draw(OUTCOME_TOTAL);
  const outcome = OUTCOMES.find((o) => (ticket -= o.weight) < 0) ?? OUTCOMES[0];
  return { stake, multiple: outcome.halves / 2, win: Math.floor((stake * outcome.halves) / 2) };
}
