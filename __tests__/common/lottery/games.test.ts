import type { BetType, PrizeMode } from '@common/contract/lottery';
import { ELOTT_DISCOUNT_BP, LOTTERY_GAMES, VN_PRIZE_TIERS, ZY_REBATE_BP, findLotteryGame, type LotteryGameDefinition } from '@common/lottery/games';

describe('LOTTERY_GAMES', () => {
  test('holds each game once, found by code', () => {
    const codes = LOTTERY_GAMES.map((g) => g.code);
    expect(codes).toEqual(['SSC1', 'SSC3', 'SSC5', 'K3_1', 'K3_3', 'VN_NORTH', 'VN_SOUTH', 'VN_NORTH_5', 'VN_SOUTH_5']);
    codes.forEach((code) => expect(findLotteryGame(code)?.code).toBe(code));
    expect(findLotteryGame('NOPE')).toBeUndefined();
  });

  test.each([
    ['SSC1', 60, null, 10, 'Asia/Dhaka', null],
    ['SSC3', 180, null, 30, 'Asia/Dhaka', null],
    ['SSC5', 300, null, 30, 'Asia/Dhaka', null],
    ['K3_1', 60, null, 10, 'Asia/Dhaka', null],
    ['K3_3', 180, null, 30, 'Asia/Dhaka', null],
    ['VN_NORTH', null, ['18:15'], 900, 'Asia/Ho_Chi_Minh', 'TCG_LOTTO_VN'],
    ['VN_SOUTH', null, ['16:15'], 900, 'Asia/Ho_Chi_Minh', 'TCG_LOTTO_VN'],
    ['VN_NORTH_5', 300, null, 30, 'Asia/Ho_Chi_Minh', 'TCG_LOTTO_VN'],
    ['VN_SOUTH_5', 300, null, 30, 'Asia/Ho_Chi_Minh', 'TCG_LOTTO_VN'],
  ])('%s draws every %ss / daily at %j, closes %ss before, in %s, vendor %s', (code, interval, daily, close, zone, vendor) => {
    const game = findLotteryGame(code) as LotteryGameDefinition;
    expect(game).toMatchObject({ intervalSeconds: interval, dailyDrawTimes: daily, closeSeconds: close, timeZone: zone, vendorCode: vendor });
  });

  test('the northern sheet has 27 numbers and the southern 18', () => {
    const total = (kind: 'vn-north' | 'vn-south') => VN_PRIZE_TIERS[kind].reduce((sum, t) => sum + t.count, 0);
    expect(total('vn-north')).toBe(27);
    expect(total('vn-south')).toBe(18);
  });

  test('ZY odds are the Lott odds less 2%, floored, with a 2% rebate; Lott has no rebate', () => {
    for (const game of LOTTERY_GAMES) {
      for (const type of game.betTypes) {
        const tables = [type.odds, ...Object.values(type.optionOdds ?? {})];
        tables.forEach((odds) => expect(odds.ZY).toBe(Math.floor(((odds.Lott as number) * (10_000 - ZY_REBATE_BP)) / 10_000)));
        expect(type.rebateBp).toMatchObject({ Lott: 0, ZY: 200 });
      }
    }
  });

  test('Elott is sold on the Entertainment bet types of SSC and K3 only, at the odds less 1%, no rebate', () => {
    for (const game of LOTTERY_GAMES) {
      for (const type of game.betTypes) {
        const elott = game.prizeModes.includes('Elott') && type.playType === 'Entertainment';
        expect(type.odds.Elott === undefined).toBe(!elott);
        if (elott) {
          expect(type.odds.Elott).toBe(Math.floor(((type.odds.Lott as number) * (10_000 - ELOTT_DISCOUNT_BP)) / 10_000));
          expect(type.rebateBp.Elott).toBe(0);
        }
      }
    }
    expect(findLotteryGame('VN_NORTH')?.prizeModes).toEqual(['Lott', 'ZY']);
  });
});

