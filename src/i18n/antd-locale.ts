import type { Locale } from "antd/es/locale";
import type { Language } from "./languages";
import { DAYJS_LOCALE } from "./dayjs-locale";

const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  tr: () => import("antd/es/locale/tr_TR"),
  de: () => import("antd/es/locale/de_DE"),
  ku: () => import("antd/es/locale/kmr_IQ"),
};

/**
 * antd's Kurmanji pickers ask dayjs for `ku`, which is Sorani in Arabic script; point them at our
 * own Kurmanji dayjs locale instead so month and weekday names match the rest of the page.
 */
const withKurmanjiDates = (locale: Locale): Locale => {
  const dayjsLocale = DAYJS_LOCALE.ku;
  const datePicker = locale.DatePicker && { ...locale.DatePicker, lang: { ...locale.DatePicker.lang, locale: dayjsLocale } };
  const calendar = locale.Calendar && { ...locale.Calendar, lang: { ...locale.Calendar.lang, locale: dayjsLocale } };
  return { ...locale, DatePicker: datePicker, Calendar: calendar };
};

/** The antd ConfigProvider locale for the language: tr_TR, de_DE or kmr_IQ. */
export const loadAntdLocale = async (language: Language): Promise<Locale> => {
  const { default: locale } = await loaders[language]();
  return language === "ku" ? withKurmanjiDates(locale) : locale;
};
