/** The interface languages; tr is the default (spec §1, §9). `ku` is Kurmanji in Latin script. */
export const LANGUAGES = ["tr", "de", "ku"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "tr";

/** localStorage key that keeps the choice between visits. */
export const LANGUAGE_STORAGE_KEY = "lang";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
