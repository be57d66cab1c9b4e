import { describe, expect, it } from "vitest";
import { periodFilters } from "./period-filters";

describe("periodFilters", () => {
  it("names the server's period for daily, weekly and monthly, so the company's clock decides the days", () => {
    expect(periodFilters({ period: "daily" })).toEqual({ date_period: "today" });
    expect(periodFilters({ period: "weekly" })).toEqual({ date_period: "weekly" });
    expect(periodFilters({ period: "monthly" })).toEqual({ date_period: "monthly" });
  });

  it("bounds another range on both days, and waits until both are picked", () => {
    expect(periodFilters({ period: "other", start_date: "2026-11-02", end_date: "2026-11-09" })).toEqual({ date_gte: "2026-11-02", date_lte: "2026-11-09" });
    expect(periodFilters({ period: "other", start_date: "2026-11-02" })).toBeNull();
  });
});
