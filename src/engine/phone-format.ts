import { applyMask, isMaskComplete, PHONE_MASK, PHONE_MASK_OPTIONS, prefixDigits, slotDigits, type MaskOptions } from "./mask";

/**
 * Calling codes are prefix-free (ITU E.164): these are the one- and two-digit ones, every other country's has
 * three digits. Enough to split "+4917012345678" into "49" and the rest without a numbering-plan library.
 */
const SHORT_CODES = new Set([
  "1", "7", "20", "27", "30", "31", "32", "33", "34", "36", "39", "40", "41", "43", "44", "45", "46", "47", "48", "49",
  "51", "52", "53", "54", "55", "56", "57", "58", "60", "61", "62", "63", "64", "65", "66", "81", "82", "84", "86",
  "90", "91", "92", "93", "94", "95", "98",
]);

const callingCodeOf = (digits: string): string =>
  SHORT_CODES.has(digits.slice(0, 1)) ? digits.slice(0, 1) : SHORT_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);

/** Groups of three, the last group two to four digits long ("170 123 4567"): readable whatever the country's own plan. */
const groupNational = (digits: string): string => {
  const groups: string[] = [];
  let rest = digits;
  while (rest.length > 4) {
    groups.push(rest.slice(0, 3));
    rest = rest.slice(3);
  }
  return [...groups, rest].filter((group) => group !== "").join(" ");
};

const E164 = /^\+\d{7,15}$/;

/** Every digit of the value fills the mask: nothing would be cut off or left over ("+9053211122334" does not fit). */
const fitsMask = (mask: string, value: string, options: MaskOptions): boolean => {
  if (!/^[\d\s+().-]+$/.test(value) || !isMaskComplete(mask, value, options)) return false;
  const all = value.replace(/\D/g, "");
  const slots = slotDigits(mask, value, options);
  return [slots, `${prefixDigits(mask)}${slots}`, `${options.trunkPrefix ?? ""}${slots}`].includes(all);
};

/**
 * A stored phone as people read it. A number in the mask's country ("+905321112233") is written by the mask:
 * "+90 (532) 111 22 33"; another country's E.164 number keeps its own code, then groups ("+49 170 123 4567"),
 * never forced into the Turkish mask. Anything else (free text, an incomplete number) is shown as stored.
 */
export const formatPhone = (value: string, mask: string = PHONE_MASK, options: MaskOptions = PHONE_MASK_OPTIONS): string => {
  const compact = value.replace(/[\s().-]/g, "");
  const international = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  if (E164.test(international)) {
    const digits = international.slice(1);
    const code = callingCodeOf(digits);
    if (code !== prefixDigits(mask)) return `+${code} ${groupNational(digits.slice(code.length))}`;
    return fitsMask(mask, international, options) ? applyMask(mask, international, options) : value;
  }
  return fitsMask(mask, value, options) ? applyMask(mask, value, options) : value;
};
