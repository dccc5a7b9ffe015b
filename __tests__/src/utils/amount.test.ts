import { amountText, cleanAmountInput, parseMinor } from '../../../src/utils/amount';

describe('typed amounts', () => {
  it('parseMinor reads at most 2 decimals into minor units, and nothing else', () => {
    expect(parseMinor('1000')).toBe(100_000);
    expect(parseMinor(' 12.5 ')).toBe(1_250);
    expect(parseMinor('0.01')).toBe(1);
    for (const text of ['', '0', '0.00', '1.234', '-1', '1e3', '1,000']) expect(parseMinor(text)).toBeNull();
  });

  it('amountText writes 2 decimals without grouping, which parseMinor reads back', () => {
    expect(amountText(123_456_789)).toBe('1234567.89');
    expect(amountText(50_000)).toBe('500.00');
    expect(parseMinor(amountText(98_300))).toBe(98_300);
  });

  it('cleanAmountInput keeps digits and one point with at most 2 decimals', () => {
    expect(cleanAmountInput('12a3.456')).toBe('123.45');
    expect(cleanAmountInput('1.2.3')).toBe('1.23');
    expect(cleanAmountInput('1,234.50')).toBe('1234.50');
    expect(cleanAmountInput('12,5')).toBe('12.5');
  });
});
