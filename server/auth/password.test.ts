import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";

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
});
