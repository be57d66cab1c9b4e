import { describe, expect, it } from "vitest";
import { excelFileName, paymentTypeFromQuery, rangeFromQuery, rangeToQuery } from "./cash-range";

const today = "2026-11-24";
const query = (text: string) => new URLSearchParams(text);

describe("the cash box's range from its address", () => {
  it("is today without a date", () => {
    expect(rangeFromQuery(query(""), today)).toEqual({ start_date: today, end_date: today });
  });

  it("takes one day or a month", () => {
    expect(rangeFromQuery(query("date=2026-10-05"), today)).toEqual({ start_date: "2026-10-05", end_date: "2026-10-05" });
    expect(rangeFromQuery(query("start_date=2026-10-01&end_date=2026-10-31"), today)).toEqual({ start_date: "2026-10-01", end_date: "2026-10-31" });
  });

  it("falls back to today for a backwards, too long or malformed range", () => {
    expect(rangeFromQuery(query("start_date=2026-10-31&end_date=2026-10-01"), today).start_date).toBe(today);
    expect(rangeFromQuery(query("start_date=2024-01-01&end_date=2026-10-01"), today).start_date).toBe(today);
    expect(rangeFromQuery(query("date=05.10.2026"), today).start_date).toBe(today);
  });

  it("caps a day after `max` (past cash boxes end today)", () => {
    expect(rangeFromQuery(query("date=2026-12-01"), today, today)).toEqual({ start_date: today, end_date: today });
  });

  it("writes one day as `date` and a range as its two ends", () => {
    expect(rangeToQuery({ start_date: "2026-10-05", end_date: "2026-10-05" })).toEqual({ date: "2026-10-05" });
    expect(rangeToQuery({ start_date: "2026-10-01", end_date: "2026-10-31" })).toEqual({ start_date: "2026-10-01", end_date: "2026-10-31" });
  });

  it("keeps only the five single payment types as a filter", () => {
    expect(paymentTypeFromQuery(query("payment_type=eft"))).toBe("eft");
    expect(paymentTypeFromQuery(query("payment_type=multiple_payment"))).toBeUndefined();
  });

  it("names the Excel file after the day or the range", () => {
    expect(excelFileName({ start_date: "2026-10-05", end_date: "2026-10-05" })).toBe("kasa-2026-10-05.xlsx");
    expect(excelFileName({ start_date: "2026-10-01", end_date: "2026-10-31" })).toBe("kasa-2026-10-01_2026-10-31.xlsx");
  });
});
