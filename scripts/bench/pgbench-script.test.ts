import { describe, expect, it } from "vitest";
import { parametersOf, parsePgbenchTps, pgbenchScript, wireValue } from "./pgbench-script";
import { hostOf } from "./pgbench";
import { socketUrl } from "./postgres";

describe("pgbenchScript", () => {
  it("turns each statement's $n into a variable holding the value the app sent, one statement per line", () => {
    const { script, defines } = pgbenchScript("GET /api/user", [
      { text: 'select "id" from "auth_tokens" where "token_hash" = $1 and "expires_at" > $2 limit $3', params: ["ab12", "2026-01-01T00:00:00.000Z", 1] },
      { text: 'select count(*)::int from "clients" where "company_id" = $1;', params: [7] },
    ]);
    expect(script).toBe(
      "-- GET /api/user\n" +
        "-- 1/2\n" +
        'select "id" from "auth_tokens" where "token_hash" = :q1_1 and "expires_at" > :q1_2 limit :q1_3;\n' +
        "-- 2/2\n" +
        'select count(*)::int from "clients" where "company_id" = :q2_1;\n',
    );
    expect(defines).toEqual(["q1_1=ab12", "q1_2=2026-01-01T00:00:00.000Z", "q1_3=1", "q2_1=7"]);
  });

  it("keeps casts, reuses a variable for a repeated parameter and writes a null parameter as NULL", () => {
    const { script, defines } = pgbenchScript("t", [{ text: "select $1::text, $1, $2", params: ["x", null] }]);
    expect(script).toContain("select :q1_1::text, :q1_1, NULL;");
    expect(defines).toEqual(["q1_1=x"]);
  });

  it("refuses a statement whose parameters were not recorded, rather than running it with NULLs", () => {
    expect(() => pgbenchScript("t", [{ text: "select $1, $2", params: ["x"] }])).toThrow(/uses \$2 but was sent 1 values/);
  });

  it("refuses a statement whose own text holds a ':name' pgbench would take for a variable", () => {
    expect(() => pgbenchScript("t", [{ text: "select '10:30'::time", params: [] }])).toThrow(/variable/);
  });

  it("sends parameters as node-postgres does: dates as timestamps, arrays as PostgreSQL arrays, objects as JSON", () => {
    expect(wireValue(new Date("2026-03-15T10:30:00.000Z"))).toMatch(/^2026-03-15T\d\d:30:00\.000[+-]\d\d:\d\d$/);
    expect(wireValue([1, 2])).toBe('{"1","2"}');
    expect(wireValue({ a: 1 })).toBe('{"a":1}');
    expect(wireValue(42)).toBe("42");
    expect(wireValue(undefined)).toBeNull();
  });
});

describe("parsePgbenchTps", () => {
  it("reads the rate without the initial connection time", () => {
    const output = "number of failed transactions: 0 (0.000%)\nlatency average = 3.9 ms\ninitial connection time = 21.5 ms\ntps = 12817.424242 (without initial connection time)\n";
    expect(parsePgbenchTps(output)).toBe(12817.424242);
  });

  it("fails on output without a rate instead of reporting zero", () => {
    expect(() => parsePgbenchTps("pgbench: error: connection failed")).toThrow(/no tps/);
  });
});

describe("parametersOf", () => {
  it("finds the values beside drizzle's query config (node-postgres), inside it, or as PGlite's second argument", () => {
    expect(parametersOf({ text: "select $1", params: [], args: [{ name: "session_for_token", text: "select $1", rowMode: "array" }, ["h"]] })).toEqual(["h"]);
    expect(parametersOf({ text: "select $1", params: [2], args: [{ text: "select $1", values: [2] }] })).toEqual([2]);
    expect(parametersOf({ text: "select $1", params: [3], args: ["select $1", [3]] })).toEqual([3]);
  });
});

describe("the benchmark's connection through the socket", () => {
  it("gives pgbench the socket folder the app's driver connects to, and the host of a plain URL", () => {
    const url = new URL(socketUrl("/tmp/bench-pg-abc", 5433, "bench_large"));
    expect(hostOf(url)).toBe("/tmp/bench-pg-abc");
    expect(url.port).toBe("5433");
    expect(url.pathname).toBe("/bench_large");
    expect(hostOf(new URL("postgres://postgres@127.0.0.1:5432/db"))).toBe("127.0.0.1");
  });
});
