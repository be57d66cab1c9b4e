import i18next from "i18next";
import type { Language } from "./languages";
import { mergeLocaleFiles, type LocaleTree } from "./merge-locale-files";

// Lazy glob: each JSON file becomes its own chunk, so only the chosen language is fetched.
// server.json, auth.json and integrations.json hold the server's own messages, which arrive translated.
const localeModules = import.meta.glob<LocaleTree>(
  ["../../locales/*/*.json", "!../../locales/*/server.json", "!../../locales/*/auth.json", "!../../locales/*/integrations.json"],
  { import: "default" },
);

const isCommon = (path: string) => path.endsWith("/common.json");

const loadFiles = async (language: Language, wanted: (path: string) => boolean): Promise<LocaleTree> => {
  const prefix = `../../locales/${language}/`;
  const entries = Object.entries(localeModules).filter(([path]) => path.startsWith(prefix) && wanted(path));
  const files = await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const));
  return mergeLocaleFiles(files);
};

/** `common.json`: the texts of the frame, login and the error pages, loaded before the first render. */
export const loadStartupTranslations = (language: Language): Promise<LocaleTree> => loadFiles(language, isCommon);

/** Every other `locales/<language>/*.json` (one per resource, the engine's, settings'), merged under its name. */
export const loadTranslations = (language: Language): Promise<LocaleTree> => loadFiles(language, (path) => !isCommon(path));

// Per i18next store: setupI18n's init makes a new one, which holds the common texts only.
const appTexts = new WeakMap<object, Promise<void>>();

/**
 * Adds the resources' texts to the language i18next runs in. The pages that need them (the signed-in app, the
 * public forms, register) await this before they render, so no key shows untranslated; it runs once.
 */
export const loadAppTranslations = (): Promise<void> => {
  const { store, language } = i18next;
  let loading = appTexts.get(store);
  if (!loading) {
    loading = loadTranslations(language as Language).then((texts) => {
      i18next.addResourceBundle(language, "translation", texts, true, false);
    });
    appTexts.set(store, loading);
  }
  return loading;
};
