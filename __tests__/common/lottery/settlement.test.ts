import type { PrizeMode } from '@common/contract/lottery';
import { findBetType, findLotteryGame, type LotteryGameDefinition } from '@common/lottery/games';
import { settleSuborder, unitsOf, validateSelection } from '@common/lottery/settlement';

const game = (code: string): LotteryGameDefinition => {
  const found = findLotteryGame(code);
  if (!found) throw new Error(`no game ${code}`);
  return found;
};
const bet = (gameCode: string, code: string) => {
  const found = findBetType(game(gameCode), code);
  if (!found) throw new Error(`no bet type ${gameCode}/${code}`);
  return found;
};

/** Hand-checked sheets: '45' ends 7 northern prizes (twice in the seventh), '89' ends 2, '2345' ends 2. */
const NORTH = [
  ['12345'],
  ['00045'],
  ['11111', '22222'],
  ['33345', '44444', '55555', '66666', '77777', '88888'],
  ['1234', '2345', '3456', '4567'],
  ['5678', '6789', '7890', '8901', '9012', '0123'],
  ['345', '456', '567'],
  ['45', '67', '89', '45'],
];
/** '45' ends 5 southern prizes (00045, 4545, 2345, 345, 45); '345' ends 2; '3456' ends 2. */
const SOUTH = [
  ['123456'],
  ['00045'],
  ['11111'],
  ['22222', '33333'],
  ['44444', '55555', '66666', '77777', '88888', '99999', '10101'],
  ['4545'],
  ['1234', '2345', '3456'],
  ['345'],
  ['45'],
];

interface Example {
  rule: string;
  game: string;
  bet: string;
  selection: string[][];
  numbers?: string[];
  prizes?: string[][];
  mode?: PrizeMode;
  unitStake?: number;
  multiple?: number;
  units: number;
  hits: number;
  win: number;
  rebate?: number;
}

