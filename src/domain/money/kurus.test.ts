import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MoneyFormatError, decimalStringFromKurus, kurusFromDecimalString } from "./kurus";

describe("kurusFromDecimalString", () => {
  it.each([
    ["12.34", 1234],
    ["12.3", 1230],
    ["12", 1200],
    ["0.05", 5],
    ["-0.05", -5],
    ["1234.50", 123450],
    [" 7.00 ", 700],
  ])("reads %s as %i kuruş", (input, expected) => {
    expect(kurusFromDecimalString(input)).toBe(expected);
  });

  it.each(["12.345", "1e3", "NaN", "", "12,50", "1.", ".5", "abc", "Infinity", "0x10", "--1", "1 000"])(
    "refuses %j",
    (input) => {
      expect(() => kurusFromDecimalString(input)).toThrow(MoneyFormatError);
    },
  );

  it("refuses amounts beyond the safe integer range", () => {
    expect(() => kurusFromDecimalString("99999999999999999.00")).toThrow(MoneyFormatError);
  });
});

describe("decimalStringFromKurus", () => {
  it.each([
    [1234, "12.34"],
    [5, "0.05"],
    [-5, "-0.05"],
    [0, "0.00"],
    [100, "1.00"],
  ])("writes %i as %s", (input, expected) => {
    expect(decimalStringFromKurus(input)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %d", (input) => {
    expect(() => decimalStringFromKurus(input)).toThrow(MoneyFormatError);
  });

  it("round-trips every safe amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (kurus) => {
        expect(kurusFromDecimalString(decimalStringFromKurus(kurus))).toBe(kurus);
      }),
    );
  });
});
