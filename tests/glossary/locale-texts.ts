import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { mergeLocaleFiles, type LocaleTree } from "../../src/i18n/merge-locale-files";
import type { LocaleTexts } from "./check-glossary";
import type { GlossaryLanguage } from "./parse-glossary";

const flatten = (tree: LocaleTree, prefix = "", leaves = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") leaves.set(path, value);
    else flatten(value, path, leaves);
  }
  return leaves;
};

const textsOf = (localesDir: string, language: GlossaryLanguage): Map<string, string> => {
  const dir = join(localesDir, language);
  // The pages' own texts (`pages/`, loaded with those pages) are the app's texts too.
  const files = [...readdirSync(dir).filter((file) => file.endsWith(".json")), ...readdirSync(join(dir, "pages")).filter((file) => file.endsWith(".json")).map((file) => `pages/${file}`)];
  return flatten(mergeLocaleFiles(files.map((file) => [file, JSON.parse(readFileSync(join(dir, file), "utf8")) as LocaleTree] as const)));
};

/** Every text of every language under its full key, the files merged as the app merges them. */
export const readLocaleTexts = (localesDir: string): LocaleTexts => ({
  tr: textsOf(localesDir, "tr"),
  de: textsOf(localesDir, "de"),
  ku: textsOf(localesDir, "ku"),
});
