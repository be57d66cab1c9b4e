import { describe, expect, it } from "vitest";
import { invoiceTotals } from "./invoice-totals";

describe("invoiceTotals", () => {
  it("adds two lines in kuruş: net before tax, the tax with the lira rounding, and the total", () => {
    const totals = invoiceTotals([
      { piece: 2, price: "100.00", discount: "10.00", tax: 18 },
      { piece: 1, price: "0.10", tax: 0, line_total: "1.00" },
    ]);
    // 2 × 90 = 180, +18 % = 212.40 → 213 (rounded up); the second line is the server's 1.00.
    expect(totals.lines.map((line) => line.total)).toEqual(["213.00", "1.00"]);
    expect(totals).toMatchObject({ net: "180.10", tax: "33.90", total: "214.00" });
  });

  it("is zero for no lines", () => {
    expect(invoiceTotals([])).toMatchObject({ net: "0.00", tax: "0.00", total: "0.00" });
  });
});
