import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeServer, type FakeServer } from "../../integrations/testing/fakeHttpServer";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { organikAccepts, platformEnv } from "../sms/test-helpers";

let t: TestApp;
let fake: FakeServer;
let shop: Actor;
let noSms: Actor;
let categoryId: number;
beforeAll(async () => {
  fake = await startFakeServer(organikAccepts);
  t = await createTestApp(platformEnv(fake.url));
  shop = await createActor(t.database.db);
  noSms = await createActor(t.database.db, { firstUser: false, companyId: shop.companyId, permissions: { sms_permission: false } });
  await t.app.unitOfWork({ companyId: shop.companyId }, (repos) => repos.smsCredits.grant(100, "grant"));
  categoryId = (await call(shop, "POST", "/definitions", { name: "Gelinler", type: "client-categories" })).json().id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const call = (actor: Actor, method: "GET" | "POST", url: string, payload?: object, language = "tr") =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) });

let phone = 5321000000;
async function newClient(values: Record<string, unknown> = {}) {
  const created = await call(shop, "POST", "/clients", {
    type: "person", full_name: "Elif Demirtaş", category_id: categoryId, gsm: `+90${++phone}`, identity_number: "10000000146",
    groom_full_name: "Can Demirtaş", groom_gsm: "+905331112233", groom_identity: "10000000146", ...values,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Record<string, any>;
}

/** The text of the latest SMS written for the client. */
async function lastSms(clientId: number): Promise<string> {
  const { rows } = await t.app.repositories({ companyId: shop.companyId }).resource("sms_messages").list({ page: 1, perPage: 1, filters: { client_id: clientId }, sort: "id", order: "desc" });
  return String(rows[0]?.message ?? "");
}
const codeIn = (text: string) => /: (\d{6})\./.exec(text)?.[1] ?? "";
const consents = async (id: number) => (await call(shop, "GET", `/clients/${id}/consents?perPage=100`)).json().data as Record<string, any>[];

describe("a consent taken by SMS code", () => {
  it("sends a code naming what she agrees to and records the consent with it, once, by the user who took it", async () => {
    const client = await newClient();
    const sent = await call(shop, "POST", `/clients/${client.id}/consent-code`, { purpose: "campaign", granted: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: "Doğrulama kodu müşterinin cep telefonuna gönderildi.", expires_in: 600 });
    const text = await lastSms(client.id);
    expect(text).toMatch(/kampanya mesajları almaya onayınız için doğrulama kodunuz: \d{6}\./);
    const code = codeIn(text);
    // Only the code's hash is kept.
    const stored = ((await t.database.db.execute(sql`select code_hash, purpose from booking_codes where gsm = ${client.gsm}`)) as unknown as { rows: { code_hash: string; purpose: string }[] }).rows;
    expect(stored).toEqual([{ code_hash: expect.not.stringContaining(code), purpose: `consent:${client.id}:campaign:granted` }]);

    const wrong = await call(shop, "POST", `/clients/${client.id}/consents/sms-code`, { purpose: "campaign", granted: true, code: code === "000000" ? "000001" : "000000" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual(["Kod hatalı, lütfen tekrar deneyin."]);
    const made = await call(shop, "POST", `/clients/${client.id}/consents/sms-code`, { purpose: "campaign", granted: true, code, note: " Telefonda okudu " });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ client_id: client.id, purpose: "campaign", granted: true, channel: "sms_code", recorded_by: shop.userId, note: "Telefonda okudu" });
    expect((await call(shop, "GET", `/clients/${client.id}`)).json()).toMatchObject({ sms_consent: true, sms_consent_at: expect.any(String) });
    expect((await consents(client.id)).map((row) => row.channel)).toEqual(["sms_code"]);
    // Used up.
    expect((await call(shop, "POST", `/clients/${client.id}/consents/sms-code`, { purpose: "campaign", granted: true, code })).statusCode).toBe(422);
  });

  it("binds the code to the client, the purpose and the answer", async () => {
    const client = await newClient();
    const sibling = await newClient({ gsm: client.gsm });
    expect((await call(shop, "POST", `/clients/${client.id}/consent-code`, { purpose: "processing", granted: true })).statusCode).toBe(200);
    const code = codeIn(await lastSms(client.id));
    for (const [id, body] of [
      [client.id, { purpose: "campaign", granted: true }],
      [client.id, { purpose: "processing", granted: false }],
      [sibling.id, { purpose: "processing", granted: true }],
    ] as const) {
      const refused = await call(shop, "POST", `/clients/${id}/consents/sms-code`, { ...body, code });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors).toHaveProperty("code");
    }
    expect((await call(shop, "POST", `/clients/${client.id}/consents/sms-code`, { purpose: "processing", granted: true, code })).statusCode).toBe(201);
    expect(await consents(sibling.id)).toEqual([]);
  });

  it("writes the SMS in the staff's language and refuses the code five wrong tries ended", async () => {
    const client = await newClient();
    expect((await call(shop, "POST", `/clients/${client.id}/consent-code`, { purpose: "processing", granted: false }, "de")).statusCode).toBe(200);
    const text = await lastSms(client.id);
    expect(text).toMatch(/den Widerruf Ihrer Einwilligung in die Verarbeitung Ihrer personenbezogenen Daten: \d{6}\./);
    const code = codeIn(text);
    const wrong = code === "999999" ? "999998" : "999999";
    for (let i = 0; i < 4; i++) expect((await call(shop, "POST", `/clients/${client.id}/consents/sms-code`, { purpose: "processing", granted: false, code: wrong })).statusCode).toBe(422);
    expect((await call(shop, "POST", `/clients/${client.id}/consents/sms-code`, { purpose: "processing", granted: false, code: wrong })).statusCode).toBe(429);
    expect((await call(shop, "POST", `/clients/${client.id}/consents/sms-code`, { purpose: "processing", granted: false, code })).statusCode).toBe(422);
    expect(await consents(client.id)).toEqual([]);
  });

  it("sends three codes an hour per client and answer, needs the SMS flag and a mobile, and refuses an erased client", async () => {
    const client = await newClient();
    for (let i = 0; i < 3; i++) expect((await call(shop, "POST", `/clients/${client.id}/consent-code`, { purpose: "processing", granted: true })).statusCode).toBe(200);
    const fourth = await call(shop, "POST", `/clients/${client.id}/consent-code`, { purpose: "processing", granted: true });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe("Bu numaraya çok fazla kod gönderildi, lütfen bir saat sonra tekrar deneyin.");

    expect((await call(noSms, "POST", `/clients/${client.id}/consent-code`, { purpose: "campaign", granted: true })).statusCode).toBe(403);
    const noGsm = await newClient({ gsm: undefined });
    const noMobile = await call(shop, "POST", `/clients/${noGsm.id}/consent-code`, { purpose: "campaign", granted: true });
    expect(noMobile.statusCode).toBe(422);
    expect(noMobile.json().errors).toHaveProperty("gsm");

    const erased = await newClient();
    expect((await call(shop, "POST", `/clients/${erased.id}/erase`, { confirm: erased.full_name })).statusCode).toBeLessThan(300);
    expect((await call(shop, "POST", `/clients/${erased.id}/consent-code`, { purpose: "campaign", granted: true })).statusCode).toBe(409);
  });

  it("forgets her pending codes, with the name they hold, when she is erased", async () => {
    const client = await newClient();
    expect((await call(shop, "POST", `/clients/${client.id}/consent-code`, { purpose: "campaign", granted: true })).statusCode).toBe(200);
    const other = await newClient();
    expect((await call(shop, "POST", `/clients/${other.id}/consent-code`, { purpose: "campaign", granted: true })).statusCode).toBe(200);
    const codesOf = async (gsm: string) => ((await t.database.db.execute(sql`select full_name from booking_codes where gsm = ${gsm}`)) as unknown as { rows: unknown[] }).rows;
    expect(await codesOf(client.gsm)).toHaveLength(1);
    expect((await call(shop, "POST", `/clients/${client.id}/erase`, { confirm: client.full_name })).statusCode).toBeLessThan(300);
    expect(await codesOf(client.gsm)).toEqual([]);
    expect(await codesOf(other.gsm)).toHaveLength(1);
  });
});
