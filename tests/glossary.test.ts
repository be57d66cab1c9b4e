import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkGlossary } from "./glossary/check-glossary";
import { readLocaleTexts } from "./glossary/locale-texts";
import { parseGlossary } from "./glossary/parse-glossary";

const localesDir = join(__dirname, "..", "locales");
const glossary = parseGlossary(readFileSync(join(localesDir, "GLOSSARY.md"), "utf8"));

describe("the locale files follow locales/GLOSSARY.md", () => {
  it("reads the glossary's terms, commands and exceptions", () => {
    expect(glossary.entries.filter((entry) => entry.check !== "command").length).toBeGreaterThan(40);
    expect(glossary.entries.filter((entry) => entry.check === "command").map((entry) => entry.name)).toEqual(
      expect.arrayContaining(["Kaydet", "Sil", "Ekle", "Düzenle", "Oluştur", "Vazgeç"]),
    );
    expect(glossary.entries.find((entry) => entry.name === "müşteri")?.words.ku).toEqual(["xerîdar"]);
  });

  it("renders every term by its one German and Kurmanji word, each word for one concept, every command in one form", () => {
    expect(checkGlossary(glossary, readLocaleTexts(localesDir))).toEqual([]);
  });
});
