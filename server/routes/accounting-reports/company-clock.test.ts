import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { monthRange, periodRange } from "./company-clock";

// 21:30 UTC on March 31st is already April 1st, 00:30, in Istanbul (UTC+3), and still March 31st in New York.
const lateOnMarch31 = new Date("2026-03-31T21:30:00Z");

describe("the reports' periods on the shop's clock", () => {
  it("takes today's month in the shop's zone, not the server's", () => {
    expect(monthRange(undefined, "Europe/Istanbul", lateOnMarch31)).toEqual({ month: "2026-04", start: "2026-04-01", end: "2026-04-30" });
    expect(monthRange(undefined, "America/New_York", lateOnMarch31)).toEqual({ month: "2026-03", start: "2026-03-01", end: "2026-03-31" });
  });

  it("ends a chosen month on its last day, February of a leap year too", () => {
    expect(monthRange("2028-02", "Europe/Istanbul")).toEqual({ month: "2028-02", start: "2028-02-01", end: "2028-02-29" });
    expect(monthRange("2026-12", "Europe/Istanbul")).toEqual({ month: "2026-12", start: "2026-12-01", end: "2026-12-31" });
  });

  it("makes daily, weekly and monthly periods from the shop's today", () => {
    expect(periodRange({ period: "daily" }, "Europe/Istanbul", lateOnMarch31)).toEqual({ start: "2026-04-01", end: "2026-04-01" });
    expect(periodRange({}, "America/New_York", lateOnMarch31)).toEqual({ start: "2026-03-31", end: "2026-03-31" });
    // April 1st 2026 is a Wednesday: its week runs Monday March 30th to Sunday April 5th.
    expect(periodRange({ period: "weekly" }, "Europe/Istanbul", lateOnMarch31)).toEqual({ start: "2026-03-30", end: "2026-04-05" });
    expect(periodRange({ period: "monthly" }, "Europe/Istanbul", lateOnMarch31)).toEqual({ start: "2026-04-01", end: "2026-04-30" });
  });

  it("takes the other period's own dates, and names the date that is missing or out of order", () => {
    expect(periodRange({ period: "other", start_date: "2026-03-01", end_date: "2026-03-15" }, "Europe/Istanbul")).toEqual({ start: "2026-03-01", end: "2026-03-15" });
    const refusal = (query: Parameters<typeof periodRange>[0]) => {
      try {
        periodRange(query, "Europe/Istanbul");
      } catch (error) {
        return error instanceof AppError ? Object.keys(error.fieldErrors ?? {}) : error;
      }
      return "accepted";
    };
    expect(refusal({ period: "other", end_date: "2026-03-15" })).toEqual(["start_date"]);
    expect(refusal({ period: "other", start_date: "2026-03-15" })).toEqual(["end_date"]);
    expect(refusal({ period: "other", start_date: "2026-03-15", end_date: "2026-03-01" })).toEqual(["end_date"]);
  });
});
