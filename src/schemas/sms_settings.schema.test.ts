import { describe, expect, it } from "vitest";
import { DEFAULT_SMS_PROVIDER, SMS_PROVIDERS } from "../domain/turkish/smsProviders";
import { SMS_SETTINGS_PROVIDERS, smsSettings } from "./sms_settings.schema";

describe("sms_settings schema", () => {
  it("offers exactly the providers the adapters know, organik by default", () => {
    expect([...SMS_SETTINGS_PROVIDERS]).toEqual([...SMS_PROVIDERS]);
    expect(smsSettings.properties.provider.default).toBe(DEFAULT_SMS_PROVIDER);
  });
});
