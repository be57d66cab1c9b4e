import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMask, isMaskComplete, maskExample, PHONE_MASK, PHONE_MASK_OPTIONS, slotDigits } from "./mask";

const PHONE = "+90 (###) ### ## ##";
const phone = { trunkPrefix: "0" };

describe("applyMask", () => {
  it("formats partial input, stopping after the last digit", () => {
    expect(applyMask(PHONE, "5", phone)).toBe("+90 (5");
    expect(applyMask(PHONE, "5321", phone)).toBe("+90 (532) 1");
    expect(applyMask(PHONE, "", phone)).toBe("");
  });

  it("reads pasted numbers with country code or trunk zero", () => {
    expect(applyMask(PHONE, "+90 532 123 45 67", phone)).toBe("+90 (532) 123 45 67");
    expect(applyMask(PHONE, "0532 123 45 67", phone)).toBe("+90 (532) 123 45 67");
    expect(applyMask(PHONE, "905321234567", phone)).toBe("+90 (532) 123 45 67");
    expect(applyMask(PHONE, "0 (532) 123-45-67", phone)).toBe("+90 (532) 123 45 67");
  });

  it("keeps editing the formatted value stable and lets a typed 9 start the number", () => {
    expect(applyMask(PHONE, "+90 (532) 12", phone)).toBe("+90 (532) 12");
    expect(applyMask(PHONE, "9", phone)).toBe("+90 (9");
    expect(applyMask(PHONE, "+90 (90", phone)).toBe("+90 (90");
  });

  it("drops what does not fit and ignores letters", () => {
    expect(applyMask("###-##", "12a3456")).toBe("123-45");
  });

  it("swallows a typed trunk zero", () => {
    expect(applyMask(PHONE, "0", phone)).toBe("");
    expect(applyMask(PHONE, "05", phone)).toBe("+90 (5");
  });

  it("is idempotent on its own output", () => {
    expect(applyMask(PHONE, applyMask(PHONE, "00", phone), phone)).toBe("+90 (0");
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = applyMask(PHONE, input, phone);
        expect(applyMask(PHONE, once, phone)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("unmasking", () => {
  it("returns the slot digits and tells when every slot is filled", () => {
    expect(slotDigits(PHONE, "+90 (532) 123 45 67", phone)).toBe("5321234567");
    expect(isMaskComplete(PHONE, "+90 (532) 123 45 67", phone)).toBe(true);
    expect(isMaskComplete(PHONE, "+90 (532) 123", phone)).toBe(false);
  });
});

/** What a masked input shows after each key: the previous value plus the key, formatted again. */
const typeKeys = (keys: string): string => [...keys].reduce((shown, key) => applyMask(PHONE_MASK, shown + key, PHONE_MASK_OPTIONS), "");

describe("typing a phone number key by key", () => {
  it("reads a leading trunk zero", () => {
    expect(typeKeys("05321234567")).toBe("+90 (532) 123 45 67");
  });

  it("reads a typed country code with or without the plus", () => {
    expect(typeKeys("+905321234567")).toBe("+90 (532) 123 45 67");
    expect(applyMask(PHONE_MASK, "905321234567", PHONE_MASK_OPTIONS)).toBe("+90 (532) 123 45 67");
  });

  it("keeps a started country code until the number begins", () => {
    expect(typeKeys("+")).toBe("+");
    expect(typeKeys("+9")).toBe("+9");
    expect(typeKeys("+90")).toBe("+90");
  });
});

describe("maskExample", () => {
  it("fills the slots with a sample number, so a message shows the form instead of '#'", () => {
    expect(maskExample(PHONE_MASK)).toBe("+90 (532) 123 45 67");
    expect(maskExample("+90 (###) ### ####")).toBe("+90 (532) 123 4567");
    expect(maskExample("###########")).toBe("53212345675");
  });
});
