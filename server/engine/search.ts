import { sql, type SQL } from "drizzle-orm";

/**
 * Keyword search must not depend on the database's locale (lower() of 'Ü' or 'İ' differs between C, tr_TR
 * and PGlite) and staff often type without Turkish letters. Both sides are folded to ASCII letters with one
 * table; ILIKE then only has to ignore ASCII case, which every locale does.
 */
const FOLD_PAIRS: [string, string][] = [
  ["Ç", "c"], ["ç", "c"], ["Ğ", "g"], ["ğ", "g"], ["İ", "i"], ["I", "i"], ["ı", "i"], ["Ö", "o"], ["ö", "o"],
  ["Ş", "s"], ["ş", "s"], ["Ü", "u"], ["ü", "u"], ["Ä", "a"], ["ä", "a"], ["ß", "s"], ["Ê", "e"], ["ê", "e"],
  ["Î", "i"], ["î", "i"], ["Û", "u"], ["û", "u"],
];
const FOLD_FROM = FOLD_PAIRS.map(([from]) => from).join("");
const FOLD_TO = FOLD_PAIRS.map(([, to]) => to).join("");
const FOLD_MAP = new Map(FOLD_PAIRS);

export const foldText = (text: string): string => [...text].map((char) => FOLD_MAP.get(char) ?? char).join("");

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (keyword: string) => `%${foldText(keyword).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` contains `keyword`, ignoring case and Turkish/German/Kurdish letter forms. */
export const containsFolded = (column: unknown, keyword: string): SQL =>
  sql`translate(${column}::text, ${FOLD_FROM}, ${FOLD_TO}) ILIKE ${likePattern(keyword)}`;
