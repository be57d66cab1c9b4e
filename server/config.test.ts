import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration from the environment", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, tokenTtlHours: 168, bodyLimitBytes: 1_048_576 });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.integrations).toEqual({ smsBaseUrls: {}, paytrBaseUrl: undefined, systemSms: null });
  });

  it("takes provider addresses for the SMS and PayTR adapters", () => {
    const config = loadConfig({ SMS_NETGSM_URL: "http://127.0.0.1:9001", PAYTR_URL: "http://127.0.0.1:9002" });
    expect(config.integrations).toMatchObject({ smsBaseUrls: { netgsm: "http://127.0.0.1:9001" }, paytrBaseUrl: "http://127.0.0.1:9002" });
  });

  it("stops with the variable's name on a bad value", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual(["10.0.0.1", "10.0.0.2"]);
  });

  it("takes the platform's own SMS account with the credentials its provider needs", () => {
    const organik = loadConfig({ SYSTEM_SMS_PROVIDER: "organik", SYSTEM_SMS_TITLE: " GELINLIK ", SYSTEM_SMS_API_KEY: "k1" });
    expect(organik.integrations.systemSms).toEqual({ provider: "organik", title: "GELINLIK", api_key: "k1" });
    const netgsm = loadConfig({ SYSTEM_SMS_PROVIDER: "netgsm", SYSTEM_SMS_TITLE: "T", SYSTEM_SMS_USERNAME: "u", SYSTEM_SMS_PASSWORD: "p" });
    expect(netgsm.integrations.systemSms).toEqual({ provider: "netgsm", title: "T", username: "u", password: "p" });
  });

  it("stops start-up when the platform's SMS provider lacks its title or credentials, naming them", () => {
    expect(() => loadConfig({ SYSTEM_SMS_PROVIDER: "iletimerkezi", SYSTEM_SMS_API_KEY: "k" })).toThrow(
      /SYSTEM_SMS_TITLE, SYSTEM_SMS_API_SECRET/,
    );
    expect(() => loadConfig({ SYSTEM_SMS_PROVIDER: "organik", SYSTEM_SMS_TITLE: "T", SYSTEM_SMS_API_KEY: "  " })).toThrow(/SYSTEM_SMS_API_KEY/);
    expect(() => loadConfig({ SYSTEM_SMS_PROVIDER: "turkcell" })).toThrow(/SYSTEM_SMS_PROVIDER/);
  });
});
