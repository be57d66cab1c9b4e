import type { GlossaryLanguage } from "./parse-glossary";

// Every text is checked against every glossary row; Turkish lower-casing through ICU is not cheap.
const normalisedTexts = new Map<string, string>();

/**
 * Lower-cases as the language does: Turkish İ → i and I → ı; Kurmanji writes I/i as Latin does, so plain
 * lower-casing. Placeholders ({{resource}}) are no words of the text.
 */
export const normalise = (language: GlossaryLanguage, text: string): string => {
  const id = `${language} ${text}`;
  let normalised = normalisedTexts.get(id);
  if (normalised === undefined) {
    const plain = text.normalize("NFC").replace(/\{\{[^}]*\}\}/g, " ");
    normalised = language === "tr" ? plain.toLocaleLowerCase("tr-TR") : plain.toLowerCase();
    normalisedTexts.set(id, normalised);
  }
  return normalised;
};

const compiled = new Map<string, RegExp>();

/** The same few hundred patterns run against every text: compile each once. */
const regex = (source: string): RegExp => {
  let pattern = compiled.get(source);
  if (!pattern) compiled.set(source, (pattern = new RegExp(source, "u")));
  return pattern;
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A glossary word as a pattern: it starts a word, suffixes may follow ("müşteriye", "Xerîdaran", "Kunden").
 * A leading "…" lets it sit inside a word too, for German compounds ("…nummer" in "Kontonummer"); plain
 * "kunde" must not match "Sekunden". A trailing "$" asks for a whole word.
 */
const patternOf = (language: GlossaryLanguage, word: string): RegExp => {
  const inside = word.startsWith("…");
  const whole = word.endsWith("$");
  const body = escape(normalise(language, word.slice(inside ? 1 : 0, whole ? -1 : undefined)));
  return regex(`${inside ? "" : "(?<!\\p{L})"}${body}${whole ? "(?!\\p{L})" : ""}`);
};

/** Whether the text holds any of the words, by the language's rule. */
export const containsAny = (language: GlossaryLanguage, text: string, words: readonly string[]): boolean => {
  const normalised = normalise(language, text);
  return words.some((word) => patternOf(language, word).test(normalised));
};

/** Whether the text holds the phrase as whole words ("jê bibin" in "Rêzê jê bibin", not in "jê bibe"). */
export const containsPhrase = (language: GlossaryLanguage, text: string, phrase: string): boolean =>
  regex(`(?<!\\p{L})${escape(normalise(language, phrase))}(?!\\p{L})`).test(normalise(language, text));

/**
 * Whether a Turkish text ends in the command: Turkish puts the verb last ("Duyuru Ekle", "Logoyu Kaldır"),
 * a trailing "(30 sn)" or punctuation aside. Ending in it keeps "Ara Ödeme" (interim payment) from reading as "Ara" (search).
 */
export const endsWithCommand = (text: string, command: string): boolean => {
  const trimmed = normalise("tr", text).replace(/\s*\([^)]*\)\s*$/u, "").replace(/[\s.!?:…]+$/u, "");
  return regex(`(?<!\\p{L})${escape(normalise("tr", command))}$`).test(trimmed);
};
