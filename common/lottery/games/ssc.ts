import type { SelectionRule } from '../../contract/lottery';
import { houseIntervalGame, type HouseGameFamily } from './house';
import type { BetTypeSpec } from './modes';
import type { LotteryGameDefinition } from './types';

const digits = (count: number): SelectionRule => ({ kind: 'digits', count, min: 0, max: 9, width: 1 });

/**
 * The SSC table: five digits 0-9, each uniform and independent. Full odds (Lott) and their RTP:
 * - position: a digit on any of the 5 positions; each picked digit is a unit, p = 1/10, 9.8× → 98%.
 * - last2 / last3 / first3 / straight5: every position matches, p = 1/10^n, 98× / 980× / 980× /
 *   98,000× → 98%.
 * - sum_big_small: sum 23–45 big, 0–22 small; the sum is symmetric about 22.5, p = 1/2, 1.98× → 99%.
 * - sum_odd_even: each digit's parity is a fair coin, so the sum's is too, p = 1/2, 1.98× → 99%.
 */
const SSC_BET_TYPES: BetTypeSpec[] = [
  { code: 'position', playType: 'Tradition', selection: digits(5), odds: 9_800 },
  { code: 'last2', playType: 'Tradition', selection: digits(2), odds: 98_000 },
  { code: 'last3', playType: 'Tradition', selection: digits(3), odds: 980_000 },
  { code: 'first3', playType: 'Tradition', selection: digits(3), odds: 980_000 },
  { code: 'straight5', playType: 'Tradition', selection: digits(5), odds: 98_000_000 },
  { code: 'sum_big_small', playType: 'Entertainment', selection: { kind: 'option', options: ['big', 'small'] }, odds: 1_980 },
  { code: 'sum_odd_even', playType: 'Entertainment', selection: { kind: 'option', options: ['odd', 'even'] }, odds: 1_980 },
];

const SSC: HouseGameFamily = { code: (minutes) => `SSC${minutes}`, gameGroupCode: 'SSC', kind: 'ssc', betTypes: SSC_BET_TYPES };

export const SSC_GAMES: LotteryGameDefinition[] = [houseIntervalGame(SSC, 1, 10), houseIntervalGame(SSC, 3, 30), houseIntervalGame(SSC, 5, 30)];
