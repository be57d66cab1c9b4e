import { createHash, randomInt, timingSafeEqual } from "node:crypto";

/** Phone verification rules (spec §4 "Phone verification"). */
export const ACTIVATION_CODE_TTL_MS = 10 * 60_000;
export const ACTIVATION_RESEND_AFTER_MS = 60_000;
export const ACTIVATION_MAX_ATTEMPTS = 5;

/** Six digits from the CSPRNG, leading zeros kept. */
export const newActivationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** Only this digest is stored: a leaked row does not hand out a live code. */
export const hashActivationCode = (code: string): string => createHash("sha256").update(code).digest("hex");

/** Compares digests of equal length in constant time, so the answer time does not leak how much matched. */
export function activationCodeMatches(code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashActivationCode(code.trim()), "hex");
  const expected = Buffer.from(storedHash, "hex");
  return expected.length === actual.length && timingSafeEqual(actual, expected);
}
