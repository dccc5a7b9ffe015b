import { pageFigures, type LighthouseResultPart } from '../../bench/lighthouse-figures';

const result = (score: number | null): LighthouseResultPart => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: 2345.6 },
    'total-blocking-time': { numericValue: 150 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'total-byte-weight': { numericValue: 160_000 },
    'network-requests': { details: { items: [{}, {}, {}] } },
  },
});

describe('bench/lighthouse-figures pageFigures', () => {
  test('reads score (0–100), LCP, TBT, CLS, request count and transferred bytes off a Lighthouse result', () => {
    expect(pageFigures(result(0.956))).toEqual({ score: 96, lcpMs: 2345.6, tbtMs: 150, cls: 0.01, requests: 3, bytes: 160_000 });
  });

  test('a run Lighthouse could not score is an error, not a zero', () => {
    expect(() => pageFigures(result(null))).toThrow(/no performance score/);
  });

  test('a missing figure is an error', () => {
    const lhr = result(0.9);
    delete lhr.audits['total-blocking-time'];
    expect(() => pageFigures(lhr)).toThrow(/total-blocking-time/);
  });
});
