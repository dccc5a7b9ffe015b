import type { BetType, PrizeMode } from '../contract/lottery';
import { findBetType, type LotteryGameDefinition } from './games';

/**
 * Settlement of one sub-order against a posted result, in integer minor units. Wins and rebates
 * are each floored to the minor unit once, on the whole sub-order, and multiplied in BigInt so
 * large stakes times large odds never lose precision.
 */

/** Why a selection is refused: unknown bet type, wrong number of rows, a bad value, a repeat, too few picks. */
export type SelectionError =
  | 'betType.unknown'
  | 'selection.shape'
  | 'selection.value'
  | 'selection.duplicate'
  | 'selection.tooFew';

/** The positions (0-based, of five) each SSC digit bet reads; position pays per digit, the rest per straight. */
const SSC_POSITIONS: Record<string, readonly number[]> = {
  position: [0, 1, 2, 3, 4],
  last2: [3, 4],
  last3: [2, 3, 4],
  first3: [0, 1, 2],
  straight5: [0, 1, 2, 3, 4],
};

const isValue = (text: string, width: number, min: number, max: number) =>
  text.length === width && /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

const hasRepeat = (values: string[]) => new Set(values).size !== values.length;

export function validateSelection(game: LotteryGameDefinition, betType: BetType, selection: string[][]): SelectionError | null {
  if (findBetType(game, betType.code) === undefined) return 'betType.unknown';
  const rule = betType.selection;
  if (!Array.isArray(selection) || !selection.every((row) => Array.isArray(row) && row.every((v) => typeof v === 'string'))) {
    return 'selection.shape';
  }
  const { width = 1, min = 0, max = 9, count = 1 } = rule;
  if (rule.kind === 'option') {
    if (selection.length !== 1 || selection[0].length !== 1) return 'selection.shape';
    return rule.options?.includes(selection[0][0]) ? null : 'selection.value';
  }
  if (rule.kind === 'numbers') {
    if (selection.length !== 1) return 'selection.shape';
    const picks = selection[0];
    if (!picks.every((v) => isValue(v, width, min, max))) return 'selection.value';
    if (hasRepeat(picks)) return 'selection.duplicate';
    return picks.length < count ? 'selection.tooFew' : null;
  }
  if (selection.length !== count) return 'selection.shape';
  if (!selection.every((row) => row.every((v) => isValue(v, width, min, max)))) return 'selection.value';
  if (selection.some(hasRepeat)) return 'selection.duplicate';
  // The positional bet may leave positions empty but needs one digit; a straight needs every position.
  const enough = betType.code === 'position' ? selection.some((row) => row.length > 0) : selection.every((row) => row.length > 0);
  return enough ? null : 'selection.tooFew';
}

