import { describe, expect, it } from "vitest";
import { accountingPeriodRange, tailorPeriodRange } from "./periods";

// Saturday 1 June 2024, 00:30 in Istanbul (still Friday in UTC)
const now = new Date("2024-05-31T21:30:00Z");

describe("accounting periods", () => {
  it.each([
    ["daily", { start: "2024-06-01", end: "2024-06-01" }],
    ["weekly", { start: "2024-05-27", end: "2024-06-02" }],
    ["monthly", { start: "2024-06-01", end: "2024-06-30" }],
  ] as const)("%s covers %j", (period, range) => {
    expect(accountingPeriodRange(period, { now })).toEqual(range);
  });

  it("computes the day in the company's zone", () => {
    expect(accountingPeriodRange("daily", { now, timeZone: "Europe/Berlin" })).toEqual({
      start: "2024-05-31",
      end: "2024-05-31",
    });
  });

  it("passes a custom range through for other, and refuses a missing or reversed one", () => {
    const custom = { start: "2024-01-01", end: "2024-03-31" };
    expect(accountingPeriodRange("other", { now, custom })).toEqual(custom);
    expect(() => accountingPeriodRange("other", { now })).toThrow(RangeError);
    expect(() => accountingPeriodRange("other", { now, custom: { start: "2024-04-01", end: "2024-03-31" } })).toThrow(
      RangeError,
    );
  });
});

describe("tailor periods", () => {
  it.each([
    ["today", { start: "2024-06-01", end: "2024-06-01" }],
    ["tomorrow", { start: "2024-06-02", end: "2024-06-02" }],
    ["weekly", { start: "2024-05-27", end: "2024-06-02" }],
    ["nextWeekly", { start: "2024-06-03", end: "2024-06-09" }],
    ["monthly", { start: "2024-06-01", end: "2024-06-30" }],
    ["nextMonthly", { start: "2024-07-01", end: "2024-07-31" }],
  ] as const)("%s covers %j", (period, range) => {
    expect(tailorPeriodRange(period, { now })).toEqual(range);
  });

  it("has no date restriction for all", () => {
    expect(tailorPeriodRange("all", { now })).toBeNull();
  });

  it("moves next month across the year end", () => {
    expect(tailorPeriodRange("nextMonthly", { now: new Date("2024-12-31T12:00:00Z") })).toEqual({
      start: "2025-01-01",
      end: "2025-01-31",
    });
  });
});
