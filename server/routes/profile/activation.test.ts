import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { companies } from "../../db/core";
import { startFakeServer, type FakeHandler, type FakeServer } from "../../integrations/testing/fakeHttpServer";
import { createTestApp, openTestDatabase, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { hashActivationCode } from "./activation-code";

const PHONE = "+905321234567";

/** A test app whose warnings are collected, to see the development fallback's log line. */
async function appWithLog(env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: "/nonexistent-test-data", LOGIN_RATE_LIMIT: "1000", ...env });
  const app = await buildApp({ config, database, closeDatabase: false, logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } } });
  await app.ready();
  return { app, database, lines, close: async () => (await app.close(), await drop()) };
}

const withPhone = async (t: { database: TestApp["database"] }, options: Parameters<typeof createActor>[1] = {}) => {
  const actor = await createActor(t.database.db, options);
  await t.database.db.update(companies).set({ phone: PHONE }).where(eq(companies.id, actor.companyId));
  return actor;
};
const companyRow = async (t: { database: TestApp["database"] }, id: number) => (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];
const send = (t: { app: TestApp["app"] }, actor: Actor, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/profile/send-activation-code", headers: { ...actor.headers, ...headers }, payload: {} });
const activate = (t: { app: TestApp["app"] }, actor: Actor, code: string) =>
  t.app.inject({ method: "POST", url: "/api/profile/activate-account", headers: actor.headers, payload: { code } });
/** Lets the resend throttle pass without waiting a minute. */
const sentLongAgo = (t: { database: TestApp["database"] }, id: number) =>
  t.database.db.update(companies).set({ activation_code_sent_at: new Date(Date.now() - 61_000) }).where(eq(companies.id, id));

describe("phone activation without a platform SMS account, in development", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    t = await appWithLog({ NODE_ENV: "development" });
  });
  afterAll(() => t.close());
  const loggedCode = () => {
    const line = t.lines.findLast((entry) => entry.includes("NO PLATFORM SMS ACCOUNT"));
    return /is (\d{6})/.exec(line ?? "")?.[1];
  };

  it("logs the code as a development fallback, stores only its SHA-256 for ten minutes, and the code confirms the phone", async () => {
    const owner = await withPhone(t);
    const response = await send(t, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Doğrulama kodu telefonunuza gönderildi." });
    const code = loggedCode()!;
    expect(code).toMatch(/^\d{6}$/);
    const row = await companyRow(t, owner.companyId);
    expect(row.activation_code_hash).toBe(hashActivationCode(code));
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    const validity = row.activation_code_expires_at!.getTime() - row.activation_code_sent_at!.getTime();
    expect(validity).toBe(10 * 60_000);

    const confirmed = await activate(t, owner, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe("Telefon numaranız doğrulandı.");
    expect(confirmed.json().company).toMatchObject({ sms_confirmed: true, phone: PHONE });
    expect(Object.keys(confirmed.json().company).filter((key) => key.startsWith("activation"))).toEqual([]);
    expect((await companyRow(t, owner.companyId)).activation_code_hash).toBeNull();
    // A confirmed phone needs no new code.
    await sentLongAgo(t, owner.companyId);
    expect((await send(t, owner)).statusCode).toBe(409);
  });

  it("answers 429 with the wait to a second request within 60 seconds", async () => {
    const owner = await withPhone(t);
    expect((await send(t, owner)).statusCode).toBe(200);
    const again = await send(t, owner);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Yeni bir kod isteyebilmek için \d+ saniye bekleyiniz\.$/);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(again.headers["retry-after"])).toBeLessThanOrEqual(60);
  });

  it("allows five wrong tries, then asks for a new code even for the right one", async () => {
    const owner = await withPhone(t);
    await send(t, owner);
    const code = loggedCode()!;
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await activate(t, owner, wrong)).json().errors.code[0]);
    expect(answers).toEqual([...Array(4).fill("Doğrulama kodu hatalı."), "Çok fazla hatalı deneme yaptınız, lütfen yeni kod isteyin."]);
    const right = await activate(t, owner, code);
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual(["Çok fazla hatalı deneme yaptınız, lütfen yeni kod isteyin."]);

    await sentLongAgo(t, owner.companyId);
    await send(t, owner);
    expect((await activate(t, owner, loggedCode()!)).statusCode).toBe(200);
  });

  it("counts parallel guesses too: at most five are compared", async () => {
    const owner = await withPhone(t);
    await send(t, owner);
    const code = loggedCode()!;
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.all(Array.from({ length: 8 }, () => activate(t, owner, wrong)));
    expect((await companyRow(t, owner.companyId)).activation_attempts).toBe(5);
    expect((await activate(t, owner, code)).statusCode).toBe(422);
  });

  it("refuses an expired code", async () => {
    const owner = await withPhone(t);
    await send(t, owner);
    const code = loggedCode()!;
    await t.database.db.update(companies).set({ activation_code_expires_at: new Date(Date.now() - 1000) }).where(eq(companies.id, owner.companyId));
    const response = await activate(t, owner, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(["Doğrulama kodunun süresi doldu, lütfen yeni kod isteyin."]);
  });

  it("refuses a code when none was asked for", async () => {
    const owner = await withPhone(t);
    expect((await activate(t, owner, "123456")).json().errors.code).toEqual(["Doğrulama kodunun süresi doldu, lütfen yeni kod isteyin."]);
  });

  it("answers 422 on phone when the company has none, and 403 to a user who is not the first user", async () => {
    const noPhone = await createActor(t.database.db);
    const response = await send(t, noPhone);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["phone"]);
    const owner = await withPhone(t);
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false });
    expect((await send(t, staff)).statusCode).toBe(403);
    // Nor may staff spend the owner's five tries.
    expect((await activate(t, staff, "123456")).statusCode).toBe(403);
  });
});

