import { feeRuleText, percentOf } from '../../../../src/components/payments/FeeRule';

const t = ((key: string, params?: Record<string, string>) => `${key}${params ? JSON.stringify(params) : ''}`) as never;

describe('a channel fee rule in words', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect(percentOf(150)).toBe('1.5');
    expect(percentOf(100)).toBe('1');
    expect(percentOf(5)).toBe('0.05');
    expect(percentOf(1234)).toBe('12.34');
  });

  it('says no fee, a percentage, a fixed amount, or both', () => {
    expect(feeRuleText(t, { feeBps: 0, feeFixed: 0 })).toBe('pay.noFee');
    expect(feeRuleText(t, { feeBps: 150, feeFixed: 0 })).toBe('pay.feePercent{"percent":"1.5"}');
    expect(feeRuleText(t, { feeBps: 0, feeFixed: 200 })).toBe('2.00');
    expect(feeRuleText(t, { feeBps: 150, feeFixed: 200 })).toBe('pay.feePercentPlus{"percent":"1.5","fixed":"2.00"}');
  });
});
