import { channelFee } from '@common/rules/fees';

describe('channelFee: floor(amount × feeBps / 10000) + feeFixed, in minor units', () => {
  it('takes basis points of the amount, rounded down, plus the fixed part', () => {
    expect(channelFee(100_000, 150, 200)).toBe(1_700);
    expect(channelFee(99_999, 150, 0)).toBe(1_499);
    expect(channelFee(1, 9_999, 0)).toBe(0);
  });

  it('is the fixed part alone without basis points, and nothing without either', () => {
    expect(channelFee(123_456, 0, 500)).toBe(500);
    expect(channelFee(123_456, 0, 0)).toBe(0);
  });

  it('stays exact where amount × feeBps passes 2^53', () => {
    const amount = 9_007_199_254_740; // × 10000 bp passes Number.MAX_SAFE_INTEGER
    expect(channelFee(amount, 10_000, 0)).toBe(amount);
    expect(channelFee(amount, 3_333, 1)).toBe(Number((BigInt(amount) * 3333n) / 10000n) + 1);
  });
});
