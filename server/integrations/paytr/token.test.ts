import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { opensslHmacBase64 } from "../testing/opensslHmac";
import { hmacBase64, paytrToken, sameSignature } from "./token";

describe("PayTR token", () => {
  it("equals openssl's HMAC-SHA256 of the concatenation plus salt, base64-encoded", () => {
    const concatenation = "123456" + "85.34.78.112" + "SIPARIS123" + "ayse@example.com" + "3456" + "W1siR2VsaW5saWsiLCIzNC41NiIsMV1d" + "0" + "0" + "TL" + "1";
    expect(paytrToken(concatenation, "merchantKEY", "merchantSALT")).toBe(opensslHmacBase64("merchantKEY", concatenation + "merchantSALT"));
  });

  it("signs Turkish text as UTF-8 like openssl does", () => {
    expect(hmacBase64("anahtar", "Gelinlik – İpek şifon, çiçekli")).toBe(opensslHmacBase64("anahtar", "Gelinlik – İpek şifon, çiçekli"));
  });

  it("matches openssl for random keys and messages", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 24 }).filter((s) => !s.includes("\0")), fc.string({ maxLength: 80 }), (key, message) => {
        expect(hmacBase64(key, message)).toBe(opensslHmacBase64(key, message));
      }),
      { numRuns: 15 },
    );
  });

  it("compares signatures exactly", () => {
    expect(sameSignature("abc=", "abc=")).toBe(true);
    expect(sameSignature("abc=", "abd=")).toBe(false);
    expect(sameSignature("abc=", "abc")).toBe(false);
  });
});
