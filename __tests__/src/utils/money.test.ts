import { formatMinor } from '../../../src/utils/money';

describe('formatMinor', () => {
  it.each([
    [123456, '1,234.56'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [99, '0.99'],
    [100000000, '1,000,000.00'],
  ])('formats %i minor units as "%s"', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it('formats negative amounts with a leading minus', () => {
    expect(formatMinor(-123456)).toBe('-1,234.56');
    expect(formatMinor(-5)).toBe('-0.05');
  });

  it('never shows float rounding errors on large amounts', () => {
    expect(formatMinor(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it.each([1.5, 0.1, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('throws on %p, which is not an integer of minor units', (value) => {
    expect(() => formatMinor(value)).toThrow(RangeError);
  });
});
