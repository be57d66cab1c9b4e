import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration from the environment", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, tokenTtlHours: 168, bodyLimitBytes: 1_048_576 });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.integrations).toEqual({ smsBaseUrls: {}, paytrBaseUrl: undefined });
  });

  it("takes provider addresses for the SMS and PayTR adapters", () => {
    const config = loadConfig({ SMS_NETGSM_URL: "http://127.0.0.1:9001", PAYTR_URL: "http://127.0.0.1:9002" });
    expect(config.integrations).toEqual({ smsBaseUrls: { netgsm: "http://127.0.0.1:9001" }, paytrBaseUrl: "http://127.0.0.1:9002" });
  });

  it("stops with the variable's name on a bad value", () => {
    expect(() => loadConfig({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual(["10.0.0.1", "10.0.0.2"]);
  });
});
