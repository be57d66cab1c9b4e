import { sql, type SQL } from "drizzle-orm";

/**
 * Keyword search must not depend on the database's locale (lower() of 'Ü' or 'İ' differs between C, tr_TR
 * and PGlite) and staff often type without Turkish letters. Both sides are folded to ASCII letters with one
 * table; ILIKE then only has to ignore ASCII case, which every locale does. In SQL the table is the
 * IMMUTABLE function `tr_fold(text)` (migration 0004, written from FOLD_FROM/FOLD_TO), so an index can hold it.
 */
const FOLD_PAIRS: [string, string][] = [
  ["Ç", "c"], ["ç", "c"], ["Ğ", "g"], ["ğ", "g"], ["İ", "i"], ["I", "i"], ["ı", "i"], ["Ö", "o"], ["ö", "o"],
  ["Ş", "s"], ["ş", "s"], ["Ü", "u"], ["ü", "u"], ["Ä", "a"], ["ä", "a"], ["ß", "s"], ["Ê", "e"], ["ê", "e"],
  ["Î", "i"], ["î", "i"], ["Û", "u"], ["û", "u"],
];
export const FOLD_FROM = FOLD_PAIRS.map(([from]) => from).join("");
export const FOLD_TO = FOLD_PAIRS.map(([, to]) => to).join("");
const FOLD_MAP = new Map(FOLD_PAIRS);

export const foldText = (text: string): string => [...text].map((char) => FOLD_MAP.get(char) ?? char).join("");

/**
 * The search fields of a row are joined with a unit separator (chr(31)) that a keyword never holds, so a
 * keyword still matches inside one field, as it did field by field.
 */
const SEPARATOR = "\u001f";

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (keyword: string) => `%${foldText(keyword.replaceAll(SEPARATOR, "")).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` contains `keyword`, ignoring case and Turkish/German/Kurdish letter forms (unindexed: the users' few rows). */
export const containsFolded = (column: unknown, keyword: string): SQL => sql`tr_fold(${column}::text) ILIKE ${likePattern(keyword)}`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The folded text of a row's search fields, as SQL: the table's trigram index (`<table>_search_idx`) is built
 * on exactly this expression and the list's keyword condition repeats it, which is how the planner knows the
 * index serves the condition. `table` qualifies the columns in a query (the dealer view joins companies).
 */
export function searchDocument(fields: readonly string[], table?: string): string {
  const column = (field: string) => (table ? `${quoted(table)}.${quoted(field)}` : quoted(field));
  return `tr_fold(${fields.map((field) => `coalesce(${column(field)}::text, '')`).join(" || chr(31) || ")})`;
}

/** A row whose search fields (one of them) contain `keyword`, the way `containsFolded` matches one column. */
export const documentContains = (fields: readonly string[], table: string, keyword: string): SQL =>
  sql`${sql.raw(searchDocument(fields, table))} ILIKE ${likePattern(keyword)}`;
