import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../src/i18n/languages";
import { mergeLocaleFiles, type LocaleTree } from "../src/i18n/merge-locale-files";
import type { ResourceSchema } from "../src/schemas/resource";
import { schemas } from "../src/schemas";

const localesDir = join(__dirname, "..", "locales");

const filesOf = (language: string): string[] =>
  readdirSync(join(localesDir, language)).filter((file) => file.endsWith(".json")).sort();

const treeOf = (language: string): LocaleTree =>
  mergeLocaleFiles(
    filesOf(language).map((file) => [file, JSON.parse(readFileSync(join(localesDir, language, file), "utf8")) as LocaleTree] as const),
  );

/** Every leaf as "a.b.c" → its value. */
const flatten = (tree: LocaleTree, prefix = ""): Map<string, unknown> => {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") flatten(value, path).forEach((leaf, leafPath) => leaves.set(leafPath, leaf));
    else leaves.set(path, value);
  }
  return leaves;
};

const translations = new Map(LANGUAGES.map((language) => [language, flatten(treeOf(language))]));

const isFilled = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** The keys a schema's generated pages and labels ask for. */
const keysRequiredBy = (schema: ResourceSchema): string[] => {
  const name = schema.$id;
  // refine's success and error toasts name the record by `<resource>.<resource>` (one record, singular).
  const keys = [`${name}.${name}`, ...Object.keys(schema.properties).map((property) => `${name}.fields.${property}`)];
  for (const action of ["list", "create", "edit", "show"] as const) {
    if (schema["x-resource"].routes[action] !== undefined) keys.push(`${name}.titles.${action}`);
  }
  for (const [property, definition] of Object.entries(schema.properties)) {
    const values: unknown[] = definition?.enum ?? definition?.items?.enum ?? [];
    for (const value of values) keys.push(`${name}.enums.${property}.${String(value)}`);
  }
  return keys;
};

describe("i18n completeness", () => {
  it("has the same locale files in every language", () => {
    const [first, ...others] = LANGUAGES;
    for (const language of others) expect(filesOf(language), language).toEqual(filesOf(first));
  });

  it("has every key of every language, filled, in every other language", () => {
    const problems: string[] = [];
    const allKeys = new Set(LANGUAGES.flatMap((language) => [...translations.get(language)!.keys()]));
    for (const key of allKeys) {
      for (const language of LANGUAGES) {
        if (!isFilled(translations.get(language)!.get(key))) problems.push(`${language}: ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("labels every registered schema: its record name, fields, route titles and enum values", () => {
    const problems: string[] = [];
    for (const schema of schemas as readonly ResourceSchema[]) {
      for (const key of keysRequiredBy(schema)) {
        for (const language of LANGUAGES) {
          if (!isFilled(translations.get(language)!.get(key))) problems.push(`${language}: ${key}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("names the product in every language", () => {
    for (const language of LANGUAGES) expect(translations.get(language)!.get("app.name"), language).toBeTruthy();
    expect(translations.get("tr")!.get("app.name")).toBe("Gelinlik Yönetim Paneli");
  });

  it("calls the actions column by one word in refine's table and in the generated lists", () => {
    for (const language of LANGUAGES) {
      const texts = translations.get(language)!;
      expect(texts.get("table.actions"), language).toBe(texts.get("engine.list.actions"));
    }
  });

  it("addresses the user formally in Kurmanji (hûn/we, not tu/te)", () => {
    // auth, server and integrations texts are written elsewhere. "tu" alone also means "none" ("tu tomar"),
    // so only the pronoun "te" and "tu" as a subject before a verb count as informal.
    const foreign = ["auth", "server", "integrations"];
    const informalPatterns = [/(^|[\s,.?!])te([\s,.?!]|$)/i, /(^|[.?!]\s*)tu\s/i, /\stu\s+(bawer|lê|derkev|şert|peyman)/];
    const informal = [...translations.get("ku")!].filter(
      ([key, value]) =>
        !foreign.includes(key.split(".")[0]) && typeof value === "string" && informalPatterns.some((pattern) => pattern.test(value)),
    );
    expect(informal).toEqual([]);
  });
});
