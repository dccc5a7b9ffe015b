/** Benchmark figures as "min / median / max" (the reporting rule: 3 runs, a ratio to a same-run reference). */
export function spread(values: readonly number[], digits: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[0]!, sorted[Math.floor(sorted.length / 2)]!, sorted[sorted.length - 1]!].map((v) => v.toFixed(digits)).join(' / ');
}

/** The median of `values` (the middle one; the upper middle of an even count). */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/** The nearest-rank `p`th percentile (0 < p ≤ 100) of `values`: the smallest value at least p% of them do not exceed. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
