import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SMS_PROVIDERS, type SmsProviderName } from "../../../src/domain/turkish";
import { closedPortUrl, startFakeServer, type FakeServer } from "../testing/fakeHttpServer";
import { createSmsProvider, type SmsSettings } from "./createSmsProvider";
import { SmsError } from "./errors";

const complete: Record<SmsProviderName, SmsSettings> = {
  netgsm: { provider: "netgsm", title: "SHOP", username: "u", password: "p" },
  iletimerkezi: { provider: "iletimerkezi", title: "SHOP", api_key: "k", api_secret: "s" },
  bulutfon: { provider: "bulutfon", title: "SHOP", api_key: "k" },
  organik: { provider: "organik", title: "SHOP", api_key: "k" },
};

describe("createSmsProvider", () => {
  it("picks the chosen provider and organik when none is chosen", () => {
    for (const name of SMS_PROVIDERS) expect(createSmsProvider(complete[name]).name).toBe(name);
    expect(createSmsProvider({ provider: null, title: "SHOP", api_key: "k" }).name).toBe("organik");
    expect(createSmsProvider({ provider: "", title: "SHOP", api_key: "k" }).name).toBe("organik");
  });

  it.each([
    [{ provider: "netgsm", title: "SHOP", username: "u" }, "password"],
    [{ provider: "iletimerkezi", title: "SHOP", api_key: "k", api_secret: " " }, "api_secret"],
    [{ provider: "bulutfon", title: "SHOP" }, "api_key"],
    [{ provider: "organik", api_key: "k" }, "title"],
  ])("refuses settings missing a credential (%j lacks %s)", (settings, field) => {
    try {
      createSmsProvider(settings);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SmsError);
      expect(error).toMatchObject({ code: "missing_credentials", messageKey: "integrations:sms.errors.missingCredentials" });
      expect((error as SmsError).params.fields).toContain(field);
    }
  });

  it("refuses a provider outside the list (jetsms has a form but is not offered)", () => {
    expect(() => createSmsProvider({ provider: "jetsms", title: "SHOP", api_key: "k" })).toThrow(
      expect.objectContaining({ code: "unknown_provider", params: { provider: "jetsms" } }),
    );
  });
});

describe("transport failures are errors, never a silent success", () => {
  let hanging: FakeServer;
  beforeAll(async () => {
    hanging = await startFakeServer(() => "hang");
  });
  afterAll(() => hanging.close());

  it.each(SMS_PROVIDERS)("%s: a provider that never answers times out", async (name) => {
    const sms = createSmsProvider(complete[name], { baseUrls: { [name]: hanging.url }, timeoutMs: 200 });
    const started = Date.now();
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({
      code: "timeout",
      provider: name,
      messageKey: "integrations:sms.errors.timeout",
    });
    await expect(sms.balance()).rejects.toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each(SMS_PROVIDERS)("%s: a closed port is a network error", async (name) => {
    const sms = createSmsProvider(complete[name], { baseUrls: { [name]: await closedPortUrl() } });
    await expect(sms.send([{ to: "5321234567", text: "x" }])).rejects.toMatchObject({
      code: "network",
      messageKey: "integrations:sms.errors.network",
    });
    await expect(sms.balance()).rejects.toMatchObject({ code: "network" });
  });

  it("uses the spec's 30 second timeout by default", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const fetch: typeof globalThis.fetch = async () =>
      new Response(JSON.stringify({ response: { result: true, data: { tl: 1, credit: 2 } } }));
    try {
      await createSmsProvider(complete.organik, { fetch }).balance();
      expect(timeout).toHaveBeenCalledWith(30_000);
    } finally {
      timeout.mockRestore();
    }
  });
});
