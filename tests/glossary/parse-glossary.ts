/** The languages of the interface, Turkish first: every glossary row starts from the Turkish term. */
export const GLOSSARY_LANGUAGES = ["tr", "de", "ku"] as const;
export type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number];

export const CHECKS = ["required", "exclusive", "command", "none"] as const;
export type GlossaryCheck = (typeof CHECKS)[number];

export interface GlossaryEntry {
  /** The first Turkish word: how exceptions and messages name the row. */
  name: string;
  /** Per language, the words that count (alternatives). */
  words: Record<GlossaryLanguage, string[]>;
  check: GlossaryCheck;
  /** Per language, words that must appear in no text. */
  avoid: Partial<Record<GlossaryLanguage, string[]>>;
}

export interface GlossaryException {
  key: string;
  term: string;
  reason: string;
}

export interface Glossary {
  entries: GlossaryEntry[];
  exceptions: GlossaryException[];
}

/** Only the `backticked` parts of a cell count; the rest is prose for the reader. */
const backticked = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1].trim());

const cellsOf = (line: string): string[] => line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((cell) => cell.trim());

const isSeparator = (cells: string[]): boolean => cells.every((cell) => /^:?-{3,}:?$/.test(cell));

/** "de: `Landkreis`; ku: `bîlanço`, `bakiye`" → { de: [...], ku: [...] }. */
const parseAvoid = (cell: string, row: string): GlossaryEntry["avoid"] => {
  const avoid: GlossaryEntry["avoid"] = {};
  for (const part of cell.split(";").map((piece) => piece.trim()).filter(Boolean)) {
    const language = /^(tr|de|ku)\s*:/.exec(part)?.[1] as GlossaryLanguage | undefined;
    if (!language) throw new Error(`Glossary row "${row}": avoid part "${part}" does not start with tr:, de: or ku:`);
    avoid[language] = backticked(part);
  }
  return avoid;
};

const parseEntry = (cells: string[], line: string): GlossaryEntry => {
  if (cells.length !== 6) throw new Error(`Glossary row has ${cells.length} cells, expected 6: ${line}`);
  const [tr, de, ku, check, avoid] = cells;
  const words = { tr: backticked(tr), de: backticked(de), ku: backticked(ku) };
  for (const language of GLOSSARY_LANGUAGES) {
    if (words[language].length === 0) throw new Error(`Glossary row has no ${language} word in backticks: ${line}`);
  }
  if (!(CHECKS as readonly string[]).includes(check)) throw new Error(`Glossary row has an unknown check "${check}": ${line}`);
  return { name: words.tr[0].replace(/^…|\$$/g, ""), words, check: check as GlossaryCheck, avoid: parseAvoid(avoid, words.tr[0]) };
};

const parseException = (cells: string[], line: string): GlossaryException => {
  const [key, term, reason] = cells;
  const [keyWord] = backticked(key);
  const [termWord] = backticked(term);
  if (!keyWord || !termWord || !reason) throw new Error(`Glossary exception needs a key, a term and a reason: ${line}`);
  return { key: keyWord, term: termWord, reason };
};

/**
 * Reads locales/GLOSSARY.md: tables whose header starts with "Türkçe" hold terms and commands
 * (Türkçe | Deutsch | Kurmancî | check | avoid | note), the table whose header starts with "key" the exceptions
 * (key | term | reason). Malformed rows throw, so a typo cannot switch a check off silently.
 */
export const parseGlossary = (markdown: string): Glossary => {
  const glossary: Glossary = { entries: [], exceptions: [] };
  let table: "terms" | "exceptions" | undefined;
  let expectHeader = true;
  for (const line of markdown.split("\n")) {
    if (!line.trim().startsWith("|")) {
      table = undefined;
      expectHeader = true;
      continue;
    }
    const cells = cellsOf(line);
    if (expectHeader) {
      const first = cells[0].toLocaleLowerCase("tr-TR");
      table = first === "türkçe" ? "terms" : first === "key" ? "exceptions" : undefined;
      expectHeader = false;
      continue;
    }
    if (isSeparator(cells) || table === undefined) continue;
    if (table === "terms") glossary.entries.push(parseEntry(cells, line));
    else glossary.exceptions.push(parseException(cells, line));
  }
  return glossary;
};
