export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";
export { currentLanguage, switchLanguage } from "./language-store";
export { setupI18n, type LanguageSetup } from "./setup";
export { DAYJS_LOCALE } from "./dayjs-locale";
export { loadAppTranslations } from "./load-translations";
