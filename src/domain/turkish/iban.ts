import { electronicFormatIBAN, isValidIBAN } from "ibantools";

/** The IBAN without spaces, upper case, when it is valid; otherwise null. */
export function normalizeIban(input: string): string | null {
  const electronic = electronicFormatIBAN(input);
  if (!electronic || !isValidIBAN(electronic)) return null;
  return electronic;
}

export function isValidIban(input: string): boolean {
  return normalizeIban(input) !== null;
}
