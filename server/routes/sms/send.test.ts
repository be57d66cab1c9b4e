import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countSegments } from "../../../src/domain/sms/segments";
import { startFakeServer, type FakeHandler, type FakeServer } from "../../integrations/testing/fakeHttpServer";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { organikAccepts, organikNumbers, platformEnv, PLATFORM_KEY, smsApi } from "./test-helpers";

let t: TestApp;
let fake: FakeServer;
let answer: FakeHandler;

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  t = await createTestApp(platformEnv(fake.url));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  answer = organikAccepts;
});

/** A shop with `credits` platform credits and its SMS API. */
async function shop(credits: number) {
  const owner = await createActor(t.database.db);
  if (credits > 0) await t.app.unitOfWork({ companyId: owner.companyId }, (repos) => repos.smsCredits.grant(credits, "grant"));
  return { owner, api: smsApi(t.app, owner), balance: () => t.app.repositories({ companyId: owner.companyId }).smsCredits.balance() };
}

/** Numbers the fake gateway received so far. */
const received = () => fake.requests.flatMap(organikNumbers);

// Two segments with the Turkish shift table (ğ, ş, İ take two septets each): 2 credits per recipient.
const TURKISH = "Sayın {musteri}, gelinliğinizin provası için çarşamba günü saat 14.00'te mağazamızda bekliyoruz. Değişiklik için bizi arayınız. Şimdiden teşekkür ederiz, {firma}";

describe("POST /send-sms on the platform account", () => {
  it("sends a two-segment Turkish text to three clients for six credits, lists them, and refuses a fourth send it cannot cover before the gateway hears of it", async () => {
    const { owner, api, balance } = await shop(10);
    const clients = [await api.client(), await api.client(), await api.client()];
    const before = received().length;

    const sent = await api.send(TURKISH, clients.map((client) => client.id));
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ queued: 3, credits: 6, skipped: { no_consent: 0, no_phone: 0 }, balance: { account: "platform", credits: 4 } });
    expect(await balance()).toBe(4);
    // Placeholders filled per recipient; each message two segments.
    const messages = await t.app.repositories({ companyId: owner.companyId }).resource("sms_messages").list({ page: 1, perPage: 10, filters: {}, sort: "id", order: "asc" });
    expect(messages.rows.map((row) => [row.status, row.segments, row.credits])).toEqual([["queued", 2, 2], ["queued", 2, 2], ["queued", 2, 2]]);
    expect(messages.rows[0].message).toContain(`Sayın ${clients[0].full_name},`);
    expect(countSegments(String(messages.rows[0].message), { turkishShift: true }).segments).toBe(2);

    expect(await t.app.jobs.runDue()).toBe(3);
    expect(received().slice(before).sort()).toEqual(clients.map((client) => String(client.gsm).slice(1)).sort());
    const list = await api.list();
    expect(list).toMatchObject({ total: 3, per_page: 7 });
    expect(list.data.map((row) => row.status)).toEqual(["sent", "sent", "sent"]);

    const refused = await api.send(TURKISH, clients.map((client) => client.id));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: "Yetersiz SMS kredisi: 6 kredi gerekiyor, 4 kredi var.", code: "smsBalance", needed: 6, available: 4 });
    await t.app.jobs.runDue();
    expect(received().length).toBe(before + 3);
    expect((await api.list()).total).toBe(3);
    expect(await balance()).toBe(4);
  });

  it("sends a campaign only to clients who consented and counts those without consent or a mobile", async () => {
    const { api } = await shop(10);
    const consenting = await api.client();
    const refusing = await api.client({ sms_consent: false });
    const noPhone = await api.client({ gsm: null });
    const response = await api.send("Yaz kampanyası: tüm gelinliklerde %20 indirim!", [consenting.id, refusing.id, noPhone.id], { purpose: "campaign" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ queued: 1, credits: 1, skipped: { no_consent: 1, no_phone: 1 } });
    // A service message needs no consent.
    const service = await api.send("Gelinliğiniz hazır.", [consenting.id, refusing.id]);
    expect(service.json()).toMatchObject({ queued: 2, skipped: { no_consent: 0, no_phone: 0 } });
  });

  it("answers a repeated request_id with the first send's messages and sends and charges nothing more", async () => {
    const { api, balance } = await shop(10);
    const client = await api.client();
    const request_id = randomUUID();
    const first = await api.send("Provanız yarın 10.00'da.", [client.id], { request_id });
    const again = await api.send("Provanız yarın 10.00'da.", [client.id], { request_id });
    expect(again.statusCode).toBe(201);
    expect(again.json().message_ids).toEqual(first.json().message_ids);
    expect(again.json()).toMatchObject({ queued: 1, credits: 1 });
    expect(await balance()).toBe(9);
    await t.app.jobs.runDue();
    expect(received().filter((phone) => phone === String(client.gsm).slice(1))).toHaveLength(1);
  });

  it("sends to every live client matching the filters with all: true", async () => {
    const { api } = await shop(10);
    await api.client({ type: "person" });
    await api.client({ type: "person" });
    await api.client({ type: "business", full_name: "Prenses Gelinlik" });
    const response = await api.call("POST", "/send-sms", { message: "Merhaba {musteri}", purpose: "service", recipients: { all: true, filters: { type: "person" } }, request_id: randomUUID() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ queued: 2 });
    const all = await api.call("POST", "/send-sms", { message: "Merhaba", purpose: "service", recipients: { all: true }, request_id: randomUUID() });
    expect(all.json()).toMatchObject({ queued: 3 });
  });

  it("refuses another company's client with a 422 on its position, and a bad body", async () => {
    const { api } = await shop(10);
    const other = await shop(10);
    const own = await api.client();
    const foreign = await other.api.client();
    const response = await api.send("Merhaba", [own.id, foreign.id]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["recipients.client_ids.1"]);
    expect((await api.call("POST", "/send-sms", { message: "", purpose: "service", recipients: { client_ids: [own.id] }, request_id: randomUUID() })).statusCode).toBe(422);
    expect((await api.call("POST", "/send-sms", { message: "x", purpose: "service", recipients: { client_ids: [own.id] }, request_id: "not-a-uuid" })).statusCode).toBe(422);
    expect((await api.call("POST", "/send-sms", { message: "x".repeat(1001), purpose: "service", recipients: { client_ids: [own.id] }, request_id: randomUUID() })).statusCode).toBe(422);
  });

  it("answers the send page's templates, balance and readiness, and never the platform's key", async () => {
    const { owner, api } = await shop(7);
    await t.app.unitOfWork({ companyId: owner.companyId }, (repos) => repos.resource("sms_templates").create({ title: "Teşekkür", message: "Sayın {musteri}, teşekkürler.", kind: "sale", purpose: "service" }));
    const response = await api.call("GET", "/sms-management");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ready: true, balance: { account: "platform", credits: 7, pending: 0 }, company: expect.stringMatching(/^Test /) });
    expect(response.json().templates.map((template: any) => template.title)).toContain("Teşekkür");
    expect(response.body).not.toContain(PLATFORM_KEY);
  });
});

