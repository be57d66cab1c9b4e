import { describe, expect, it } from "vitest";
import { safeQuery } from "./use-safe";

describe("GET /safe's query", () => {
  it("names an operator's chosen dealer with scope=all and leaves it out for a shop's own cash box", () => {
    const range = { start_date: "2026-10-05", end_date: "2026-10-05" };
    expect(safeQuery({ range, page: 1, perPage: 15, companyId: 42 })).toEqual({ date: "2026-10-05", page: 1, perPage: 15, scope: "all", company_id: 42 });
    expect(safeQuery({ range, page: 2, perPage: 15 })).toEqual({ date: "2026-10-05", page: 2, perPage: 15 });
  });

  it("asks a range by its two ends and one payment type's movements", () => {
    expect(safeQuery({ range: { start_date: "2026-10-01", end_date: "2026-10-31" }, paymentType: "check", page: 1, perPage: 15 })).toEqual({
      start_date: "2026-10-01",
      end_date: "2026-10-31",
      payment_type: "check",
      page: 1,
      perPage: 15,
    });
  });
});
