import { describe, expect, it } from "vitest";
import {
  InvalidLineError,
  LIRA_ROUNDING_UNIT_KURUS,
  clampDiscountRate,
  discountFromRate,
  lineTotal,
  orderTotal,
} from "./totals";

describe("lineTotal", () => {
  it("multiplies piece by the discounted price, adds tax and rounds up to the lira", () => {
    // 2 × (100.00 − 10.00) = 180.00, +18 % = 212.40 → 213.00
    expect(lineTotal({ piece: 2, price: 10000, discount: 1000, tax: 18 })).toBe(21300);
  });

  it("rounds a few kuruş over a lira up to the next lira", () => {
    // 99.99 + 8 % = 107.9892 → 108.00
    expect(lineTotal({ piece: 1, price: 9999, tax: 8 })).toBe(10800);
    expect(lineTotal({ piece: 1, price: 10001, tax: 0 })).toBe(10100);
  });

  it("keeps an amount that is already a whole lira", () => {
    expect(lineTotal({ piece: 3, price: 5000, tax: 0 })).toBe(15000);
    expect(lineTotal({ piece: 1, price: 10000, tax: 20 })).toBe(12000);
  });

  it("rounds in whole-lira steps", () => {
    expect(LIRA_ROUNDING_UNIT_KURUS).toBe(100);
  });

  it("deducts a discount rate as a percentage of the price, ignoring the amount field", () => {
    // 1 × (200.00 − 25 %) = 150.00, +18 % = 177.00
    expect(lineTotal({ piece: 1, price: 20000, discount: 999, discountRate: 25, tax: 18 })).toBe(17700);
  });

  it("caps the discount rate at 100 and floors it at 0", () => {
    expect(lineTotal({ piece: 1, price: 20000, discountRate: 150, tax: 18 })).toBe(0);
    expect(lineTotal({ piece: 1, price: 20000, discountRate: -20, tax: 0 })).toBe(20000);
  });

  it("keeps fractional-kuruş rate discounts exact until the final rounding", () => {
    // 3 × (0.99 − 33.33 %) = 3 × 0.660033 = 1.980099, +0 % → 2.00
    expect(lineTotal({ piece: 3, price: 99, discountRate: 33.33, tax: 0 })).toBe(200);
  });

  it.each([
    [{ piece: -1, price: 100, tax: 0 }, "piece"],
    [{ piece: 1.5, price: 100, tax: 0 }, "piece"],
    [{ piece: 1, price: -100, tax: 0 }, "price"],
    [{ piece: 1, price: 10.5, tax: 0 }, "price"],
    [{ piece: 1, price: 100, discount: 101, tax: 0 }, "discount"],
    [{ piece: 1, price: 100, discount: -1, tax: 0 }, "discount"],
    [{ piece: 1, price: 100, tax: -8 }, "tax"],
    [{ piece: 1, price: 100, tax: Number.NaN }, "tax"],
  ])("refuses %j naming the field %s", (line, field) => {
    try {
      lineTotal(line);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidLineError);
      expect((error as InvalidLineError).field).toBe(field);
    }
  });
});

describe("orderTotal", () => {
  it("sums the rounded line totals", () => {
    const lines = [
      { piece: 2, price: 10000, discount: 1000, tax: 18 }, // 213.00
      { piece: 1, price: 9999, tax: 8 }, // 108.00
    ];
    expect(orderTotal(lines)).toBe(32100);
  });

  it("is zero for an empty basket", () => {
    expect(orderTotal([])).toBe(0);
  });
});

describe("discount rate helpers", () => {
  it("clamps to 0..100", () => {
    expect(clampDiscountRate(120)).toBe(100);
    expect(clampDiscountRate(-3)).toBe(0);
    expect(clampDiscountRate(12.5)).toBe(12.5);
  });

  it("turns a rate into the per-unit discount shown in the form", () => {
    expect(discountFromRate(20000, 25)).toBe(5000);
    expect(discountFromRate(99, 50)).toBe(50); // 49.5 kuruş shows as 50
    expect(discountFromRate(20000, 250)).toBe(20000);
  });
});
