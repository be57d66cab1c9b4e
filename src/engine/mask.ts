/** Masks as the spec writes them: `#` is one digit, every other character is printed as is. */
const SLOT = "#";

const digitsOf = (text: string): string => text.replace(/\D/g, "");

/** Literal digits before the first slot, e.g. "90" of "+90 (###) ### ## ##". */
export const prefixDigits = (mask: string): string => digitsOf(mask.slice(0, Math.max(mask.indexOf(SLOT), 0)));

export const slotCount = (mask: string): number => [...mask].filter((char) => char === SLOT).length;

export interface MaskOptions {
  /** A national trunk prefix people type before the number ("0532…"); dropped when it would not fit otherwise. */
  trunkPrefix?: string;
}

/** The Turkish phone mask (spec §2, §5) and its options: used by the phone widget and the register page alike. */
export const PHONE_MASK = "+90 (###) ### ## ##";
export const PHONE_MASK_OPTIONS: MaskOptions = { trunkPrefix: "0" };

/** Digits of a made-up mobile number ("532 123 45 67") that fill a mask's slots for an example. */
const EXAMPLE_DIGITS = "5321234567";

/** The mask filled with sample digits, "+90 (532) 123 45 67": an error message shows the form, never "(###)". */
export const maskExample = (mask: string): string => {
  let used = 0;
  return mask.replace(/#/g, () => EXAMPLE_DIGITS[used++ % EXAMPLE_DIGITS.length]);
};

/** The digits that fill the slots, from whatever was typed or pasted ("+90 532…", "0532…", "532…"). */
export const slotDigits = (mask: string, input: string, options: MaskOptions = {}): string => {
  const prefix = prefixDigits(mask);
  const slots = slotCount(mask);
  let digits = digitsOf(input);
  const typedPrefix = prefix !== "" && digits.startsWith(prefix) && (input.trimStart().startsWith("+") || digits.length > slots);
  const trunk = options.trunkPrefix;
  // After the country code a trunk zero is not dropped again, so formatting its own output changes nothing.
  if (typedPrefix) digits = digits.slice(prefix.length);
  else if (trunk && digits.startsWith(trunk)) digits = digits.slice(trunk.length);
  return digits.slice(0, slots);
};

/** The literal characters before the first slot, e.g. "+90 (" of "+90 (###) ### ## ##". */
const literalHead = (mask: string): string => mask.slice(0, Math.max(mask.indexOf(SLOT), 0));

/**
 * Formats input into the mask, stopping after the last typed digit so deleting a literal works.
 * Someone typing the country code key by key ("+", "+9", "+90") keeps what they typed until the number starts.
 */
export const applyMask = (mask: string, input: string, options: MaskOptions = {}): string => {
  const typed = input.trimStart();
  if (typed.startsWith("+") && literalHead(mask).startsWith(typed)) return typed;
  const digits = slotDigits(mask, input, options);
  if (digits === "") return "";
  let output = "";
  let used = 0;
  for (const char of mask) {
    if (used === digits.length) break;
    if (char === SLOT) {
      output += digits[used];
      used += 1;
    } else {
      output += char;
    }
  }
  return output;
};

export const isMaskComplete = (mask: string, value: string, options: MaskOptions = {}): boolean =>
  slotDigits(mask, value, options).length === slotCount(mask);
