import { readdirSync, readFileSync } from "node:fs";
import i18next from "i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { loadPageTexts, withPageTexts } from "./page-texts";

const pageFiles = (language: string) => readdirSync(`locales/${language}/pages`).filter((file) => file.endsWith(".json"));

describe("page texts", () => {
  beforeEach(async () => {
    await i18next.init({ lng: "de", resources: {}, initAsync: false });
  });

  it("are the same files in every language", () => {
    for (const language of LANGUAGES) expect(pageFiles(language).sort()).toEqual(pageFiles("tr").sort());
  });

  it("add a file of the running language under its name, and only when asked", async () => {
    const [file] = pageFiles("de");
    const name = file.replace(/\.json$/, "");
    expect(i18next.exists(`${name}`)).toBe(false);
    await loadPageTexts([name]);
    const expected = JSON.parse(readFileSync(`locales/de/pages/${file}`, "utf8")) as Record<string, unknown>;
    expect(i18next.getResourceBundle("de", "translation")[name]).toEqual(expected);
  });

  it("hand over a page's module once its texts are there", async () => {
    const name = pageFiles("de")[0].replace(/\.json$/, "");
    const page = await withPageTexts([name], Promise.resolve({ default: "the page" }));
    expect(page.default).toBe("the page");
    expect(i18next.getResourceBundle("de", "translation")[name]).toBeDefined();
  });

  it("refuse a file that does not exist", async () => {
    await expect(loadPageTexts(["no-such-page"])).rejects.toThrow(/no-such-page/);
  });
});
