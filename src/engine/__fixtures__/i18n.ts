import type { I18nProvider } from "@refinedev/core";
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { mergeLocaleFiles, type LocaleTree } from "../../i18n/merge-locale-files";
import { sampleLocale } from "./sample.locale";

// The pages' own texts (`pages/`) too: a page rendered on its own in a test has them at once.
const turkishFiles = import.meta.glob<LocaleTree>(["../../../locales/tr/*.json", "../../../locales/tr/pages/*.json"], { eager: true, import: "default" });

/** An i18next instance with the shipped Turkish files merged as the app merges them, plus the fixtures' labels. */
export const createFixtureI18n = (): I18n => {
  const translation = { ...mergeLocaleFiles(Object.entries(turkishFiles)), ...sampleLocale };
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: "tr",
    resources: { tr: { translation } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
};

/** refine's bridge to the same instance (its buttons and notifications translate through it). */
export const fixtureI18nProvider = (instance: I18n): I18nProvider => ({
  translate: (key, options, defaultMessage) =>
    typeof options === "string"
      ? String(instance.t(key, { defaultValue: options }))
      : String(instance.t(key, { ...options, defaultValue: defaultMessage ?? key })),
  changeLocale: async (locale) => {
    await instance.changeLanguage(locale);
  },
  getLocale: () => instance.language,
});
