/**
 * Precomputed tables for evaluating millions of stop combinations (exact RTP enumeration and the
 * statistical test): every 5-symbol line's multiplier, and each reel's window per stop. They are
 * built from evaluateLine and windowAt, so they cannot pay differently from a real spin.
 */
import { evaluateLine, REELS, windowAt } from './engine';
import { LINE_COUNT, PAYLINES, REEL_COUNT, ROW_COUNT, SCATTER, SCATTER_PAYS, SYMBOL_COUNT } from './game-config';

/** Place value of reel r's symbol in a line-table index (base SYMBOL_COUNT, reel 0 most significant). */
export const LINE_PLACE: readonly number[] = Array.from({ length: REEL_COUNT }, (_, r) => SYMBOL_COUNT ** (REEL_COUNT - 1 - r));

/** LINE_TABLE[Σ symbol_r × LINE_PLACE[r]]: the multiplier of that line. */
export const LINE_TABLE: Int32Array = (() => {
  const table = new Int32Array(SYMBOL_COUNT ** REEL_COUNT);
  const symbols = new Array<number>(REEL_COUNT).fill(0);
  for (let index = 0; index < table.length; index++) {
    let rest = index;
    for (let r = REEL_COUNT - 1; r >= 0; r--) {
      symbols[r] = rest % SYMBOL_COUNT;
      rest = Math.floor(rest / SYMBOL_COUNT);
    }
    table[index] = evaluateLine(symbols).multiplier;
  }
  return table;
})();

/** WINDOWS[r][stop × ROW_COUNT + row]: the symbol reel r shows in that row at that stop. */
export const WINDOWS: readonly Int8Array[] = REELS.map((strip, reel) => {
  const flat = new Int8Array(strip.length * ROW_COUNT);
  for (let stop = 0; stop < strip.length; stop++) {
    const stops = new Array<number>(REEL_COUNT).fill(0);
    stops[reel] = stop;
    windowAt(stops)[reel].forEach((symbol, row) => (flat[stop * ROW_COUNT + row] = symbol));
  }
  return flat;
});

/** SCATTERS[r][stop]: scatters reel r shows at that stop. */
export const SCATTERS: readonly Uint8Array[] = WINDOWS.map((flat) => {
  const counts = new Uint8Array(flat.length / ROW_COUNT);
  flat.forEach((symbol, i) => {
    if (symbol === SCATTER) counts[Math.floor(i / ROW_COUNT)]++;
  });
  return counts;
});

/** Scatter pay in line-stake units by scatter count (the scatter pays the total stake). */
export const SCATTER_UNITS: Int32Array = Int32Array.from(
  { length: REEL_COUNT * ROW_COUNT + 1 },
  (_, count) => (SCATTER_PAYS[count] ?? 0) * LINE_COUNT,
);

/**
 * LINE_PARTS[r][stop × LINE_COUNT + line]: reel r's share of each payline's LINE_TABLE index at
 * that stop, so a line's index is five additions.
 */
export const LINE_PARTS: readonly Int32Array[] = WINDOWS.map((flat, r) =>
  Int32Array.from({ length: (flat.length / ROW_COUNT) * LINE_COUNT }, (_, i) => {
    const stop = Math.floor(i / LINE_COUNT);
    return flat[stop * ROW_COUNT + PAYLINES[i % LINE_COUNT][r]] * LINE_PLACE[r];
  }),
);

/** The same multiplier as evaluateStops(stops).multiplier, from the tables. */
export function fastMultiplier(stops: readonly number[]): number {
  const [a, b, c, d, e] = stops;
  const [r0, r1, r2, r3, r4] = LINE_PARTS;
  let multiplier = SCATTER_UNITS[SCATTERS[0][a] + SCATTERS[1][b] + SCATTERS[2][c] + SCATTERS[3][d] + SCATTERS[4][e]];
  const o0 = a * LINE_COUNT;
  const o1 = b * LINE_COUNT;
  const o2 = c * LINE_COUNT;
  const o3 = d * LINE_COUNT;
  const o4 = e * LINE_COUNT;
  for (let l = 0; l < LINE_COUNT; l++) multiplier += LINE_TABLE[r0[o0 + l] + r1[o1 + l] + r2[o2 + l] + r3[o3 + l] + r4[o4 + l]];
  return multiplier;
}
