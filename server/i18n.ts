import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const LANGUAGES = ["tr", "de", "ku"] as const;
export type Language = (typeof LANGUAGES)[number];

const LOCALES_DIR = fileURLToPath(new URL("../locales", import.meta.url));
const SERVER_FILES = ["server.json", "auth.json", "integrations.json"];

type Messages = Record<string, unknown>;

function loadLanguage(lang: Language): Messages {
  const dir = path.join(LOCALES_DIR, lang);
  const merged: Messages = {};
  for (const file of readdirSync(dir).filter((name) => SERVER_FILES.includes(name))) {
    merged[path.basename(file, ".json")] = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  }
  return merged;
}

const catalogs = Object.fromEntries(LANGUAGES.map((lang) => [lang, loadLanguage(lang)])) as Record<Language, Messages>;

/** The first supported language of an Accept-Language header; Turkish by default. */
export function languageFrom(header: string | undefined): Language {
  for (const part of (header ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  }
  return "tr";
}

function lookup(messages: Messages, key: string): string | undefined {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  return typeof value === "string" ? value : undefined;
}

/** A server message such as `server.errors.notFound`, with `{{name}}` placeholders filled. */
export function translate(lang: Language, rawKey: string, params: Record<string, string | number> = {}): string {
  // Keys may name their file i18next-style ("integrations:sms.netgsm.30").
  const key = rawKey.replace(":", ".");
  const template = lookup(catalogs[lang], key) ?? lookup(catalogs.tr, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
