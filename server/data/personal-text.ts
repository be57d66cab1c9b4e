/**
 * Finding and removing one person's personal data in free text (KVKK erasure): her names however they are cased
 * (Turkish İ/ı included), and her phone, identity and tax numbers however they are spelled ("0532 123 45 67",
 * "+90 (532) 123 4567"). Pure: the erasure applies it to SMS texts, notes, contracts and the audit's copies.
 */

/** What replaces a found piece of personal data. */
export const SCRUBBED = "***";

export interface PersonalData {
  /** Names, e-mail, address, bank details: matched case-insensitively, spaces flexible. */
  texts: string[];
  /** Phone, identity and tax numbers: matched by their digits, whatever stands between them. */
  numbers: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One character in any of its cases, Turkish ones too (i/İ, ı/I). */
function anyCase(char: string): string {
  const forms = new Set([char, char.toLocaleLowerCase("tr"), char.toLocaleUpperCase("tr"), char.toLowerCase(), char.toUpperCase()]);
  const single = [...forms].filter((form) => [...form].length === 1);
  return single.length > 1 ? `[${single.map(escape).join("")}]` : escape(char);
}

const textPattern = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((word) => [...word].map(anyCase).join(""))
    .join("\\s+");

/** The national digits of a phone (the last ten of a Turkish number), or all digits of another number. */
export function significantDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length > 10 && /^(90|0)5/.test(digits) ? digits.slice(-10) : digits;
}

const numberPattern = (value: string) => [...significantDigits(value)].map(escape).join("[\\s\\-().]*");

/** The person's data worth looking for: texts of at least three letters, numbers of at least six digits. */
export function personalData(texts: readonly unknown[], numbers: readonly unknown[]): PersonalData {
  const strings = (values: readonly unknown[]) => values.filter((value): value is string => typeof value === "string").map((value) => value.trim());
  return {
    texts: [...new Set(strings(texts).filter((text) => text.length >= 3))],
    numbers: [...new Set(strings(numbers).filter((number) => significantDigits(number).length >= 6))],
  };
}

/** The text without any of the person's data; the longest pieces go first so a name inside an address goes too. */
export function scrubText(text: string, data: PersonalData): string {
  const patterns = [...data.texts.map(textPattern), ...data.numbers.map(numberPattern)].sort((a, b) => b.length - a.length);
  if (patterns.length === 0) return text;
  return text.replace(new RegExp(patterns.join("|"), "gu"), SCRUBBED);
}

/** Whether the text holds any of the person's data. */
export const holdsPersonalData = (text: string, data: PersonalData): boolean => scrubText(text, data) !== text;

/** A JSON value with every string scrubbed (the audit's before and after). */
export function scrubJson<T>(value: T, data: PersonalData): T {
  if (typeof value === "string") return scrubText(value, data) as T;
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, data)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, data)])) as T;
  return value;
}
