import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { addDays, localDateIn, wallClockInstant } from "../../../src/domain/periods";
import { startFakeServer, type FakeServer } from "../../integrations/testing/fakeHttpServer";
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { organikAccepts, platformEnv } from "../sms/test-helpers";
import { BOOKING_CODE_RATE } from "./index";

let t: TestApp;
let fake: FakeServer;

beforeAll(async () => {
  fake = await startFakeServer(organikAccepts);
  t = await createTestApp(platformEnv(fake.url));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ALL_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const TZ = "Europe/Istanbul";
const today = () => localDateIn(new Date(), TZ);
const tomorrow = () => addDays(today(), 1);

/** Addresses the tests call from: each its own, so the per-address limits of one case do not reach another. */
let address = 1;
const nextAddress = () => `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
let phone = 2000000;
const nextPhone = () => `0532 ${String(++phone).slice(0, 3)} ${String(phone).slice(3)}`;
const canonical = (typed: string) => `+90${typed.replace(/\D/g, "").slice(1)}`;

interface Shop {
  owner: Actor;
  slug: string;
  call(method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>): Promise<Awaited<ReturnType<TestApp["app"]["inject"]>>>;
}

async function shop(settings: Record<string, unknown> = {}, credits = 200): Promise<Shop> {
  const owner = await createActor(t.database.db);
  await t.app.unitOfWork({ companyId: owner.companyId }, (repos) => repos.smsCredits.grant(credits, "grant"));
  const call: Shop["call"] = async (method, url, payload) => t.app.inject({ method, url: `/api${url}`, headers: owner.headers, ...(payload ? { payload } : {}) });
  const saved = await call("PUT", "/appointment_settings", { online_enabled: true, open_days: ALL_DAYS, opening_time: "10:00", closing_time: "13:00", slot_minutes: 60, buffer_minutes: 15, days_ahead: 14, ...settings });
  expect(saved.statusCode, saved.body).toBe(200);
  return { owner, slug: String(saved.json().online_slug), call };
}

const page = (slug: string, query = "") => t.app.inject({ method: "GET", url: `/api/public/booking/${slug}${query}`, remoteAddress: nextAddress() });
const requestCode = (slug: string, body: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "POST", url: `/api/public/booking/${slug}/code`, payload: body, remoteAddress });
const confirm = (slug: string, body: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.app.inject({ method: "POST", url: `/api/public/booking/${slug}/confirm`, payload: body, remoteAddress });

/**
 * The code the shop's SMS brought to a mobile (its latest message). Read after "kodunuz:", not as the first six
 * digits: the test shop's title is "Test" and six random hex digits, which are all digits about one time in seventeen.
 */
async function codeSentTo(owner: Actor, typed: string): Promise<string> {
  const { rows } = await t.app.repositories({ companyId: owner.companyId }).resource("sms_messages").list({ page: 1, perPage: 1, filters: { phone: canonical(typed) }, sort: "id", order: "desc" });
  const match = /kodunuz: (\d{6})\./.exec(String(rows[0]?.message ?? ""));
  if (!match) throw new Error(`no code sent to ${typed}`);
  return match[1];
}

/** An appointment of the shop made in the shop (its API), with a client of the given name. */
async function shopAppointment(s: Shop, date: string, start: string, end: string, name = "Zeynep Gizli") {
  const client = await t.app.unitOfWork({ companyId: s.owner.companyId }, async (repos) => {
    const category = await repos.resource("definitions").create({ name: "Genel", type: "client-categories" });
    return repos.resource("clients").create({ type: "person", full_name: name, role: "client", gsm: canonical(nextPhone()), category_id: category.id });
  });
  const made = await s.call("POST", "/appointments", { client_id: client.id, start_date: date, start_time: start, end_date: date, end_time: end, description: "gizli not" });
  expect(made.statusCode, made.body).toBe(201);
  return made.json();
}

describe("GET /api/public/booking/:slug", () => {
  it("offers the slots of the open days from opening to closing, each slot long and a buffer apart, without the busy ones, and nothing else", async () => {
    const s = await shop();
    await shopAppointment(s, tomorrow(), "11:30", "12:00");
    const response = await page(s.slug);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["from", "hours", "shop", "slots", "to", "today"]);
    expect(body.shop).toEqual({ title: expect.any(String), logo_url: null });
    expect(body.hours).toEqual({ open_days: ALL_DAYS, opening_time: "10:00", closing_time: "13:00", slot_minutes: 60, buffer_minutes: 15, days_ahead: 14 });
    expect(body).toMatchObject({ today: today(), from: today(), to: addDays(today(), 13) });
    const of = (date: string) => body.slots.filter((slot: { start_date: string }) => slot.start_date === date).map((slot: { start_time: string; end_time: string }) => `${slot.start_time}-${slot.end_time}`);
    // 10:00–11:00, 11:15–12:15 (busy: 11:30–12:00), 12:30 would end after closing.
    expect(of(tomorrow())).toEqual(["10:00-11:00"]);
    expect(of(addDays(today(), 2))).toEqual(["10:00-11:00", "11:15-12:15"]);
    expect(of(addDays(today(), 14))).toEqual([]);
    // Nothing of the appointment or its client.
    expect(response.body).not.toMatch(/Zeynep|gizli|client|11:30/);
  });

  it("leaves out the slots that have begun (the shop's clock), the closed days and, asked for a week, the days outside it", async () => {
    const weekday = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][new Date(`${tomorrow()}T00:00:00Z`).getUTCDay()];
    const s = await shop({ open_days: ALL_DAYS.filter((day) => day !== weekday), opening_time: "00:00", closing_time: "23:59", slot_minutes: 60, buffer_minutes: 0 });
    const body = (await page(s.slug)).json();
    const todays = body.slots.filter((slot: { start_date: string }) => slot.start_date === today());
    const now = Date.now();
    expect(todays.every((slot: { start_time: string }) => wallClockInstant(today(), slot.start_time, TZ).getTime() > now)).toBe(true);
    const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone: TZ, hour: "2-digit", hourCycle: "h23" }).format(new Date()));
    expect(todays.length).toBeGreaterThanOrEqual(23 - hour - 1);
    expect(todays.length).toBeLessThanOrEqual(23 - hour);
    expect(body.slots.some((slot: { start_date: string }) => slot.start_date === tomorrow())).toBe(false);
    expect(body.slots.filter((slot: { start_date: string }) => slot.start_date === addDays(today(), 2))).toHaveLength(23);

    const week = (await page(s.slug, `?from=${addDays(today(), 3)}`)).json();
    expect(week).toMatchObject({ from: addDays(today(), 3), to: addDays(today(), 9) });
    // Seven days, one of them closed.
    expect(new Set(week.slots.map((slot: { start_date: string }) => slot.start_date)).size).toBe(6);
    // A week reaching past the days ahead ends with them; one before today starts today.
    expect((await page(s.slug, `?from=${addDays(today(), 10)}`)).json()).toMatchObject({ from: addDays(today(), 10), to: addDays(today(), 13) });
    expect((await page(s.slug, `?from=${addDays(today(), -5)}`)).json()).toMatchObject({ from: today() });
  });

  it("is a 404 for an unknown address and for a shop whose online booking is off", async () => {
    const s = await shop();
    expect((await page("yok-boyle-bir-dukkan")).statusCode).toBe(404);
    expect((await s.call("PUT", "/appointment_settings", { online_enabled: false })).statusCode).toBe(200);
    expect((await page(s.slug)).statusCode).toBe(404);
    expect((await requestCode(s.slug, { start_date: tomorrow(), start_time: "10:00", full_name: "Ayşe Yılmaz", gsm: nextPhone() })).statusCode).toBe(404);
    expect((await confirm(s.slug, { start_date: tomorrow(), start_time: "10:00", gsm: nextPhone(), code: "123456" })).statusCode).toBe(404);
  });
});

describe("the settings' booking address", () => {
  it("gets an unguessable address when booking is turned on without one, and refuses another shop's address on online_slug", async () => {
    const s = await shop();
    expect(s.slug).toMatch(/^[a-z2-7]{12}$/);
    const other = await shop();
    expect(other.slug).not.toBe(s.slug);
    const taken = await other.call("PUT", "/appointment_settings", { online_enabled: true, online_slug: s.slug });
    expect(taken.statusCode, taken.body).toBe(422);
    // The platform-wide unique index refuses it, on the field like the company's own unique index.
    expect(taken.json()).toMatchObject({ message: "Bu değer başka bir kayıtta kullanılıyor.", errors: { online_slug: [expect.any(String)] } });
    const own = await other.call("PUT", "/appointment_settings", { online_enabled: true, online_slug: "gelinlik-evi-moda-test" });
    expect(own.statusCode, own.body).toBe(200);
    expect((await page("gelinlik-evi-moda-test")).statusCode).toBe(200);
  });
});

describe("the code and the booking", () => {
  it("books a pending online appointment with the right code, for a new client of the shop, which the shop then accepts", async () => {
    const s = await shop();
    const typed = nextPhone();
    const sent = await requestCode(s.slug, { start_date: tomorrow(), start_time: "11:15", full_name: "Ayşe Yılmaz", gsm: typed });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).not.toMatch(/\d{6}/);
    const code = await codeSentTo(s.owner, typed);
    const wrong = await confirm(s.slug, { start_date: tomorrow(), start_time: "11:15", gsm: typed, code: code === "000000" ? "000001" : "000000" });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().errors).toHaveProperty("code");

    const booked = await confirm(s.slug, { start_date: tomorrow(), start_time: "11:15", gsm: typed, code });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toEqual({ message: "Randevu talebiniz alındı.", status: "pending", start_date: tomorrow(), start_time: "11:15", end_time: "12:15" });
    // The code is used up.
    expect((await confirm(s.slug, { start_date: tomorrow(), start_time: "10:00", gsm: typed, code })).statusCode).toBe(422);

    const list = await s.call("GET", "/appointments");
    const rows = list.json().data as Record<string, any>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "pending", source: "online", start_time: "11:15", end_time: "12:15", employee_id: null });
    const client = (await s.call("GET", `/clients/${rows[0].client_id}`)).json();
    expect(client).toMatchObject({ full_name: "Ayşe Yılmaz", gsm: canonical(typed), role: "client" });
    // The slot is no longer offered.
    expect((await page(s.slug)).json().slots).not.toContainEqual(expect.objectContaining({ start_date: tomorrow(), start_time: "11:15" }));

    // The same bride again: the same client.
    const again = nextAddress();
    expect((await requestCode(s.slug, { start_date: addDays(today(), 2), start_time: "10:00", full_name: "Ayşe Yılmaz", gsm: typed }, again)).statusCode).toBe(200);
    expect((await confirm(s.slug, { start_date: addDays(today(), 2), start_time: "10:00", gsm: typed, code: await codeSentTo(s.owner, typed) })).statusCode).toBe(201);
    const both = (await s.call("GET", "/appointments")).json().data as Record<string, any>[];
    expect(new Set(both.map((row) => row.client_id)).size).toBe(1);

    const accepted = await s.call("POST", `/appointments/${rows[0].id}/accept`);
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    expect((await s.call("GET", `/appointments/${rows[0].id}`)).json()).toMatchObject({ status: "active" });
  });

  it("refuses a slot the page does not offer, a busy one, and a bad mobile", async () => {
    const s = await shop();
    await shopAppointment(s, tomorrow(), "10:30", "11:00");
    const ask = (values: Record<string, unknown>) => requestCode(s.slug, { start_date: tomorrow(), start_time: "11:15", full_name: "Ayşe Yılmaz", gsm: nextPhone(), ...values });
    expect((await ask({ start_time: "10:45" })).json().errors).toHaveProperty("start_time");
    expect((await ask({ start_date: addDays(today(), 20) })).statusCode).toBe(422);
    expect((await ask({ start_date: addDays(today(), -1) })).statusCode).toBe(422);
    expect((await ask({ gsm: "0212 123 45 67" })).json().errors).toHaveProperty("gsm");
    const busy = await ask({ start_time: "10:00" });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe("Bu saat az önce doldu, lütfen başka bir saat seçin.");
  });

  it("lets a code expire after ten minutes, ends it after five wrong tries, and sends a phone at most three codes an hour", async () => {
    const s = await shop();
    const typed = nextPhone();
    const body = { start_date: tomorrow(), start_time: "10:00", full_name: "Elif Kaya", gsm: typed };
    expect((await requestCode(s.slug, body)).statusCode).toBe(200);
    const code = await codeSentTo(s.owner, typed);
    // Ten minutes pass: the stored code's expiry is put in the past, as the clock would.
    await t.database.db.execute(sql`update booking_codes set expires_at = now() - interval '1 second' where gsm = ${canonical(typed)}`);
    const expired = await confirm(s.slug, { start_date: tomorrow(), start_time: "10:00", gsm: typed, code });
    expect(expired.statusCode, expired.body).toBe(422);
    expect(expired.json().errors.code[0]).toMatch(/süresi doldu/);

    expect((await requestCode(s.slug, body)).statusCode).toBe(200);
    const second = await codeSentTo(s.owner, typed);
    const wrongCode = second === "999999" ? "999998" : "999999";
    for (let i = 0; i < 4; i++) expect((await confirm(s.slug, { ...body, full_name: undefined, code: wrongCode })).statusCode).toBe(422);
    expect((await confirm(s.slug, { start_date: tomorrow(), start_time: "10:00", gsm: typed, code: wrongCode })).statusCode).toBe(429);
    // The right code no longer opens it.
    expect((await confirm(s.slug, { start_date: tomorrow(), start_time: "10:00", gsm: typed, code: second })).statusCode).toBe(422);

    expect((await requestCode(s.slug, body)).statusCode).toBe(200);
    const fourth = await requestCode(s.slug, body);
    expect(fourth.statusCode, fourth.body).toBe(429);
  });

  it("keeps a pending code and the hour's limit over a restart of the server, and stores only the code's hash", async () => {
    const s = await shop();
    const typed = nextPhone();
    const body = { start_date: tomorrow(), start_time: "11:15", full_name: "Derya Aksoy", gsm: typed };
    expect((await requestCode(s.slug, body)).statusCode).toBe(200);
    expect((await requestCode(s.slug, body)).statusCode).toBe(200);
    const code = await codeSentTo(s.owner, typed);
    const stored = ((await t.database.db.execute(sql`select code_hash from booking_codes where gsm = ${canonical(typed)}`)) as unknown as { rows: { code_hash: string }[] }).rows;
    expect(stored).toHaveLength(2);
    expect(stored.map((row) => row.code_hash)).not.toContain(code);

    // Another server process on the same database (a restart): the code still books, and the limit still counts.
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent-test-data", SECRETS_KEY: TEST_SECRETS_KEY, ...platformEnv(fake.url) });
    const restarted = await buildApp({ config, database: t.database, closeDatabase: false });
    try {
      const post = (url: string, payload: Record<string, unknown>) => restarted.inject({ method: "POST", url: `/api/public/booking/${s.slug}/${url}`, payload, remoteAddress: nextAddress() });
      expect((await post("code", body)).statusCode).toBe(200);
      expect((await post("code", body)).statusCode).toBe(429);
      const latest = await codeSentTo(s.owner, typed);
      const booked = await post("confirm", { start_date: tomorrow(), start_time: "11:15", gsm: typed, code: latest });
      expect(booked.statusCode, booked.body).toBe(201);
      // The earlier code was voided by the newer one and books nothing.
      expect((await post("confirm", { start_date: tomorrow(), start_time: "12:30", gsm: typed, code })).statusCode).toBe(422);
    } finally {
      await restarted.close();
    }
  });

  it("sends one phone three codes an hour even when it asks five times at once", async () => {
    const s = await shop();
    const body = { start_date: tomorrow(), start_time: "10:00", full_name: "Aynı Anda", gsm: nextPhone() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestCode(s.slug, body)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
  });

  it("books one of 100 parallel confirmations of one slot, each with its own valid code, and answers the others 409", async () => {
    const s = await shop({}, 300);
    const phones = Array.from({ length: 100 }, nextPhone);
    for (const typed of phones) {
      const sent = await requestCode(s.slug, { start_date: tomorrow(), start_time: "10:00", full_name: "Yarışan Gelin", gsm: typed });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const codes = await Promise.all(phones.map((typed) => codeSentTo(s.owner, typed)));
    const answers = await Promise.all(phones.map((typed, i) => confirm(s.slug, { start_date: tomorrow(), start_time: "10:00", gsm: typed, code: codes[i] })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe("Bu saat az önce doldu, lütfen başka bir saat seçin.");
    const rows = (await s.call("GET", "/appointments")).json().data;
    expect(rows).toHaveLength(1);
  }, 120_000);

  it("shows no other shop's data: another shop's appointments do not make a slot busy, and its clients are not found", async () => {
    const a = await shop();
    const b = await shop();
    await shopAppointment(b, tomorrow(), "10:00", "11:00", "Başka Dükkan Gelini");
    const body = (await page(a.slug)).json();
    expect(body.slots).toContainEqual(expect.objectContaining({ start_date: tomorrow(), start_time: "10:00" }));
    expect(JSON.stringify(body)).not.toMatch(/Başka Dükkan/);
    // A code asked at one shop does not open another.
    const typed = nextPhone();
    expect((await requestCode(a.slug, { start_date: tomorrow(), start_time: "10:00", full_name: "Ayşe", gsm: typed })).statusCode).toBe(200);
    const code = await codeSentTo(a.owner, typed);
    expect((await confirm(b.slug, { start_date: tomorrow(), start_time: "11:15", gsm: typed, code })).statusCode).toBe(422);
  });

  it("limits the code requests of one address", async () => {
    const s = await shop();
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= BOOKING_CODE_RATE.max; i++) statuses.push((await requestCode(s.slug, { start_date: tomorrow(), start_time: "10:45", full_name: "Ayşe", gsm: nextPhone() }, from)).statusCode);
    expect(statuses.slice(0, BOOKING_CODE_RATE.max).every((status) => status === 422)).toBe(true);
    expect(statuses[BOOKING_CODE_RATE.max]).toBe(429);
  });
});
