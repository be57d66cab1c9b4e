import { describe, expect, it } from "vitest";
import { periodName, reportPeriod } from "./period";

// 31 December 2025, 22:30 UTC is already 1 January 2026 in Istanbul (UTC+3).
const newYearsEve = new Date("2025-12-31T22:30:00Z");

describe("the employee report's period", () => {
  it("is this month on the shop's clock when nothing is asked", () => {
    expect(reportPeriod({}, "Europe/Istanbul", newYearsEve)).toEqual({ year: 2026, month: 1, start: "2026-01-01", end: "2026-01-31" });
    expect(reportPeriod({}, "UTC", newYearsEve)).toEqual({ year: 2025, month: 12, start: "2025-12-01", end: "2025-12-31" });
  });

  it("is the whole year for a year alone, and that month of this year for a month alone", () => {
    expect(reportPeriod({ year: 2024 }, "Europe/Istanbul", newYearsEve)).toEqual({ year: 2024, month: null, start: "2024-01-01", end: "2024-12-31" });
    expect(reportPeriod({ month: 2 }, "Europe/Istanbul", newYearsEve)).toEqual({ year: 2026, month: 2, start: "2026-02-01", end: "2026-02-28" });
    expect(reportPeriod({ year: 2024, month: 2 }, "UTC").end).toBe("2024-02-29");
  });

  it("names a month and a year for file names", () => {
    expect(periodName({ year: 2026, month: 3, start: "2026-03-01", end: "2026-03-31" })).toBe("2026-03");
    expect(periodName({ year: 2026, month: null, start: "2026-01-01", end: "2026-12-31" })).toBe("2026");
  });
});
