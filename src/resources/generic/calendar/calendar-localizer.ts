import dayjs from "dayjs";
import "dayjs/locale/de";
import "dayjs/locale/tr";
import { dayjsLocalizer, type DateLocalizer, type Formats } from "react-big-calendar";
import { DAYJS_LOCALE } from "../../../i18n/dayjs-locale";
// Kurmanji in Latin script: dayjs's own `ku` is Sorani; ours is registered as `ku-latn` on import.
import "../../../i18n/ku-latn";
import type { Language } from "../../../i18n/languages";

// The localizer's plugins land on dayjs itself (localeData, minMax, isBetween…) before a language's copy is made.
dayjsLocalizer(dayjs);

/** dayjs whose every date speaks one language, so the calendar does not depend on the page's global locale. */
const dayjsIn = (locale: string): typeof dayjs =>
  Object.assign((...args: Parameters<typeof dayjs>) => dayjs(...args).locale(locale), dayjs) as typeof dayjs;

/** The shop's clock is 24-hour in all three languages. */
export const CALENDAR_FORMATS: Formats = {
  timeGutterFormat: "HH:mm",
  eventTimeRangeFormat: ({ start, end }, culture, localizer) => `${localizer?.format(start, "HH:mm", culture)} – ${localizer?.format(end, "HH:mm", culture)}`,
  selectRangeFormat: ({ start, end }, culture, localizer) => `${localizer?.format(start, "HH:mm", culture)} – ${localizer?.format(end, "HH:mm", culture)}`,
  agendaTimeFormat: "HH:mm",
  dayFormat: "ddd DD",
  weekdayFormat: "ddd",
  monthHeaderFormat: "MMMM YYYY",
  dayHeaderFormat: "dddd, D MMMM YYYY",
  dayRangeHeaderFormat: ({ start, end }, culture, localizer) => `${localizer?.format(start, "D MMMM", culture)} – ${localizer?.format(end, "D MMMM YYYY", culture)}`,
};

/**
 * react-big-calendar's dayjs localizer in the user's language (tr, de, Kurmanji in Latin script): day and month
 * names of that language, and the week starting on Monday in all three (spec §9).
 */
export const calendarLocalizer = (language: Language): DateLocalizer => {
  const localizer = dayjsLocalizer(dayjsIn(DAYJS_LOCALE[language]));
  localizer.startOfWeek = () => 1;
  return localizer;
};

export const calendarCulture = (language: Language): string => DAYJS_LOCALE[language];
