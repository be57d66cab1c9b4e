import type { Language } from "./languages";
import { mergeLocaleFiles, type LocaleTree } from "./merge-locale-files";

// Lazy glob: each JSON file becomes its own chunk, so only the chosen language is fetched.
// server.json, auth.json and integrations.json hold the server's own messages, which arrive translated.
const localeModules = import.meta.glob<LocaleTree>(
  ["../../locales/*/*.json", "!../../locales/*/server.json", "!../../locales/*/auth.json", "!../../locales/*/integrations.json"],
  { import: "default" },
);

/** Loads and merges every `locales/<language>/*.json` file. */
export const loadTranslations = async (language: Language): Promise<LocaleTree> => {
  const prefix = `../../locales/${language}/`;
  const entries = Object.entries(localeModules).filter(([path]) => path.startsWith(prefix));
  const files = await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const));
  return mergeLocaleFiles(files);
};
