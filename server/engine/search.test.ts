import { describe, expect, it } from "vitest";
import { foldText } from "./search";

const folded = (text: string) => foldText(text).toLowerCase();

describe("keyword folding", () => {
  it("maps Turkish, German and Kurmanji letters of both cases to the same ASCII letter", () => {
    expect(folded("GELİNLİK Ürün Işık")).toBe("gelinlik urun isik");
    expect(folded("Çiçek Şal Öğe")).toBe("cicek sal oge");
    expect(folded("Straße Häkel")).toBe("strase hakel");
    expect(folded("Êvar Nîsan Rûmet")).toBe("evar nisan rumet");
  });
});
