import { describe, expect, it } from "vitest";
import { deepPage } from "./endpoints";
import { parseOptions } from "./options";

describe("parseOptions", () => {
  it("runs the issue's sizes by default: 1,000 shops, 1,000,000 clients, the dealer with 50,000, page 3,000 deep", () => {
    const options = parseOptions([]);
    expect(options.large).toEqual({ shops: 1_000, clients: 1_000_000, dealerClients: 50_000 });
    expect(options.small.clients).toBe(10_000);
    expect(deepPage(options.large)).toBe(3_000);
    expect(options).toMatchObject({ connections: 50, durationSeconds: 10, warmUpSeconds: 2, scale: true, withPglite: true, write: true, explain: false });
  });

  it("--quick shrinks the data and the runs; explicit options still win", () => {
    const options = parseOptions(["--quick", "--duration=5", "--no-pglite", "--no-write"]);
    expect(options.large.clients).toBeLessThan(100_000);
    expect(options).toMatchObject({ durationSeconds: 5, warmUpSeconds: 1, withPglite: false, write: false, quick: true });
  });

  it("--explain asks for the plans alone", () => {
    expect(parseOptions(["--quick", "--explain"])).toMatchObject({ explain: true, quick: true });
  });

  it("refuses an unknown option or a bad number", () => {
    expect(() => parseOptions(["--fast"])).toThrow(/unknown option --fast/);
    expect(() => parseOptions(["--connections=0"])).toThrow(/positive whole number/);
  });
});
