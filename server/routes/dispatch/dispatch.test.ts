import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../../src/domain/periods";
import { auditLog, companies } from "../../db/core";
import { translate } from "../../i18n";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;
type Answer = { statusCode: number; body: string; json(): any };
let t: TestApp;
let owner: Actor;
const today = () => localDateIn(new Date());

/** The API as one shop's user calls it, plus its products and parties (through the repositories). */
function shopApi(actor: Actor, language = "tr") {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Body) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) });
  const repos = t.app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  return {
    call,
    repos,
    product: async (stock = 1, name = "Prenses Gelinlik") => (await repos.resource("services").create({ name, is_service: false, price: "9000.00", rent_price: "3000.00", tax: 18, stock })).id as number,
    party: async (role: "client" | "tailor" | "dry", name = "Usta Terzi Hasan") => (await repos.resource("clients").create({ type: "person", full_name: name, role })).id as number,
    records: async (filters: Body) => (await repos.resource("accountings").list({ page: 1, perPage: 100, filters, sort: "id", order: "asc" })).rows,
    rows: async (resource: "tailors" | "dry" | "leases", serviceId: number) => (await repos.resource(resource).list({ page: 1, perPage: 200, filters: { service_id: serviceId }, sort: "id", order: "asc" })).rows,
  };
}

let api: ReturnType<typeof shopApi>;
let tailorId: number;
let dryId: number;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = shopApi(owner);
  tailorId = await api.party("tailor");
  dryId = await api.party("dry", "Beyaz Kuru Temizleme");
  clientId = await api.party("client", "Ayşe Yılmaz");
});
afterAll(() => t?.close());

const expectStatus = (response: Answer, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as Record<string, any>;
};
const sendToTailor = (products: Body[], values: Body = {}, on = api) => on.call("POST", "/tailors/dispatch", { client_id: tailorId, issue_date: "2030-03-10", products, ...values });
const sendToDry = (products: Body[], values: Body = {}, on = api) => on.call("POST", "/dry/dispatch", { client_id: dryId, issue_date: "2030-03-10", products, ...values });
const kirala = (serviceId: number, issue: string, delivery: string) =>
  api.call("POST", "/lease-product", { service_id: serviceId, client_id: clientId, issue_date: issue, delivery_date: delivery, total_price: "3000.00", price: "0.00" });

