/**
 * The figures `bench:lighthouse` reads off a Lighthouse result, and the targets for them
 * (issue 12: score ≥ 95, TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.02).
 */

/** What one Lighthouse run of one page measured. */
export interface PageFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  /** Bytes transferred (compressed as served, headers included), Lighthouse's total-byte-weight. */
  bytes: number;
}

/** The part of a Lighthouse result (LH.Result) the figures come from. */
export interface LighthouseResultPart {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

function numeric(lhr: LighthouseResultPart, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no ${audit} figure`);
  return value;
}

/** The figures of one run; throws when Lighthouse could not score the page (a failed load). */
export function pageFigures(lhr: LighthouseResultPart): PageFigures {
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score (the page failed to load?)');
  const details = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
  return {
    score: Math.round(score * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests: details?.items?.length ?? 0,
    bytes: numeric(lhr, 'total-byte-weight'),
  };
}

/** A column of the report: how to format a figure and the target for it, if any. */
export interface Column {
  key: keyof PageFigures;
  title: string;
  digits: number;
  scale: number;
  target?: string;
}

export const COLUMNS: readonly Column[] = [
  { key: 'score', title: 'score', digits: 0, scale: 1, target: '≥ 95' },
  { key: 'lcpMs', title: 'LCP s', digits: 2, scale: 1 / 1000, target: '≤ 2.5' },
  { key: 'tbtMs', title: 'TBT ms', digits: 0, scale: 1, target: '≤ 200' },
  { key: 'cls', title: 'CLS', digits: 3, scale: 1, target: '≤ 0.02' },
  { key: 'requests', title: 'requests', digits: 0, scale: 1 },
  { key: 'bytes', title: 'KB transferred', digits: 1, scale: 1 / 1024 },
];
