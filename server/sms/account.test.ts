import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../test/app";
import { createActor } from "../test/fixtures";
import { CREDENTIALS_MISSING, PLATFORM_MISSING, smsAccountOf } from "./account";
import { createTestApp as createSmsTestApp } from "../test/app";

let bare: TestApp;
let platform: TestApp;
beforeAll(async () => {
  bare = await createSmsTestApp();
  platform = await createSmsTestApp({ SYSTEM_SMS_PROVIDER: "netgsm", SYSTEM_SMS_TITLE: "PLATFORM", SYSTEM_SMS_USERNAME: "u", SYSTEM_SMS_PASSWORD: "p" });
});
afterAll(async () => {
  await bare?.close();
  await platform?.close();
});

const shopOf = async (t: TestApp, settings?: Record<string, unknown>) => {
  const actor = await createActor(t.database.db);
  if (settings) {
    const saved = await t.app.inject({ method: "PUT", url: "/api/sms_settings", headers: actor.headers, payload: settings });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return t.app.repositories({ companyId: actor.companyId });
};

describe("smsAccountOf", () => {
  it("is the platform's account until the shop saves its own, not ready while the platform has none", async () => {
    expect(await smsAccountOf(bare.app, await shopOf(bare))).toEqual({ account: "platform", providerName: null, provider: null, notReadyReason: PLATFORM_MISSING });
    const ready = await smsAccountOf(platform.app, await shopOf(platform));
    expect([ready.account, ready.providerName, ready.provider?.name, ready.notReadyReason]).toEqual(["platform", "netgsm", "netgsm", undefined]);
  });

  it("is the shop's own gateway with its stored (decrypted) credentials once chosen", async () => {
    const repos = await shopOf(platform, { account: "own", provider: "bulutfon", title: "PRENSES", api_key: "bulut-key" });
    const own = await smsAccountOf(platform.app, repos);
    expect([own.account, own.providerName, own.provider?.name, own.notReadyReason]).toEqual(["own", "bulutfon", "bulutfon", undefined]);
  });

  it("keeps the account a queued message was queued on, whatever the settings say now", async () => {
    const repos = await shopOf(platform, { account: "own", provider: "organik", title: "PRENSES", api_key: "org-key" });
    expect((await smsAccountOf(platform.app, repos, "platform")).providerName).toBe("netgsm");
    const platformRepos = await shopOf(platform, { account: "platform" });
    const own = await smsAccountOf(platform.app, platformRepos, "own");
    expect([own.account, own.provider, own.notReadyReason]).toEqual(["own", null, CREDENTIALS_MISSING]);
  });
});
