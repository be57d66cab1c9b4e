import { describe, expect, it } from "vitest";
import { mergeLocaleFiles } from "./merge-locale-files";

describe("merging a language's locale files", () => {
  it("puts common.json at the root and every other file under its name", () => {
    const merged = mergeLocaleFiles([
      ["../../locales/tr/announces.json", { fields: { title: "Başlık" } }],
      ["../../locales/tr/common.json", { buttons: { save: "Kaydet" }, app: { name: "Gelinlik Yönetim Paneli" } }],
    ]);
    expect(merged).toEqual({
      buttons: { save: "Kaydet" },
      app: { name: "Gelinlik Yönetim Paneli" },
      announces: { fields: { title: "Başlık" } },
    });
  });
});
