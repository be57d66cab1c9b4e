import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import type { Language } from "./languages";

// "L", "LL", "LT": dates shown in each language's own order (DD.MM.YYYY in tr, de and ku).
dayjs.extend(localizedFormat);

/** The dayjs locale name used for each interface language. */
export const DAYJS_LOCALE: Record<Language, string> = { tr: "tr", de: "de", ku: "ku-latn" };

const loaders: Record<Language, () => Promise<unknown>> = {
  tr: () => import("dayjs/locale/tr"),
  de: () => import("dayjs/locale/de"),
  ku: () => import("./ku-latn"),
};

/** Loads the language's dayjs locale and makes it the global one (dates, pickers, weekdays). */
export const applyDayjsLocale = async (language: Language): Promise<void> => {
  await loaders[language]();
  dayjs.locale(DAYJS_LOCALE[language]);
};
