import { describe, expect, it } from "vitest";
import {
  formatTurkishMobile,
  normalizeTurkishMobile,
  normalizeTurkishPhone,
  phoneForSmsProvider,
  toInternationalMobileDigits,
  toNationalMobile,
} from "./phone";

describe("normalizeTurkishMobile", () => {
  it.each([
    "0532 123 45 67",
    "+90 (532) 123 45 67",
    "5321234567",
    "905321234567",
    "+905321234567",
    "0090 532 123 45 67",
    "(0532) 123-45-67",
    "0532.123.45.67",
  ])("reads %j as +905321234567", (input) => {
    expect(normalizeTurkishMobile(input)).toBe("+905321234567");
  });

  it.each([
    "0212 123 45 67", // Istanbul landline
    "+49 532 123 45 67", // not Turkey
    "532123456", // too short
    "05321234567 8",
    "0532 abc 45 67",
    "53212345678",
    "+0532 123 45 67",
    "5+321234567",
    "",
  ])("returns null for %j", (input) => {
    expect(normalizeTurkishMobile(input)).toBeNull();
  });
});

describe("normalizeTurkishPhone", () => {
  it.each([
    ["0212 123 45 67", "+902121234567"],
    ["+90 (312) 444 55 66", "+903124445566"],
    ["0 232 111 22 33", "+902321112233"],
    ["0532 123 45 67", "+905321234567"],
    ["0850 222 33 44", "+908502223344"],
  ])("reads %j as %j", (input, stored) => {
    expect(normalizeTurkishPhone(input)).toBe(stored);
  });

  it.each(["0112 123 45 67", "0900 123 45 67", "0800 123 45 67", "+49 30 1234567", "0212 123 45", ""])("returns null for %j", (input) => {
    expect(normalizeTurkishPhone(input)).toBeNull();
  });
});

describe("provider forms", () => {
  const mobile = "+905321234567" as const;

  it("gives 10 digits for NetGSM and İleti Merkezi", () => {
    expect(toNationalMobile(mobile)).toBe("5321234567");
    expect(phoneForSmsProvider(mobile, "netgsm")).toBe("5321234567");
    expect(phoneForSmsProvider(mobile, "iletimerkezi")).toBe("5321234567");
  });

  it("gives 90 and 10 digits for Bulutfon and Organik", () => {
    expect(toInternationalMobileDigits(mobile)).toBe("905321234567");
    expect(phoneForSmsProvider(mobile, "bulutfon")).toBe("905321234567");
    expect(phoneForSmsProvider(mobile, "organik")).toBe("905321234567");
  });

  it("formats with the spec's mask", () => {
    expect(formatTurkishMobile(mobile)).toBe("+90 (532) 123 45 67");
  });

  it("refuses a value that is not in stored form", () => {
    expect(() => toNationalMobile("+90532" as `+90${string}`)).toThrow(RangeError);
  });
});
