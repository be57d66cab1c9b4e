import { describe, expect, it } from "vitest";
import {
  addProduct,
  basketIsDress,
  basketLineTotal,
  basketProductOf,
  basketTotal,
  defaultLastPaymentDate,
  defaultRentDates,
  depositOfSplits,
  discountRateOf,
  isDressCategory,
  linesPayload,
  paymentTypesFor,
  reduceLine,
  repriceForOrderType,
  retaxForPaymentType,
  withDiscountAmount,
  withDiscountRate,
  type BasketContext,
  type BasketProduct,
} from "./basket";

const gown: BasketProduct = { id: 1, name: "Gelinlik A", price: 5000000, rentPrice: 1500000, tax: 18, isService: false, isDress: true };
const veil: BasketProduct = { id: 2, name: "Duvak", price: 200000, rentPrice: 50000, tax: 10, isService: false, isDress: false };
const makeup: BasketProduct = { id: 3, name: "Makyaj", price: 300000, rentPrice: 0, tax: 20, isService: true, isDress: false };

const rentCash: BasketContext = { orderType: "rent", paymentType: "cash", today: "2026-11-24" };

describe("the quick sale's basket", () => {
  it("prices a new line by the order type (services always at price) and dates only rented products", () => {
    const lines = addProduct(addProduct([], gown, rentCash, "a"), makeup, rentCash, "b");
    expect(lines.map((line) => line.price)).toEqual([1500000, 300000]);
    expect(lines[0]).toMatchObject({ issue_date: "2026-11-24", delivery_date: "2026-11-25", piece: 1, discount: 0, tax: 18 });
    expect(lines[1].issue_date).toBeUndefined();
    const sale = addProduct([], gown, { ...rentCash, orderType: "sale" }, "a");
    expect(sale[0].price).toBe(5000000);
    expect(sale[0].issue_date).toBeUndefined();
  });

  it("adds a piece to a product already in the basket, but a new line for every service", () => {
    let lines = addProduct([], veil, rentCash, "a");
    lines = addProduct(lines, veil, rentCash, "b");
    expect(lines).toHaveLength(1);
    expect(lines[0].piece).toBe(2);
    lines = addProduct(addProduct(lines, makeup, rentCash, "c"), makeup, rentCash, "d");
    expect(lines).toHaveLength(3);
  });

  it("defaults the return to the day after a wedding still ahead, else the next day; the rest due tomorrow", () => {
    expect(defaultRentDates("2026-11-24", "2026-12-05")).toEqual({ issue_date: "2026-11-24", delivery_date: "2026-12-06" });
    expect(defaultRentDates("2026-11-24", "2026-11-01")).toEqual({ issue_date: "2026-11-24", delivery_date: "2026-11-25" });
    expect(defaultRentDates("2026-12-31")).toEqual({ issue_date: "2026-12-31", delivery_date: "2027-01-01" });
    expect(defaultLastPaymentDate("2026-02-28")).toBe("2026-03-01");
  });

  it("reprices every line when the type changes, services at price, dates added for rent and dropped for sale", () => {
    const rented = addProduct(addProduct([], gown, rentCash, "a"), makeup, rentCash, "b");
    const sold = repriceForOrderType(rented, { ...rentCash, orderType: "sale" });
    expect(sold.map((line) => line.price)).toEqual([5000000, 300000]);
    expect(sold[0].issue_date).toBeUndefined();
    expect(sold[0].delivery_date).toBeUndefined();
    const back = repriceForOrderType(sold, rentCash);
    expect(back.map((line) => line.price)).toEqual([1500000, 300000]);
    expect(back[0]).toMatchObject({ issue_date: "2026-11-24", delivery_date: "2026-11-25" });
  });

  it("keeps a discount within the new price when the type lowers it", () => {
    const [line] = addProduct([], gown, { ...rentCash, orderType: "sale" }, "a");
    const [discounted] = repriceForOrderType([withDiscountAmount(line, 2000000)], rentCash);
    expect(discounted.discount).toBe(1500000);
  });

  it("sets every tax to 8 for a card payment and gives each product its own tax back otherwise", () => {
    const lines = addProduct(addProduct([], gown, rentCash, "a"), makeup, rentCash, "b");
    const card = retaxForPaymentType(lines, "credit_cart");
    expect(card.map((line) => line.tax)).toEqual([8, 8]);
    expect(retaxForPaymentType(card, "eft").map((line) => line.tax)).toEqual([18, 20]);
    expect(addProduct([], veil, { ...rentCash, paymentType: "credit_cart" }, "a")[0].tax).toBe(8);
  });

  it("reduces a line a piece at a time and removes it, with its dates, at one piece; the dress flag follows", () => {
    let lines = addProduct(addProduct(addProduct([], gown, rentCash, "a"), veil, rentCash, "b"), veil, rentCash, "c");
    expect(basketIsDress(lines)).toBe(true);
    lines = reduceLine(lines, "b");
    expect(lines.find((line) => line.key === "b")?.piece).toBe(1);
    lines = reduceLine(lines, "a");
    expect(lines.map((line) => line.key)).toEqual(["b"]);
    expect(basketIsDress(lines)).toBe(false);
    expect(reduceLine(lines, "missing")).toEqual(lines);
  });

  it("sets the discount amount from the rate (capped at 100) and the rate from the amount", () => {
    const [line] = addProduct([], veil, { ...rentCash, orderType: "sale" }, "a");
    expect(withDiscountRate(line, 25).discount).toBe(50000);
    expect(withDiscountRate(line, 150).discount).toBe(200000);
    expect(withDiscountRate(line, -5).discount).toBe(0);
    expect(discountRateOf(withDiscountAmount(line, 30000))).toBe(15);
    expect(withDiscountAmount(line, 999999).discount).toBe(200000);
    expect(discountRateOf({ price: 0, discount: 0 })).toBe(0);
  });

  it("totals lines with tax, rounded up to the lira", () => {
    const [line] = addProduct([], veil, { ...rentCash, orderType: "sale" }, "a");
    const twoDiscounted = { ...withDiscountAmount(line, 50001), piece: 2 };
    // 2 × (2000.00 − 500.01) × 1.10 = 3299.978 → 3300
    expect(basketLineTotal(twoDiscounted)).toBe(330000);
    expect(basketTotal([twoDiscounted, { ...line, key: "x" }])).toBe(330000 + 220000);
    expect(basketTotal([])).toBe(0);
  });

  it("offers the split only with now_and_later, whose sum is the kapora", () => {
    expect(paymentTypesFor("now")).not.toContain("multiple_payment");
    expect(paymentTypesFor("later")).not.toContain("multiple_payment");
    expect(paymentTypesFor("now_and_later")).toContain("multiple_payment");
    expect(paymentTypesFor("now")).toEqual(["cash", "credit_cart", "eft", "check", "bill"]);
    expect(depositOfSplits({ cash: "1000.50", credit_cart: "500", eft: "" })).toBe("1500.50");
    expect(depositOfSplits({ cash: null, credit_cart: "abc", eft: "-5" })).toBe("0.00");
  });

  it("sends the lines as process_lines: dates only on rented products, the time only on services, ids kept", () => {
    const lines = addProduct(addProduct([], gown, rentCash, "a"), makeup, rentCash, "b").map((line) =>
      line.product.isService ? { ...line, service_at: "2026-11-30T10:00:00.000Z" } : { ...line, id: 7 },
    );
    expect(linesPayload(lines, "rent")).toEqual([
      { id: 7, service_id: 1, piece: 1, price: "15000.00", discount: "0.00", tax: 18, issue_date: "2026-11-24", delivery_date: "2026-11-25" },
      { service_id: 3, piece: 1, price: "3000.00", discount: "0.00", tax: 20, service_at: "2026-11-30T10:00:00.000Z" },
    ]);
    expect(linesPayload(lines, "sale")[0]).not.toHaveProperty("issue_date");
  });

  it("reads a product row of the API, the dress flag from the category GELİNLİK in any letter case", () => {
    expect(isDressCategory("Gelinlik")).toBe(true);
    expect(isDressCategory("gelinlik")).toBe(true);
    expect(isDressCategory("Abiye")).toBe(false);
    expect(isDressCategory(undefined)).toBe(false);
    const row = { id: 9, name: "Prenses", price: "12000.00", rent_price: "4000.50", tax: 18, is_service: false, barcode: "100" };
    expect(basketProductOf(row, "GELİNLİK")).toEqual({ id: 9, name: "Prenses", barcode: "100", price: 1200000, rentPrice: 400050, tax: 18, isService: false, isDress: true });
    expect(basketProductOf({ id: 1, name: "x", price: null }).price).toBe(0);
  });
});
