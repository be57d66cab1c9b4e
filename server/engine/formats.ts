import { isValidIban, normalizeIban } from "../../src/domain/turkish/iban";
import { normalizeTurkishMobile, normalizeTurkishPhone } from "../../src/domain/turkish/phone";
import { isValidTcKimlikNo } from "../../src/domain/turkish/tcKimlikNo";
import { isValidVergiKimlikNo } from "../../src/domain/turkish/vergiKimlikNo";
import { isPostalCode, normalizeWebsite } from "../../src/domain/web-and-post";

/**
 * A text of blanks only is no value in this product: generic writes drop it before validation, and routes with
 * nullable texts (the company's website and postal code) store it as none. So these formats let it pass.
 */
const orBlank = (check: (value: string) => boolean) => (value: string) => value.trim() === "" || check(value);

/**
 * Our string formats: checked by Ajv (registered in validation.ts) and, where the form sends a display
 * form (a masked phone, a spaced IBAN), stored in one canonical form after validation.
 */
export const TURKISH_FORMATS: Record<string, (value: string) => boolean> = {
  "tr-mobile": (value) => normalizeTurkishMobile(value) !== null,
  "tr-phone": (value) => normalizeTurkishPhone(value) !== null,
  tckn: isValidTcKimlikNo,
  vkn: isValidVergiKimlikNo,
  iban: isValidIban,
  website: orBlank((value) => normalizeWebsite(value) !== null),
  "postal-code": orBlank(isPostalCode),
};

const CANONICAL: Record<string, (value: string) => string | null> = {
  "tr-mobile": normalizeTurkishMobile,
  "tr-phone": normalizeTurkishPhone,
  iban: normalizeIban,
  website: normalizeWebsite,
  "postal-code": (value) => value.trim(),
};

/** The canonical form of a valid value of a format that has one; otherwise the value as it came. */
export function canonicalValue(format: string | undefined, value: unknown): unknown {
  const canonical = format ? CANONICAL[format] : undefined;
  return canonical && typeof value === "string" ? (canonical(value) ?? value) : value;
}
