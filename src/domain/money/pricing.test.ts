import { describe, expect, it } from "vitest";
import {
  CARD_PAYMENT_TAX_PERCENT,
  taxForPaymentType,
  unitPriceFor,
  withOrderTypePrices,
  withPaymentTypeTax,
} from "./pricing";

const gown = { price: 500000, rentPrice: 150000, isService: false };
const alteration = { price: 30000, rentPrice: 0, isService: true };

describe("sale vs rent pricing", () => {
  it("uses the price for a sale and the rent price for a rental", () => {
    expect(unitPriceFor(gown, "sale")).toBe(500000);
    expect(unitPriceFor(gown, "rent")).toBe(150000);
  });

  it("always uses the price for a service", () => {
    expect(unitPriceFor(alteration, "rent")).toBe(30000);
  });

  it("reprices every basket line when the order type changes", () => {
    const lines = [
      { id: 1, price: 500000 },
      { id: 2, price: 30000 },
    ];
    const products = new Map([
      [1, gown],
      [2, alteration],
    ]);
    const repriced = withOrderTypePrices(lines, "rent", (line) => products.get(line.id)!);
    expect(repriced).toEqual([
      { id: 1, price: 150000 },
      { id: 2, price: 30000 },
    ]);
    expect(lines[0].price).toBe(500000);
  });
});

describe("tax by payment type", () => {
  it("sets 8 % for a credit card payment", () => {
    expect(CARD_PAYMENT_TAX_PERCENT).toBe(8);
    expect(taxForPaymentType(18, "credit_cart")).toBe(8);
  });

  it.each(["cash", "eft", "check", "bill", "multiple_payment"] as const)("restores the product's own tax for %s", (type) => {
    expect(taxForPaymentType(18, type)).toBe(18);
  });

  it("switches every line to 8 and back", () => {
    const lines = [
      { id: 1, tax: 18, ownTax: 18 },
      { id: 2, tax: 20, ownTax: 20 },
    ];
    const card = withPaymentTypeTax(lines, "credit_cart", (line) => line.ownTax);
    expect(card.map((line) => line.tax)).toEqual([8, 8]);
    const cash = withPaymentTypeTax(card, "cash", (line) => line.ownTax);
    expect(cash.map((line) => line.tax)).toEqual([18, 20]);
  });
});
