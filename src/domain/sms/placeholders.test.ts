import { describe, expect, it } from "vitest";
import { fillPlaceholders, SMS_PLACEHOLDERS } from "./placeholders";

describe("fillPlaceholders", () => {
  it("names the five placeholders of the ready-made messages", () => {
    expect(SMS_PLACEHOLDERS).toEqual(["musteri", "firma", "tarih", "saat", "tutar"]);
  });

  it("fills each placeholder, every time it occurs", () => {
    const text = "Sayın {musteri}, {tarih} {saat} provanızı hatırlatırız. {firma} — {musteri}, kalan {tutar}";
    const values = { musteri: "Ayşe Yılmaz", firma: "Prenses Gelinlik", tarih: "12.06.2027", saat: "14:30", tutar: "₺1.500,00" };
    expect(fillPlaceholders(text, values)).toBe(
      "Sayın Ayşe Yılmaz, 12.06.2027 14:30 provanızı hatırlatırız. Prenses Gelinlik — Ayşe Yılmaz, kalan ₺1.500,00",
    );
  });

  it("leaves a placeholder without a value, an unknown one and a broken one as typed", () => {
    expect(fillPlaceholders("{musteri} {tarih} {adres} {firma", { musteri: "Ayşe" })).toBe("Ayşe {tarih} {adres} {firma");
  });

  it("puts a value in literally, even one that looks like a placeholder or a replacement pattern", () => {
    expect(fillPlaceholders("{musteri} / {firma}", { musteri: "{firma} $& $1", firma: "X" })).toBe("{firma} $& $1 / X");
  });

  it("is case sensitive and leaves a text without placeholders alone", () => {
    expect(fillPlaceholders("{MUSTERI} merhaba", { musteri: "Ayşe" })).toBe("{MUSTERI} merhaba");
    expect(fillPlaceholders("", { musteri: "Ayşe" })).toBe("");
  });
});
