import { describe, expect, it } from "vitest";
import { sumRecords } from "./record-sums";

describe("sumRecords", () => {
  it("adds prices exactly and counts a multiple payment's splits under their own types", () => {
    const sums = sumRecords([
      { type: "expense", price: "0.10", payment_type: "cash" },
      { type: "expense", price: "0.20", payment_type: "cash" },
      { type: "expense", price: "100.00", payment_type: "multiple_payment", cash_amount: "40.00", credit_cart_amount: "35.50", eft_amount: "24.50" },
      { type: "income", price: "1234.56", payment_type: "check" },
    ]);
    // 0.1 + 0.2 as floats is 0.30000000000000004.
    expect(sums.byPaymentType).toEqual({ cash: "40.30", credit_cart: "35.50", eft: "24.50", check: "1234.56", bill: "0.00" });
    expect(sums.total).toBe("1334.86");
    expect(sums.byType).toEqual({ expense: "100.30", income: "1234.56" });
  });

  it("answers zeros for no records and negative sums for corrections", () => {
    expect(sumRecords([])).toEqual({ total: "0.00", byPaymentType: { cash: "0.00", credit_cart: "0.00", eft: "0.00", check: "0.00", bill: "0.00" }, byType: {} });
    expect(sumRecords([{ type: "expense", price: "50.00", payment_type: "eft" }, { type: "expense", price: "-80.00", payment_type: "eft" }]).total).toBe("-30.00");
  });
});
