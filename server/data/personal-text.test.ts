import { describe, expect, it } from "vitest";
import { holdsPersonalData, personalData, scrubJson, scrubText, SCRUBBED } from "./personal-text";

const her = personalData(["Ayşe Yılmaz", "ayse@example.com", "İpek Sokak 5"], ["+905321234567", "10000000146"]);

describe("personal text", () => {
  it("finds her name in any case, Turkish letters too", () => {
    expect(scrubText("Sayın AYŞE YILMAZ, hoş geldiniz", her)).toBe(`Sayın ${SCRUBBED}, hoş geldiniz`);
    expect(scrubText("ayşe   yılmaz", her)).toBe(SCRUBBED);
    expect(scrubText("İPEK SOKAK 5 / ipek sokak 5", her)).toBe(`${SCRUBBED} / ${SCRUBBED}`);
  });

  it("finds her phone and identity number in any spelling", () => {
    for (const spelling of ["5321234567", "0532 123 45 67", "+90 (532) 123 4567", "+905321234567", "532-123-45-67"]) {
      expect(holdsPersonalData(`Tel: ${spelling}.`, her), spelling).toBe(true);
      expect(scrubText(`Tel: ${spelling}.`, her).replace(/\D/g, "")).not.toContain("5321234567");
    }
    expect(scrubText("TCKN 10000000146", her)).toBe(`TCKN ${SCRUBBED}`);
  });

  it("leaves other text alone and scrubs every string of a JSON value", () => {
    expect(scrubText("Zeynep Ak 5331112233", her)).toBe("Zeynep Ak 5331112233");
    expect(scrubJson({ a: ["Ayşe Yılmaz"], b: { c: 5, d: "x ayse@example.com" } }, her)).toEqual({ a: [SCRUBBED], b: { c: 5, d: `x ${SCRUBBED}` } });
    expect(personalData(["", "ab", null], ["123"])).toEqual({ texts: [], numbers: [] });
  });
});
