import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isValidTcKimlikNo } from "./tcKimlikNo";
import { isValidVergiKimlikNo } from "./vergiKimlikNo";

describe("TC Kimlik No", () => {
  it.each(["17291716060", "10000000146"])("accepts %s", (value) => {
    expect(isValidTcKimlikNo(value)).toBe(true);
  });

  it.each(["17291716050", "07291716060", "1729171606", "172917160600", "1729171606a", ""])("refuses %j", (value) => {
    expect(isValidTcKimlikNo(value)).toBe(false);
  });

  it("refuses any single-digit change of a valid number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = Array.from("17291716060", Number);
        digits[position] = (digits[position] + shift) % 10;
        expect(isValidTcKimlikNo(digits.join(""))).toBe(false);
      }),
    );
  });
});

describe("VKN", () => {
  it("accepts a valid tax number", () => {
    expect(isValidVergiKimlikNo("4540536920")).toBe(true);
  });

  it.each(["4540536921", "454053692", "45405369200", "454053692x"])("refuses %j", (value) => {
    expect(isValidVergiKimlikNo(value)).toBe(false);
  });

  it("refuses any change of the check digit", () => {
    for (let d = 1; d <= 9; d++) expect(isValidVergiKimlikNo(`454053692${d}`)).toBe(false);
  });
});
