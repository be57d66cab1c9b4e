import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../src/i18n/languages";
import { mergeLocaleFiles, type LocaleTree } from "../src/i18n/merge-locale-files";
import {
  actionBodySchema,
  actionFieldLabelKey,
  actionLabelKey,
  actionNames,
  computedFields,
  counterDefinitions,
  counterLabelKey,
  DEALER_COLUMN,
  describeFields,
  enumLabelKey,
  fieldLabelKey,
  sectionNames,
  sectionTitleKey,
  showFields,
  titleKey,
  type FieldDescriptor,
  withLines,
  type ResourceSchema,
} from "../src/engine";
import { schemas } from "../src/schemas";

const localesDir = join(__dirname, "..", "locales");

/** A language's files, its pages' own texts (`pages/`, loaded with those pages) included. */
const filesOf = (language: string): string[] =>
  [
    ...readdirSync(join(localesDir, language)).filter((file) => file.endsWith(".json")),
    ...readdirSync(join(localesDir, language, "pages")).filter((file) => file.endsWith(".json")).map((file) => `pages/${file}`),
  ].sort();

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

/** A field's label and enum keys, and those of its sub-list items (bank accounts), as the widgets ask for them. */
const fieldKeys = (name: string, field: FieldDescriptor): string[] => [
  fieldLabelKey(name, field.name),
  ...(field.enumValues ?? []).map((value) => enumLabelKey(name, field.name, value)),
  ...((field.property.items?.enum ?? []) as (string | number)[]).map((value) => enumLabelKey(name, field.name, value)),
  // A line's fields are labelled by its own resource (`parent.lines`).
  ...(field.itemFields ?? []).flatMap((item) => fieldKeys(field.itemResource ?? name, item)),
];

/**
 * The keys a schema's generated pages and labels ask for, built with the engine's own key functions:
 * fields (also sub-list items and the server's computed figures), list columns, route titles, enum values
 * and list counters.
 */
const keysRequiredBy = (schema: ResourceSchema): string[] => {
  const name = schema.$id;
  const routes = schema["x-resource"].routes;
  // refine's success and error toasts name the record by `<resource>.<resource>` (one record, singular).
  const keys = [`${name}.${name}`];
  keys.push(...[...describeFields(schema), ...computedFields(schema)].flatMap((field) => fieldKeys(name, field)));
  // Columns may also name the server's own columns (created_at); the dealer column has its own label.
  keys.push(...schema["x-resource"].list.columns.filter((column) => column !== DEALER_COLUMN).map((column) => fieldLabelKey(name, column)));
  if (routes.show !== undefined) keys.push(...showFields(schema).map((field) => fieldLabelKey(name, field.name)));
  keys.push(...(["list", "create", "edit", "show"] as const).filter((action) => routes[action] !== undefined).map((action) => titleKey(name, action)));
  // The public create page (an application form) is titled as the create form.
  if (routes.publicCreate !== undefined) keys.push(titleKey(name, "create"));
  keys.push(...counterDefinitions(schema).map((counter) => counterLabelKey(name, counter.key)));
  // A declared action's row button, and the fields of its body's form.
  keys.push(...actionNames(schema).map((action) => actionLabelKey(name, action)));
  for (const action of actionNames(schema)) {
    const body = actionBodySchema(schema, action);
    if (body) keys.push(...describeFields(body).map((field) => actionFieldLabelKey(name, action, field.name)));
  }
  // The bin page's counters and checkboxes (x-resource.bin).
  const bin = schema["x-resource"].bin;
  keys.push(...Object.keys(bin?.counters ?? {}).map((key) => `${name}.bin.counters.${key}`));
  keys.push(...Object.keys(bin?.toggles ?? {}).map((key) => `${name}.bin.toggles.${key}`));
  // The titles of the form's sections (x-resource.form.sections).
  keys.push(...sectionNames(schema).map((section) => sectionTitleKey(name, section)));
  return [...new Set(keys)];
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

  it("labels every registered schema: record name, fields, sub-list item fields, computed fields, columns, route titles, enum values, counters, actions and form sections", () => {
    const problems: string[] = [];
    // As the pages see them: a parent of lines has its lines field.
    for (const schema of (schemas as readonly ResourceSchema[]).map((declared, _index, all) => withLines(declared, all))) {
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
