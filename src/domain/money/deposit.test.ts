import { describe, expect, it } from "vitest";
import { depositFromSplits, multiplePaymentAllowed } from "./deposit";

describe("deposit", () => {
  it("is the sum of card, cash and EFT splits", () => {
    expect(depositFromSplits({ credit_cart: 10000, cash: 2550, eft: 0 })).toBe(12550);
  });

  it("refuses a negative or fractional split", () => {
    expect(() => depositFromSplits({ credit_cart: -1, cash: 0, eft: 0 })).toThrow(RangeError);
    expect(() => depositFromSplits({ credit_cart: 0.5, cash: 0, eft: 0 })).toThrow();
  });

  it("allows splitting only with payment style now_and_later", () => {
    expect(multiplePaymentAllowed("now_and_later")).toBe(true);
    expect(multiplePaymentAllowed("now")).toBe(false);
    expect(multiplePaymentAllowed("later")).toBe(false);
  });
});
