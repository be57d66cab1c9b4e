import { createHmac, timingSafeEqual } from "node:crypto";

/** base64(HMAC-SHA256(key, message)): the primitive under every PayTR token and hash. */
export function hmacBase64(key: string, message: string): string {
  return createHmac("sha256", key).update(message, "utf8").digest("base64");
}

/** PayTR's request token: the field concatenation with the merchant salt appended, signed with the key. */
export function paytrToken(concatenation: string, key: string, salt: string): string {
  return hmacBase64(key, concatenation + salt);
}

/** Compares two base64 signatures without leaking how much of them matched. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
