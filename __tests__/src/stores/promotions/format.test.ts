import { formatMultiplier, formatRateBp } from '../../../../src/stores/promotions/format';

describe('promotion figures', () => {
  it('shows a rate in basis points as a percent, exactly', () => {
    expect(formatRateBp(80)).toBe('0.8');
    expect(formatRateBp(5)).toBe('0.05');
    expect(formatRateBp(1234)).toBe('12.34');
    expect(formatRateBp(10_000)).toBe('100');
    expect(formatRateBp(0)).toBe('0');
  });

  it('shows the wagering multiplier from its percent', () => {
    expect(formatMultiplier(500)).toBe('5');
    expect(formatMultiplier(250)).toBe('2.5');
    expect(formatMultiplier(125)).toBe('1.25');
    expect(formatMultiplier(1_000)).toBe('10');
  });
});
