/**
 * Failed sign-ins counted per account (canonical email), on top of the per-IP limit: an attacker with many
 * addresses still gets only a few guesses at one account. After FREE_ATTEMPTS misses the account must wait a
 * delay that doubles with each further miss, up to MAX_DELAY_MS; it always expires, so the owner is never
 * locked out for good, and a successful sign-in clears it. Unknown emails are counted exactly like real ones,
 * so the answers tell nothing about which accounts exist.
 *
 * Kept in memory: the server is one process (PGlite allows one; a DATA_DIR lock enforces it), the per-IP
 * limit already lives in memory, and a restart forgetting the counts only hands back a few guesses. Several
 * API nodes on PostgreSQL would each count on their own (N nodes, N times the budget): then the counts belong
 * in a table.
 */
export const FREE_ATTEMPTS = 5;
export const FIRST_DELAY_MS = 15_000;
export const MAX_DELAY_MS = 5 * 60_000;
/** Misses older than this (counted from the last attempt or the end of its delay) are forgotten. */
export const FORGET_AFTER_MS = 15 * 60_000;
/** Accounts tracked at once; beyond this the stalest go first, so random emails cannot exhaust memory. */
const MAX_TRACKED = 100_000;

interface AccountAttempts {
  attempts: number;
  lastAttemptAt: number;
  lockedUntil: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export function createLoginThrottle(now: () => number = () => Date.now()) {
  // A Map keeps insertion order: re-inserting on every attempt makes the first entry the stalest.
  const accounts = new Map<string, AccountAttempts>();

  const current = (key: string, at: number): AccountAttempts | undefined => {
    const entry = accounts.get(key);
    if (entry && Math.max(entry.lastAttemptAt, entry.lockedUntil) + FORGET_AFTER_MS <= at) {
      accounts.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /**
     * Counts an attempt before the password is compared (so parallel guesses cannot slip through together),
     * or refuses it while the account's delay runs.
     */
    attempt(key: string): AttemptVerdict {
      const at = now();
      const entry = current(key, at) ?? { attempts: 0, lastAttemptAt: at, lockedUntil: 0 };
      if (entry.lockedUntil > at) return { allowed: false, retryAfterMs: entry.lockedUntil - at };
      entry.attempts++;
      entry.lastAttemptAt = at;
      if (entry.attempts >= FREE_ATTEMPTS) {
        entry.lockedUntil = at + Math.min(FIRST_DELAY_MS * 2 ** (entry.attempts - FREE_ATTEMPTS), MAX_DELAY_MS);
      }
      accounts.delete(key);
      accounts.set(key, entry);
      if (accounts.size > MAX_TRACKED) accounts.delete(accounts.keys().next().value!);
      return { allowed: true };
    },

    /** The right password: the account starts afresh. */
    succeeded(key: string): void {
      accounts.delete(key);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