/** Probability that one unit wins, worked out here independently of the engine. */
function combinations(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

function sscOptionProbability(code: string, option: string): number {
  let wins = 0;
  for (let outcome = 0; outcome < 100_000; outcome += 1) {
    const sum = String(outcome).padStart(5, '0').split('').reduce((s, d) => s + Number(d), 0);
    if (code === 'sum_big_small' ? (sum >= 23) === (option === 'big') : (sum % 2 === 1) === (option === 'odd')) wins += 1;
  }
  return wins / 100_000;
}

function k3Probability(code: string, option: string): number {
  let wins = 0;
  for (let a = 1; a <= 6; a += 1)
    for (let b = 1; b <= 6; b += 1)
      for (let c = 1; c <= 6; c += 1) {
        const sum = a + b + c;
        const triple = a === b && b === c;
        const count = [a, b, c].filter((d) => d === Number(option[0])).length;
        const won = {
          sum: sum === Number(option),
          big_small: !triple && (sum >= 11) === (option === 'big'),
          any_triple: triple,
          triple: triple && a === Number(option[0]),
          pair: count >= 2,
        }[code];
        if (won) wins += 1;
      }
  return wins / 216;
}

function unitProbability(game: LotteryGameDefinition, type: BetType, option: string): number {
  const straights: Record<string, number> = { position: 1, last2: 2, last3: 3, first3: 3, straight5: 5 };
  if (game.kind === 'ssc') return type.code in straights ? 10 ** -straights[type.code] : sscOptionProbability(type.code, option);
  if (game.kind === 'k3') return k3Probability(type.code, option);
  const n = Number(type.code.slice(-1));
  if (type.code.startsWith('xien')) {
    const drawn = VN_PRIZE_TIERS[game.kind].reduce((sum, t) => sum + t.count, 0);
    let p = 0;
    for (let j = 0; j <= n; j += 1) p += (-1) ** j * combinations(n, j) * (1 - j / 100) ** drawn;
    return p;
  }
  // Each unit of đầu, đuôi and bao lô is one prize's last 2/3/4 digits against one number.
  return 10 ** -(type.code.startsWith('bao_lo') ? n : 2);
}

/** Documented full-odds (Lott) RTP, in percent (games/*.ts and docs/lottery-odds.md). */
const LOTT_RTP: Record<string, number> = {
  'ssc:position': 98, 'ssc:last2': 98, 'ssc:last3': 98, 'ssc:first3': 98, 'ssc:straight5': 98,
  'ssc:sum_big_small': 99, 'ssc:sum_odd_even': 99,
  'k3:sum:4': 95.83, 'k3:sum:5': 95.83, 'k3:sum:6': 95.83, 'k3:sum:7': 95.83, 'k3:sum:8': 95.28, 'k3:sum:9': 94.91, 'k3:sum:10': 95.0,
  'k3:big_small': 95.28, 'k3:triple': 92.59, 'k3:any_triple': 94.44, 'k3:pair': 96.3,
  'vn:dau': 80, 'vn:duoi': 80, 'vn:bao_lo_2': 80, 'vn:bao_lo_3': 80, 'vn:bao_lo_4': 80,
  'vn-north:xien_2': 82.32, 'vn-north:xien_3': 79.94, 'vn-north:xien_4': 80.1,
  'vn-south:xien_2': 78.32, 'vn-south:xien_3': 78.27, 'vn-south:xien_4': 77.73,
};

const rows = LOTTERY_GAMES.flatMap((game) =>
  game.betTypes.flatMap((type) =>
    (type.selection.kind === 'option' ? (type.selection.options as string[]) : ['']).map((option) => ({ game, type, option })),
  ),
);

describe('odds tables: return to player', () => {
  test.each(rows.map((r) => [r.game.code, r.type.code, r.option, r] as const))('%s %s %s pays back less than it takes in every prize mode', (_g, _t, _o, { game, type, option }) => {
    const p = unitProbability(game, type, option);
    const oddsFor = (mode: PrizeMode) => (type.optionOdds ? type.optionOdds[option][mode] : type.odds[mode]);
    const rtp = (mode: PrizeMode) => (p * (oddsFor(mode) as number)) / 1000 + (type.rebateBp[mode] as number) / 10_000;
    const documented =
      LOTT_RTP[`${game.kind}:${type.code}:${Number(option) > 10 ? 21 - Number(option) : option}`] ??
      LOTT_RTP[`${game.kind}:${type.code}`] ??
      LOTT_RTP[`vn:${type.code}`];
    expect(rtp('Lott') * 100).toBeCloseTo(documented, 2);
    (Object.keys(type.odds) as PrizeMode[]).forEach((mode) => expect(rtp(mode)).toBeLessThan(1));
  });
});
