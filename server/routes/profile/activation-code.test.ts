import { describe, expect, it } from "vitest";
import { activationCodeMatches, hashActivationCode, newActivationCode } from "./activation-code";

describe("activation codes", () => {
  it("are six digits, leading zeros included, and vary", () => {
    const codes = Array.from({ length: 200 }, newActivationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("are stored as their SHA-256 and matched only by the same code", () => {
    const stored = hashActivationCode("012345");
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(activationCodeMatches("012345", stored)).toBe(true);
    expect(activationCodeMatches(" 012345 ", stored)).toBe(true);
    expect(activationCodeMatches("12345", stored)).toBe(false);
    expect(activationCodeMatches("012346", stored)).toBe(false);
    expect(activationCodeMatches("012345", "not-a-digest")).toBe(false);
  });
});
