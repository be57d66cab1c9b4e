import { describe, expect, it, vi } from "vitest";
import { hashPassword, MAX_CONCURRENT_HASHES, verifyAgainstDummy, verifyPassword } from "./password";

/** The real scrypt, counting how many run at the same moment. */
const scryptLoad = vi.hoisted(() => ({ running: 0, peak: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  const scrypt = (...args: any[]) => {
    const callback = args.pop();
    scryptLoad.running++;
    scryptLoad.peak = Math.max(scryptLoad.peak, scryptLoad.running);
    (crypto.scrypt as any)(...args, (error: Error | null, key: Buffer) => {
      scryptLoad.running--;
      callback(error, key);
    });
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

describe("password hashing", () => {
  it("stores scrypt parameters, salt and key, and verifies the same password", async () => {
    const stored = await hashPassword("gizli-şifre");
    const parts = stored.split("$");
    expect(parts.slice(0, 4)).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(parts[4], "base64")).toHaveLength(16);
    expect(Buffer.from(parts[5], "base64")).toHaveLength(64);
    expect(await verifyPassword("gizli-şifre", stored)).toBe(true);
  });

  it("rejects a wrong password", async () => {
    const stored = await hashPassword("dogru-sifre");
    expect(await verifyPassword("yanlis-sifre", stored)).toBe(false);
  });

  it("uses a distinct salt for every hash of the same password", async () => {
    const [first, second] = await Promise.all([hashPassword("ayni"), hashPassword("ayni")]);
    expect(first.split("$")[4]).not.toBe(second.split("$")[4]);
    expect(first).not.toBe(second);
  });

  it("treats a malformed stored hash as a mismatch instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text")).toBe(false);
    expect(await verifyPassword("x", "scrypt$0$8$1$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("x", "scrypt$16384$8$1$AAAA$")).toBe(false);
  });

  it("never accepts a password checked against the dummy hash", async () => {
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });

  it(`hashes and verifies at most ${MAX_CONCURRENT_HASHES} passwords at once, however many are asked for`, async () => {
    scryptLoad.peak = 0;
    const hashes = await Promise.all(Array.from({ length: 8 }, (_, i) => hashPassword(`parola-${i}`)));
    await Promise.all(hashes.map((hash, i) => verifyPassword(`parola-${i}`, hash)));
    expect(scryptLoad.peak).toBe(MAX_CONCURRENT_HASHES);
  });
});