describe("sending products to the tailor and the dry cleaner", () => {
  it("books several products to one tailor in one go, with their contract naming them, and answers in the caller's language", async () => {
    const first = await api.product(1, "Prenses Gelinlik");
    const second = await api.product(2, "Kına Kaftanı");
    const sent = expectStatus(
      await sendToTailor([
        { service_id: first, delivery_date: "2030-03-12" },
        { service_id: second, delivery_date: "2030-03-15", piece: 2 },
      ], { notes: "Etek boyu kısalacak" }),
      201,
    );
    expect(sent).toEqual({ ids: [expect.any(Number), expect.any(Number)], contract_id: expect.any(Number), message: "Terzi başarıyla oluşturuldu!" });
    const [one, two] = await Promise.all(sent.ids.map(async (id: number) => expectStatus(await api.call("GET", `/tailors/${id}`), 200)));
    expect(one).toMatchObject({ service_id: first, client_id: tailorId, issue_date: "2030-03-10", delivery_date: "2030-03-12", piece: 1, status: "active", notes: "Etek boyu kısalacak" });
    expect(two).toMatchObject({ service_id: second, delivery_date: "2030-03-15", piece: 2, status: "active" });
    const contract = expectStatus(await api.call("GET", `/contracts/${sent.contract_id}`), 200);
    expect(contract).toMatchObject({ kind: "tailor", client_id: tailorId });
    expect(contract.html).toContain("Prenses Gelinlik");
    expect(contract.html).toContain("Kına Kaftanı");
    // Each row has its audit entry.
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.resource, "tailors"), inArray(auditLog.record_id, sent.ids)));
    expect(audited.map((entry) => [entry.action, entry.record_id, entry.company_id]).sort()).toEqual(sent.ids.map((id: number) => ["tailors.create", id, owner.companyId]).sort());

    const dryProduct = await api.product(1, "Tül Duvak");
    const german = expectStatus(await sendToDry([{ service_id: dryProduct, delivery_date: "2030-03-11", price: "150.00" }], {}, shopApi(owner, "de")), 201);
    expect(german.message).toBe("Reinigungsauftrag erfolgreich erstellt!");
    expect(expectStatus(await api.call("GET", `/dry/${german.ids[0]}`), 200)).toMatchObject({ price: "150.00", client_id: dryId, status: "active" });
    expect(expectStatus(await api.call("GET", `/contracts/${german.contract_id}`), 200)).toMatchObject({ kind: "dry" });
    expect(expectStatus(await sendToDry([{ service_id: await api.product(1), delivery_date: "2030-03-11" }]), 201).message).toBe("Kuru temizleme başarıyla oluşturuldu!");
  });

  it("refuses a client of another role (422 on client_id), a product twice, a product back before it goes, and a tailor's price", async () => {
    const product = await api.product(1);
    const asClient = expectStatus(await sendToTailor([{ service_id: product, delivery_date: "2030-03-12" }], { client_id: clientId }), 422);
    expect(asClient.errors.client_id).toEqual(["Seçilen kişi bir terzi değil."]);
    expect(Object.keys(expectStatus(await sendToDry([{ service_id: product, delivery_date: "2030-03-12" }], { client_id: tailorId }), 422).errors)).toEqual(["client_id"]);
    expect(Object.keys(expectStatus(await sendToTailor([{ service_id: product, delivery_date: "2030-03-12" }], { client_id: 999_999 }), 422).errors)).toEqual(["client_id"]);
    const twice = expectStatus(await sendToTailor([{ service_id: product, delivery_date: "2030-03-12" }, { service_id: product, delivery_date: "2030-03-13" }]), 422);
    expect(Object.keys(twice.errors)).toEqual(["products.1.service_id"]);
    const backwards = expectStatus(await sendToTailor([{ service_id: await api.product(1), delivery_date: "2030-03-12" }, { service_id: product, delivery_date: "2030-03-09" }]), 422);
    expect(Object.keys(backwards.errors)).toEqual(["products.1.delivery_date"]);
    expect((await sendToTailor([{ service_id: product, delivery_date: "2030-03-12", price: "10.00" }])).statusCode).toBe(422);
    expect((await sendToTailor([])).statusCode).toBe(422);
    const negative = expectStatus(await sendToDry([{ service_id: product, delivery_date: "2030-03-12", price: "-5.00" }]), 422);
    expect(negative.errors).toEqual({ "products.0.price": ["Tutar negatif olamaz."] });
    expect((await sendToTailor(Array.from({ length: 51 }, (_, index) => ({ service_id: index + 1, delivery_date: "2030-03-12" })))).statusCode).toBe(422);
    expect(await api.rows("tailors", product)).toEqual([]);
  });
});

