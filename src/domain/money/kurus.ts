/**
 * Money is held as integer kuruş (1 lira = 100 kuruş). The API and the database exchange it as decimal
 * strings such as "1234.50"; these helpers convert between the two and refuse anything ambiguous rather
 * than guessing what a malformed amount meant.
 */
export type Kurus = number;

export const KURUS_PER_LIRA = 100;

export class MoneyFormatError extends Error {
  readonly input: unknown;
  constructor(message: string, input: unknown) {
    super(message);
    this.name = "MoneyFormatError";
    this.input = input;
  }
}

const DECIMAL_AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "12.34" → 1234, "12.3" → 1230, "-5" → -500. Throws MoneyFormatError on anything else. */
export function kurusFromDecimalString(value: string): Kurus {
  if (typeof value !== "string") throw new MoneyFormatError("amount must be a string", value);
  const match = DECIMAL_AMOUNT.exec(value.trim());
  if (!match) throw new MoneyFormatError(`not a decimal amount with at most 2 decimals: ${value}`, value);
  const [, sign, whole, fraction = ""] = match;
  const kurus = Number(whole) * KURUS_PER_LIRA + Number(fraction.padEnd(2, "0"));
  assertKurus(kurus);
  return sign === "-" && kurus !== 0 ? -kurus : kurus;
}

/** 1234 → "12.34", -5 → "-0.05". */
export function decimalStringFromKurus(kurus: Kurus): string {
  assertKurus(kurus);
  const sign = kurus < 0 ? "-" : "";
  const abs = Math.abs(kurus);
  const lira = Math.floor(abs / KURUS_PER_LIRA);
  const rest = abs % KURUS_PER_LIRA;
  return `${sign}${lira}.${String(rest).padStart(2, "0")}`;
}

/** Throws unless the value is a safe integer amount of kuruş. */
export function assertKurus(value: unknown): asserts value is Kurus {
  if (typeof value !== "number" || !Number.isSafeInteger(value)) {
    throw new MoneyFormatError(`not a whole number of kuruş: ${String(value)}`, value);
  }
}
