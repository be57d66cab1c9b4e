import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/tokens";
import { auditLog } from "../../db/core";
import { orderApi, rentLine } from "../../orders/test-helpers";
import type { Repositories, Row } from "../../data";
import { startFakeServer, type FakeHandler, type FakeServer } from "../../integrations/testing/fakeHttpServer";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { organikAccepts, platformEnv } from "../sms/test-helpers";
import { BRIDE_PAGE_RATE } from "./public";

let t: TestApp;
let fake: FakeServer;
let answer: FakeHandler;
let phone = 2000000;
let barcode = 500000;
let address = 0;

beforeAll(async () => {
  fake = await startFakeServer((request) => answer(request));
  t = await createTestApp({ ...platformEnv(fake.url), PUBLIC_URL: "https://panel.example.com" });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  answer = organikAccepts;
});

const nextAddress = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
const work = <T>(actor: Actor, fn: (repos: Repositories) => Promise<T>) => t.app.unitOfWork({ companyId: actor.companyId, actorId: actor.userId }, fn);
const send = (actor: Actor, clientId: unknown, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api/clients/${clientId}/send-link`, headers: actor.headers, payload: body });
const publicPage = (token: string, remoteAddress = nextAddress()) => t.app.inject({ method: "GET", url: `/api/public/bride/${token}`, remoteAddress });
const tokenOf = (url: string) => url.split("/gelin/")[1];

/** A shop with platform SMS credits and its owner. */
async function shop(credits = 20) {
  const owner = await createActor(t.database.db);
  if (credits > 0) await work(owner, (repos) => repos.smsCredits.grant(credits, "grant"));
  await t.app.repositories({ companyId: owner.companyId }).company.update({ title: `Gelinlik Evi ${owner.companyId}`, phone: "+902121234567" });
  return owner;
}

/**
 * A bride with a rented gown (kapora 500 against a credit of 2000), its contract, a fitting, and a payment of 300
 * more against the credit: she paid 800, owes 1200.
 */
async function bride(owner: Actor, values: Row = {}) {
  return work(owner, async (repos) => {
    phone++;
    const client = await repos.resource("clients").create({
      type: "person", role: "client", full_name: "Ayşe Yılmaz", gsm: `+90532${phone}`, identity_number: "10000000146", address: "Kadıköy Moda Cad. 5", ...values,
    });
    const gown = await repos.resource("services").create({ name: "Prenses Gelinlik", barcode: String(++barcode), price: "5000.00", rent_price: "2000.00", tax: 0, stock: 1 });
    const order = await repos.resource("processes").create({
      client_id: client.id, type: "rent", contract_no: "1001", wedding_date: "2027-01-05", photo_date: "2027-01-04", note: "GİZLİ NOT",
      payment_style: "now_and_later", payment_type: "cash", deposit: "500.00", last_payment_date: "2027-01-10", total: "2000.00",
    });
    await repos.resource("leases").create({ client_id: client.id, service_id: gown.id, process_id: order.id, piece: 1, issue_date: "2027-01-03", delivery_date: "2027-01-07", total_price: "2000.00", notes: "GİZLİ KİRA NOTU" });
    await repos.resource("contracts").create({ title: "Kiralama Sözleşmesi", kind: "lease", html: "<p>x</p>", process_id: order.id, client_id: client.id, public_token: "C".repeat(43) + "" });
    await repos.resource("appointments").create({ client_id: client.id, start_date: "2026-12-20", start_time: "14:00", end_date: "2026-12-20", end_time: "15:00", description: "GİZLİ PROVA NOTU", starts_at: new Date("2026-12-20T11:00:00Z"), ends_at: new Date("2026-12-20T12:00:00Z") });
    const base = { process_id: order.id, client_id: client.id, contract_no: "1001", date: "2026-11-24", payment_type: "cash" };
    const credit = await repos.resource("accountings").create({ ...base, kind: "credit", type: "credit", price: "2000.00", first_payment_date: "2026-11-24", last_payment_date: "2027-01-10" });
    await repos.resource("accountings").create({ ...base, kind: "payment", type: "income", price: "500.00", credit_id: credit.id });
    // A later payment that does not name her: it still counts, through her credit.
    await repos.resource("accountings").create({ kind: "payment", type: "income", date: "2026-11-25", payment_type: "cash", price: "300.00", credit_id: credit.id });
    return client;
  });
}

describe("POST /clients/:id/send-link", () => {
  it("queues an SMS in the link's language with the shop's name and the address, stores only the token's hash, and the gateway sends it", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const response = await send(owner, client.id, { channel: "sms", language: "de", days: 30 });
    expect(response.statusCode, response.body).toBe(201);
    const { link, url, whatsapp_url } = response.json();
    expect(url).toMatch(/^https:\/\/panel\.example\.com\/gelin\/[A-Za-z0-9_-]{43}$/);
    expect(whatsapp_url).toBeUndefined();
    expect(link).toMatchObject({ client_id: client.id, channel: "sms", language: "de", created_by: owner.userId, revoked_at: null });
    expect(link.token_hash).toBeUndefined();
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const table = t.app.resources.definition("client_links").table as any;
    const [stored] = await t.database.db.select().from(table).where(eq(table.id, link.id));
    expect(stored.token_hash).toBe(hashToken(tokenOf(url)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(url));
    const messages = await t.app.repositories({ companyId: owner.companyId }).resource("sms_messages").list({ page: 1, perPage: 10, filters: {} });
    const message = messages.rows.find((row) => String(row.message).includes(url));
    expect(message?.message).toBe(`Gelinlik Evi ${owner.companyId}: Vertrag, Datumsangaben und Saldo finden Sie unter diesem Link: ${url}`);
    expect(await t.app.jobs.runDue()).toBeGreaterThan(0);
    // Organik carries the text in base64.
    const sent = fake.requests.flatMap((request) => (JSON.parse(request.body).data?.deliveries ?? []).map((delivery: { message: string }) => Buffer.from(delivery.message, "base64").toString("utf8")));
    expect(sent).toContain(message?.message);
  });

  it("answers a WhatsApp click-to-chat address for the staff, with her number in international digits and the message encoded, and sends no SMS", async () => {
    const owner = await shop(0);
    const client = await bride(owner);
    const response = await send(owner, client.id, { channel: "whatsapp", language: "tr" });
    expect(response.statusCode, response.body).toBe(201);
    const { url, whatsapp_url, link } = response.json();
    const digits = String(client.gsm).replace(/\D/g, "");
    expect(whatsapp_url).toBe(`https://wa.me/${digits}?text=${encodeURIComponent(`Gelinlik Evi ${owner.companyId}: Sözleşme, tarih ve bakiye bilgilerinizi bu bağlantıdan görebilirsiniz: ${url}`)}`);
    // The default life: 90 days.
    expect(Math.round((Date.parse(link.expires_at) - Date.now()) / 86_400_000)).toBe(90);
    const messages = await t.app.repositories({ companyId: owner.companyId }).resource("sms_messages").list({ page: 1, perPage: 10, filters: {} });
    expect(messages.rows).toHaveLength(0);
  });

  it("refuses the SMS channel to a user without sms_permission (WhatsApp still goes), and an account that cannot send", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const staff = await createActor(t.database.db, { companyId: owner.companyId, roles: ["staff" as never], permissions: { client_permission: true, sms_permission: false } });
    expect((await send(staff, client.id, { channel: "sms", language: "tr" })).statusCode).toBe(403);
    expect((await send(staff, client.id, { channel: "whatsapp", language: "tr" })).statusCode).toBe(201);
    const noFlag = await createActor(t.database.db, { companyId: owner.companyId, permissions: { client_permission: false } });
    expect((await send(noFlag, client.id, { channel: "whatsapp", language: "tr" })).statusCode).toBe(403);
    // Platform credits short: the SMS send's refusal, and no link is left behind.
    const poor = await shop(0);
    const herClient = await bride(poor);
    const refused = await send(poor, herClient.id, { channel: "sms", language: "tr" });
    expect(refused.statusCode, refused.body).toBe(409);
    const links = await t.app.repositories({ companyId: poor.companyId }).resource("client_links").list({ page: 1, perPage: 10, filters: {} });
    expect(links.rows).toHaveLength(0);
  });

  it("refuses the SMS channel where no SMS account can send (the send's own 409), writing no link", async () => {
    // A server without the platform's account, and a shop without its own.
    const bare = await createTestApp();
    try {
      const owner = await createActor(bare.database.db);
      const client = await bare.app.unitOfWork({ companyId: owner.companyId }, (repos) => repos.resource("clients").create({ type: "person", role: "client", full_name: "Ayşe", gsm: "+905321110000" }));
      const refused = await bare.app.inject({ method: "POST", url: `/api/clients/${client.id}/send-link`, headers: owner.headers, payload: { channel: "sms", language: "tr" } });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBeTruthy();
      const links = await bare.app.repositories({ companyId: owner.companyId }).resource("client_links").list({ page: 1, perPage: 10, filters: {} });
      expect(links.rows).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });

  it("refuses a client without a mobile (422 on gsm), an erased client, bad days, and another company's client (404)", async () => {
    const owner = await shop();
    const noPhone = await bride(owner, { gsm: null });
    const response = await send(owner, noPhone.id, { channel: "whatsapp", language: "tr" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.gsm).toEqual(["Müşterinin cep telefonu numarası yok."]);
    const erased = await bride(owner);
    await work(owner, (repos) => repos.resource("clients").update(Number(erased.id), { erased_at: new Date() }));
    const refused = await send(owner, erased.id, { channel: "whatsapp", language: "tr" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.client_id).toHaveLength(1);
    const client = await bride(owner);
    expect((await send(owner, client.id, { channel: "whatsapp", language: "tr", days: 0 })).statusCode).toBe(422);
    expect((await send(owner, client.id, { channel: "whatsapp", language: "tr", days: 366 })).statusCode).toBe(422);
    expect((await send(owner, client.id, { channel: "fax", language: "tr" })).statusCode).toBe(422);
    const other = await shop();
    expect((await send(other, client.id, { channel: "whatsapp", language: "tr" })).statusCode).toBe(404);
  });
});

/** The exact keys of the page's answer, all the way down: nothing else may ever be in it. */
const PAGE_KEYS = ["balance", "bride", "contracts", "dates", "language", "shop"];

describe("GET /api/public/bride/:token", () => {
  it("answers her contracts, dates and balance in the link's language, and nothing else", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const { url } = (await send(owner, client.id, { channel: "whatsapp", language: "ku" })).json();
    const response = await publicPage(tokenOf(url));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const page = response.json();
    expect(Object.keys(page).sort()).toEqual(PAGE_KEYS);
    expect(page).toEqual({
      shop: { title: `Gelinlik Evi ${owner.companyId}`, logo_url: null, phone: "+902121234567" },
      bride: { full_name: "Ayşe Yılmaz" },
      language: "ku",
      contracts: [{ title: "Kiralama Sözleşmesi", date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), total: "2000.00", print_url: `https://panel.example.com/sozlesme/${"C".repeat(43)}` }],
      dates: {
        fittings: [{ date: "2026-12-20", start_time: "14:00", end_time: "15:00" }],
        pick_up: [{ product: "Prenses Gelinlik", date: "2027-01-03" }],
        return: [{ product: "Prenses Gelinlik", date: "2027-01-07" }],
        wedding_date: "2027-01-05",
        photo_date: "2027-01-04",
      },
      balance: { total: "2000.00", paid: "800.00", owed: "1200.00" },
    });
    for (const secret of [String(client.gsm), "10000000146", "Kadıköy", "GİZLİ", `"id"`, "company_id", "client_id"]) expect(response.body).not.toContain(secret);
  });

  it("agrees with the figures the shop's clients list shows for her", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const { url } = (await send(owner, client.id, { channel: "whatsapp", language: "tr" })).json();
    const page = (await publicPage(tokenOf(url))).json();
    const listed = await t.app.inject({ method: "GET", url: `/api/clients/${client.id}`, headers: owner.headers });
    expect(page.balance.owed).toBe(listed.json().total_credits);
  });

  it("answers the same 404 for a malformed, unknown, revoked or expired token and for an erased client", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const sent = async () => (await send(owner, client.id, { channel: "whatsapp", language: "tr" })).json() as { link: Row; url: string };
    const bodies: string[] = [];
    const notFound = async (token: string) => {
      const response = await publicPage(token);
      expect(response.statusCode, token).toBe(404);
      bodies.push(response.body);
    };
    await notFound("short");
    await notFound("A".repeat(43));
    const revoked = await sent();
    expect((await publicPage(tokenOf(revoked.url))).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: "POST", url: `/api/client_links/${revoked.link.id}/revoke`, headers: owner.headers });
    expect(revoke.statusCode, revoke.body).toBeLessThan(300);
    await notFound(tokenOf(revoked.url));
    const expired = await sent();
    await work(owner, (repos) => repos.resource("client_links").update(Number(expired.link.id), { expires_at: new Date(Date.now() - 1000) }));
    await notFound(tokenOf(expired.url));
    const erased = await sent();
    await work(owner, (repos) => repos.resource("clients").update(Number(client.id), { erased_at: new Date() }));
    await notFound(tokenOf(erased.url));
    expect(new Set(bodies).size).toBe(1);
  });

  it("still names a rented gown that went to the bin since", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const gown = await t.app.repositories({ companyId: owner.companyId }).resource("services").list({ page: 1, perPage: 1, filters: { name: "Prenses Gelinlik" } });
    expect((await t.app.inject({ method: "DELETE", url: `/api/services/${gown.rows[0].id}`, headers: owner.headers })).statusCode).toBeLessThan(300);
    const { url } = (await send(owner, client.id, { channel: "whatsapp", language: "tr" })).json();
    expect((await publicPage(tokenOf(url))).json().dates.pick_up).toEqual([{ product: "Prenses Gelinlik", date: "2027-01-03" }]);
  });

  it("never shows another shop's rows: a link reads only its own shop's bride", async () => {
    const a = await shop();
    const b = await shop();
    const her = await bride(a);
    await bride(b, { full_name: "Başka Gelin" });
    const { url } = (await send(a, her.id, { channel: "whatsapp", language: "tr" })).json();
    const response = await publicPage(tokenOf(url));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("Başka Gelin");
    expect(response.body).not.toContain(`Gelinlik Evi ${b.companyId}`);
    expect(response.json().contracts).toHaveLength(1);
    expect(response.json().dates.fittings).toHaveLength(1);
  });

  it("limits how often one address opens pages", async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= BRIDE_PAGE_RATE.max; i++) statuses.push((await publicPage("A".repeat(43), from)).statusCode);
    expect(statuses.slice(0, BRIDE_PAGE_RATE.max).every((status) => status === 404)).toBe(true);
    expect(statuses[BRIDE_PAGE_RATE.max]).toBe(429);
  });
});

