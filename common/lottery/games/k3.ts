import { houseIntervalGame, type HouseGameFamily } from './house';
import type { BetTypeSpec } from './modes';
import type { LotteryGameDefinition } from './types';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The K3 table: three fair dice, 216 equally likely outcomes. Full odds (Lott) and their RTP
 * (ways out of 216 in brackets):
 * - sum 4–17, each its own odds (3 and 18 are triples, sold as triples): 4/17 (3) 69× → 95.83%,
 *   5/16 (6) 34.5× → 95.83%, 6/15 (10) 20.7× → 95.83%, 7/14 (15) 13.8× → 95.83%,
 *   8/13 (21) 9.8× → 95.28%, 9/12 (25) 8.2× → 94.91%, 10/11 (27) 7.6× → 95.00%.
 * - big_small: big 11–17, small 4–10, any triple loses both (105 each), 1.96× → 95.28%.
 * - triple: one named triple such as "111" (1), 200× → 92.59%.
 * - any_triple: any of the six triples (6), 34× → 94.44%.
 * - pair: a named number at least twice, "11" to "66" (16), 13× → 96.30%.
 */
const SUM_ODDS: Record<number, number> = { 4: 69_000, 5: 34_500, 6: 20_700, 7: 13_800, 8: 9_800, 9: 8_200, 10: 7_600 };

const K3_BET_TYPES: BetTypeSpec[] = [
  {
    code: 'sum',
    playType: 'Entertainment',
    selection: { kind: 'option', options: range(4, 17).map(String) },
    // The sum distribution is symmetric: s and 21 − s are equally likely.
    optionOdds: Object.fromEntries(range(4, 17).map((s) => [String(s), SUM_ODDS[Math.min(s, 21 - s)]])),
  },
  { code: 'big_small', playType: 'Entertainment', selection: { kind: 'option', options: ['big', 'small'] }, odds: 1_960 },
  { code: 'any_triple', playType: 'Entertainment', selection: { kind: 'option', options: ['any'] }, odds: 34_000 },
  {
    code: 'triple',
    playType: 'Tradition',
    selection: { kind: 'option', options: range(1, 6).map((d) => String(d).repeat(3)) },
    odds: 200_000,
  },
  {
    code: 'pair',
    playType: 'Tradition',
    selection: { kind: 'option', options: range(1, 6).map((d) => String(d).repeat(2)) },
    odds: 13_000,
  },
];

const K3: HouseGameFamily = { code: (minutes) => `K3_${minutes}`, gameGroupCode: 'K3', kind: 'k3', betTypes: K3_BET_TYPES };

export const K3_GAMES: LotteryGameDefinition[] = [houseIntervalGame(K3, 1, 10), houseIntervalGame(K3, 3, 30)];
