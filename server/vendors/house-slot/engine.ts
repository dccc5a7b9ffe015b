/**
 * The house slot's engine: pure evaluation of a reel-stop combination, and a spin that draws the
 * stops from node:crypto (never Math.random). Money is integer minor units throughout.
 */
import { randomInt } from 'node:crypto';
import {
  LINE_COUNT, PAYLINES, PAYTABLE, REEL_COUNT, ROW_COUNT, SCATTER, SCATTER_PAYS, STRIPS, SYMBOLS, WILD,
} from './game-config';

/** A uniform integer in [0, max); node:crypto's randomInt by default, injectable for tests. */
export type RandomInt = (max: number) => number;

const cryptoRandom: RandomInt = (max) => randomInt(max);

/** The strips as symbol ids, the form every evaluation uses. */
export const REELS: readonly (readonly number[])[] = STRIPS.map((strip) =>
  [...strip].map((code) => {
    const id = SYMBOLS.findIndex((s) => s.code === code);
    if (id < 0) throw new Error(`unknown symbol ${code} on a strip`);
    return id;
  }),
);

export interface LineResult {
  /** The paying symbol (the wild for a line of wilds); -1 when the line pays nothing. */
  symbol: number;
  count: number;
  /** Multiplier of the line stake. */
  multiplier: number;
}

/**
 * One line, leftmost reel first: the run of the first non-wild symbol (wilds standing in), or
 * the run of leading wilds paid as wilds, whichever pays more. A scatter breaks a run.
 */
export function evaluateLine(symbols: readonly number[]): LineResult {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const wildPay = PAYTABLE[WILD][wilds] ?? 0;
  const symbol = symbols[wilds];
  let count = wilds;
  if (symbol !== undefined && symbol !== SCATTER) {
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) count++;
  }
  const symbolPay = symbol !== undefined && symbol !== SCATTER ? PAYTABLE[symbol][count] : 0;
  if (symbolPay > wildPay) return { symbol, count, multiplier: symbolPay };
  if (wildPay > 0) return { symbol: WILD, count: wilds, multiplier: wildPay };
  return { symbol: -1, count: 0, multiplier: 0 };
}

/** The visible window: grid[reel][row] for the given stops. */
export function windowAt(stops: readonly number[]): number[][] {
  return stops.map((stop, reel) => {
    const strip = REELS[reel];
    return Array.from({ length: ROW_COUNT }, (_, row) => strip[(stop + row) % strip.length]);
  });
}

export interface LineWin extends LineResult {
  /** Payline number, 1-based as the page shows it. */
  line: number;
}

export interface SpinEvaluation {
  grid: number[][];
  lines: LineWin[];
  scatterCount: number;
  /** Whole win in line-stake units: line multipliers plus the scatter pay times LINE_COUNT. */
  multiplier: number;
}

/** Everything a reel-stop combination pays. */
export function evaluateStops(stops: readonly number[]): SpinEvaluation {
  const grid = windowAt(stops);
  const lines: LineWin[] = [];
  let multiplier = 0;
  PAYLINES.forEach((rows, index) => {
    const result = evaluateLine(rows.map((row, reel) => grid[reel][row]));
    if (result.multiplier > 0) {
      lines.push({ ...result, line: index + 1 });
      multiplier += result.multiplier;
    }
  });
  const scatterCount = grid.reduce((n, column) => n + column.filter((s) => s === SCATTER).length, 0);
  multiplier += SCATTER_PAYS[scatterCount] * LINE_COUNT;
  return { grid, lines, scatterCount, multiplier };
}

/**
 * The win in minor units: stake × multiplier / LINE_COUNT, floored to the minor unit (the player
 * never gets a fraction the wallet cannot hold). Products stay far below 2^53, so this is exact.
 */
export function winAmount(stake: number, multiplier: number): number {
  return Math.floor((stake * multiplier) / LINE_COUNT);
}

/** Uniform stops, one per reel. */
export function drawStops(random: RandomInt = cryptoRandom): number[] {
  return Array.from({ length: REEL_COUNT }, (_, reel) => random(REELS[reel].length));
}

export interface SpinOutcome extends SpinEvaluation {
  stops: number[];
  stake: number;
  win: number;
}

/** What the stops `stops` show and pay at `stake` minor units (a played spin, or a verified one). */
export function outcomeAt(stake: number, stops: number[]): SpinOutcome {
  const evaluation = evaluateStops(stops);
  return { ...evaluation, stops, stake, win: winAmount(stake, evaluation.multiplier) };
}

/** One spin at `stake` minor units with stops from `random` (the game server derives its stops provably fairly instead: fair-derive.ts). */
export function spin(stake: number, random: RandomInt = cryptoRandom): SpinOutcome {
  return outcomeAt(stake, drawStops(random));
}
