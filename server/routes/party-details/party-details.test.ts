import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderApi, rentLine, saleLine, shopToday } from "../../orders/test-helpers";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { ledgerOf } from "../accounting-reports/test-helpers";
import { printedMoney } from "../accounting-reports/printed";

type Body = Record<string, unknown>;
let t: TestApp;
let owner: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
});
afterAll(() => t?.close());

const call = (actor: Actor | null, method: "GET" | "POST" | "PUT", url: string, payload?: Body, language = "tr") =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...(actor?.headers ?? {}), "accept-language": language }, ...(payload ? { payload } : {}) });
const ok = async (actor: Actor, url: string, language = "tr") => {
  const response = await call(actor, "GET", url, undefined, language);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, any>;
};
const client = async (actor: Actor, full_name: string) =>
  (await t.app.repositories({ companyId: actor.companyId, actorId: actor.userId }).resource("clients").create({ type: "person", role: "client", full_name })).id as number;
/** The PDF behind a `{ url }` answer, fetched as the same user. */
const pdfAt = async (actor: Actor, url: string) => {
  const file = await t.app.inject({ method: "GET", url, headers: actor.headers });
  expect(file.statusCode, file.body).toBe(200);
  expect(file.headers["content-type"]).toBe("application/pdf");
  expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  return pdfText(file.rawPayload);
};
/** pdftotext writes the printout's spaces as plain ones. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, " ");

describe("a client who rents a gown and pays in two parts", () => {
  let brideId: number;
  let total: string;
  // A shop of her own: its cash box holds her money only.
  let shop: Actor;

  beforeAll(async () => {
    shop = await createActor(t.database.db);
    const api = orderApi(t.app, shop);
    brideId = await client(shop, "Şükriye Güneş");
    const gown = await api.product({ name: "Prenses Gelinlik Işıl" });
    const order = await api.order(brideId, [rentLine(gown.id, { price: "5000.00" })], { type: "rent", payment_style: "now_and_later", deposit: "2000.00", last_payment_date: "2027-05-01", contract_no: "4711" });
    expect(order.statusCode, order.body).toBe(201);
    total = (await api.read(`/processes/${order.json().id}`)).total;
    const [credit] = (await api.list(`/accountings?process_id=${order.json().id}&kind=credit`)).data;
    await api.created("/accountings", { kind: "payment", credit_id: credit.id, date: shopToday(), price: "1500.00", payment_type: "cash" });
  });

  it("shows the six cards from her records, as the clients list shows her figures", async () => {
    const details = await ok(shop, `/client-details/${brideId}`);
    const open = (Number(total) - 3500).toFixed(2);
    expect(details.cards).toEqual({ total_sales: "0.00", total_rentals: total, paid: "3500.00", owed: open, credits: "0.00", balance: open });
    // The client row exactly as its own route answers it.
    expect(details.client).toEqual(await ok(shop, `/clients/${brideId}`));
    const listed = (await ok(shop, `/clients?keyword=${encodeURIComponent("Şükriye")}`)).data.find((row: Body) => row.id === brideId);
    expect(listed).toMatchObject({ total_credits: details.cards.owed, total_debts: details.cards.credits, balance: details.cards.balance });
    // What she paid is what her shop's cash box took in today.
    expect((await ok(shop, `/safe?date=${shopToday()}`)).income).toBe(details.cards.paid);
  });

  it("lists her statement in date order with the running balance", async () => {
    const statement = await ok(shop, `/client-statement/${brideId}`);
    const left = (Number(total) - 2000).toFixed(2);
    expect(statement.rows.map((row: Body) => [row.kind, row.contract_no, row.debit, row.credit, row.balance])).toEqual([
      ["credit", "4711", total, "0.00", total],
      ["payment", "4711", "0.00", "2000.00", left],
      // The interim payment typed in names no contract: it shows its credit's.
      ["payment", "4711", "0.00", "1500.00", (Number(total) - 3500).toFixed(2)],
    ]);
    expect(statement.rows[0].date).toBe(shopToday());
    expect(statement.totals).toEqual({ debit: total, credit: "3500.00", balance: (Number(total) - 3500).toFixed(2) });
  });

  it("prints the statement as a PDF behind a short-lived address: Turkish letters and the running balance, in the caller's language", async () => {
    const made = await ok(shop, `/getsinglereport/${brideId}`);
    expect(made.url).toMatch(/^\/api\/getsinglereport\/file\/[A-Za-z0-9_-]{43}$/);
    const text = plain(await pdfAt(shop, made.url));
    expect(text).toContain("Müşteri Hesap Ekstresi: Şükriye Güneş");
    expect(text).toContain("Bakiye");
    expect(text).toContain(plain(printedMoney((Number(total) - 2000).toFixed(2), "tr")));
    expect(text).toContain(plain(printedMoney((Number(total) - 3500).toFixed(2), "tr")));
    const german = plain(await pdfAt(shop, (await ok(shop, `/getsinglereport/${brideId}`, "de")).url));
    expect(german).toContain("Kundenkontoauszug: Şükriye Güneş");
    expect(german).toContain("Saldo");
    expect(german).toContain(plain(printedMoney((Number(total) - 3500).toFixed(2), "de")));
    const kurmanji = plain(await pdfAt(shop, (await ok(shop, `/getsinglereport/${brideId}`, "ku")).url));
    expect(kurmanji).toContain("Bermayî");
  });
});

describe("a sale client", () => {
  it("counts her quick sale paid at once: charged and paid, nothing left open", async () => {
    const api = orderApi(t.app, owner);
    const buyer = await client(owner, "İpek Çelik");
    const veil = await api.product({ name: "Duvak" });
    const order = await api.order(buyer, [saleLine(veil.id)], { contract_no: "4712" });
    expect(order.statusCode, order.body).toBe(201);
    const total = (await api.read(`/processes/${order.json().id}`)).total as string;
    expect((await ok(owner, `/client-details/${buyer}`)).cards).toEqual({ total_sales: total, total_rentals: "0.00", paid: total, owed: "0.00", credits: "0.00", balance: "0.00" });
    const statement = await ok(owner, `/client-statement/${buyer}`);
    expect(statement.rows.map((row: Body) => [row.kind, row.debit, row.credit, row.balance])).toEqual([["income", total, total, "0.00"]]);
  });

  it("nets a reversed payment out of what she paid and opens her credit again", async () => {
    const ledger = ledgerOf(t.app, owner);
    const buyer = await client(owner, "Gülşen Öztürk");
    const credit = await ledger.open("credit", "2026-03-10", "1000.00", "2026-04-10", { client_id: buyer });
    const payment = await ledger.payment(credit, "2026-03-11", "400.00");
    // As the records' `reverse` writes it (server/routes/accountings/settle.ts): same type, negated, its credit and client kept.
    const repos = t.app.repositories({ companyId: owner.companyId, actorId: owner.userId });
    await repos.resource("accountings").create({ kind: "correction", type: "income", corrects_id: payment.id, credit_id: credit.id, client_id: buyer, date: "2026-03-12", price: "-400.00", payment_type: "cash", type_of_payment: "one_time" });
    const details = await ok(owner, `/client-details/${buyer}`);
    expect(details.cards).toMatchObject({ paid: "0.00", owed: "1000.00", balance: "1000.00" });
    expect((await ok(owner, `/client-statement/${buyer}`)).rows.map((row: Body) => [row.kind, row.credit, row.balance])).toEqual([
      ["credit", "0.00", "1000.00"],
      ["payment", "400.00", "600.00"],
      ["correction", "-400.00", "1000.00"],
    ]);
  });
});

describe("a client who rents straight from a product ('Kirala', no order)", () => {
  it("counts the lease among her rentals and its kapora among her payments", async () => {
    const api = orderApi(t.app, owner);
    const bride = await client(owner, "Derya Şahin");
    const gown = await api.product({ name: "Kirala Gelinlik" });
    const lease = await call(owner, "POST", "/lease-product", { service_id: gown.id, client_id: bride, issue_date: "2030-05-01", delivery_date: "2030-05-03", total_price: "3000.00", price: "1000.00" });
    expect(lease.statusCode, lease.body).toBe(201);
    const details = await ok(owner, `/client-details/${bride}`);
    expect(details.cards).toEqual({ total_sales: "0.00", total_rentals: "3000.00", paid: "1000.00", owed: "2000.00", credits: "0.00", balance: "2000.00" });
    expect(details.client).toMatchObject({ total_credits: "2000.00", balance: "2000.00" });
  });
});

describe("a supplier with records", () => {
  let supplierId: number;

  beforeAll(async () => {
    const ledger = ledgerOf(t.app, owner);
    supplierId = (await ledger.supplier("Çağlayan Kumaş Ltd. Şti.")).id as number;
    await ledger.expense("2026-03-01", "250.00", { supplier_id: supplierId, title: "Tül alımı" });
    const debt = await ledger.open("debt", "2026-03-08", "800.00", "2026-03-25", { supplier_id: supplierId, title: "Kumaş borcu" });
    await ledger.payment(debt, "2026-03-09", "300.00");
  });

  it("shows its cards to a user with homepage_permission, as the suppliers list shows its figures", async () => {
    const details = await ok(owner, `/supplier-details/${supplierId}`);
    expect(details.supplier).toEqual(await ok(owner, `/suppliers/${supplierId}`));
    expect(details.cards).toEqual({ total_purchases: "1050.00", paid: "550.00", owed: "0.00", credits: "500.00", balance: "-500.00" });
    expect(details.supplier).toMatchObject({ total_credits: "0.00", total_debts: "500.00", balance: "-500.00" });
  });

  it("leaves the cards out for a user without homepage_permission", async () => {
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { homepage_permission: false } });
    const details = await ok(staff, `/supplier-details/${supplierId}`);
    expect(details.supplier.id).toBe(supplierId);
    expect(details).not.toHaveProperty("cards");
  });

  it("lists its statement and prints it with the running balance", async () => {
    const statement = await ok(owner, `/supplier-statement/${supplierId}`);
    expect(statement.rows.map((row: Body) => [row.date, row.kind, row.debit, row.credit, row.balance])).toEqual([
      ["2026-03-01", "expense", "250.00", "250.00", "0.00"],
      ["2026-03-08", "debt", "0.00", "800.00", "-800.00"],
      ["2026-03-09", "payment", "300.00", "0.00", "-500.00"],
    ]);
    expect(statement.totals).toEqual({ debit: "550.00", credit: "1050.00", balance: "-500.00" });
    const text = plain(await pdfAt(owner, (await ok(owner, `/getsupplierreport/${supplierId}`)).url));
    expect(text).toContain("Tedarikçi Hesap Ekstresi: Çağlayan Kumaş Ltd. Şti.");
    expect(text).toContain("Kumaş borcu");
    expect(text).toContain("08.03.2026");
    expect(text).toContain(plain(printedMoney("-800.00", "tr")));
    expect(text).toContain(plain(printedMoney("-500.00", "tr")));
  });
});

describe("a client's appointments", () => {
  it("answers her fittings and hairdresser appointments, newest first", async () => {
    const bride = await client(owner, "Elçin Yıldız");
    const book = async (resource: string, start_date: string, start_time: string) => {
      const response = await call(owner, "POST", `/${resource}`, { client_id: bride, start_date, end_date: start_date, start_time, end_time: "18:00", description: `${resource} ${start_date}` });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const fitting = await book("appointments", "2031-05-05", "10:00");
    const hair = await book("coiffeurAppointments", "2031-06-20", "09:00");
    const later = await book("appointments", "2031-06-20", "11:00");
    const { data } = await ok(owner, `/client-details/${bride}/appointments`);
    expect(data.map((row: Body) => [row.calendar, row.id])).toEqual([
      ["appointments", later],
      ["coiffeurAppointments", hair],
      ["appointments", fitting],
    ]);
    expect(data[2]).toMatchObject({ start_date: "2031-05-05", start_time: "10:00", end_date: "2031-05-05", end_time: "18:00", status: "active", description: "appointments 2031-05-05" });
  });
});

describe("access", () => {
  it("answers 404 for another company's client, supplier and statement file; 401 without a token; 403 without client_permission", async () => {
    const bride = await client(owner, "Nur Aydın");
    const supplier = (await ledgerOf(t.app, owner).supplier("Deniz Tekstil")).id as number;
    const made = await ok(owner, `/getsinglereport/${bride}`);
    const other = await createActor(t.database.db);
    for (const url of [`/client-details/${bride}`, `/client-details/${bride}/appointments`, `/client-statement/${bride}`, `/getsinglereport/${bride}`, `/supplier-details/${supplier}`, `/supplier-statement/${supplier}`, `/getsupplierreport/${supplier}`]) {
      expect((await call(other, "GET", url)).statusCode, url).toBe(404);
      expect((await call(null, "GET", url)).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: "GET", url: made.url, headers: other.headers })).statusCode).toBe(404);
    // A client's statement is not fetched through the suppliers' address (which needs no flag).
    expect((await t.app.inject({ method: "GET", url: made.url.replace("getsinglereport", "getsupplierreport"), headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: made.url, headers: owner.headers })).statusCode).toBe(200);
    const noClients = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { client_permission: false } });
    for (const url of [`/client-details/${bride}`, `/client-statement/${bride}`, `/getsinglereport/${bride}`]) expect((await call(noClients, "GET", url)).statusCode, url).toBe(403);
  });
});