describe("the product's days, both ways", () => {
  it("a gown at the tailor cannot be rented over those days: 409 saying it is at the tailor", async () => {
    const product = await api.product(1, "Sedef Gelinlik");
    expectStatus(await sendToTailor([{ service_id: product, delivery_date: "2030-03-12" }]), 201);
    const refused = expectStatus(await kirala(product, "2030-03-12", "2030-03-14"), 409);
    expect(refused).toMatchObject({ code: "bookingClash", field: "service_id", clashes: [expect.objectContaining({ kind: "tailor", issue_date: "2030-03-10" })] });
    expect(refused.message).toBe("“Sedef Gelinlik” terzide (10.03.2030–12.03.2030): terziden teslim alınmadan bu tarihlerde kiralanamaz.");
    // After the turnaround day it may go.
    expectStatus(await kirala(product, "2030-03-14", "2030-03-15"), 201);
  });

  it("a rented gown cannot be sent over the rent's days: 409 on that product's field, and nothing of the send is kept", async () => {
    const free = await api.product(1, "Boş Gelinlik");
    const rented = await api.product(1, "Kirada Gelinlik");
    expectStatus(await kirala(rented, "2030-03-11", "2030-03-13"), 201);
    const contractsBefore = (await api.repos.resource("contracts").list({ page: 1, perPage: 1, filters: { kind: "tailor" }, sort: "id", order: "desc" })).total;
    const refused = expectStatus(await sendToTailor([{ service_id: free, delivery_date: "2030-03-12" }, { service_id: rented, delivery_date: "2030-03-12" }]), 409);
    expect(refused).toMatchObject({ code: "bookingClash", field: "products.1.delivery_date", service_id: rented, errors: { "products.1.delivery_date": [expect.stringContaining("Kirada Gelinlik")] } });
    expect(await api.rows("tailors", free)).toEqual([]);
    expect((await api.repos.resource("contracts").list({ page: 1, perPage: 1, filters: { kind: "tailor" }, sort: "id", order: "desc" })).total).toBe(contractsBefore);
    // The dry cleaner likewise.
    expect(expectStatus(await sendToDry([{ service_id: rented, delivery_date: "2030-03-10" }]), 409).field).toBe("products.0.delivery_date");
  });

  it("an overdue tailor row still holds the gown today; received back, it is free after the turnaround", async () => {
    const product = await api.product(1, "Gecikmiş Gelinlik");
    const day = today();
    const [id] = expectStatus(await sendToTailor([{ service_id: product, delivery_date: addDays(day, -3) }], { issue_date: addDays(day, -10) }), 201).ids;
    expect(expectStatus(await kirala(product, day, day), 409).clashes).toEqual([expect.objectContaining({ kind: "tailor", lease_id: id })]);
    // Out until it is received back: until today, and the turnaround day after it.
    expect((await kirala(product, addDays(day, 1), addDays(day, 1))).statusCode).toBe(409);
    expectStatus(await api.call("POST", `/tailors/${id}/release`, { delivered_date: day, price: "0.00" }), 200);
    expect((await kirala(product, addDays(day, 1), addDays(day, 1))).statusCode).toBe(409);
    expectStatus(await kirala(product, addDays(day, 2), addDays(day, 3)), 201);
  });
});

