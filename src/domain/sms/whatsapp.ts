import { normalizeTurkishMobile, toInternationalMobileDigits } from "../turkish";

/** At least a country code and a subscriber number: fewer digits are no number WhatsApp can open a chat with. */
const MIN_INTERNATIONAL_DIGITS = 8;
const MAX_INTERNATIONAL_DIGITS = 15;

/**
 * The digits wa.me wants for a client's number: a Turkish mobile however typed ("0532 123 45 67",
 * "+90 (532) 123 45 67") becomes "905321234567"; another country's number written with its "+" or "00" prefix
 * ("+49 151 2345 6789", a bride in Germany) keeps its digits; anything else (a Turkish landline, a number without
 * its country) is null.
 */
export function whatsappNumber(phone: string): string | null {
  const mobile = normalizeTurkishMobile(phone);
  if (mobile) return toInternationalMobileDigits(mobile);
  const trimmed = phone.trim();
  if (!/^(\+|00)[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "").replace(/^00/, "");
  if (digits.startsWith("90")) return null;
  return digits.length >= MIN_INTERNATIONAL_DIGITS && digits.length <= MAX_INTERNATIONAL_DIGITS ? digits : null;
}

/**
 * WhatsApp's click-to-chat address (issue 14 item 7: a shop without SMS credit can still reach the bride):
 * `https://wa.me/905XXXXXXXXX?text=<the text, URI-encoded>`; null when the phone is no number WhatsApp can open.
 */
export function whatsappLink(phone: string, text: string): string | null {
  const digits = whatsappNumber(phone);
  if (!digits) return null;
  return text === "" ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
