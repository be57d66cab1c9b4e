import dayjs, { type Dayjs } from "dayjs";

/** Number formatting follows the UI language; Kurmanji users in Türkiye read Turkish number formats. */
export const numberLocale = (language: string | undefined): string => {
  const base = (language ?? "tr").split("-")[0];
  if (base === "de") return "de-DE";
  return "tr-TR";
};

/** A currency code as the schemas store it (bank accounts: TL, USD, EUR) → its sign; an unknown code is shown as is. */
const CURRENCY_SIGNS: Record<string, string> = { TL: "₺", TRY: "₺", USD: "$", EUR: "€" };

export const DEFAULT_CURRENCY = "TL";

export const currencySign = (currency: string | undefined): string => {
  const code = (currency ?? DEFAULT_CURRENCY).trim().toUpperCase();
  return CURRENCY_SIGNS[code] ?? code;
};

/**
 * Where the sign stands, by UI language. Turkish (and Kurmanji, read with Turkish numbers) put it first:
 * "₺1.234,56", "-₺1.234,56"; German puts it after the amount with a space: "1.234,56 ₺". The space is a
 * no-break space so a narrow cell never separates the sign from its amount. Composed here rather than by
 * Intl's currency style so the form's input affix and every display agree whatever the browser's ICU says.
 */
export const moneyAffixes = (language: string | undefined, currency?: string): { prefix: string; suffix: string } => {
  const sign = currencySign(currency);
  return numberLocale(language) === "de-DE" ? { prefix: "", suffix: `\u00a0${sign}` } : { prefix: sign, suffix: "" };
};

/** The amount alone, in the language's separators with two decimals ("1.234,56"). */
export const formatAmount = (value: string | number, language: string | undefined): string => {
  const text = String(value).trim();
  if (text === "" || Number.isNaN(Number(text))) return text;
  const format = new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(text as `${number}`);
};

/**
 * Money arrives as a decimal string (never a float); Intl formats the string exactly. A number is accepted too,
 * for servers that send numeric columns as JSON numbers. The sign is the row's currency's, else the lira's.
 */
export const formatMoney = (value: string | number, language: string | undefined, currency?: string): string => {
  const amount = formatAmount(value, language);
  if (amount === "" || Number.isNaN(Number(String(value).trim()))) return amount;
  const { prefix, suffix } = moneyAffixes(language, currency);
  const negative = amount.startsWith("-");
  return `${negative ? "-" : ""}${prefix}${negative ? amount.slice(1) : amount}${suffix}`;
};

/** tr, de and ku all write dates day first with dots; fixed rather than dayjs's "L", which reads MM/DD/YYYY until a locale has loaded. */
export const DATE_FORMAT = "DD.MM.YYYY";
export const DATE_TIME_FORMAT = "DD.MM.YYYY HH:mm";

/** Dates travel as ISO strings ("2026-11-22" or an instant); an instant is shown on the browser's clock. */
export const formatDate = (value: string | Dayjs, withTime: boolean): string => {
  const date = dayjs(value);
  if (!date.isValid()) return typeof value === "string" ? value : "";
  return date.format(withTime ? DATE_TIME_FORMAT : DATE_FORMAT);
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
