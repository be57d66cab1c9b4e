import autocannon from "autocannon";
import { latencySummary } from "./percentiles";

export interface LoadResult {
  /** Answered requests per second (2xx only). */
  rate: number;
  p50: number;
  p95: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors or timeouts: a result with either is not trusted. */
  failures: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  headers: Record<string, string>;
}

/**
 * autocannon against one URL: a warm-up run whose figures are dropped, then the measured run, whose every
 * answer's latency is kept so p95 can be taken (autocannon's table stops at p90 and p97.5).
 */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const base = { url, connections: options.connections, headers: options.headers, timeout: 30 };
  if (options.warmUpSeconds > 0) await autocannon({ ...base, duration: options.warmUpSeconds });
  const latencies: number[] = [];
  let failures = 0;
  const run = autocannon({ ...base, duration: options.durationSeconds });
  run.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failures++;
  });
  const result = await run;
  failures += result.errors + result.timeouts;
  return {
    rate: latencies.length / options.durationSeconds,
    ...latencySummary(latencies),
    requests: latencies.length,
    failures,
  };
}
