import { describe, expect, it } from "vitest";
import { benchReport, table, type BenchReport, type EndpointResult } from "./report";

const machine = { cpu: "AMD EPYC", cores: 2, memoryGb: 24, os: "Linux", node: "v20.20.2", postgres: "15.18", load: [0.52, 1.9] as [number, number], date: "2026-11-23 21:35 UTC" };
const measured = (rate: number, p50: number, p95: number) => ({ rate, p50, p95, failures: 0 });
const result = (overrides: Partial<EndpointResult> = {}): EndpointResult => ({
  endpoint: { key: "page1", label: "dealer: clients page 1", p95Target: true },
  statements: 3,
  api: measured(1_200, 30, 80),
  rawTps: 2_000,
  ...overrides,
});
const report = (results: EndpointResult[], extra: Partial<BenchReport> = {}): string =>
  benchReport({
    machine,
    connections: 50,
    durationSeconds: 10,
    warmUpSeconds: 2,
    large: { shops: 1_000, clients: 1_000_000, dealerClients: 50_000 },
    results,
    ...extra,
  });
const rowOf = (text: string, label: string) => text.split("\n").find((line) => line.startsWith(`| ${label} |`))!;

describe("benchReport", () => {
  it("names the machine and prints rate, raw SQL, their ratio and latencies, ticking the targets met", () => {
    const text = report([result()]);
    expect(text).toContain("AMD EPYC, 2 cores, 24 GB RAM, Linux, Node v20.20.2, PostgreSQL 15.18");
    expect(text).toContain("2026-11-23 21:35 UTC");
    expect(text).toContain("load average 0.52–1.90 during the measurements");
    expect(rowOf(text, "dealer: clients page 1")).toBe("| dealer: clients page 1 | 3 | 1,200 | 2,000 | 0.60× ✓ | 30.0 | 80.0 ✓ |");
  });

  it("marks a p95 over 100 ms, an API under half its raw SQL and failed requests with ✗", () => {
    const text = report([result({ api: { rate: 900, p50: 60, p95: 140, failures: 3 } })]);
    expect(rowOf(text, "dealer: clients page 1")).toBe("| dealer: clients page 1 | 3 | 900 ✗ 3 failed | 2,000 | 0.45× ✗ | 60.0 | 140.0 ✗ |");
  });

  it("says so when no request was answered within the run", () => {
    const text = report([result({ api: { rate: 0, p50: Number.NaN, p95: Number.NaN, failures: 0 } })]);
    expect(rowOf(text, "dealer: clients page 1")).toContain("| 0 ✗ none answered in the run |");
  });

  it("judges p95 only where the issue sets the target (the dealer's lists, search and sort)", () => {
    const text = report([result({ endpoint: { key: "user", label: "dealer: GET /api/user", p95Target: false }, api: measured(1_500, 90, 150) })]);
    expect(rowOf(text, "dealer: GET /api/user")).toMatch(/\| 150\.0 \|$/);
  });

  it("compares latency at 1,000,000 rows with 10,000 and PGlite's rate with PostgreSQL's when they ran", () => {
    const text = report([result({ small: measured(1_300, 20, 50), pglite: measured(400, 100, 200) })], {
      small: { shops: 10, clients: 10_000, dealerClients: 1_000 },
      pglite: { shops: 21, clients: 70_000, dealerClients: 50_000 },
    });
    expect(text).toContain("page 3000 of 5,000 against page 60 of 100");
    expect(rowOf(text.slice(text.indexOf("rows against")), "dealer: clients page 1")).toBe(
      "| dealer: clients page 1 | 30.0 | 20.0 | 1.50× ✓ | 80.0 | 50.0 | 1.60× ✗ |",
    );
    expect(rowOf(text.slice(text.indexOf("PGlite (")), "dealer: clients page 1")).toBe("| dealer: clients page 1 | 400 | 100.0 | 200.0 | 0.33× |");
  });

  it("leaves out the runs that were skipped", () => {
    const text = report([result()]);
    expect(text).not.toContain("rows against");
    expect(text).not.toContain("PGlite");
  });
});

describe("table", () => {
  it("writes a markdown table", () => {
    expect(table(["a", "b"], [["1", "2"]])).toBe("| a | b |\n| --- | --- |\n| 1 | 2 |");
  });
});
