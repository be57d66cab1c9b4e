import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";

// Dates are written with the locale formats ("L", "L LT"); the formatter must not depend on who loaded the plugin first.
dayjs.extend(localizedFormat);

/** Number formatting follows the UI language; Kurmanji users in Türkiye read Turkish number formats. */
export const numberLocale = (language: string | undefined): string => {
  const base = (language ?? "tr").split("-")[0];
  if (base === "de") return "de-DE";
  return "tr-TR";
};

/**
 * Money arrives as a decimal string (never a float); Intl formats the string exactly.
 * A number is accepted too, for servers that send numeric columns as JSON numbers.
 */
export const formatMoney = (value: string | number, language: string | undefined): string => {
  const text = String(value).trim();
  if (text === "" || Number.isNaN(Number(text))) return text;
  const format = new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(text as `${number}`);
};

/** Dates travel as ISO strings; shown in dayjs's current locale (set by the shell from the UI language). */
export const formatDate = (value: string, withTime: boolean): string => {
  const date = dayjs(value);
  return date.isValid() ? date.format(withTime ? "L LT" : "L") : value;
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** HTML as plain text for table cells: tags dropped, common entities decoded, whitespace collapsed. */
export const stripHtml = (html: string): string =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, entity: string) => ENTITIES[entity])
    .replace(/\s+/g, " ")
    .trim();

/** Spec §9 truncates list texts (notification description: 40 characters). */
export const LIST_TEXT_LIMIT = 40;

export const truncate = (text: string, limit: number = LIST_TEXT_LIMIT): string =>
  text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}…`;