function combinations(n: number, k: number): number {
  if (k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

function assertValid(game: LotteryGameDefinition, betType: BetType, selection: string[][]) {
  const error = validateSelection(game, betType, selection);
  if (error) throw new RangeError(`invalid selection for ${game.code}/${betType.code}: ${error}`);
}

/** Selections covered × the bet type's stake multiplier: one order costs unitStake × units × multiple. */
export function unitsOf(game: LotteryGameDefinition, betType: BetType, selection: string[][]): number {
  assertValid(game, betType, selection);
  const rule = betType.selection;
  let covered = 1;
  if (rule.kind === 'numbers') covered = combinations(selection[0].length, rule.count ?? 1);
  else if (rule.kind === 'digits') {
    covered =
      betType.code === 'position'
        ? selection.reduce((sum, row) => sum + row.length, 0)
        : selection.reduce((product, row) => product * row.length, 1);
  }
  return covered * betType.stakeMultiplier;
}

const digitSum = (numbers: string[]) => numbers.reduce((sum, n) => sum + Number(n), 0);
const occurrences = (values: string[], value: string) => values.filter((v) => v === value).length;

function sscHits(code: string, selection: string[][], numbers: string[]): number {
  const sum = digitSum(numbers);
  const option = selection[0][0];
  if (code === 'sum_big_small') return (sum >= 23) === (option === 'big') ? 1 : 0;
  if (code === 'sum_odd_even') return (sum % 2 === 1) === (option === 'odd') ? 1 : 0;
  const positions = SSC_POSITIONS[code];
  const matches = positions.filter((p, i) => selection[i].includes(numbers[p])).length;
  if (code === 'position') return matches;
  return matches === positions.length ? 1 : 0;
}

function k3Hits(code: string, option: string, numbers: string[]): number {
  const sum = digitSum(numbers);
  const triple = numbers[0] === numbers[1] && numbers[1] === numbers[2];
  switch (code) {
    case 'sum':
      return Number(option) === sum ? 1 : 0;
    case 'big_small':
      // A triple loses both big and small: that is the house's edge on this bet.
      return !triple && (sum >= 11) === (option === 'big') ? 1 : 0;
    case 'any_triple':
      return triple ? 1 : 0;
    case 'triple':
      return triple && numbers[0] === option[0] ? 1 : 0;
    case 'pair':
      return occurrences(numbers, option[0]) >= 2 ? 1 : 0;
    default:
      throw new RangeError(`unknown K3 bet type ${code}`);
  }
}

function vnHits(code: string, picks: string[], prizes: string[][]): number {
  const all = prizes.flat();
  const tails = (values: string[], width: number) => values.filter((v) => v.length >= width).map((v) => v.slice(-width));
  const appearances = (values: string[]) => picks.reduce((sum, pick) => sum + occurrences(values, pick), 0);
  if (code === 'dau') return appearances(prizes[prizes.length - 1]); // the two-digit tier: seventh north, eighth south
  if (code === 'duoi') return appearances(tails(prizes[0], 2));
  const match = /^(bao_lo|xien)_([234])$/.exec(code);
  if (!match) throw new RangeError(`unknown VN bet type ${code}`);
  const n = Number(match[2]);
  if (match[1] === 'bao_lo') return appearances(tails(all, n));
  // Every combination of n picks whose numbers all appear is one hit.
  const drawn = new Set(tails(all, 2));
  return combinations(picks.filter((pick) => drawn.has(pick)).length, n);
}

function hitsOf(game: LotteryGameDefinition, code: string, selection: string[][], numbers: string[], prizes: string[][] | null) {
  if (game.kind === 'ssc') return sscHits(code, selection, numbers);
  if (game.kind === 'k3') return k3Hits(code, selection[0][0], numbers);
  if (!prizes) throw new RangeError(`a ${game.kind} result needs its prizes`);
  return vnHits(code, selection[0], prizes);
}

/** Odds in thousandths of a bet in a prize mode (per option where the bet type prices options apart). */
function oddsOf(betType: BetType, prizeMode: PrizeMode, option: string): number {
  const odds = betType.optionOdds ? betType.optionOdds[option]?.[prizeMode] : betType.odds[prizeMode];
  if (odds === undefined) throw new RangeError(`${betType.code} is not sold in prize mode ${prizeMode}`);
  return odds;
}

const toSafe = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount exceeds the safe integer range');
  return Number(value);
};

const positiveInteger = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer: ${value}`);
};

export interface SettleSuborderInput {
  game: LotteryGameDefinition;
  betType: BetType;
  selection: string[][];
  prizeMode: PrizeMode;
  /** Minor units per unit. */
  unitStake: number;
  multiple: number;
  numbers: string[];
  prizes: string[][] | null;
}

export interface SettleSuborderResult {
  /** floor(unitStake × multiple × hits × odds / 1000), in minor units; 0 on a loss. */
  winAmount: number;
  /** floor(unitStake × units × multiple × rebateBp / 10000), in minor units, paid win or lose. */
  rebateAmount: number;
  /** Winning units: positional digits matched, straights matched, appearances (bao lô), combinations (xiên). */
  hits: number;
}

export function settleSuborder(input: SettleSuborderInput): SettleSuborderResult {
  const { game, betType, selection, prizeMode, unitStake, multiple, numbers, prizes } = input;
  positiveInteger('unitStake', unitStake);
  positiveInteger('multiple', multiple);
  const units = unitsOf(game, betType, selection);
  const rebateBp = betType.rebateBp[prizeMode];
  const odds = oddsOf(betType, prizeMode, selection[0][0]);
  if (rebateBp === undefined) throw new RangeError(`${betType.code} is not sold in prize mode ${prizeMode}`);
  const hits = hitsOf(game, betType.code, selection, numbers, prizes);
  const stake = BigInt(unitStake) * BigInt(multiple);
  return {
    winAmount: toSafe((stake * BigInt(hits) * BigInt(odds)) / 1000n),
    rebateAmount: toSafe((stake * BigInt(units) * BigInt(rebateBp)) / 10_000n),
    hits,
  };
}