describe("receiving back and paying", () => {
  const sendThree = async (tailor: number) => {
    const products = [await api.product(1, "Terzi Ürün A"), await api.product(1, "Terzi Ürün B"), await api.product(1, "Terzi Ürün C")];
    return expectStatus(await sendToTailor(products.map((service_id) => ({ service_id, delivery_date: "2026-04-05" })), { client_id: tailor, issue_date: "2026-04-01" }), 201).ids as number[];
  };
  const balanceOf = async (client: number) => expectStatus(await api.call("GET", `/clients/${client}`), 200);

  it("a tailor's charge paid is an expense in the cash box of its day; owed, a debt in the tailor's balance; 0 writes nothing", async () => {
    const tailor = await api.party("tailor", "Terzi Mehmet");
    const [paid, owed, free] = await sendThree(tailor);
    const box = async () => expectStatus(await api.call("GET", "/safe?date=2026-04-06"), 200);
    const expenseBefore = (await box()).expense as string;

    expect(expectStatus(await api.call("POST", `/tailors/${paid}/release`, { delivered_date: "2026-04-06", price: "250.00", payment_type: "cash" }), 200)).toMatchObject({ status: "returned", delivered_date: "2026-04-06", price: "250.00" });
    expect(await api.records({ tailor_id: paid })).toEqual([expect.objectContaining({ kind: "expense", type: "expense", price: "250.00", date: "2026-04-06", client_id: tailor, tailor_id: paid, payment_type: "cash" })]);
    const after = await box();
    expect(Number(after.expense) - Number(expenseBefore)).toBe(250);
    expect(after.records.data.some((row: Body) => row.tailor_id === paid)).toBe(true);

    // The spec's alias, owed: a debt to the tailor, counted in the tailor's figures.
    expectStatus(await api.call("POST", `/releaseTailor/${owed}`, { delivered_date: "2026-04-06", price: "400.00", paid: false }), 200);
    expect(await api.records({ tailor_id: owed })).toEqual([expect.objectContaining({ kind: "debt", type: "debt", price: "400.00", client_id: tailor, tailor_id: owed })]);
    expect(await balanceOf(tailor)).toMatchObject({ total_debts: "400.00", balance: "-400.00" });

    expectStatus(await api.call("POST", `/tailors/${free}/release`, { delivered_date: "2026-04-06", price: "0.00" }), 200);
    expect(await api.records({ tailor_id: free })).toEqual([]);
    // Received back once: not again.
    expect((await api.call("POST", `/tailors/${free}/release`, { delivered_date: "2026-04-07", price: "0.00" })).statusCode).toBe(403);
    // A negative charge is no charge.
    const [negative] = await sendThree(tailor);
    expect(Object.keys(expectStatus(await api.call("POST", `/tailors/${negative}/release`, { delivered_date: "2026-04-06", price: "-1.00" }), 422).errors)).toEqual(["price"]);
    expect(expectStatus(await api.call("GET", `/tailors/${negative}`), 200)).toMatchObject({ status: "active" });
    // Back before it went.
    const [early] = await sendThree(tailor);
    expect(Object.keys(expectStatus(await api.call("POST", `/tailors/${early}/release`, { delivered_date: "2026-03-31", price: "1.00" }), 422).errors)).toEqual(["delivered_date"]);
  });

  it("a closed day refuses a tailor's charge on it (409 dayClosed) and keeps the row out", async () => {
    const [id] = await sendThree(tailorId);
    await api.repos.resource("day_closes").create({ day: "2026-04-08" });
    const refused = await api.call("POST", `/tailors/${id}/release`, { delivered_date: "2026-04-08", price: "90.00" });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(translate("tr", "server.errors.dayClosed"));
    expect(expectStatus(await api.call("GET", `/tailors/${id}`), 200)).toMatchObject({ status: "active" });
    expect(await api.records({ tailor_id: id })).toEqual([]);
  });

  it("the dry cleaner is received back and paid separately; paid once, not again", async () => {
    const product = await api.product(1, "Nikah Elbisesi");
    const [id] = expectStatus(await sendToDry([{ service_id: product, delivery_date: "2026-04-03", price: "120.00" }], { issue_date: "2026-04-01" }), 201).ids;
    expect(expectStatus(await api.call("POST", `/payDry/${id}`, { payment_date: "2026-04-02" }), 200)).toMatchObject({ status: "active", paid_date: "2026-04-02" });
    expect(await api.records({ dry_id: id })).toEqual([expect.objectContaining({ kind: "expense", price: "120.00", date: "2026-04-02", client_id: dryId, dry_id: id })]);
    const again = await api.call("POST", `/dry/${id}/pay`, { payment_date: "2026-04-03" });
    expect(again.statusCode, again.body).toBe(403);
    expect(await api.records({ dry_id: id })).toHaveLength(1);
    expect(expectStatus(await api.call("POST", `/releaseDry/${id}`, { delivered_date: "2026-04-03" }), 200)).toMatchObject({ status: "returned", delivered_date: "2026-04-03", paid_date: "2026-04-02" });
    expect(await api.records({ dry_id: id })).toHaveLength(1);
  });
});