const SSC = ['1', '2', '3', '4', '5'];
const EXAMPLES: Example[] = [
  // SSC, result 1 2 3 4 5 (sum 15), 1.00 a unit.
  { rule: 'positional digit pays 9.8× per matched position', game: 'SSC1', bet: 'position', selection: [['1', '9'], [], ['3'], [], ['0']], numbers: SSC, units: 4, hits: 2, win: 1_960 },
  { rule: 'last-2 straight pays 98× when both last digits match', game: 'SSC1', bet: 'last2', selection: [['4'], ['5', '6']], numbers: SSC, units: 2, hits: 1, win: 9_800 },
  { rule: 'last-2 straight is positional: 5 then 4 loses', game: 'SSC1', bet: 'last2', selection: [['5'], ['4']], numbers: SSC, units: 1, hits: 0, win: 0 },
  { rule: 'last-3 straight pays 980×', game: 'SSC3', bet: 'last3', selection: [['3'], ['4'], ['5']], numbers: SSC, units: 1, hits: 1, win: 98_000 },
  { rule: 'first-3 straight pays 980× once however many combinations are covered', game: 'SSC5', bet: 'first3', selection: [['1'], ['2'], ['3', '4']], numbers: SSC, units: 2, hits: 1, win: 98_000 },
  { rule: '5-digit straight pays 98,000× the unit stake times the multiple', game: 'SSC1', bet: 'straight5', selection: [['1'], ['2'], ['3'], ['4'], ['5']], numbers: SSC, unitStake: 2, multiple: 3, units: 1, hits: 1, win: 588_000 },
  { rule: 'sum 15 is small', game: 'SSC1', bet: 'sum_big_small', selection: [['small']], numbers: SSC, units: 1, hits: 1, win: 198 },
  { rule: 'sum 15 is not big', game: 'SSC1', bet: 'sum_big_small', selection: [['big']], numbers: SSC, units: 1, hits: 0, win: 0 },
  { rule: 'sum 23 is big', game: 'SSC1', bet: 'sum_big_small', selection: [['big']], numbers: ['9', '9', '5', '0', '0'], units: 1, hits: 1, win: 198 },
  { rule: 'sum 22 is small', game: 'SSC1', bet: 'sum_big_small', selection: [['small']], numbers: ['9', '9', '4', '0', '0'], units: 1, hits: 1, win: 198 },
  { rule: 'sum 15 is odd', game: 'SSC1', bet: 'sum_odd_even', selection: [['odd']], numbers: SSC, units: 1, hits: 1, win: 198 },
  { rule: 'sum 15 is not even', game: 'SSC1', bet: 'sum_odd_even', selection: [['even']], numbers: SSC, units: 1, hits: 0, win: 0 },
  { rule: 'ZY pays 98% of the odds and rebates 2% of the stake', game: 'SSC1', bet: 'last2', mode: 'ZY', selection: [['4'], ['5']], numbers: SSC, units: 1, hits: 1, win: 9_604, rebate: 2 },
  { rule: 'ZY rebates on a loss too, on the whole amount', game: 'SSC1', bet: 'position', mode: 'ZY', selection: [['0', '2'], ['0', '1'], [], [], []], numbers: SSC, unitStake: 1_000, multiple: 2, units: 4, hits: 0, win: 0, rebate: 160 },
  { rule: 'Elott pays 99% of the odds, floored to the thousandth (1.960×), no rebate', game: 'SSC1', bet: 'sum_big_small', mode: 'Elott', selection: [['small']], numbers: SSC, units: 1, hits: 1, win: 196, rebate: 0 },
  { rule: 'wins floor to the minor unit (1 × 1.98 → 1)', game: 'SSC1', bet: 'sum_big_small', selection: [['small']], numbers: SSC, unitStake: 1, units: 1, hits: 1, win: 1 },
  { rule: 'rebates floor to the minor unit (2% of 1 → 0)', game: 'SSC1', bet: 'sum_big_small', mode: 'ZY', selection: [['small']], numbers: SSC, unitStake: 1, units: 1, hits: 1, win: 1, rebate: 0 },
  { rule: 'large stakes times large odds stay exact', game: 'SSC1', bet: 'straight5', selection: [['1'], ['2'], ['3'], ['4'], ['5']], numbers: SSC, unitStake: 1_000_000, multiple: 100, units: 1, hits: 1, win: 9_800_000_000_000 },
  // K3, 1.00 a unit.
  { rule: 'K3 sum 4 pays its own odds 69×', game: 'K3_1', bet: 'sum', selection: [['4']], numbers: ['1', '2', '1'], units: 1, hits: 1, win: 6_900 },
  { rule: 'K3 sum 10 pays 7.6×', game: 'K3_3', bet: 'sum', selection: [['10']], numbers: ['3', '3', '4'], units: 1, hits: 1, win: 760 },
  { rule: 'K3 sum loses on another sum', game: 'K3_1', bet: 'sum', selection: [['11']], numbers: ['3', '3', '4'], units: 1, hits: 0, win: 0 },
  { rule: 'K3 ZY sum 4 pays 67.62× and rebates 2%', game: 'K3_1', bet: 'sum', mode: 'ZY', selection: [['4']], numbers: ['1', '1', '2'], units: 1, hits: 1, win: 6_762, rebate: 2 },
  { rule: 'K3 big: 12 without a triple pays 1.96×', game: 'K3_1', bet: 'big_small', selection: [['big']], numbers: ['6', '5', '1'], units: 1, hits: 1, win: 196 },
  { rule: 'K3 big: a triple (4 4 4, sum 12) voids big', game: 'K3_1', bet: 'big_small', selection: [['big']], numbers: ['4', '4', '4'], units: 1, hits: 0, win: 0 },
  { rule: 'K3 small: a triple (2 2 2, sum 6) voids small', game: 'K3_1', bet: 'big_small', selection: [['small']], numbers: ['2', '2', '2'], units: 1, hits: 0, win: 0 },
  { rule: 'K3 small: 1 2 3 pays 1.96×', game: 'K3_1', bet: 'big_small', selection: [['small']], numbers: ['1', '2', '3'], units: 1, hits: 1, win: 196 },
  { rule: 'K3 any triple pays 34×', game: 'K3_1', bet: 'any_triple', selection: [['any']], numbers: ['2', '2', '2'], units: 1, hits: 1, win: 3_400 },
  { rule: 'K3 any triple loses on a pair', game: 'K3_1', bet: 'any_triple', selection: [['any']], numbers: ['2', '2', '3'], units: 1, hits: 0, win: 0 },
  { rule: 'K3 specific triple pays 200×', game: 'K3_1', bet: 'triple', selection: [['222']], numbers: ['2', '2', '2'], units: 1, hits: 1, win: 20_000 },
  { rule: 'K3 specific triple loses on another triple', game: 'K3_1', bet: 'triple', selection: [['333']], numbers: ['2', '2', '2'], units: 1, hits: 0, win: 0 },
  { rule: 'K3 pair pays 13× on a number twice', game: 'K3_1', bet: 'pair', selection: [['55']], numbers: ['5', '1', '5'], units: 1, hits: 1, win: 1_300 },
  { rule: 'K3 pair pays on a number three times (at least twice)', game: 'K3_1', bet: 'pair', selection: [['55']], numbers: ['5', '5', '5'], units: 1, hits: 1, win: 1_300 },
  { rule: 'K3 pair loses on the number once', game: 'K3_1', bet: 'pair', selection: [['55']], numbers: ['5', '1', '2'], units: 1, hits: 0, win: 0 },
  // Vietnam north.
  { rule: 'north đầu costs 4 units and pays per appearance in the seventh prize', game: 'VN_NORTH', bet: 'dau', selection: [['45']], prizes: NORTH, units: 4, hits: 2, win: 16_000 },
  { rule: 'north đầu reads only the seventh prize (34 ends 1234 of the fourth)', game: 'VN_NORTH', bet: 'dau', selection: [['34']], prizes: NORTH, units: 4, hits: 0, win: 0 },
  { rule: 'đuôi pays 80× on the special prize’s last two digits', game: 'VN_NORTH', bet: 'duoi', selection: [['45']], prizes: NORTH, units: 1, hits: 1, win: 8_000 },
  { rule: 'đuôi ignores other prizes', game: 'VN_NORTH', bet: 'duoi', selection: [['67']], prizes: NORTH, units: 1, hits: 0, win: 0 },
  { rule: 'north bao lô 2 costs 27 units and pays every appearance (7)', game: 'VN_NORTH', bet: 'bao_lo_2', selection: [['45']], prizes: NORTH, units: 27, hits: 7, win: 56_000 },
  { rule: 'bao lô 2 drawn twice pays twice', game: 'VN_NORTH', bet: 'bao_lo_2', selection: [['89']], prizes: NORTH, units: 27, hits: 2, win: 16_000 },
  { rule: 'bao lô 2 with two picks costs 54 units and adds their hits', game: 'VN_NORTH', bet: 'bao_lo_2', selection: [['89', '00']], prizes: NORTH, units: 54, hits: 2, win: 16_000 },
  { rule: 'north bao lô 3 costs 23 units, 4 appearances at 800×', game: 'VN_NORTH', bet: 'bao_lo_3', selection: [['345']], prizes: NORTH, units: 23, hits: 4, win: 320_000 },
  { rule: 'north bao lô 4 costs 20 units, 2 appearances at 8,000×', game: 'VN_NORTH', bet: 'bao_lo_4', selection: [['2345']], prizes: NORTH, units: 20, hits: 2, win: 1_600_000 },
  { rule: 'north xiên 2 pays 15× when both numbers appear', game: 'VN_NORTH', bet: 'xien_2', selection: [['45', '67']], prizes: NORTH, units: 1, hits: 1, win: 1_500 },
  { rule: 'xiên 2 loses when one number is missing', game: 'VN_NORTH', bet: 'xien_2', selection: [['45', '99']], prizes: NORTH, units: 1, hits: 0, win: 0 },
  { rule: 'xiên 2 over three drawn picks is three winning combinations', game: 'VN_NORTH', bet: 'xien_2', selection: [['45', '67', '89']], prizes: NORTH, units: 3, hits: 3, win: 4_500 },
  { rule: 'north xiên 3 pays 65× once per whole combination', game: 'VN_NORTH', bet: 'xien_3', selection: [['45', '67', '89', '99']], prizes: NORTH, units: 4, hits: 1, win: 6_500 },
  { rule: 'north xiên 4 pays 300×', game: 'VN_NORTH', bet: 'xien_4', selection: [['11', '22', '44', '55']], prizes: NORTH, units: 1, hits: 1, win: 30_000 },
  { rule: 'ZY bao lô 2: 78.4× per hit, 2% of 27 units back', game: 'VN_NORTH', bet: 'bao_lo_2', mode: 'ZY', selection: [['45']], prizes: NORTH, units: 27, hits: 7, win: 54_880, rebate: 54 },
  { rule: 'ZY đuôi: 78.4× and 2% back', game: 'VN_NORTH_5', bet: 'duoi', mode: 'ZY', selection: [['45']], prizes: NORTH, units: 1, hits: 1, win: 7_840, rebate: 2 },
  // Vietnam south.
  { rule: 'south đầu costs 1 unit and reads the eighth prize', game: 'VN_SOUTH', bet: 'dau', selection: [['45']], prizes: SOUTH, units: 1, hits: 1, win: 8_000 },
  { rule: 'south đuôi reads the 6-digit special prize’s last two', game: 'VN_SOUTH', bet: 'duoi', selection: [['56']], prizes: SOUTH, units: 1, hits: 1, win: 8_000 },
  { rule: 'south bao lô 2 costs 18 units, 5 appearances', game: 'VN_SOUTH', bet: 'bao_lo_2', selection: [['45']], prizes: SOUTH, units: 18, hits: 5, win: 40_000 },
  { rule: 'south bao lô 3 costs 17 units (00045 ends 045, not 345)', game: 'VN_SOUTH', bet: 'bao_lo_3', selection: [['345']], prizes: SOUTH, units: 17, hits: 2, win: 160_000 },
  { rule: 'south bao lô 4 costs 16 units', game: 'VN_SOUTH_5', bet: 'bao_lo_4', selection: [['3456']], prizes: SOUTH, units: 16, hits: 2, win: 1_600_000 },
  { rule: 'south xiên 2 pays 30×', game: 'VN_SOUTH', bet: 'xien_2', selection: [['45', '56']], prizes: SOUTH, units: 1, hits: 1, win: 3_000 },
  { rule: 'south xiên 3 needs all three (67 missing)', game: 'VN_SOUTH', bet: 'xien_3', selection: [['45', '56', '67']], prizes: SOUTH, units: 1, hits: 0, win: 0 },
];

