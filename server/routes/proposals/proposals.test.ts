import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../../src/domain/periods";
import type { TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { startOfDayIn } from "./clock";
import { proposalApi, proposalTestApp } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let staff: Actor;
let other: Actor;
let api: ReturnType<typeof proposalApi>;
let staffApi: ReturnType<typeof proposalApi>;
let otherApi: ReturnType<typeof proposalApi>;

/** Today on a test shop's clock (its default time zone, Europe/Istanbul). */
const shopToday = () => localDateIn(new Date());

beforeAll(async () => {
  t = await proposalTestApp();
  owner = await createActor(t.database.db);
  // A user of the same shop holding every flag but not its first user.
  staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false });
  other = await createActor(t.database.db);
  api = proposalApi(t.app, owner);
  staffApi = proposalApi(t.app, staff);
  otherApi = proposalApi(t.app, other);
});
afterAll(() => t?.close());

describe("startOfDayIn", () => {
  it("is the zone's midnight as an instant, also across a daylight-saving change", () => {
    expect(startOfDayIn("2026-11-24", "Europe/Istanbul").toISOString()).toBe("2026-11-23T21:00:00.000Z");
    expect(startOfDayIn("2026-03-29", "Europe/Berlin").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfDayIn("2026-03-30", "Europe/Berlin").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(startOfDayIn("2026-11-24", "UTC").toISOString()).toBe("2026-11-24T00:00:00.000Z");
  });
});

describe("quotes: rows and total", () => {
  it("keep their rows in order and answer the offered prices' sum as total, in the row and in the list", async () => {
    const gown = await api.product();
    const veil = await api.product({ name: "Duvak", price: "300.00", tax: 0 });
    const created = await api.proposal([
      { service_id: gown, price: "1000.00" },
      { service_id: veil, price: "250.50" },
    ]);
    const read = await api.read(created.id);
    expect(read).toMatchObject({ customer_name: "Ayşe Yılmaz", status: "waiting", income_id: null, total: "1250.50" });
    expect(read.lines.map((line: Record<string, unknown>) => [line.service_id, line.price])).toEqual([
      [gown, "1000.00"],
      [veil, "250.50"],
    ]);
    const listed = (await api.call("GET", "/proposals?keyword=ayse")).json();
    expect(listed.data.find((row: Record<string, unknown>) => row.id === created.id)).toMatchObject({ total: "1250.50" });
  });

  it("refuses a quote without rows (422 on lines)", async () => {
    const response = await api.call("POST", "/proposals", { customer_name: "Boş Teklif", phone: "5321234567" });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain("lines");
  });
});

describe("quotes: counters", () => {
  it("count today's, this week's and this month's quotes on the company's clock, and all of them", async () => {
    const shop = await createActor(t.database.db);
    const shopApi = proposalApi(t.app, shop);
    const product = await shopApi.product();
    const made = [];
    for (let index = 0; index < 4; index++) made.push(await shopApi.proposal([{ service_id: product, price: "100.00" }]));
    const quotes = shopApi.repos.resource("proposals");
    const timeZone = "Europe/Istanbul";
    const today = shopToday();
    // One second before the shop's midnight is yesterday on its clock (whatever the server's own zone).
    await quotes.update(made[1].id, { created_at: new Date(startOfDayIn(today, timeZone).getTime() - 1000) });
    // Forty days ago: in no period but all.
    await quotes.update(made[2].id, { created_at: new Date(startOfDayIn(addDays(today, -40), timeZone).getTime() + 3_600_000) });
    // A deleted quote (quotes have no bin) is counted nowhere.
    expect((await shopApi.call("DELETE", `/proposals/${made[3].id}`)).statusCode).toBe(200);

    const counters = (await shopApi.call("GET", "/proposals")).json().counters;
    const yesterday = addDays(today, -1);
    const sameWeek = new Date(`${yesterday}T12:00:00Z`).getUTCDay() !== 0; // yesterday was not a Sunday
    const sameMonth = yesterday.slice(0, 7) === today.slice(0, 7);
    expect(counters).toEqual({ day: 1, week: sameWeek ? 2 : 1, month: sameMonth ? 2 : 1, all: 3 });
  });
});

describe("quotes: 'Gelire Dönüştür' (to_income)", () => {
  it("writes ONE income record of the quote's rows (piece 1, offered price, no discount, the product's own tax), names it in the quote and accepts it; the cash box shows it", async () => {
    const shop = await createActor(t.database.db);
    const shopApi = proposalApi(t.app, shop);
    const gown = await shopApi.product({ tax: 18 });
    const veil = await shopApi.product({ name: "Duvak", price: "300.00", tax: 0 });
    const quote = await shopApi.proposal([
      { service_id: gown, price: "1000.00" },
      { service_id: veil, price: "250.50" },
    ]);
    expect(quote._can).toMatchObject({ to_income: true });
    const today = shopToday();
    const converted = await shopApi.call("POST", `/change-proposal-to-income/${quote.id}`, { date: today, payment_type: "cash" });
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json()).toMatchObject({ status: "accepted", income_id: expect.any(Number), _can: { to_income: false } });

    const recordId = converted.json().income_id as number;
    const record = (await shopApi.call("GET", `/accountings/${recordId}`)).json();
    // 1000 + 18 % = 1180; 250.50 rounds up to 251 (spec §9 "Totals").
    expect(record).toMatchObject({ kind: "income", type: "income", date: today, payment_type: "cash", price: "1431.00", title: "Teklif: Ayşe Yılmaz" });
    expect(record.lines.map(({ service_id, piece, price, discount, tax }: Record<string, unknown>) => ({ service_id, piece, price, discount, tax }))).toEqual([
      { service_id: gown, piece: 1, price: "1000.00", discount: "0.00", tax: 18 },
      { service_id: veil, piece: 1, price: "250.50", discount: "0.00", tax: 0 },
    ]);
    expect((await shopApi.call("GET", "/accountings?kind=income")).json().total).toBe(1);

    const box = (await shopApi.call("GET", `/safe?start_date=${today}&end_date=${today}`)).json();
    expect(box).toMatchObject({ income: "1431.00", inSafeMoney: "1431.00" });

    // Once converted, never again: the action's rule refuses it (403), nothing more is written.
    const again = await shopApi.call("POST", `/proposals/${quote.id}/to_income`, { date: today, payment_type: "cash" });
    expect(again.statusCode).toBe(403);
    expect((await shopApi.call("GET", "/accountings?kind=income")).json().total).toBe(1);
  });

  it("is refused on a closed day by the records' trigger (409) and leaves the quote open", async () => {
    const shop = await createActor(t.database.db);
    const shopApi = proposalApi(t.app, shop);
    const quote = await shopApi.proposal([{ service_id: await shopApi.product(), price: "500.00" }]);
    const day = addDays(shopToday(), -3);
    expect((await shopApi.call("POST", "/day_closes", { day })).statusCode).toBe(201);
    const refused = await shopApi.call("POST", `/proposals/${quote.id}/to_income`, { date: day, payment_type: "eft" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBeTruthy();
    expect(await shopApi.read(quote.id)).toMatchObject({ status: "waiting", income_id: null });
    expect((await shopApi.call("GET", "/accountings")).json().total).toBe(0);
  });

  it("needs a date and a single payment type (422)", async () => {
    const quote = await api.proposal([{ service_id: await api.product(), price: "500.00" }]);
    const response = await api.call("POST", `/proposals/${quote.id}/to_income`, { date: shopToday(), payment_type: "multiple_payment" });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["payment_type"]);
  });
});

describe("POST /set-proposal-status", () => {
  it("changes a quote's status and audits it", async () => {
    const quote = await api.proposal([{ service_id: await api.product(), price: "500.00" }]);
    const response = await api.call("POST", "/set-proposal-status", { id: quote.id, status: "rejected" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: quote.id, status: "rejected", message: "Teklif durumu güncellendi." });
    expect(await api.read(quote.id)).toMatchObject({ status: "rejected", version: quote.version + 1 });
    expect((await api.call("POST", "/set-proposal-status", { id: quote.id, status: "unknown" })).statusCode).toBe(422);
  });

  it("keeps a converted quote accepted (409)", async () => {
    const quote = await api.proposal([{ service_id: await api.product(), price: "500.00" }]);
    expect((await api.call("POST", `/proposals/${quote.id}/to_income`, { date: shopToday(), payment_type: "cash" })).statusCode).toBe(200);
    const refused = await api.call("POST", "/set-proposal-status", { id: quote.id, status: "waiting" });
    expect(refused.statusCode).toBe(409);
    expect(await api.read(quote.id)).toMatchObject({ status: "accepted" });
  });
});

describe("quotes: delete only for the first user", () => {
  it("answers 403 to another user of the shop (the screens hide the button by the same rule) and deletes for the first user", async () => {
    const quote = await api.proposal([{ service_id: await api.product(), price: "500.00" }]);
    expect((await staffApi.call("DELETE", `/proposals/${quote.id}`)).statusCode).toBe(403);
    expect((await api.read(quote.id))._can).toMatchObject({ delete: true });
    expect((await api.call("DELETE", `/proposals/${quote.id}`)).statusCode).toBe(200);
    expect((await api.call("GET", `/proposals/${quote.id}`)).statusCode).toBe(404);
  });
});

describe("quotes: tenant isolation", () => {
  it("company B cannot read, convert or set the status of A's quote, nor offer A's product", async () => {
    const product = await api.product();
    const quote = await api.proposal([{ service_id: product, price: "500.00" }]);
    expect((await otherApi.call("GET", `/proposals/${quote.id}`)).statusCode).toBe(404);
    expect((await otherApi.call("GET", "/proposals")).json().data.map((row: { id: number }) => row.id)).not.toContain(quote.id);
    expect((await otherApi.call("POST", `/change-proposal-to-income/${quote.id}`, { date: shopToday(), payment_type: "cash" })).statusCode).toBe(404);
    expect((await otherApi.call("POST", "/set-proposal-status", { id: quote.id, status: "rejected" })).statusCode).toBe(404);
    expect(await api.read(quote.id)).toMatchObject({ status: "waiting", income_id: null });

    const borrowed = await otherApi.call("POST", "/proposals", { customer_name: "Başka Dükkan", phone: "5321234567", lines: [{ service_id: product, price: "10.00" }] });
    expect(borrowed.statusCode).toBe(422);
    expect(Object.keys(borrowed.json().errors)).toEqual(["lines.0.service_id"]);
  });
});
