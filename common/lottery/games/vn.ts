import type { DrawKind, SelectionRule } from '../../contract/lottery';
import { betType, type BetTypeSpec } from './modes';
import type { LotteryGameDefinition } from './types';

export type VnKind = Extract<DrawKind, 'vn-north' | 'vn-south'>;

/** One prize tier of a Vietnamese result: how many numbers it has and how many digits each. */
export interface VnPrizeTier {
  name: string;
  width: number;
  count: number;
}

/** The result sheets in prize order, special first: the order numbers are drawn and listed in. */
export const VN_PRIZE_TIERS: Record<VnKind, readonly VnPrizeTier[]> = {
  'vn-north': [
    { name: 'special', width: 5, count: 1 },
    { name: 'first', width: 5, count: 1 },
    { name: 'second', width: 5, count: 2 },
    { name: 'third', width: 5, count: 6 },
    { name: 'fourth', width: 4, count: 4 },
    { name: 'fifth', width: 4, count: 6 },
    { name: 'sixth', width: 3, count: 3 },
    { name: 'seventh', width: 2, count: 4 },
  ],
  'vn-south': [
    { name: 'special', width: 6, count: 1 },
    { name: 'first', width: 5, count: 1 },
    { name: 'second', width: 5, count: 1 },
    { name: 'third', width: 5, count: 2 },
    { name: 'fourth', width: 5, count: 7 },
    { name: 'fifth', width: 4, count: 1 },
    { name: 'sixth', width: 4, count: 3 },
    { name: 'seventh', width: 3, count: 1 },
    { name: 'eighth', width: 2, count: 1 },
  ],
};

/** Numbers of `width` digits, `count` of them per combination (more picks cover every combination). */
const numbers = (width: number, count = 1): SelectionRule => ({ kind: 'numbers', count, min: 0, max: 10 ** width - 1, width });

/** Prizes with at least `width` digits: the units bao lô of that width costs, one per prize. */
const prizesWithWidth = (kind: VnKind, width: number) =>
  VN_PRIZE_TIERS[kind].filter((t) => t.width >= width).reduce((sum, t) => sum + t.count, 0);

/**
 * The Vietnamese table, same codes north and south; stake multipliers and xiên odds differ because
 * the sheets differ (27 numbers north, 18 south). Every prize's last k digits are uniform, so
 * one unit of a single-number bet has RTP = odds / 10^k whatever the multiplier:
 * - dau (đầu): north the four numbers of the seventh prize (×4), south the eighth prize (×1); 80× → 80%.
 * - duoi (đuôi, đề): the special prize's last two digits (×1); 80× → 80%.
 * - bao_lo_2/3/4: the last 2/3/4 digits of every prize long enough (north ×27/×23/×20, south
 *   ×18/×17/×16), each appearance a hit; 80× / 800× / 8,000× per hit → 80%.
 * - xien_2/3/4: all picked two-digit numbers among the last two digits of all prizes (×1), one hit.
 *   p = Σ_j (−1)^j C(n,j) (1 − j/100)^N: north (N = 27) 15× → 82.32%, 65× → 79.94%,
 *   300× → 80.10%; south (N = 18) 30× → 78.32%, 200× → 78.27%, 1,400× → 77.73%.
 */
function vnBetTypes(kind: VnKind): BetTypeSpec[] {
  const north = kind === 'vn-north';
  const xien = north ? [15_000, 65_000, 300_000] : [30_000, 200_000, 1_400_000];
  return [
    { code: 'dau', playType: 'Tradition', selection: numbers(2), stakeMultiplier: north ? 4 : 1, odds: 80_000 },
    { code: 'duoi', playType: 'Tradition', selection: numbers(2), odds: 80_000 },
    ...[2, 3, 4].map((width) => ({
      code: `bao_lo_${width}`,
      playType: 'Tradition' as const,
      selection: numbers(width),
      stakeMultiplier: prizesWithWidth(kind, width),
      // 80× the 2-digit price per extra digit: one in 10^width, RTP 80% at every width.
      odds: 80 * 10 ** (width - 2) * 1_000,
    })),
    ...[2, 3, 4].map((count, i) => ({
      code: `xien_${count}`,
      playType: 'Tradition' as const,
      selection: numbers(2, count),
      odds: xien[i],
    })),
  ];
}

interface VnGameSpec {
  code: string;
  labelName: string;
  kind: VnKind;
  schedule: Pick<LotteryGameDefinition, 'intervalSeconds' | 'dailyDrawTimes' | 'closeSeconds'>;
}

const vn = ({ code, labelName, kind, schedule }: VnGameSpec): LotteryGameDefinition => ({
  code,
  gameGroupCode: 'VN',
  labelName,
  kind,
  ...schedule,
  timeZone: 'Asia/Ho_Chi_Minh',
  prizeModes: ['Lott', 'ZY'],
  vendorCode: 'TCG_LOTTO_VN',
  betTypes: vnBetTypes(kind).map((spec) => betType(spec, false)),
});

const daily = (time: string) => ({ intervalSeconds: null, dailyDrawTimes: [time], closeSeconds: 15 * 60 });
/** Demo variants draw every 5 minutes so the Vietnamese bets can be played without waiting a day. */
const fiveMinutes = { intervalSeconds: 300, dailyDrawTimes: null, closeSeconds: 30 };

export const VN_GAMES: LotteryGameDefinition[] = [
  vn({ code: 'VN_NORTH', labelName: 'Vietnam North', kind: 'vn-north', schedule: daily('18:15') }),
  vn({ code: 'VN_SOUTH', labelName: 'Vietnam South', kind: 'vn-south', schedule: daily('16:15') }),
  vn({ code: 'VN_NORTH_5', labelName: 'Vietnam North 5 Minutes', kind: 'vn-north', schedule: fiveMinutes }),
  vn({ code: 'VN_SOUTH_5', labelName: 'Vietnam South 5 Minutes', kind: 'vn-south', schedule: fiveMinutes }),
];
