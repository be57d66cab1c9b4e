import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";
import { loadStartupTranslations, loadTranslations } from "./load-translations";

// The server's own messages arrive translated; the client never loads them.
const SERVER_ONLY = ["common", "server", "auth", "integrations"];

const resourceFiles = (language: string) =>
  readdirSync(`locales/${language}`)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .filter((name) => !SERVER_ONLY.includes(name));

describe.each(LANGUAGES)("the texts of %s", (language) => {
  it("start with common.json alone, at the root", async () => {
    const common = JSON.parse(readFileSync(`locales/${language}/common.json`, "utf8")) as object;
    expect(await loadStartupTranslations(language)).toEqual(common);
  });

  it("then bring every other file of the language in one load, each under its name, none of the server's", async () => {
    const texts = await loadTranslations(language);
    expect(Object.keys(texts).sort()).toEqual(resourceFiles(language).sort());
    const [first] = resourceFiles(language);
    expect(texts[first]).toEqual(JSON.parse(readFileSync(`locales/${language}/${first}.json`, "utf8")));
  });
});
