/**
 * Counts SMS parts the way operators bill them (3GPP TS 23.038). GSM-7 fits 160 septets in one SMS and
 * 153 per part once split; UCS-2 fits 70 UTF-16 code units, 67 per part. A character is never split
 * across two parts, so an escape pair or a surrogate pair that would straddle a boundary starts the next one.
 */
export const GSM7_SINGLE = 160;
export const GSM7_PART = 153;
export const UCS2_SINGLE = 70;
export const UCS2_PART = 67;

/** GSM 03.38 default alphabet (one septet each). It holds Ç, Ö, ö, Ü and ü, but not ç ğ Ğ ı İ ş Ş. */
const GSM7_BASIC = new Set(
  Array.from(
    "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
      "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
  ),
);

/** Default extension table: escape + character, two septets each. */
const GSM7_EXTENSION = new Set(Array.from("\f^{}\\[~]|€"));

/** Turkish single-shift table: the same escapes plus the Turkish letters the default alphabet lacks. */
const TURKISH_SHIFT_LETTERS = new Set(Array.from("ĞİŞçğış"));

export type SmsEncoding = "gsm7" | "gsm7_turkish" | "ucs2";

export interface SegmentCount {
  /** gsm7_turkish: GSM-7 that needs the Turkish single-shift table. */
  encoding: SmsEncoding;
  segments: number;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
}

export function countSegments(text: string, options: { turkishShift: boolean }): SegmentCount {
  const gsm = gsmSeptets(text, options.turkishShift);
  if (gsm) {
    return { encoding: gsm.turkish ? "gsm7_turkish" : "gsm7", segments: pack(gsm.sizes, GSM7_SINGLE, GSM7_PART), units: sum(gsm.sizes) };
  }
  const sizes = Array.from(text, (char) => char.length);
  return { encoding: "ucs2", segments: pack(sizes, UCS2_SINGLE, UCS2_PART), units: sum(sizes) };
}

function gsmSeptets(text: string, turkishShift: boolean): { sizes: number[]; turkish: boolean } | null {
  const sizes: number[] = [];
  let turkish = false;
  for (const char of text) {
    if (GSM7_BASIC.has(char)) sizes.push(1);
    else if (GSM7_EXTENSION.has(char)) sizes.push(2);
    else if (turkishShift && TURKISH_SHIFT_LETTERS.has(char)) {
      sizes.push(2);
      turkish = true;
    } else return null;
  }
  return { sizes, turkish };
}

function pack(sizes: number[], single: number, part: number): number {
  const total = sum(sizes);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
