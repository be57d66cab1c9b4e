import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from "./languages";

/** The language chosen in this browser, or tr when none (or an unknown one) is stored. */
export const currentLanguage = (): Language => {
  const stored = typeof localStorage === "undefined" ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/**
 * Stores the choice and reloads: resources, antd and dayjs locales are loaded once before the first
 * render (only the chosen language's files), so a reload is what switches them all (spec §1).
 */
export const switchLanguage = (language: Language, reload: () => void = () => window.location.reload()): void => {
  if (language === currentLanguage() && localStorage.getItem(LANGUAGE_STORAGE_KEY) === language) return;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  reload();
};