describe('settleSuborder: hand-worked examples', () => {
  test.each(EXAMPLES)('$game $bet: $rule', (example) => {
    const g = game(example.game);
    const betType = bet(example.game, example.bet);
    const unitStake = example.unitStake ?? 100;
    const multiple = example.multiple ?? 1;
    expect(unitsOf(g, betType, example.selection)).toBe(example.units);
    const result = settleSuborder({
      game: g,
      betType,
      selection: example.selection,
      prizeMode: example.mode ?? 'Lott',
      unitStake,
      multiple,
      numbers: example.numbers ?? (example.prizes ?? []).flat(),
      prizes: example.prizes ?? null,
    });
    expect(result).toEqual({ winAmount: example.win, rebateAmount: example.rebate ?? 0, hits: example.hits });
  });
});

describe('settleSuborder: refusals', () => {
  const base = { game: game('SSC1'), betType: bet('SSC1', 'last2'), selection: [['4'], ['5']], numbers: SSC, prizes: null };
  test('a prize mode the bet type is not sold in throws (Elott has no Tradition odds)', () => {
    expect(() => settleSuborder({ ...base, prizeMode: 'Elott', unitStake: 100, multiple: 1 })).toThrow(/prize mode Elott/);
  });
  test('a stake that is not a positive integer of minor units throws', () => {
    expect(() => settleSuborder({ ...base, prizeMode: 'Lott', unitStake: 1.5, multiple: 1 })).toThrow(RangeError);
    expect(() => settleSuborder({ ...base, prizeMode: 'Lott', unitStake: 100, multiple: 0 })).toThrow(RangeError);
  });
  test('an invalid selection throws', () => {
    expect(() => settleSuborder({ ...base, selection: [['4']], prizeMode: 'Lott', unitStake: 100, multiple: 1 })).toThrow(/selection.shape/);
  });
  test('a Vietnamese result without its prizes throws', () => {
    const g = game('VN_NORTH');
    expect(() =>
      settleSuborder({ game: g, betType: bet('VN_NORTH', 'duoi'), selection: [['45']], prizeMode: 'Lott', unitStake: 1, multiple: 1, numbers: [], prizes: null }),
    ).toThrow(/prizes/);
  });
});