describe("the clients' send_sms action", () => {
  let owner: Actor;
  let api: ReturnType<typeof smsApi>;
  beforeAll(async () => {
    ({ owner, api } = await shop(10));
  });

  it("queues one message to the client's mobile and answers the client; a double click sends once", async () => {
    const client = await api.client();
    const response = await api.call("POST", `/send-sms-to-client/${client.id}`, { message: "Gelinliğiniz hazır, {musteri}.", purpose: "service" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: client.id, full_name: client.full_name });
    await api.call("POST", `/clients/${client.id}/send_sms`, { message: "Gelinliğiniz hazır, {musteri}.", purpose: "service" });
    const rows = await t.app.repositories({ companyId: owner.companyId }).resource("sms_messages").list({ page: 1, perPage: 10, filters: { client_id: client.id }, sort: "id", order: "asc" });
    expect(rows.rows.map((row) => row.message)).toEqual([`Gelinliğiniz hazır, ${client.full_name}.`]);
  });

  it("refuses a client without a mobile, and a campaign to a client without consent, on the message", async () => {
    const noPhone = await api.client({ gsm: null });
    const response = await api.call("POST", `/send-sms-to-client/${noPhone.id}`, { message: "Merhaba", purpose: "service" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ message: ["Müşterinin cep telefonu numarası yok."] });
    const refusing = await api.client({ sms_consent: false });
    const campaign = await api.call("POST", `/send-sms-to-client/${refusing.id}`, { message: "İndirim!", purpose: "campaign" });
    expect(campaign.statusCode).toBe(422);
    expect(campaign.json().errors).toEqual({ message: ["Müşteri kampanya mesajı almaya onay vermedi."] });
  });
});

describe("the clients' send_sms action without credits", () => {
  it("is refused with the credits' message and writes nothing", async () => {
    const { owner, api } = await shop(0);
    const client = await api.client();
    const response = await api.call("POST", `/send-sms-to-client/${client.id}`, { message: "Merhaba", purpose: "service" });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe("Yetersiz SMS kredisi: 1 kredi gerekiyor, 0 kredi var.");
    expect(await t.app.repositories({ companyId: owner.companyId }).resource("sms_messages").count()).toBe(0);
  });
});

