import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp as createSmsTestApp } from "../../test/app";
import type { TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { startFakeServer, type FakeAnswer, type FakeServer, type RecordedRequest } from "../../integrations/testing/fakeHttpServer";

// Secrets no answer may ever hold, whatever the route or the failure.
const SECRETS = { organikKey: "ORG-SECRET-KEY-4471", netgsmPassword: "netgsm-Pass-9931", iletiSecret: "ileti-SECRET-5521", platformKey: "PLATFORM-KEY-7788" };

let fake: FakeServer;
let answer: (request: RecordedRequest) => FakeAnswer;
const organikSent = (): FakeAnswer => ({
  status: 200,
  body: { response: { result: true, data: { deliveries: [{ track_id: "trk-1", transaction_id: "x1", valid: [905321234567], invalid: [] }] } } },
});
const gateway = (request: RecordedRequest): FakeAnswer => {
  if (request.path.endsWith("/sendsms/json/json/")) return organikSent();
  if (request.path.endsWith("/balance/json/json/")) return { status: 200, body: { response: { result: true, data: { tl: 57.86, credit: 321 } } } };
  if (request.path === "/sms/rest/v2/send") return { status: 200, body: { code: "30", description: "Geçersiz kullanıcı adı" } };
  return { status: 404, body: "not here" };
};

let t: TestApp;
let platform: TestApp;
const bodies: string[] = [];

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  const urls = { SMS_ORGANIK_URL: fake.url, SMS_NETGSM_URL: fake.url, SMS_ILETIMERKEZI_URL: fake.url, SMS_BULUTFON_URL: fake.url };
  t = await createSmsTestApp(urls);
  platform = await createSmsTestApp({ ...urls, SYSTEM_SMS_PROVIDER: "organik", SYSTEM_SMS_TITLE: "GELINLIK", SYSTEM_SMS_API_KEY: SECRETS.platformKey });
});
afterAll(async () => {
  await t?.close();
  await platform?.close();
  await fake?.close();
});
beforeEach(() => {
  answer = gateway;
  fake.requests.length = 0;
});

/** Calls the API and keeps every answer's raw body, which the last test searches for the secrets. */
const api = (app: TestApp, actor: Actor) => async (method: "GET" | "PUT" | "POST", url: string, payload?: Record<string, unknown>) => {
  const response = await app.app.inject({ method, url: `/api${url}`, headers: actor.headers, ...(payload ? { payload } : {}) });
  bodies.push(response.body);
  return response;
};

const ownOrganik = { account: "own", provider: "organik", title: "PRENSES", api_key: SECRETS.organikKey, process_perm: true };

describe("the settings' spec addresses", () => {
  it("answer exactly what GET /api/sms_settings answers, before and after the first save", async () => {
    const call = api(t, await createActor(t.database.db));
    const generic = await call("GET", "/sms_settings");
    expect(generic.statusCode).toBe(200);
    expect(generic.json()).toMatchObject({ id: null, account: "platform", provider: "organik" });
    for (const url of ["/profile/sms-settings", "/get-sms-setting"]) {
      const alias = await call("GET", url);
      expect([alias.statusCode, alias.json()]).toEqual([200, generic.json()]);
    }
    expect((await call("PUT", "/sms_settings", ownOrganik)).statusCode).toBe(200);
    const saved = (await call("GET", "/sms_settings")).json();
    expect(saved).toMatchObject({ account: "own", title: "PRENSES", process_perm: true });
    for (const url of ["/profile/sms-settings", "/get-sms-setting"]) expect((await call("GET", url)).json()).toEqual(saved);
  });

  it("write as PUT /api/sms_settings does: same answer, same row, same refusals, in the caller's language", async () => {
    const call = api(t, await createActor(t.database.db));
    const first = await call("POST", "/profile/update-sms-settings", { ...ownOrganik, title: "GELIN" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual((await call("GET", "/sms_settings")).json());
    const second = await call("POST", "/sms-setting-kaydet", { account: "platform", offer_perm: true, version: first.json().version });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, account: "platform", offer_perm: true });
    const stale = await call("POST", "/sms-setting-kaydet", { account: "platform", version: first.json().version });
    expect(stale.statusCode).toBe(409);
    const tooLong = await call("POST", "/profile/update-sms-settings", { ...ownOrganik, title: "ÇOK UZUN BAŞLIK" });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(["title"]);
  });

  it("answer 401 without a token and 403 without sms_permission", async () => {
    const owner = await createActor(t.database.db);
    const lacking = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { sms_permission: false } });
    for (const [method, url] of [["GET", "/profile/sms-settings"], ["GET", "/get-sms-setting"], ["POST", "/profile/update-sms-settings"], ["POST", "/sms-setting-kaydet"], ["POST", "/sms-settings/test"]] as const) {
      expect((await t.app.inject({ method, url: `/api${url}`, payload: {} })).statusCode, url).toBe(401);
      const refused = await t.app.inject({ method, url: `/api${url}`, headers: lacking.headers, payload: method === "POST" ? { account: "platform", phone: "05321234567" } : undefined });
      expect(refused.statusCode, url).toBe(403);
    }
  });
});

