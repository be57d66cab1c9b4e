import dayjs from "dayjs";

/**
 * Kurmanji (Latin script). dayjs's own `ku` is Sorani in Arabic script, which our Kurdish
 * users do not read, so we register this one under its own name.
 */
export const KURMANJI_DAYJS_LOCALE = "ku-latn";

export const kurmanjiLocale: ILocale = {
  name: KURMANJI_DAYJS_LOCALE,
  months: ["Çile", "Sibat", "Adar", "Nîsan", "Gulan", "Hezîran", "Tîrmeh", "Tebax", "Îlon", "Cotmeh", "Mijdar", "Berfanbar"],
  monthsShort: ["Çil", "Sib", "Ada", "Nîs", "Gul", "Hez", "Tîr", "Teb", "Îlo", "Cot", "Mij", "Ber"],
  // dayjs lists weekdays from Sunday.
  weekdays: ["Yekşem", "Duşem", "Sêşem", "Çarşem", "Pêncşem", "În", "Şemî"],
  weekdaysShort: ["Yek", "Du", "Sê", "Çar", "Pên", "În", "Şem"],
  weekdaysMin: ["Ye", "Du", "Sê", "Ça", "Pê", "În", "Şe"],
  weekStart: 1,
  formats: {
    LT: "HH:mm",
    LTS: "HH:mm:ss",
    L: "DD.MM.YYYY",
    LL: "D MMMM YYYY",
    LLL: "D MMMM YYYY HH:mm",
    LLLL: "dddd, D MMMM YYYY HH:mm",
  },
  relativeTime: {
    future: "di %s de",
    past: "berî %s",
    s: "çend çirk",
    m: "deqeyek",
    mm: "%d deqe",
    h: "saetek",
    hh: "%d saet",
    d: "rojek",
    dd: "%d roj",
    M: "mehek",
    MM: "%d meh",
    y: "salek",
    yy: "%d sal",
  },
  ordinal: (n: number) => `${n}.`,
};

// Register without switching: the language setup decides which locale is active.
dayjs.locale(kurmanjiLocale, undefined, true);
