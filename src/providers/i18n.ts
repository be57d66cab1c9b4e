import type { I18nProvider } from "@refinedev/core";
import i18next from "i18next";
import { currentLanguage, isLanguage, switchLanguage } from "../i18n";

/** refine's bridge to i18next; refine calls `translate(key, defaultMessage)` as well as `(key, options, defaultMessage)`. */
export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    if (typeof options === "string") return String(i18next.t(key, { defaultValue: options }));
    return String(i18next.t(key, { ...options, defaultValue: defaultMessage ?? options?.defaultValue ?? key }));
  },
  changeLocale: (locale: string) => {
    if (isLanguage(locale)) switchLanguage(locale);
  },
  getLocale: () => currentLanguage(),
};