describe('unitsOf', () => {
  test.each<[string, string, string[][], number, string]>([
    ['SSC1', 'position', [['1', '2'], [], ['3'], [], ['4']], 4, 'positional: one unit per picked digit'],
    ['SSC1', 'last3', [['1', '2'], ['3'], ['4', '5', '6']], 6, 'straights: the product of the digits per position'],
    ['SSC1', 'straight5', Array.from({ length: 5 }, () => '0123456789'.split('')), 100_000, 'a full 5-digit straight covers 100,000'],
    ['SSC1', 'sum_big_small', [['big']], 1, 'an option is one unit'],
    ['K3_1', 'sum', [['4']], 1, 'a K3 sum is one unit'],
    ['VN_NORTH', 'bao_lo_2', [['01', '02', '03']], 81, 'north bao lô 2: 27 per number'],
    ['VN_SOUTH', 'bao_lo_2', [['01', '02', '03']], 54, 'south bao lô 2: 18 per number'],
    ['VN_NORTH', 'bao_lo_3', [['001']], 23, 'north bao lô 3: 23'],
    ['VN_SOUTH', 'bao_lo_3', [['001']], 17, 'south bao lô 3: 17'],
    ['VN_NORTH', 'bao_lo_4', [['0001']], 20, 'north bao lô 4: 20'],
    ['VN_SOUTH', 'bao_lo_4', [['0001']], 16, 'south bao lô 4: 16'],
    ['VN_NORTH', 'dau', [['01']], 4, 'north đầu: 4'],
    ['VN_SOUTH', 'dau', [['01']], 1, 'south đầu: 1'],
    ['VN_NORTH', 'duoi', [['01', '02']], 2, 'đuôi: 1 per number'],
    ['VN_NORTH', 'xien_2', [['01', '02', '03', '04']], 6, 'xiên 2 over 4 numbers: C(4,2)'],
    ['VN_SOUTH', 'xien_4', [['01', '02', '03', '04', '05']], 5, 'xiên 4 over 5 numbers: C(5,4)'],
  ])('%s %s %j → %i (%s)', (gameCode, code, selection, units) => {
    expect(unitsOf(game(gameCode), bet(gameCode, code), selection)).toBe(units);
  });

  test('an invalid selection throws rather than pricing it', () => {
    expect(() => unitsOf(game('SSC1'), bet('SSC1', 'last2'), [['1']])).toThrow(RangeError);
  });
});

