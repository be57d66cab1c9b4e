import { describe, expect, it } from "vitest";
import { daysLate, formatLeaseDate, isLeaseView, lateFeeFor, leaseViewFilters } from "./lease-view";

describe("the lease overview's selector as list parameters", () => {
  const today = "2026-11-24";
  it("names every bound, empty where the choice leaves it open, on the company's day", () => {
    expect(leaseViewFilters("now", today)).toEqual({
      issue_date_gte: "",
      issue_date_lte: "2026-11-24",
      delivery_date_gte: "2026-11-24",
      delivery_date_lte: "",
    });
    expect(leaseViewFilters("past", today)).toMatchObject({ issue_date_lte: "", delivery_date_lte: "2026-11-23", delivery_date_gte: "" });
    expect(leaseViewFilters("future", today)).toMatchObject({ issue_date_gte: "2026-11-25", issue_date_lte: "", delivery_date_gte: "" });
    expect(leaseViewFilters("todayissue", today)).toMatchObject({ issue_date_gte: today, issue_date_lte: today, delivery_date_gte: "" });
    expect(leaseViewFilters("todaydelivery", today)).toMatchObject({ delivery_date_gte: today, delivery_date_lte: today, issue_date_gte: "" });
  });

  it("knows its views and nothing else", () => {
    expect(isLeaseView("todaydelivery")).toBe(true);
    expect(isLeaseView("all")).toBe(false);
    expect(isLeaseView(undefined)).toBe(false);
  });
});

describe("lease dates and the late fee", () => {
  it("shows dates as DD-MM-YYYY", () => {
    expect(formatLeaseDate("2026-03-09")).toBe("09-03-2026");
    expect(formatLeaseDate("2026-03-09T10:00:00.000Z")).toBe("09-03-2026");
    expect(formatLeaseDate(null)).toBe("");
  });

  it("counts the days after the delivery date, across months and never below 0", () => {
    expect(daysLate("2026-11-28", "2026-12-02")).toBe(4);
    expect(daysLate("2026-11-28", "2026-11-28")).toBe(0);
    expect(daysLate("2026-11-28", "2026-11-20")).toBe(0);
    expect(daysLate("2026-11-28", undefined)).toBe(0);
  });

  it("charges days × the fee per day in kuruş, none without a fee", () => {
    expect(lateFeeFor(3, "150.00")).toBe("450.00");
    expect(lateFeeFor(7, "33.33")).toBe("233.31");
    expect(lateFeeFor(3, undefined)).toBe("0.00");
    expect(lateFeeFor(0, "150.00")).toBe("0.00");
  });
});
