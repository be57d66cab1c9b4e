import { isValidIban, normalizeIban } from "../../src/domain/turkish/iban";
import { normalizeTurkishMobile } from "../../src/domain/turkish/phone";
import { isValidTcKimlikNo } from "../../src/domain/turkish/tcKimlikNo";
import { isValidVergiKimlikNo } from "../../src/domain/turkish/vergiKimlikNo";

/**
 * Our string formats: checked by Ajv (registered in validation.ts) and, where the form sends a display
 * form (a masked phone, a spaced IBAN), stored in one canonical form after validation.
 */
export const TURKISH_FORMATS: Record<string, (value: string) => boolean> = {
  "tr-mobile": (value) => normalizeTurkishMobile(value) !== null,
  tckn: isValidTcKimlikNo,
  vkn: isValidVergiKimlikNo,
  iban: isValidIban,
};

const CANONICAL: Record<string, (value: string) => string | null> = {
  "tr-mobile": normalizeTurkishMobile,
  iban: normalizeIban,
};

/** The canonical form of a valid value of a format that has one; otherwise the value as it came. */
export function canonicalValue(format: string | undefined, value: unknown): unknown {
  const canonical = format ? CANONICAL[format] : undefined;
  return canonical && typeof value === "string" ? (canonical(value) ?? value) : value;
}