describe('validateSelection', () => {
  test.each<[string, string, string[][], string | null, string]>([
    ['SSC1', 'last2', [['1'], ['2', '3']], null, 'a straight with a digit in each position'],
    ['SSC1', 'position', [[], [], [], [], ['9']], null, 'a positional bet with one digit'],
    ['SSC1', 'last2', [['1']], 'selection.shape', 'a straight needs one row per position'],
    ['SSC1', 'last2', [['1'], []], 'selection.tooFew', 'a straight needs every position'],
    ['SSC1', 'position', [[], [], [], [], []], 'selection.tooFew', 'a positional bet needs a digit'],
    ['SSC1', 'position', [['10'], [], [], [], []], 'selection.value', 'digits are 0-9'],
    ['SSC1', 'position', [['a'], [], [], [], []], 'selection.value', 'digits are digits'],
    ['SSC1', 'position', [['1', '1'], [], [], [], []], 'selection.duplicate', 'a digit once per position'],
    ['SSC1', 'sum_big_small', [['medium']], 'selection.value', 'options come from the table'],
    ['SSC1', 'sum_big_small', [['big', 'small']], 'selection.shape', 'one option per order'],
    ['SSC1', 'big_small', [['big']], 'betType.unknown', 'a K3 bet type on an SSC game'],
    ['K3_1', 'sum', [['3']], 'selection.value', 'sum 3 is sold as a triple'],
    ['K3_1', 'sum', [['18']], 'selection.value', 'sum 18 is sold as a triple'],
    ['K3_1', 'triple', [['666']], null, 'a specific triple'],
    ['K3_1', 'pair', [['12']], 'selection.value', 'a pair is one number twice'],
    ['VN_NORTH', 'bao_lo_2', [['5']], 'selection.value', 'two-digit numbers are zero-padded'],
    ['VN_NORTH', 'bao_lo_3', [['045']], null, 'a three-digit number'],
    ['VN_NORTH', 'bao_lo_2', [['45', '45']], 'selection.duplicate', 'a number once'],
    ['VN_SOUTH', 'xien_3', [['45', '67']], 'selection.tooFew', 'xiên 3 needs three numbers'],
    ['VN_SOUTH', 'duoi', [['45'], ['67']], 'selection.shape', 'numbers come in one row'],
    ['VN_SOUTH', 'duoi', [], 'selection.shape', 'numbers need their row'],
  ])('%s %s %j → %s (%s)', (gameCode, code, selection, expected) => {
    const g = game(gameCode);
    const betType = findBetType(g, code) ?? { ...bet('K3_1', code) };
    expect(validateSelection(g, betType, selection)).toBe(expected);
  });

  test('a selection that is not rows of strings is a shape error', () => {
    expect(validateSelection(game('SSC1'), bet('SSC1', 'last2'), [[1], [2]] as unknown as string[][])).toBe('selection.shape');
    expect(validateSelection(game('SSC1'), bet('SSC1', 'last2'), 'x' as unknown as string[][])).toBe('selection.shape');
  });
});