describe("the spec's lists", () => {
  it("lists a shop's products at the tailor and at the cleaner now, past and to come, newest first", async () => {
    const shop = shopApi(await createActor(t.database.db));
    const tailor = await shop.party("tailor");
    const cleaner = await shop.party("dry");
    const day = today();
    const send = async (issue: string, delivery: string) =>
      expectStatus(await shop.call("POST", "/tailors/dispatch", { client_id: tailor, issue_date: issue, products: [{ service_id: await shop.product(1), delivery_date: delivery }] }), 201).ids[0] as number;
    const past = await send(addDays(day, -20), addDays(day, -15));
    await shop.call("POST", `/tailors/${past}/release`, { delivered_date: addDays(day, -15), price: "0.00" });
    const now = await send(addDays(day, -1), addDays(day, 2));
    const later = await send(addDays(day, 10), addDays(day, 12));
    const ids = async (url: string) => expectStatus(await shop.call("GET", url), 200).data.map((row: Body) => row.id);
    expect(await ids("/get-tailor-products")).toEqual([later, now, past]);
    expect(await ids("/get-tailor-products?filterType=now")).toEqual([now]);
    expect(await ids("/get-tailor-products?filterType=past")).toEqual([past]);
    expect(await ids("/get-tailor-products?filterType=future")).toEqual([later]);
    expect(expectStatus(await shop.call("GET", "/get-tailor-products?page=2&perPage=2"), 200)).toMatchObject({ total: 3, current_page: 2 });
    expect(await ids("/get-dry-products")).toEqual([]);
    const [dryRow] = expectStatus(await shop.call("POST", "/dry/dispatch", { client_id: cleaner, issue_date: day, products: [{ service_id: await shop.product(1), delivery_date: day }] }), 201).ids;
    expect(await ids("/get-dry-products?filterType=now")).toEqual([dryRow]);
    expect((await shop.call("GET", "/get-dry-products?filterType=someday")).statusCode).toBe(422);
  });
});

describe("tenants and permissions", () => {
  it("another shop cannot send my product, receive back or pay my rows, nor see them (404)", async () => {
    const other = shopApi(await createActor(t.database.db));
    const otherTailor = await other.party("tailor");
    const otherDry = await other.party("dry");
    const product = await api.product(1, "Benim Gelinliğim");
    const [tailorRow] = expectStatus(await sendToTailor([{ service_id: product, delivery_date: "2030-05-02" }], { issue_date: "2030-05-01" }), 201).ids;
    const [dryRow] = expectStatus(await sendToDry([{ service_id: await api.product(1), delivery_date: "2030-05-02", price: "50.00" }], { issue_date: "2030-05-01" }), 201).ids;
    expect((await other.call("POST", "/tailors/dispatch", { client_id: otherTailor, issue_date: "2030-06-01", products: [{ service_id: product, delivery_date: "2030-06-02" }] })).statusCode).toBe(404);
    expect((await other.call("POST", "/dry/dispatch", { client_id: otherDry, issue_date: "2030-06-01", products: [{ service_id: product, delivery_date: "2030-06-02" }] })).statusCode).toBe(404);
    // My tailor is not theirs to send to.
    expect(Object.keys(expectStatus(await other.call("POST", "/tailors/dispatch", { client_id: tailorId, issue_date: "2030-06-01", products: [{ service_id: await other.product(1), delivery_date: "2030-06-02" }] }), 422).errors)).toEqual(["client_id"]);
    expect((await other.call("POST", `/tailors/${tailorRow}/release`, { delivered_date: "2030-05-02", price: "10.00" })).statusCode).toBe(404);
    expect((await other.call("POST", `/releaseTailor/${tailorRow}`, { delivered_date: "2030-05-02", price: "10.00" })).statusCode).toBe(404);
    expect((await other.call("POST", `/dry/${dryRow}/release`, { delivered_date: "2030-05-02" })).statusCode).toBe(404);
    expect((await other.call("POST", `/dry/${dryRow}/pay`, { payment_date: "2030-05-02" })).statusCode).toBe(404);
    expect((await other.call("POST", `/payDry/${dryRow}`, { payment_date: "2030-05-02" })).statusCode).toBe(404);
    expect(expectStatus(await other.call("GET", "/get-tailor-products"), 200).data).toEqual([]);
    expect(expectStatus(await other.call("GET", "/get-dry-products"), 200).data).toEqual([]);
    expect(expectStatus(await api.call("GET", `/tailors/${tailorRow}`), 200)).toMatchObject({ status: "active" });
    expect(expectStatus(await api.call("GET", `/dry/${dryRow}`), 200).paid_date ?? null).toBeNull();
  });

  it("a user without tailor_permission gets 403 on every route", async () => {
    const [tailorRow] = expectStatus(await sendToTailor([{ service_id: await api.product(1), delivery_date: "2030-05-12" }], { issue_date: "2030-05-11" }), 201).ids;
    const [dryRow] = expectStatus(await sendToDry([{ service_id: await api.product(1), delivery_date: "2030-05-12", price: "50.00" }], { issue_date: "2030-05-11" }), 201).ids;
    const staff = shopApi(await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { tailor_permission: false } }));
    const product = await api.product(1);
    const calls: [string, string, Body?][] = [
      ["POST", "/tailors/dispatch", { client_id: tailorId, issue_date: "2030-06-01", products: [{ service_id: product, delivery_date: "2030-06-02" }] }],
      ["POST", "/dry/dispatch", { client_id: dryId, issue_date: "2030-06-01", products: [{ service_id: product, delivery_date: "2030-06-02" }] }],
      ["GET", "/get-tailor-products"],
      ["GET", "/get-dry-products"],
      ["GET", "/tailors"],
      ["GET", "/dry"],
      ["POST", `/tailors/${tailorRow}/release`, { delivered_date: "2030-05-12", price: "0.00" }],
      ["POST", `/releaseTailor/${tailorRow}`, { delivered_date: "2030-05-12", price: "0.00" }],
      ["POST", `/dry/${dryRow}/release`, { delivered_date: "2030-05-12" }],
      ["POST", `/releaseDry/${dryRow}`, { delivered_date: "2030-05-12" }],
      ["POST", `/dry/${dryRow}/pay`, { payment_date: "2030-05-12" }],
      ["POST", `/payDry/${dryRow}`, { payment_date: "2030-05-12" }],
    ];
    for (const [method, url, payload] of calls) expect((await staff.call(method as "GET" | "POST", url, payload)).statusCode, `${method} ${url}`).toBe(403);
    expect(await api.rows("tailors", product)).toEqual([]);
  });
});

