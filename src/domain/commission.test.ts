import { describe, expect, it } from "vitest";
import { commissionEntry, commissionFor } from "./commission";

describe("commissionFor", () => {
  it("takes the rate's percent of the total, exact to the kuruş", () => {
    expect(commissionFor("1234.56", 12)).toBe("148.15");
    expect(commissionFor("1000.00", 10)).toBe("100.00");
    expect(commissionFor("0.10", 50)).toBe("0.05");
  });

  it("rounds half up at the kuruş: 0.5 kuruş goes up, less goes down", () => {
    // 0.25 × 10 % = 0.025 → 0.03; 0.24 × 10 % = 0.024 → 0.02.
    expect(commissionFor("0.25", 10)).toBe("0.03");
    expect(commissionFor("0.24", 10)).toBe("0.02");
    expect(commissionFor("0.05", 10)).toBe("0.01");
    // Away from zero for a negative total (a returned line), so a sale and its return cancel out.
    expect(commissionFor("-0.25", 10)).toBe("-0.03");
  });

  it("takes the ends of the range: 0 % earns nothing, 100 % the whole total", () => {
    expect(commissionFor("1234.56", 0)).toBe("0.00");
    expect(commissionFor("1234.56", 100)).toBe("1234.56");
  });

  it("stays exact on the largest totals money holds", () => {
    expect(commissionFor("999999999999.99", 100)).toBe("999999999999.99");
    // 329999999999.9967 → 330000000000.00: no float would get this right.
    expect(commissionFor("999999999999.99", 33)).toBe("330000000000.00");
  });

  it("refuses a rate that is no whole percent from 0 to 100 (RangeError)", () => {
    for (const rate of [101, -1, 12.5, Number.NaN]) expect(() => commissionFor("100.00", rate)).toThrow(RangeError);
  });
});

describe("commissionEntry", () => {
  it("turns a sale line and the seller's rate into the entry the commissions store", () => {
    expect(commissionEntry({ lineTotal: "1234.56", rate: 12, type: "sale", date: "2026-11-24" })).toEqual({
      total_price: "1234.56",
      rate: 12,
      commission: "148.15",
      type: "sale",
      date: "2026-11-24",
      description: null,
    });
    expect(commissionEntry({ lineTotal: "850.5", rate: 10, type: "rent", date: "2026-11-24", description: "Gelinlik kirası" })).toMatchObject({
      total_price: "850.50",
      commission: "85.05",
      description: "Gelinlik kirası",
    });
  });

  it("refuses a rate above 100", () => {
    expect(() => commissionEntry({ lineTotal: "100.00", rate: 101, type: "sale", date: "2026-11-24" })).toThrow(RangeError);
  });
});
