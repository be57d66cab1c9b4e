import { describe, expect, it } from "vitest";
import { whatsappLink, whatsappNumber } from "./whatsapp";

describe("whatsappLink", () => {
  it.each([
    ["+905321234567", "905321234567"],
    ["0532 123 45 67", "905321234567"],
    ["+90 (532) 123 45 67", "905321234567"],
    ["5321234567", "905321234567"],
    ["0090 532 123 45 67", "905321234567"],
  ])("reads the Turkish mobile %s as %s", (phone, digits) => {
    expect(whatsappNumber(phone)).toBe(digits);
  });

  it("keeps another country's number written with its prefix", () => {
    expect(whatsappNumber("+49 151 2345 6789")).toBe("4915123456789");
    expect(whatsappNumber("0049 151 2345 6789")).toBe("4915123456789");
  });

  it.each(["", "0212 123 45 67", "+90 212 123 45 67", "12345", "abc", "151 2345 6789"])("has no chat for %j", (phone) => {
    expect(whatsappNumber(phone)).toBeNull();
    expect(whatsappLink(phone, "Merhaba")).toBeNull();
  });

  it("opens the chat with the text encoded, Turkish letters and line breaks intact", () => {
    const text = "Sayın Ayşe, gelinliğiniz hazır & provanız 12:30'da.\nİyi günler";
    const link = whatsappLink("0532 123 45 67", text)!;
    expect(link.startsWith("https://wa.me/905321234567?text=")).toBe(true);
    expect(new URL(link).searchParams.get("text")).toBe(text);
    expect(link).not.toContain(" ");
    expect(link).toContain("%26");
  });

  it("has no text parameter for an empty text", () => {
    expect(whatsappLink("+905321234567", "")).toBe("https://wa.me/905321234567");
  });
});
