import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { createSemaphore } from "./semaphore";

/** scrypt parameters for new hashes; stored in each hash so they can be raised later without breaking logins. */
const N = 16384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

/**
 * scrypt runs on libuv's small thread pool, which file and DNS work share. A burst of sign-ins or user
 * creations would take every thread and queue the rest behind them; two at a time leaves room for the
 * others, and the waiting requests queue here instead.
 */
export const MAX_CONCURRENT_HASHES = 2;
const hashing = createSemaphore(MAX_CONCURRENT_HASHES);

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password, salt, keyLength, { ...options, maxmem: 256 * options.N! * options.r! }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$saltB64$hashB64` with a fresh random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same scrypt work as a real check when the email is unknown, so the answer time does not
 * tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(SALT_BYTES).toString("base64url"));
  await verifyPassword(password, await dummyHash);
  return false;
}