describe("the own account's credentials", () => {
  it("are required per provider on every write path: a 422 on each missing field", async () => {
    const call = api(t, await createActor(t.database.db));
    for (const [method, url] of [["PUT", "/sms_settings"], ["POST", "/profile/update-sms-settings"], ["POST", "/sms-setting-kaydet"]] as const) {
      const netgsm = await call(method, url, { account: "own", provider: "netgsm" });
      expect(netgsm.statusCode, url).toBe(422);
      expect(netgsm.json().errors).toEqual({ title: ["Bu sağlayıcı için zorunludur"], username: ["Bu sağlayıcı için zorunludur"], password: ["Bu sağlayıcı için zorunludur"] });
    }
    const ileti = await call("PUT", "/sms_settings", { account: "own", provider: "iletimerkezi", title: "PRENSES", api_key: "k" });
    expect(ileti.json().errors).toEqual({ api_secret: ["Bu sağlayıcı için zorunludur"] });
    const german = await t.app.inject({ method: "PUT", url: "/api/sms_settings", headers: { ...(await createActor(t.database.db)).headers, "accept-language": "de" }, payload: { account: "own", provider: "bulutfon", title: "X" } });
    expect(german.json().errors).toEqual({ api_key: ["Für diesen Anbieter erforderlich"] });
    // The platform account needs none of them.
    expect((await call("PUT", "/sms_settings", { account: "platform", provider: "netgsm" })).statusCode).toBe(200);
  });

  it("count when stored before: a change that leaves a secret out keeps it, another provider needs its own", async () => {
    const call = api(t, await createActor(t.database.db));
    expect((await call("PUT", "/sms_settings", { account: "own", provider: "iletimerkezi", title: "PRENSES", api_key: "ileti-key", api_secret: SECRETS.iletiSecret })).statusCode).toBe(200);
    const kept = await call("PUT", "/sms_settings", { account: "own", provider: "iletimerkezi", title: "YENI" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()._secrets).toMatchObject({ api_key: true, api_secret: true });
    const netgsm = await call("PUT", "/sms_settings", { account: "own", provider: "netgsm", title: "YENI", username: "kullanici" });
    expect(netgsm.json().errors).toEqual({ password: ["Bu sağlayıcı için zorunludur"] });
    // The title is no secret: a change without it has none.
    const untitled = await call("PUT", "/sms_settings", { account: "own", provider: "iletimerkezi" });
    expect(untitled.json().errors).toEqual({ title: ["Bu sağlayıcı için zorunludur"] });
  });
});

describe("POST /api/sms-settings/test", () => {
  it("sends one SMS now through the shop's Organik account and writes it to the history without credits", async () => {
    const actor = await createActor(t.database.db);
    const call = api(t, actor);
    await call("PUT", "/sms_settings", ownOrganik);
    const sent = await call("POST", "/sms-settings/test", { phone: "0532 123 45 67" });
    expect([sent.statusCode, sent.json()]).toEqual([200, { status: "sent", message: "Deneme SMS'i gönderildi." }]);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe(`/v2/${SECRETS.organikKey}/sendsms/json/json/`);
    const delivery = JSON.parse(request.body).data.deliveries[0];
    expect(Buffer.from(delivery.message, "base64").toString("utf8")).toBe("Bu bir deneme mesajıdır.");
    expect(delivery.recipients.gsms).toEqual([905321234567]);
    const history = (await call("GET", "/sms_messages")).json().data;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ phone: "+905321234567", source: "test", status: "sent", credits: 0, segments: 1, message: "Bu bir deneme mesajıdır." });
  });

  it("answers a NetGSM refusal translated, in the caller's language, and records the message failed", async () => {
    const actor = await createActor(t.database.db);
    const call = api(t, actor);
    await call("PUT", "/sms_settings", { account: "own", provider: "netgsm", title: "PRENSES", username: "kullanici", password: SECRETS.netgsmPassword });
    const failed = await call("POST", "/sms-settings/test", { phone: "+905321234567" });
    expect([failed.statusCode, failed.json()]).toEqual([200, { status: "failed", message: "NetGSM kullanıcı adı veya şifresi hatalı, API erişim izniniz yok ya da IP adresinize izin verilmemiş." }]);
    expect(fake.requests.map((request) => request.path)).toEqual(["/sms/rest/v2/send"]);
    const german = await t.app.inject({ method: "POST", url: "/api/sms-settings/test", headers: { ...actor.headers, "accept-language": "de" }, payload: { phone: "+905321234567" } });
    bodies.push(german.body);
    expect(german.json().status).toBe("failed");
    expect(german.json().message).not.toBe(failed.json().message);
    const history = (await call("GET", "/sms_messages")).json().data;
    expect(history.map((row: Record<string, unknown>) => [row.status, row.source])).toEqual([
      ["failed", "test"],
      ["failed", "test"],
    ]);
  });

  it("refuses a number that is not a Turkish mobile with a 422 on phone, sending nothing", async () => {
    const call = api(t, await createActor(t.database.db));
    await call("PUT", "/sms_settings", ownOrganik);
    for (const phone of ["0212 123 45 67", "12345", "+491701234567"]) {
      const refused = await call("POST", "/sms-settings/test", { phone });
      expect(refused.statusCode, phone).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(["phone"]);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("says why the platform account cannot send when the platform has none (SYSTEM_SMS unset)", async () => {
    const call = api(t, await createActor(t.database.db));
    const refused = await call("POST", "/sms-settings/test", { phone: "+905321234567" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Platformun SMS hesabı henüz kurulmadı; lütfen kendi SMS sağlayıcınızın bilgilerini girin.");
    expect(fake.requests).toHaveLength(0);
    const total = (await call("GET", "/get-sms-total")).json();
    expect(total).toMatchObject({ account: "platform", provider: null, credits: 0, pending: 0, sent: 0 });
  });

  it("takes the platform account's credits: refused with smsBalance when there are none, one credit when sent, given back when refused", async () => {
    const actor = await createActor(platform.database.db);
    const operator = await createActor(platform.database.db, { roles: ["superadmin"] });
    const call = api(platform, actor);
    const short = await call("POST", "/sms-settings/test", { phone: "+905321234567" });
    expect([short.statusCode, short.json()]).toEqual([409, { message: "Yetersiz SMS kredisi: 1 kredi gerekiyor, 0 kredi var.", code: "smsBalance", needed: 1, available: 0 }]);
    expect(fake.requests).toHaveLength(0);
    expect((await call("GET", "/sms_messages")).json().total).toBe(0);

    const granted = await api(platform, operator)("POST", "/sms-credits", { company_id: actor.companyId, amount: 2 });
    expect(granted.json()).toEqual({ balance: 2 });
    const sent = await call("POST", "/sms-settings/test", { phone: "+905321234567" });
    expect(sent.json().status).toBe("sent");
    expect(fake.requests[0].path).toBe(`/v2/${SECRETS.platformKey}/sendsms/json/json/`);
    expect((await call("GET", "/get-sms-total")).json()).toMatchObject({ account: "platform", provider: "organik", credits: 1, sent: 1, pending: 0 });

    answer = () => ({ status: 200, body: { response: { result: false, error: { message: "Yetersiz kredi", code: "INSUFFICIENT_CREDIT" } } } });
    const refused = await call("POST", "/sms-settings/test", { phone: "+905321234567" });
    expect(refused.json().status).toBe("failed");
    expect((await call("GET", "/get-sms-total")).json()).toMatchObject({ credits: 1, sent: 1 });
    const ledger = (await call("GET", "/sms-credits")).json().data;
    expect(ledger.map((entry: Record<string, unknown>) => [entry.reason, entry.delta, entry.balance])).toEqual([
      ["refund", 1, 1],
      ["spend", -1, 0],
      ["spend", -1, 1],
      ["grant", 2, 2],
    ]);
    const history = (await call("GET", "/sms_messages")).json().data;
    expect(history.map((row: Record<string, unknown>) => [row.status, row.credits])).toEqual([
      ["failed", 0],
      ["sent", 1],
    ]);
  });
});

describe("the balance of the shop's own gateway", () => {
  it("is the gateway's own figures", async () => {
    const call = api(t, await createActor(t.database.db));
    await call("PUT", "/sms_settings", ownOrganik);
    const total = await call("GET", "/get-sms-total");
    expect([total.statusCode, total.json()]).toEqual([200, { account: "own", provider: "organik", credits: 321, money: "57.86", pending: 0, sent: 0 }]);
    expect(fake.requests.map((request) => request.path)).toEqual([`/v2/${SECRETS.organikKey}/balance/json/json/`]);
  });

  it("answers no credits and the reason when the gateway refuses, never a failure", async () => {
    const call = api(t, await createActor(t.database.db));
    await call("PUT", "/sms_settings", ownOrganik);
    answer = () => ({ status: 500, body: "boom" });
    const total = await call("GET", "/get-sms-total");
    expect(total.statusCode).toBe(200);
    expect(total.json()).toMatchObject({ account: "own", provider: "organik", credits: null, money: null });
    expect(total.json().error).toMatch(/^integrations:sms\./);
  });
});

describe("credentials", () => {
  it("never appear in any answer of these tests: reads, writes, aliases, the test SMS, refusals", async () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) for (const secret of Object.values(SECRETS)) expect(body).not.toContain(secret);
  });
});
