import i18next from "i18next";
import type { Language } from "./languages";
import { mergeLocaleFiles, type LocaleTree } from "./merge-locale-files";

// Lazy glob: each common.json becomes its own chunk, so only the chosen language's is fetched.
const commonModules = import.meta.glob<LocaleTree>("../../locales/*/common.json", { import: "default" });

// The other texts of a language are always loaded together (loadAppTranslations): one chunk per language instead of
// one per file, so the signed-in app's first load makes one request for them, not a dozen. server.json, auth.json
// and integrations.json hold the server's own messages, which arrive translated.
const appTextModules: Record<Language, () => Promise<{ default: Record<string, LocaleTree> }>> = {
  tr: () => import("./app-texts/tr"),
  de: () => import("./app-texts/de"),
  ku: () => import("./app-texts/ku"),
};

/** `common.json`: the texts of the frame, login and the error pages, loaded before the first render. */
export const loadStartupTranslations = async (language: Language): Promise<LocaleTree> => {
  const path = `../../locales/${language}/common.json`;
  return mergeLocaleFiles([[path, await commonModules[path]()]]);
};

/** Every other `locales/<language>/*.json` (one per resource, the engine's, settings'), merged under its name. */
export const loadTranslations = async (language: Language): Promise<LocaleTree> =>
  mergeLocaleFiles(Object.entries((await appTextModules[language]()).default));

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
