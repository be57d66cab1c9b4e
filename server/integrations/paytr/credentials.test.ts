import { describe, expect, it } from "vitest";
import { paytrCredentialsFromSettings } from "./credentials";

describe("paytrCredentialsFromSettings", () => {
  it("maps payment_id, payment_key and payment_salt to merchant id, key and salt", () => {
    expect(paytrCredentialsFromSettings({ payment_id: "123456", payment_key: "key", payment_salt: "salt" })).toEqual({
      merchantId: "123456",
      merchantKey: "key",
      merchantSalt: "salt",
    });
  });

  it("refuses incomplete settings", () => {
    expect(() => paytrCredentialsFromSettings({ payment_id: "123456", payment_key: "key", payment_salt: " " })).toThrow(
      expect.objectContaining({ code: "missing_credentials", messageKey: "integrations:paytr.errors.missingCredentials" }),
    );
  });
});
