import type { BetType, PrizeMode } from '@common/contract/lottery';
import { LOTTERY_GAMES, type LotteryGameDefinition } from '@common/lottery/games';
import { settleSuborder } from '@common/lottery/settlement';

/**
 * A second settlement written independently of settlement.ts: it lists every ticket an order
 * covers (one per digit, straight, number × prize, or xiên combination), settles each ticket on
 * its own, and sums. Only the odds table is shared, because the table is the data both price.
 */

/** Sheet layouts restated here: prize widths in prize order and the tier sizes that group them. */
const SHEETS = {
  'vn-north': { counts: [1, 1, 2, 6, 4, 6, 3, 4], widths: [5, 5, 5, 5, 4, 4, 3, 2] },
  'vn-south': { counts: [1, 1, 1, 2, 7, 1, 3, 1, 1], widths: [6, 5, 5, 5, 5, 4, 4, 3, 2] },
};

interface Ticket {
  won: boolean;
  option?: string;
}

function cartesian(rows: string[][]): string[] {
  return rows.reduce<string[]>((acc, row) => acc.flatMap((prefix) => row.map((d) => prefix + d)), ['']);
}

function choose<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...choose(rest, k - 1).map((combo) => [first, ...combo]), ...choose(rest, k)];
}

function tickets(game: LotteryGameDefinition, code: string, selection: string[][], numbers: string[], prizes: string[][] | null): Ticket[] {
  const option = selection[0]?.[0];
  if (game.kind === 'ssc') {
    const drawn = numbers.join('');
    const sum = numbers.reduce((s, d) => s + Number(d), 0);
    if (code === 'position') return selection.flatMap((row, p) => row.map((d) => ({ won: drawn[p] === d })));
    if (code === 'sum_big_small') return [{ won: option === (sum > 22 ? 'big' : 'small') }];
    if (code === 'sum_odd_even') return [{ won: option === (sum % 2 ? 'odd' : 'even') }];
    const slice = { last2: drawn.slice(3), last3: drawn.slice(2), first3: drawn.slice(0, 3), straight5: drawn }[code];
    return cartesian(selection).map((t) => ({ won: t === slice }));
  }
  if (game.kind === 'k3') {
    const dice = numbers.map(Number).sort();
    const sum = dice[0] + dice[1] + dice[2];
    const triple = dice[0] === dice[2];
    const won = {
      sum: String(sum) === option,
      big_small: !triple && option === (sum > 10 ? 'big' : 'small'),
      any_triple: triple,
      triple: triple && option === dice.join(''),
      // Sorted dice put a pair side by side: '155' holds '55'.
      pair: dice.join('').includes(option),
    }[code];
    return [{ won: Boolean(won), option }];
  }
  const all = (prizes as string[][]).flat();
  const picks = selection[0];
  if (code.startsWith('xien')) {
    const tails = new Set(all.map((n) => n.slice(-2)));
    return choose(picks, Number(code.slice(-1))).map((combo) => ({ won: combo.every((n) => tails.has(n)) }));
  }
  const twoDigitTier = all.filter((n) => n.length === 2);
  const relevant = code === 'dau' ? twoDigitTier : code === 'duoi' ? [all[0]] : all.filter((n) => n.length >= Number(code.slice(-1)));
  return picks.flatMap((pick) => relevant.map((prize) => ({ won: prize.endsWith(pick) })));
}

function referenceSettle(game: LotteryGameDefinition, type: BetType, selection: string[][], mode: PrizeMode, unitStake: number, multiple: number, numbers: string[], prizes: string[][] | null) {
  const list = tickets(game, type.code, selection, numbers, prizes);
  const winning = list.filter((t) => t.won);
  const stake = BigInt(unitStake * multiple);
  let thousandths = 0n;
  for (const t of winning) thousandths += stake * BigInt((t.option && type.optionOdds ? type.optionOdds[t.option] : type.odds)[mode] as number);
  // đầu/đuôi/bao lô tickets are number × prize, so they already count the stake multiplier.
  const units = game.kind.startsWith('vn') && !type.code.startsWith('xien') ? list.length : list.length * type.stakeMultiplier;
  return {
    winAmount: Number(thousandths / 1000n),
    rebateAmount: Number((stake * BigInt(units) * BigInt(type.rebateBp[mode] as number)) / 10_000n),
    hits: winning.length,
  };
}

/** mulberry32: a seeded generator so a failure reproduces. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('reference settlement', () => {
  test('agrees with the engine on 10,000 random orders over every game, bet type and prize mode', () => {
    const random = rng(20261121);
    const int = (n: number) => Math.floor(random() * n);
    const pick = <T>(items: readonly T[]): T => items[int(items.length)];
    const digits = (width: number) => Array.from({ length: width }, () => String(int(10))).join('');
    const covered = new Set<string>();
    let wins = 0;

    for (let i = 0; i < 10_000; i += 1) {
      const game = pick(LOTTERY_GAMES);
      const type = pick(game.betTypes);
      let numbers: string[];
      let prizes: string[][] | null = null;
      if (game.kind === 'ssc') numbers = Array.from({ length: 5 }, () => digits(1));
      else if (game.kind === 'k3') numbers = Array.from({ length: 3 }, () => String(1 + int(6)));
      else {
        const sheet = SHEETS[game.kind];
        prizes = sheet.counts.map((count, t) => Array.from({ length: count }, () => digits(sheet.widths[t])));
        numbers = prizes.flat();
      }
      // Half the picks come from the result so wins are common enough to compare.
      const rule = type.selection;
      let selection: string[][];
      if (rule.kind === 'option') selection = [[pick(rule.options as string[])]];
      else if (rule.kind === 'digits') {
        const offset = type.code === 'last2' ? 3 : type.code === 'last3' ? 2 : 0;
        selection = Array.from({ length: rule.count as number }, (_, p) => {
          const row = new Set<string>(random() < 0.5 ? [numbers[p + offset]] : []);
          while (row.size < 1 + int(3)) row.add(digits(1));
          return [...row];
        });
        if (type.code === 'position') selection = selection.map((row) => (random() < 0.3 ? [] : row));
        if (selection.every((row) => row.length === 0)) selection[0] = ['7'];
      } else {
        const width = rule.width as number;
        const picks = new Set<string>();
        while (picks.size < (rule.count as number) + int(3)) {
          picks.add(random() < 0.6 ? pick(numbers).slice(-width).padStart(width, '0') : digits(width));
        }
        selection = [[...picks]];
      }
      const mode = pick(Object.keys(type.odds) as PrizeMode[]);
      const unitStake = 1 + int(100_000);
      const multiple = 1 + int(50);

      const engine = settleSuborder({ game, betType: type, selection, prizeMode: mode, unitStake, multiple, numbers, prizes });
      const reference = referenceSettle(game, type, selection, mode, unitStake, multiple, numbers, prizes);
      if (JSON.stringify(engine) !== JSON.stringify(reference)) {
        throw new Error(`order ${i} differs: ${JSON.stringify({ game: game.code, type: type.code, selection, mode, unitStake, multiple, numbers, prizes, engine, reference })}`);
      }
      expect(Number.isSafeInteger(engine.winAmount) && Number.isSafeInteger(engine.rebateAmount)).toBe(true);
      covered.add(`${game.code}:${type.code}:${mode}`);
      if (engine.hits > 0) wins += 1;
    }
    const combinations = LOTTERY_GAMES.reduce((sum, g) => sum + g.betTypes.reduce((s, t) => s + Object.keys(t.odds).length, 0), 0);
    expect(covered.size).toBe(combinations);
    expect(wins).toBeGreaterThan(1_000);
  });
});
