import { drawStops, evaluateLine, evaluateStops, REELS, spin, winAmount, windowAt } from '../../../../server/vendors/house-slot/engine';
import { fastMultiplier, LINE_TABLE } from '../../../../server/vendors/house-slot/fast-tables';
import { LINE_COUNT, PAYLINES, ROW_COUNT, SCATTER, STAKES, STRIPS, SYMBOLS } from '../../../../server/vendors/house-slot/game-config';

/** Symbol ids from codes, e.g. ids('777LC'). */
const ids = (codes: string): number[] => [...codes].map((c) => SYMBOLS.findIndex((s) => s.code === c));

describe('evaluateLine', () => {
  it.each([
    ['777LC', 'seven', 3, 25],
    ['7777C', 'seven', 4, 100],
    ['77777', 'seven', 5, 500],
    ['CCCCC', 'cherry', 5, 25],
    ['W7W7C', 'seven', 4, 100], // wilds stand in on both sides of a seven
    ['WW777', 'seven', 5, 500],
    ['WWWLC', 'wild', 3, 50], // three wilds (50) pay more than the four lemons they make (10)
    ['WWWWC', 'wild', 4, 250], // 4 wilds (250) beat 5 cherries (25)
    ['WWWWW', 'wild', 5, 1000],
    ['WWBBB', 'bell', 5, 250], // 5 bells (250) beat 2 wilds (nothing)
  ])('%s pays the %s line for %i of a kind: %i× the line stake', (line, name, count, multiplier) => {
    const result = evaluateLine(ids(line));
    expect(result).toEqual({ symbol: SYMBOLS.findIndex((s) => s.name === name), count, multiplier });
  });

  it.each(['77LLL', 'C7777', 'LCLCL', 'SSSSS', 'SWWWW', '7S777', 'WS777', 'CC7CC'])('%s pays nothing: a run starts on the leftmost reel, needs 3, and a scatter breaks it', (line) => {
    expect(evaluateLine(ids(line)).multiplier).toBe(0);
  });

  it('WW7S7 pays 3 sevens: the scatter ends the run after the third reel', () => {
    expect(evaluateLine(ids('WW7S7'))).toEqual({ symbol: ids('7')[0], count: 3, multiplier: 25 });
  });
});

describe('evaluateStops (hand-worked windows)', () => {
  it('stops 1,4,5,7,9 pay 3 bells on line 8 and 4 lemons on line 13: 30 line stakes', () => {
    // Rows top/middle/bottom: O B B 7 L / B L L L C / L M M B M.
    expect(windowAt([1, 4, 5, 7, 9]).map((reel) => reel.map((id) => SYMBOLS[id].code).join(''))).toEqual(['OBL', 'BLM', 'BLM', '7LB', 'LCM']);
    const result = evaluateStops([1, 4, 5, 7, 9]);
    expect(result.lines).toEqual([
      { line: 8, symbol: ids('B')[0], count: 3, multiplier: 20 },
      { line: 13, symbol: ids('L')[0], count: 4, multiplier: 10 },
    ]);
    expect(result.multiplier).toBe(30);
    expect(winAmount(100, result.multiplier)).toBe(150);
  });

  it('stops 0,12,12,0,1 show 3 scatters and no line: 2× the total stake', () => {
    const result = evaluateStops([0, 12, 12, 0, 1]);
    expect(result.lines).toEqual([]);
    expect(result.scatterCount).toBe(3);
    expect(result.multiplier).toBe(2 * LINE_COUNT);
    expect(winAmount(200, result.multiplier)).toBe(400);
  });
});

describe('winAmount (integer money)', () => {
  it.each([
    [20, 5, 5],
    [100, 30, 150],
    [2000, 1000, 100_000],
    [50, 1, 2], // 2.5 floored to the minor unit
    [1, 19, 0],
    [100, 0, 0],
  ])('stake %i × multiplier %i / 20 lines is %i minor units, floored', (stake, multiplier, win) => {
    expect(winAmount(stake, multiplier)).toBe(win);
    expect(Number.isInteger(winAmount(stake, multiplier))).toBe(true);
  });

  it('never floors at an offered stake: every stake is a multiple of the line count', () => {
    for (const stake of STAKES) expect(stake % LINE_COUNT).toBe(0);
  });
});

describe('game configuration', () => {
  it('has 5 strips of known symbols, 20 distinct paylines over 3 rows', () => {
    expect(STRIPS).toHaveLength(5);
    for (const strip of STRIPS) expect([...strip].every((c) => SYMBOLS.some((s) => s.code === c))).toBe(true);
    expect(new Set(PAYLINES.map((l) => l.join(''))).size).toBe(20);
    for (const line of PAYLINES) expect(line.every((row) => row >= 0 && row < ROW_COUNT)).toBe(true);
  });

  it('keeps scatters at least 3 apart on every strip, so a reel shows at most one', () => {
    REELS.forEach((strip, reel) => {
      for (let stop = 0; stop < strip.length; stop++) {
        const stops = REELS.map(() => 0);
        stops[reel] = stop;
        expect(windowAt(stops)[reel].filter((s) => s === SCATTER).length).toBeLessThanOrEqual(1);
      }
    });
  });
});

describe('spin', () => {
  it('draws its stops from node:crypto, never Math.random', () => {
    const mathRandom = jest.spyOn(Math, 'random');
    for (let i = 0; i < 200; i++) {
      const outcome = spin(100);
      expect(Number.isInteger(outcome.win)).toBe(true);
      outcome.stops.forEach((stop, reel) => expect(stop >= 0 && stop < REELS[reel].length).toBe(true));
    }
    expect(mathRandom).not.toHaveBeenCalled();
    mathRandom.mockRestore();
  });

  it('pays winAmount(stake, multiplier) of the drawn stops', () => {
    const stops = [1, 4, 5, 7, 9];
    let reel = 0;
    const outcome = spin(200, () => stops[reel++]);
    expect(outcome.stops).toEqual(stops);
    expect(outcome.win).toBe(300);
  });
});

describe('fast tables', () => {
  it('pay exactly what evaluateStops pays, for 3000 random stop combinations', () => {
    for (let i = 0; i < 3000; i++) {
      const stops = drawStops();
      expect(fastMultiplier(stops)).toBe(evaluateStops(stops).multiplier);
    }
  });

  it('hold one entry per 5-symbol line', () => {
    expect(LINE_TABLE).toHaveLength(SYMBOLS.length ** 5);
  });
});
