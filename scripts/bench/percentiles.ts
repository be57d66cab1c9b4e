/** The nearest-rank percentile (0 < p ≤ 100) of latencies in milliseconds; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50 and p95 of unsorted latencies (autocannon's own table has p97.5, not p95). */
export function latencySummary(latencies: readonly number[]): { p50: number; p95: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
