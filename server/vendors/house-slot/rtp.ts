/**
 * The slot's exact return: every combination of reel stops (34·33·34·33·33 ≈ 41.5 million) is
 * evaluated once, giving the exact distribution of the spin multiplier; the return at a stake then
 * applies the same floor to the minor unit as a real spin (engine.winAmount).
 */
import { winAmount } from './engine';
import { LINE_PARTS, LINE_TABLE, SCATTER_UNITS, SCATTERS } from './fast-tables';
import { LINE_COUNT, SYMBOL_COUNT } from './game-config';

export interface MultiplierDistribution {
  /** combinations[m]: how many stop combinations pay multiplier m (line-stake units). */
  combinations: Float64Array;
  total: number;
}

/**
 * PREFIX_PAY[q] for the first four symbols of a line (q = line-table index / SYMBOL_COUNT): the
 * line's multiplier when the fifth symbol cannot change it, else -1. Most lines are settled after
 * four reels, so the innermost loop only looks up the few that are not.
 */
const PREFIX_PAY: Int32Array = Int32Array.from({ length: LINE_TABLE.length / SYMBOL_COUNT }, (_, q) => {
  const first = LINE_TABLE[q * SYMBOL_COUNT];
  for (let s = 1; s < SYMBOL_COUNT; s++) if (LINE_TABLE[q * SYMBOL_COUNT + s] !== first) return -1;
  return first;
});

/** Enumerates all stop combinations; nested loops carry each line's partial table index. */
export function multiplierDistribution(): MultiplierDistribution {
  const [r0, r1, r2, r3, r4] = LINE_PARTS;
  const [s0, s1, s2, s3, s4] = SCATTERS;
  const lengths = SCATTERS.map((s) => s.length);
  const maxLine = LINE_TABLE.reduce((a, b) => Math.max(a, b), 0);
  const combinations = new Float64Array(maxLine * LINE_COUNT + SCATTER_UNITS.reduce((a, b) => Math.max(a, b), 0) + 1);
  const p2 = new Int32Array(LINE_COUNT);
  const p3 = new Int32Array(LINE_COUNT);
  // Lines still open after four reels: their partial index and their offset in the fifth reel's parts.
  const openIndex = new Int32Array(LINE_COUNT);
  const openLine = new Int32Array(LINE_COUNT);
  for (let a = 0; a < lengths[0]; a++) {
    for (let b = 0; b < lengths[1]; b++) {
      for (let l = 0; l < LINE_COUNT; l++) p2[l] = r0[a * LINE_COUNT + l] + r1[b * LINE_COUNT + l];
      for (let c = 0; c < lengths[2]; c++) {
        for (let l = 0; l < LINE_COUNT; l++) p3[l] = p2[l] + r2[c * LINE_COUNT + l];
        for (let d = 0; d < lengths[3]; d++) {
          let settled = 0;
          let open = 0;
          for (let l = 0; l < LINE_COUNT; l++) {
            const index = p3[l] + r3[d * LINE_COUNT + l];
            const pay = PREFIX_PAY[index / SYMBOL_COUNT];
            if (pay >= 0) settled += pay;
            else {
              openIndex[open] = index;
              openLine[open++] = l;
            }
          }
          const scatters = s0[a] + s1[b] + s2[c] + s3[d];
          for (let e = 0; e < lengths[4]; e++) {
            let m = settled + SCATTER_UNITS[scatters + s4[e]];
            for (let o = 0; o < open; o++) m += LINE_TABLE[openIndex[o] + r4[e * LINE_COUNT + openLine[o]]];
            combinations[m]++;
          }
        }
      }
    }
  }
  return { combinations, total: lengths.reduce((a, b) => a * b, 1) };
}

/** Exact return to player at `stake` minor units: E[winAmount(stake, m)] / stake. */
export function rtpAtStake(distribution: MultiplierDistribution, stake: number): number {
  let paid = 0;
  distribution.combinations.forEach((count, m) => {
    if (count > 0) paid += count * winAmount(stake, m);
  });
  return paid / (distribution.total * stake);
}

/** Share of spins that pay anything. */
export function hitFrequency(distribution: MultiplierDistribution): number {
  return (distribution.total - distribution.combinations[0]) / distribution.total;
}
