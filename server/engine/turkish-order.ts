import { sql, type SQL } from "drizzle-orm";

/**
 * Turkish alphabetical order that does not depend on the database's collation (PGlite has only "C", where Ç, Ö,
 * Ü, İ and Ş come after Z; a PostgreSQL server may run en_US, C or tr_TR) and needs no ICU. Each letter becomes one
 * ASCII character in alphabet order ('A' for a … '`' for z), case folded the Turkish way (I is ı, İ is i), and the
 * key is compared byte by byte (COLLATE "C"). Digits, spaces and most punctuation sit below 'A', so they keep
 * their place before letters. The raw value follows the letters (after chr(1), below every character a name
 * holds), so "ılgaz" and "Ilgaz" still have one order: the key alone is a total order, which a cursor needs.
 * In SQL the table is the IMMUTABLE function `tr_sort_key(text)` (migration 0007, written from SORT_FROM/SORT_TO;
 * turkish-order.test.ts checks they agree), so an index can hold it.
 */
export const ALPHABET = "abcçdefgğhıijklmnoöpqrsştuüvwxyz";
/** The characters the letters become, in the same order: 0x41 ('A') onwards, one per letter. */
const TARGETS = [...ALPHABET].map((_, index) => String.fromCharCode(0x41 + index)).join("");

/** Capitals of the alphabet, the Turkish way: I is the capital of ı, İ of i. */
const CAPITALS: Record<string, string> = { ı: "I", i: "İ" };
/** Other letters sort as their base letter (German, Kurmanji and French names; â, î, û of Turkish itself). */
const BASE_LETTERS: [string, string][] = [
  ["àáâãäåā", "a"], ["ÀÁÂÃÄÅĀ", "a"], ["èéêëē", "e"], ["ÈÉÊËĒ", "e"], ["ìíîïī", "i"], ["ÌÍÎÏĪ", "i"],
  ["òóôõøō", "o"], ["ÒÓÔÕØŌ", "o"], ["ùúûū", "u"], ["ÙÚÛŪ", "u"], ["ñÑ", "n"], ["ýÿÝ", "y"], ["ß", "s"],
];
/** ASCII punctuation inside the letters' new range goes just below it, so it never reads as a letter. */
const PUNCTUATION_IN_RANGE = "[\\]^_`";
const BELOW_LETTERS = "@";

const PAIRS: [string, string][] = [
  ...[...ALPHABET].flatMap((letter, index): [string, string][] => [
    [letter, TARGETS[index]],
    [CAPITALS[letter] ?? letter.toLocaleUpperCase("tr"), TARGETS[index]],
  ]),
  ...BASE_LETTERS.flatMap(([letters, base]) => [...letters].map((letter): [string, string] => [letter, TARGETS[ALPHABET.indexOf(base)]])),
  ...[...PUNCTUATION_IN_RANGE].map((char): [string, string] => [char, BELOW_LETTERS]),
];
export const SORT_FROM = PAIRS.map(([from]) => from).join("");
export const SORT_TO = PAIRS.map(([, to]) => to).join("");
const SORT_MAP = new Map(PAIRS);

/** Ends the letters' part of a key: below anything a name holds, so "Ali" comes before "Ali Veli". */
const SEPARATOR = "\u0001";
/** The key of an empty (NULL) value: after every other key, as PostgreSQL puts NULLs last in ascending order. */
export const NULL_KEY = "\u{10FFFF}";

/** What `tr_sort_key` gives in SQL, for tests and for comparing in code. */
export function turkishSortKey(text: string | null): string {
  if (text === null) return NULL_KEY;
  return [...text].map((char) => SORT_MAP.get(char) ?? char).join("") + SEPARATOR + text;
}

/** The SQL a migration defines `tr_sort_key` with (the SQL text literals need their quotes doubled). */
export const sortKeyFunctionSql = (): string => {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return (
    "CREATE OR REPLACE FUNCTION tr_sort_key(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE\n" +
    `  AS $$ SELECT coalesce(translate($1, ${literal(SORT_FROM)}, ${literal(SORT_TO)}) || chr(1) || $1, chr(1114111)) $$;`
  );
};

/**
 * A text field sorts in Turkish alphabetical order when it holds free text: a string without a format (phones,
 * IBANs, dates, money, uploads keep their own order) and without an enum (codes, not words).
 */
export function sortsAlphabetically(property: Record<string, any> | undefined): boolean {
  return property?.type === "string" && !property.enum && !property.format;
}

/** The sort key of a column as the list sorts and its index holds it: `tr_sort_key(column) COLLATE "C"`. */
export const sortKeyOf = (column: unknown): SQL => sql`(tr_sort_key(${column}) COLLATE "C")`;

/** The same, as raw SQL over a column of the table itself (what the generated index is written with). */
export const sortKeyIndexSql = (column: string): string => `(tr_sort_key("${column.replaceAll('"', '""')}") COLLATE "C")`;

/**
 * A text's letters folded the Turkish way ("GELİNLİK", "Gelinlik" and "gelinlik" alike; I is ı, İ is i): its sort
 * key's part before chr(1), as raw SQL over a column of the table (a unique index on it, `x-resource.uniqueIgnoringCase`).
 */
export const caseFoldedIndexSql = (column: string): string => `split_part(tr_sort_key("${column.replaceAll('"', '""')}"), chr(1), 1)`;

/** What caseFoldedIndexSql gives in SQL, for tests and for comparing in code. */
export const caseFolded = (text: string): string => turkishSortKey(text).split(SEPARATOR)[0];
