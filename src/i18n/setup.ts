import i18next from "i18next";
import type { Locale } from "antd/es/locale";
import { initReactI18next } from "react-i18next";
import { loadAntdLocale } from "./antd-locale";
import { applyDayjsLocale } from "./dayjs-locale";
import { currentLanguage } from "./language-store";
import type { Language } from "./languages";
import { loadStartupTranslations } from "./load-translations";

export interface LanguageSetup {
  language: Language;
  antdLocale: Locale;
}

/**
 * Loads the chosen language only (its common texts, antd and dayjs locales); awaited before the first render. The
 * resources' texts follow with the pages that use them (`loadAppTranslations`).
 */
export const setupI18n = async (language: Language = currentLanguage()): Promise<LanguageSetup> => {
  const [translations, antdLocale] = await Promise.all([
    loadStartupTranslations(language),
    loadAntdLocale(language),
    applyDayjsLocale(language),
  ]);
  await i18next.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: translations } },
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return { language, antdLocale };
};