describe("the link's traces and a real order", () => {
  it("audits the send and the revoke without the token or its hash", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const { link, url } = (await send(owner, client.id, { channel: "whatsapp", language: "tr" })).json();
    await t.app.inject({ method: "POST", url: `/api/client_links/${link.id}/revoke`, headers: owner.headers });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.record_id, link.id));
    const ours = entries.filter((entry) => entry.resource === "client_links");
    expect(ours.map((entry) => entry.action).sort()).toEqual(["client_links.create", "client_links.revoke"].sort());
    const written = JSON.stringify(ours);
    expect(written).not.toContain(tokenOf(url));
    expect(written).not.toContain(hashToken(tokenOf(url)));
  });

  it("shows an order made at the quick sale: its contracts, the rented gown's days, and the money as the clients list has it", async () => {
    const owner = await shop();
    const api = orderApi(t.app, owner);
    const client = await api.client();
    const gown = await api.product({ name: "Kuğu Gelinlik", stock: 1 });
    const order = await api.order(Number(client.id), [rentLine(Number(gown.id), { price: "3000.00", tax: 0 })], {
      type: "rent", payment_style: "now_and_later", deposit: "750.00", last_payment_date: "2027-05-01", wedding_date: "2027-06-02",
    });
    expect(order.statusCode, order.body).toBe(201);
    const { url } = (await send(owner, client.id, { channel: "whatsapp", language: "tr" })).json();
    const page = (await publicPage(tokenOf(url))).json();
    expect(page.contracts.length).toBeGreaterThan(0);
    for (const contract of page.contracts) expect(contract.print_url).toMatch(/^https:\/\/panel\.example\.com\/sozlesme\/[A-Za-z0-9_-]{43}$/);
    expect(page.dates.pick_up).toEqual([{ product: "Kuğu Gelinlik", date: "2027-06-01" }]);
    expect(page.dates.return).toEqual([{ product: "Kuğu Gelinlik", date: "2027-06-03" }]);
    expect(page.dates.wedding_date).toBe("2027-06-02");
    const listed = (await t.app.inject({ method: "GET", url: `/api/clients/${client.id}`, headers: owner.headers })).json();
    expect(page.balance.owed).toBe(listed.total_credits);
    expect(page.balance.paid).toBe("750.00");
    expect(page.balance.total).toBe(order.json().total);
  });
});