describe("phone activation without a platform SMS account, in production", () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    t = await appWithLog({ NODE_ENV: "production" });
  });
  afterAll(() => t.close());

  it("still verifies shops: the code goes to the operator's log, never into the answer", async () => {
    const owner = await withPhone(t);
    const response = await send(t, owner, { "accept-language": "de" });
    expect(response.statusCode).toBe(200);
    const code = /is (\d{6})/.exec(t.lines.findLast((line) => line.includes("NO PLATFORM SMS ACCOUNT")) ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(response.body).not.toContain(code!);
    expect((await activate(t, owner, code!)).statusCode).toBe(200);
  });
});

describe("phone activation through the platform's SMS account (Organik)", () => {
  let fake: FakeServer;
  let answer: FakeHandler;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeServer((request) => answer(request));
    t = await createTestApp({ SYSTEM_SMS_PROVIDER: "organik", SYSTEM_SMS_TITLE: "GELINLIK", SYSTEM_SMS_API_KEY: "sistem-anahtari", SMS_ORGANIK_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });
  const accepted: FakeHandler = () => ({
    status: 200,
    body: { response: { result: true, data: { deliveries: [{ track_id: "t1", valid: [905321234567], invalid: [] }] } } },
  });

  it("sends the code to the company phone with the platform's title and key, in the caller's language", async () => {
    answer = accepted;
    const owner = await withPhone(t);
    const response = await send(t, owner, { "accept-language": "de" });
    expect(response.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect([request.method, request.path]).toEqual(["POST", "/v2/sistem-anahtari/sendsms/json/json/"]);
    const [delivery] = JSON.parse(request.body).data.deliveries;
    expect(delivery.options.header).toBe("GELINLIK");
    expect(delivery.recipients.gsms).toEqual([905321234567]);
    const text = Buffer.from(delivery.message, "base64").toString("utf8");
    expect(text).toMatch(/^Ihr Bestätigungscode für Gelinlik Yönetim Paneli: \d{6}\./);
    const code = /(\d{6})/.exec(text)![1];
    expect((await activate(t, owner, code)).json().company.sms_confirmed).toBe(true);
  });

  it("answers 503 when the provider refuses, and the shop may ask again at once", async () => {
    answer = () => ({ status: 200, body: { response: { result: false, error: { message: "Yetersiz kredi", code: "INSUFFICIENT_CREDIT" } } } });
    const owner = await withPhone(t);
    const failed = await send(t, owner);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe("Doğrulama kodu gönderilemedi, lütfen biraz sonra tekrar deneyin.");
    expect((await companyRow(t, owner.companyId)).activation_code_hash).toBeNull();
    answer = accepted;
    expect((await send(t, owner)).statusCode).toBe(200);
  });
});