describe("transfers to a branch", () => {
  it("refuses a product that has only a tailor row: its history stays in the shop that wrote it", async () => {
    const branch = await createActor(t.database.db);
    await t.database.db.update(companies).set({ group_id: 716 }).where(eq(companies.id, owner.companyId));
    await t.database.db.update(companies).set({ group_id: 716 }).where(eq(companies.id, branch.companyId));
    const atTailor = await api.product(1, "Terzideki Gelinlik");
    const atCleaner = await api.product(1, "Temizlemedeki Gelinlik");
    const untouched = await api.product(1, "Rafta Gelinlik");
    expectStatus(await sendToTailor([{ service_id: atTailor, delivery_date: "2030-07-02" }], { issue_date: "2030-07-01" }), 201);
    expectStatus(await sendToDry([{ service_id: atCleaner, delivery_date: "2030-07-02" }], { issue_date: "2030-07-01" }), 201);
    const send = (service: number) => api.call("POST", "/sendService", { service, type: "send", company_id: branch.companyId });
    expect(expectStatus(await send(atTailor), 409).message).toBe("Kiralaması olan bir ürün başka bir şubeye taşınamaz.");
    expectStatus(await send(atCleaner), 409);
    expectStatus(await send(untouched), 200);
  });
});

describe("concurrency: the tailor and 'Kirala' race for one gown", () => {
  it.each([
    [1, 1],
    [3, 3],
  ])("with stock %i, exactly %i of 100 parallel sends and rents over the same days succeed, the rest 409", async (stock, expected) => {
    const product = await api.product(stock, `Yarış Gelinliği ${stock}`);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 2 === 0 ? sendToTailor([{ service_id: product, delivery_date: "2031-09-12" }], { issue_date: "2031-09-10" }) : kirala(product, "2031-09-10", "2031-09-12"),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(expected);
    expect(codes.filter((code) => code === 409)).toHaveLength(100 - expected);
    const held = (await api.rows("tailors", product)).length + (await api.rows("leases", product)).length;
    expect(held).toBe(expected);
  }, 120_000);
});