describe("POST /client_links/:id/revoke", () => {
  it("revokes an active link once (activeLink); a second revoke and an expired link's are refused, and _can says so", async () => {
    const owner = await shop();
    const client = await bride(owner);
    const { link } = (await send(owner, client.id, { channel: "whatsapp", language: "tr" })).json();
    const listed = await t.app.inject({ method: "GET", url: `/api/clients/${client.id}/links`, headers: owner.headers });
    expect(listed.json().data[0]._can.revoke).toBe(true);
    expect(listed.json().data[0].token_hash).toBeUndefined();
    const first = await t.app.inject({ method: "POST", url: `/api/client_links/${link.id}/revoke`, headers: owner.headers });
    expect(first.statusCode, first.body).toBeLessThan(300);
    const second = await t.app.inject({ method: "POST", url: `/api/client_links/${link.id}/revoke`, headers: owner.headers });
    expect(second.statusCode).toBe(403);
    const after = await t.app.inject({ method: "GET", url: `/api/clients/${client.id}/links`, headers: owner.headers });
    expect(after.json().data[0].revoked_at).not.toBeNull();
    expect(after.json().data[0]._can.revoke).toBe(false);
    const other = await shop();
    const { link: expired } = (await send(owner, client.id, { channel: "whatsapp", language: "tr" })).json();
    expect((await t.app.inject({ method: "POST", url: `/api/client_links/${expired.id}/revoke`, headers: other.headers })).statusCode).toBe(404);
    await work(owner, (repos) => repos.resource("client_links").update(Number(expired.id), { expires_at: new Date(Date.now() - 1000) }));
    expect((await t.app.inject({ method: "POST", url: `/api/client_links/${expired.id}/revoke`, headers: owner.headers })).statusCode).toBe(403);
  });
});
