import { createHash, randomInt, timingSafeEqual } from "node:crypto";

/** How long a code holds, how many wrong tries it takes, how many codes one phone may ask a shop for in an hour. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
export const CODES_PER_PHONE_PER_HOUR = 3;

interface Pending {
  hash: Buffer;
  expiresAt: number;
  attempts: number;
  fullName: string;
}

const hashOf = (code: string) => createHash("sha256").update(code).digest();

export type CodeCheck = { ok: true; fullName: string } | { ok: false; reason: "missing" | "expired" | "wrong" | "exhausted" };

/**
 * The booking codes of one server process, per shop and phone: only their SHA-256 is kept, with the expiry and the
 * wrong tries; and the phone's requests of the last hour. A code is taken when it is checked right (`check`), and
 * given back (`restore`) when the booking it was for could not be made.
 */
export function bookingCodes(now: () => number = () => Date.now()) {
  const pending = new Map<string, Pending>();
  const requests = new Map<string, number[]>();
  const keyOf = (companyId: number, gsm: string) => `${companyId}:${gsm}`;

  function sweep() {
    const at = now();
    for (const [key, entry] of pending) if (entry.expiresAt <= at) pending.delete(key);
    for (const [key, times] of requests) {
      const recent = times.filter((time) => time > at - 3_600_000);
      if (recent.length) requests.set(key, recent);
      else requests.delete(key);
    }
  }

  return {
    /** Whether the phone may ask once more this hour; counts the request when it may. */
    allowRequest(companyId: number, gsm: string): boolean {
      sweep();
      const key = keyOf(companyId, gsm);
      const times = requests.get(key) ?? [];
      if (times.length >= CODES_PER_PHONE_PER_HOUR) return false;
      requests.set(key, [...times, now()]);
      return true;
    },
    /** A new 6-digit code for the phone; any earlier one of it is void. */
    issue(companyId: number, gsm: string, fullName: string): string {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      pending.set(keyOf(companyId, gsm), { hash: hashOf(code), expiresAt: now() + CODE_TTL_MS, attempts: 0, fullName });
      return code;
    },
    /** Forgets the phone's code (its SMS could not be queued). */
    drop(companyId: number, gsm: string) {
      pending.delete(keyOf(companyId, gsm));
    },
    check(companyId: number, gsm: string, code: string): CodeCheck {
      const key = keyOf(companyId, gsm);
      const entry = pending.get(key);
      if (!entry) return { ok: false, reason: "missing" };
      if (entry.expiresAt <= now()) {
        pending.delete(key);
        return { ok: false, reason: "expired" };
      }
      const given = hashOf(code);
      if (given.length === entry.hash.length && timingSafeEqual(given, entry.hash)) {
        pending.delete(key);
        return { ok: true, fullName: entry.fullName };
      }
      entry.attempts++;
      if (entry.attempts >= CODE_ATTEMPTS) {
        pending.delete(key);
        return { ok: false, reason: "exhausted" };
      }
      return { ok: false, reason: "wrong" };
    },
    /** Gives a taken code back (the slot was taken meanwhile: the visitor may pick another with the same code). */
    restore(companyId: number, gsm: string, code: string, fullName: string, expiresAt: number) {
      const key = keyOf(companyId, gsm);
      if (!pending.has(key) && expiresAt > now()) pending.set(key, { hash: hashOf(code), expiresAt, attempts: 0, fullName });
    },
    expiryOf(companyId: number, gsm: string): number | undefined {
      return pending.get(keyOf(companyId, gsm))?.expiresAt;
    },
  };
}
export type BookingCodes = ReturnType<typeof bookingCodes>;
