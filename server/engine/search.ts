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

/** What a keyword is searched as: folded, without the separator. */
const searchedText = (keyword: string) => foldText(keyword.replaceAll(SEPARATOR, ""));

/** `%` and `_` typed by a user are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The stored columns of a searchable table: its folded, lower-cased search text and that text's keys. */
export const SEARCH_COLUMNS = ["search_doc", "search_keys"] as const;

/** `column` contains `keyword`, ignoring case and Turkish/German/Kurdish letter forms (unindexed: the users' few rows). */
export const containsFolded = (column: unknown, keyword: string): SQL => sql`tr_fold(${column}::text) ILIKE ${likePattern(searchedText(keyword))}`;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The folded, lower-cased text of a row's search fields, as SQL: a table with `list.search` stores it as the
 * generated column `search_doc`, so a keyword is a byte-wise LIKE on it rather than a fold per row and query.
 */
export function searchDocument(fields: readonly string[]): string {
  return `lower(tr_fold(${fields.map((field) => `coalesce(${quoted(field)}::text, '')`).join(" || chr(31) || ")}))`;
}

/**
 * The generated `search_keys`: the trigrams of the search text, each tagged with the row's company (0 for rows
 * of no company). Its GIN index (`<table>_search_idx`) answers "this company's rows holding these trigrams" from
 * that company's own entries, so a word common in a big shop costs its matches there, not across every shop.
 */
export const searchKeysOf = (fields: readonly string[], tenant: boolean): string => `search_keys(${tenant ? '"company_id"' : "0"}, ${searchDocument(fields)})`;

/** pg_trgm makes trigrams of runs of letters and digits: a keyword with no run of three has none to look up. */
const hasTrigram = (keyword: string) => /[\p{L}\p{N}]{3}/u.test(keyword);

/**
 * Rows of `table` whose search text contains `keyword` (one field of it), folded and in any case. `owner`: the one
 * company (0: rows of none) whose keys are looked up; undefined (the operator's view over every shop, or a keyword
 * so common that walking the sort's index finds a page sooner) matches the stored text alone.
 */
export function documentContains(table: string, keyword: string, owner?: number, bind: (value: unknown) => unknown = (value) => value): SQL {
  const folded = searchedText(keyword).toLowerCase();
  const text = sql`${sql.identifier(table)}.search_doc LIKE ${bind(likePattern(folded))}`;
  if (searchWay(keyword, owner) === "text") return text;
  return sql`${sql.identifier(table)}.search_keys @> search_query_keys(${bind(owner)}::bigint, ${bind(folded)}) and ${text}`;
}

/** How `documentContains` looks a keyword up: through the owner's keys, or on the text alone (a prepared list's shape). */
export const searchWay = (keyword: string, owner?: number): "keys" | "text" =>
  owner === undefined || !hasTrigram(searchedText(keyword).toLowerCase()) ? "text" : "keys";
