import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { periodFromRoute, periodPath, periodQuery, selectableYears } from "./report-period";

const may2026 = dayjs("2026-05-14");

describe("the employee report's period from its address", () => {
  it("is this month of this year without a type or year, and for a type that is no month", () => {
    expect(periodFromRoute(undefined, null, may2026)).toEqual({ type: "5", year: 2026 });
    expect(periodFromRoute("13", "abc", may2026)).toEqual({ type: "5", year: 2026 });
  });

  it("takes yearly or a month, and a year from ?year=", () => {
    expect(periodFromRoute("yearly", "2024", may2026)).toEqual({ type: "yearly", year: 2024 });
    expect(periodFromRoute("2", "2025", may2026)).toEqual({ type: "2", year: 2025 });
  });

  it("asks the server for the year alone when yearly, and names the address", () => {
    expect(periodQuery({ type: "yearly", year: 2024 })).toEqual({ year: "2024" });
    expect(periodQuery({ type: "2", year: 2025 })).toEqual({ year: "2025", month: "2" });
    expect(periodPath({ type: "2", year: 2025 })).toBe("/employee-reports/2?year=2025");
  });

  it("offers this year and the four before it, and an older asked year", () => {
    expect(selectableYears(2026, may2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(selectableYears(2019, may2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2019]);
  });
});