describe("the messages' resend action", () => {
  it("queues a charged copy of a failed message under a new key and answers the original; a sent one cannot be resent", async () => {
    const { owner, api, balance } = await shop(10);
    const client = await api.client();
    answer = () => ({ status: 200, body: { response: { result: false, error: { code: 30, message: "invalid number" } } } });
    const sent = await api.send("Provanız yarın.", [client.id]);
    await t.app.jobs.runDue();
    const [id] = sent.json().message_ids as number[];
    const failed = (await api.call("GET", `/sms_messages/${id}`)).json();
    expect(failed).toMatchObject({ status: "failed", _can: { resend: true } });
    expect(await balance()).toBe(10);

    answer = organikAccepts;
    const resent = await api.call("POST", `/sms_messages/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ id, status: "failed" });
    expect(await balance()).toBe(9);
    await api.call("POST", `/sms_messages/${id}/resend`);
    const copies = await t.app.repositories({ companyId: owner.companyId }).resource("sms_messages").list({ page: 1, perPage: 10, filters: { client_id: client.id }, sort: "id", order: "asc" });
    expect(copies.rows.map((row) => [row.idempotency_key, row.status])).toEqual([
      [expect.stringMatching(/^send:/), "failed"],
      [`resend:${id}:1:c${client.id}`, "queued"],
      [`resend:${id}:2:c${client.id}`, "queued"],
    ]);
    await t.app.jobs.runDue();
    const copy = Number(copies.rows[1].id);
    const sentCopy = (await api.call("GET", `/sms_messages/${copy}`)).json();
    expect(sentCopy).toMatchObject({ status: "sent", _can: { resend: false } });
    expect((await api.call("POST", `/sms_messages/${copy}/resend`)).statusCode).toBe(403);
  });
});

describe("POST /send-sms on the shop's own gateway account", () => {
  const OWN_KEY = "OWN-ORGANIK-KEY-77aa";
  it("checks the gateway's credits less its messages still queued before writing anything, takes no platform credits, and never answers the key", async () => {
    const { api, balance } = await shop(0);
    const saved = await api.call("PUT", "/sms_settings", { account: "own", provider: "organik", title: "GELINLIK", api_key: OWN_KEY });
    expect(saved.statusCode, saved.body).toBe(200);
    answer = (request) =>
      request.path.endsWith("/balance/json/json/") ? { status: 200, body: { response: { result: true, data: { credit: 5, tl: "1.25" } } } } : organikAccepts(request);
    const clients = [await api.client(), await api.client()];

    const first = await api.send(TURKISH, clients.map((client) => client.id));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ queued: 2, credits: 4, balance: { account: "own", credits: 5 } });
    expect(await balance()).toBe(0);
    // The balance shows the segments its own messages still hold on their way.
    expect((await api.call("GET", "/get-sms-total")).json()).toMatchObject({ account: "own", credits: 5, pending: 4 });
    // 5 on the gateway, 4 still queued: a send of 2 more credits is refused before the gateway is asked to send.
    const sendsBefore = fake.requests.filter((request) => request.path.endsWith("/sendsms/json/json/")).length;
    const refused = await api.send("Kısa mesaj", clients.map((client) => client.id));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: "smsBalance", needed: 2, available: 1 });
    expect(fake.requests.filter((request) => request.path.endsWith("/sendsms/json/json/")).length).toBe(sendsBefore);

    await t.app.jobs.runDue();
    const rows = (await api.list()).data;
    expect(rows.map((row) => [row.status, row.credits])).toEqual([["sent", 0], ["sent", 0]]);
    expect(fake.requests.some((request) => request.path.startsWith(`/v2/${OWN_KEY}/sendsms`))).toBe(true);
    for (const body of [first.body, refused.body, JSON.stringify(rows), (await api.call("GET", "/sms-management")).body]) expect(body).not.toContain(OWN_KEY);
  });
});

describe("a send while the account cannot send", () => {
  it("is a 409 with the reason when the platform has no account, and sms-management says why", async () => {
    const bare = await createTestApp();
    try {
      const owner = await createActor(bare.database.db);
      const api = smsApi(bare.app, owner);
      const client = await api.client();
      const response = await api.send("Merhaba", [client.id]);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe("Platformun SMS hesabı henüz kurulmadı; lütfen kendi SMS sağlayıcınızın bilgilerini girin.");
      const management = (await api.call("GET", "/sms-management")).json();
      expect(management).toMatchObject({ ready: false, notReadyReason: "server.smsSettings.platformMissing" });
      expect(await bare.app.repositories({ companyId: owner.companyId }).resource("sms_messages").count()).toBe(0);
    } finally {
      await bare.close();
    }
  });
});
