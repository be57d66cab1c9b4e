import { describe, expect, it } from "vitest";
import { latencySummary, percentile } from "./percentiles";

describe("latencySummary", () => {
  it("takes nearest-rank p50 and p95 of unsorted latencies", () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(latencySummary(latencies)).toEqual({ p50: 50, p95: 95 });
  });

  it("gives the only value for one answer and NaN for none", () => {
    expect(latencySummary([7])).toEqual({ p50: 7, p95: 7 });
    expect(percentile([], 50)).toBeNaN();
  });
});
