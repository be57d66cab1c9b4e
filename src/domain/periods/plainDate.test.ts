import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, addMonthsClamped, endOfMonth, endOfWeek, isIsoDate, startOfWeek } from "./plainDate";

describe("plain calendar dates", () => {
  it("validates real calendar days only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-13-01")).toBe(false);
    expect(isIsoDate("2024-6-1")).toBe(false);
    expect(isIsoDate("2024-06-01T00:00:00Z")).toBe(false);
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("clamps month ends when adding months", () => {
    expect(addMonthsClamped("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonthsClamped("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonthsClamped("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonthsClamped("2024-12-15", 1)).toBe("2025-01-15");
    expect(addMonthsClamped("2024-01-15", -1)).toBe("2023-12-15");
  });

  it("starts weeks on Monday", () => {
    expect(startOfWeek("2024-06-01")).toBe("2024-05-27"); // Saturday
    expect(startOfWeek("2024-06-02")).toBe("2024-05-27"); // Sunday
    expect(startOfWeek("2024-06-03")).toBe("2024-06-03"); // Monday
    expect(endOfWeek("2024-06-03")).toBe("2024-06-09");
  });

  it("finds the last day of a month", () => {
    expect(endOfMonth("2024-02-10")).toBe("2024-02-29");
    expect(endOfMonth("2024-04-10")).toBe("2024-04-30");
  });

  it("always yields a Monday–Sunday week containing the date", () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays("1990-01-01", n));
    fc.assert(
      fc.property(day, (date) => {
        const start = startOfWeek(date);
        expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(start <= date && date <= endOfWeek(date)).toBe(true);
      }),
    );
  });
});
