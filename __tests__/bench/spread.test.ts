import { median, percentile, spread } from '../../bench/spread';

describe('bench/spread', () => {
  test('spread is min / median / max, whatever the order of the runs', () => {
    expect(spread([3, 1, 2], 1)).toBe('1.0 / 2.0 / 3.0');
  });

  test('median is the middle value (the upper middle of an even count)', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  test('percentile is nearest-rank: the smallest value that at least p% of the values do not exceed', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2], 50)).toBe(1);
  });

  test('percentile of no values is an error', () => {
    expect(() => percentile([], 50)).toThrow();
  });
});
