import type { SmsProviderName } from "./smsProviders";

/** A Turkish mobile number in E.164, "+905XXXXXXXXX": the one stored form. */
export type TurkishMobile = `+90${string}`;

const PHONE_CHARACTERS = /^[\d\s+().-]+$/;
const NATIONAL_MOBILE = /^5\d{9}$/;
/** Landlines (area codes 2xx–4xx, e.g. 212, 312, 232), mobiles (5xx) and the nationwide 850 numbers. */
const NATIONAL_NUMBER = /^(?:[2-5]\d{2}|850)\d{7}$/;

/** The ten national digits of a Turkish number as people type it, or null when it is not written like one. */
function nationalDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return null;
  if (trimmed.indexOf("+") > 0 || trimmed.split("+").length > 2) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+") && !digits.startsWith("90")) return null;
  if (digits.startsWith("0090")) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith("90")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return digits;
}

/**
 * Reads the ways people type a Turkish mobile ("0532 123 45 67", "+90 (532) 123 45 67", "5321234567",
 * "905321234567", "0090…") and returns "+905321234567"; null for anything that is not a Turkish mobile.
 */
export function normalizeTurkishMobile(input: string): TurkishMobile | null {
  const digits = nationalDigits(input);
  return digits !== null && NATIONAL_MOBILE.test(digits) ? `+90${digits}` : null;
}

/**
 * Any Turkish number, written as normalizeTurkishMobile reads it: a landline ("0212 123 45 67"), a mobile or an
 * 850 number, as "+902121234567"; null otherwise. For a shop's second phone, which is often its landline.
 */
export function normalizeTurkishPhone(input: string): `+90${string}` | null {
  const digits = nationalDigits(input);
  return digits !== null && NATIONAL_NUMBER.test(digits) ? `+90${digits}` : null;
}

/** "5XXXXXXXXX": the 10-digit form NetGSM and İleti Merkezi want. */
export function toNationalMobile(mobile: TurkishMobile): string {
  return requireMobile(mobile).slice(3);
}

/** "905XXXXXXXXX": the form Bulutfon and Organik want. */
export function toInternationalMobileDigits(mobile: TurkishMobile): string {
  return requireMobile(mobile).slice(1);
}

export function phoneForSmsProvider(mobile: TurkishMobile, provider: SmsProviderName): string {
  switch (provider) {
    case "netgsm":
    case "iletimerkezi":
      return toNationalMobile(mobile);
    case "bulutfon":
    case "organik":
      return toInternationalMobileDigits(mobile);
  }
}

/** "+90 (532) 123 45 67", the spec's input mask. */
export function formatTurkishMobile(mobile: TurkishMobile): string {
  const n = toNationalMobile(mobile);
  return `+90 (${n.slice(0, 3)}) ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8, 10)}`;
}

function requireMobile(mobile: string): string {
  if (!/^\+905\d{9}$/.test(mobile)) throw new RangeError(`not a stored Turkish mobile +905XXXXXXXXX: ${mobile}`);
  return mobile;
}
