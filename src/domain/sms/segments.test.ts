import { describe, expect, it } from "vitest";
import { countSegments } from "./segments";

const tr = { turkishShift: true };
const plain = { turkishShift: false };

describe("countSegments", () => {
  it("fits 160 GSM-7 characters in one SMS and splits 161 into 153-septet parts", () => {
    expect(countSegments("a".repeat(160), plain)).toEqual({ encoding: "gsm7", segments: 1, units: 160 });
    expect(countSegments("a".repeat(161), plain)).toEqual({ encoding: "gsm7", segments: 2, units: 161 });
    expect(countSegments("a".repeat(306), plain).segments).toBe(2);
    expect(countSegments("a".repeat(307), plain).segments).toBe(3);
  });

  it("counts Ç, Ö, ö, Ü, ü as plain GSM-7", () => {
    expect(countSegments("ÇÖöÜü", plain)).toEqual({ encoding: "gsm7", segments: 1, units: 5 });
  });

  it("counts ç ğ Ğ ı İ ş Ş as two septets with the Turkish shift table", () => {
    expect(countSegments("çğĞıİşŞ", tr)).toEqual({ encoding: "gsm7_turkish", segments: 1, units: 14 });
    expect(countSegments("ş".repeat(80), tr)).toEqual({ encoding: "gsm7_turkish", segments: 1, units: 160 });
    expect(countSegments("ş".repeat(81), tr).segments).toBe(2);
  });

  it("falls back to UCS-2 for Turkish letters without the shift table", () => {
    expect(countSegments("Günaydın", plain)).toEqual({ encoding: "ucs2", segments: 1, units: 8 });
    expect(countSegments("ç", plain).encoding).toBe("ucs2");
  });

  it("counts the escape characters as two septets in both modes", () => {
    expect(countSegments("{}[]~|^\\€", plain)).toEqual({ encoding: "gsm7", segments: 1, units: 18 });
    expect(countSegments("€", tr)).toEqual({ encoding: "gsm7", segments: 1, units: 2 });
  });

  it("does not split an escape pair across parts", () => {
    // 152 plain septets then "€": 154 in all, and the pair cannot share part one's last septet
    const text = "a".repeat(152) + "€" + "a".repeat(152);
    expect(countSegments(text, plain)).toEqual({ encoding: "gsm7", segments: 3, units: 306 });
  });

  it("uses UCS-2 70/67 for other scripts and counts an emoji as two units", () => {
    expect(countSegments("ê".repeat(70), tr)).toEqual({ encoding: "ucs2", segments: 1, units: 70 });
    expect(countSegments("ê".repeat(71), tr)).toEqual({ encoding: "ucs2", segments: 2, units: 71 });
    expect(countSegments("👰", tr)).toEqual({ encoding: "ucs2", segments: 1, units: 2 });
    expect(countSegments("a".repeat(134) + "👰", tr)).toEqual({ encoding: "ucs2", segments: 3, units: 136 });
  });

  it("counts a Turkish reminder the way it is billed", () => {
    const text = "Sayın Ayşe Hanım, gelinlik provanız yarın saat 14:00'tedir. İyi günler dileriz.";
    const count = countSegments(text, tr);
    expect(count.encoding).toBe("gsm7_turkish");
    expect(count.segments).toBe(1);
  });

  it("is zero for an empty text", () => {
    expect(countSegments("", tr)).toEqual({ encoding: "gsm7", segments: 0, units: 0 });
  });
});
