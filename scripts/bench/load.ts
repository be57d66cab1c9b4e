import autocannon from "autocannon";
import { latencySummary } from "./percentiles";

export interface LoadResult {
  /** Answered requests per second (2xx only) in the measured part of the run. */
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
 * autocannon against one URL for warm-up + measured seconds in one run: answers that arrive during the warm-up
 * are dropped, the others' latencies are kept so p95 can be taken (autocannon's table stops at p90 and p97.5).
 * One run rather than two, so the measured part does not start behind the warm-up's abandoned requests; and
 * afterwards one request is awaited, so the next endpoint does not start behind this one's.
 */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  const measuredFrom = Date.now() + options.warmUpSeconds * 1000;
  const run = autocannon({
    url,
    connections: options.connections,
    headers: options.headers,
    duration: options.warmUpSeconds + options.durationSeconds,
    timeout: 60,
  });
  run.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (Date.now() < measuredFrom) return;
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failures++;
  });
  const result = await run;
  failures += result.errors + result.timeouts;
  await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(120_000) }).then((response) => response.arrayBuffer());
  return {
    rate: latencies.length / options.durationSeconds,
    ...latencySummary(latencies),
    requests: latencies.length,
    failures,
  };
}
