import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../../src/domain/periods";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;
let t: TestApp;
let owner: Actor;
const today = () => localDateIn(new Date());

/** The lease API as one shop's user calls it, plus its products and clients (through the repositories). */
function leaseApi(actor: Actor, language = "tr") {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Body) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) });
  const repos = t.app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  return {
    call,
    product: async (stock = 1, name = "Prenses Gelinlik") => (await repos.resource("services").create({ name, is_service: false, price: "9000.00", rent_price: "3000.00", tax: 18, stock })).id as number,
    client: async (values: Record<string, unknown> = {}) => (await repos.resource("clients").create({ type: "person", role: "client", full_name: "Ayşe Yılmaz", ...values })).id as number,
    records: async (filters: Body) => (await repos.resource("accountings").list({ page: 1, perPage: 100, filters, sort: "id", order: "asc" })).rows,
    read: async (id: number) => (await call("GET", `/leases/${id}`)).json() as Record<string, any>,
  };
}

let api: ReturnType<typeof leaseApi>;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = leaseApi(owner);
  clientId = await api.client();
});
afterAll(() => t?.close());

const kirala = (serviceId: number, issue: string, delivery: string, values: Body = {}) =>
  api.call("POST", "/lease-product", { service_id: serviceId, client_id: clientId, issue_date: issue, delivery_date: delivery, total_price: "3000.00", price: "1000.00", ...values });
const created = async (response: { statusCode: number; body: string; json(): any }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Record<string, any>;
};
const settings = (values: Body) => api.call("PUT", "/rental_settings", { turnaround_days: 1, late_fee_per_day: "0.00", ...values });

describe("availability", () => {
  it("answers whether the units fit, with the clashing bookings and the turnaround", async () => {
    const product = await api.product(1);
    const lease = await created(await kirala(product, "2030-03-10", "2030-03-12"));
    const busy = await api.call("GET", `/availability?service_id=${product}&issue_date=2030-03-13&delivery_date=2030-03-14`);
    expect(busy.statusCode, busy.body).toBe(200);
    expect(busy.json()).toEqual({
      available: false,
      stock: 1,
      booked: 1,
      turnaround_days: 1,
      clashes: [{ lease_id: lease.id, kind: "lease", issue_date: "2030-03-10", delivery_date: "2030-03-12", piece: 1 }],
    });
    expect((await api.call("GET", `/availability?service_id=${product}&issue_date=2030-03-14&delivery_date=2030-03-14`)).json()).toMatchObject({ available: true, booked: 0, clashes: [] });
    // The lease itself left out (its own edit): free.
    expect((await api.call("GET", `/availability?service_id=${product}&issue_date=2030-03-11&delivery_date=2030-03-11&exclude_lease_id=${lease.id}`)).json()).toMatchObject({ available: true });
    const backwards = await api.call("GET", `/availability?service_id=${product}&issue_date=2030-03-14&delivery_date=2030-03-13`);
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(["delivery_date"]);
  });

  it("answers 404 for another shop's product, and never shows its bookings", async () => {
    const product = await api.product(1);
    await created(await kirala(product, "2030-04-01", "2030-04-02"));
    const other = leaseApi(await createActor(t.database.db));
    const asked = await other.call("GET", `/availability?service_id=${product}&issue_date=2030-04-01&delivery_date=2030-04-02`);
    expect(asked.statusCode).toBe(404);
    expect(asked.body).not.toContain("2030-04-01");
  });
});

describe("'Kirala' (lease-product and POST /leases)", () => {
  it("books the product and writes the lease's credit and its kapora as a cash payment", async () => {
    const product = await api.product(1);
    const lease = await created(await kirala(product, "2030-05-01", "2030-05-03"));
    expect(lease).toMatchObject({ service_id: product, client_id: clientId, piece: 1, status: "active", total_price: "3000.00", price: "1000.00", remaining: "2000.00" });
    const [credit, payment] = await api.records({ lease_id: lease.id });
    expect(credit).toMatchObject({ kind: "credit", type: "credit", price: "3000.00", client_id: clientId, first_payment_date: "2030-05-01", last_payment_date: "2030-05-03", lease_id: lease.id, remaining: "2000.00" });
    expect(payment).toMatchObject({ kind: "payment", type: "income", credit_id: credit.id, price: "1000.00", payment_type: "cash", lease_id: lease.id });
    const lines = (await api.call("GET", `/accountings/${credit.id}`)).json().lines;
    expect(lines).toEqual([expect.objectContaining({ service_id: product, piece: 1, price: "3000.00", discount: "0.00", tax: 0 })]);
  });

  it("refuses a clash with 409 naming the product and the days, in the caller's language, writing nothing", async () => {
    const product = await api.product(1, "Beyaz Rüya");
    await created(await kirala(product, "2030-06-10", "2030-06-12"));
    const before = (await api.records({ client_id: clientId })).length;
    const refused = await kirala(product, "2030-06-12", "2030-06-15");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "bookingClash",
      field: "service_id",
      service_id: product,
      service_name: "Beyaz Rüya",
      message: "“Beyaz Rüya” bu tarihlerde müsait değil: 10.06.2030–12.06.2030",
      errors: { service_id: ["“Beyaz Rüya” bu tarihlerde müsait değil: 10.06.2030–12.06.2030"] },
    });
    const german = await leaseApi(owner, "de").call("POST", "/leases", { service_id: product, client_id: clientId, issue_date: "2030-06-11", delivery_date: "2030-06-11", total_price: "100.00" });
    expect(german.statusCode).toBe(409);
    expect(german.json()).toMatchObject({ code: "bookingClash", message: "„Beyaz Rüya“ ist an diesen Tagen nicht verfügbar: 10.06.2030–12.06.2030", clashes: [expect.objectContaining({ issue_date: "2030-06-10" })] });
    expect((await api.records({ client_id: clientId })).length).toBe(before);
  });

  it("books the generic POST /leases too, with its money, and checks a change of its days", async () => {
    const product = await api.product(1);
    const response = await api.call("POST", "/leases", { service_id: product, client_id: clientId, issue_date: "2030-07-01", delivery_date: "2030-07-02", total_price: "500.00" });
    const lease = await created(response);
    expect(lease).toMatchObject({ status: "active", remaining: "500.00" });
    expect(await api.records({ lease_id: lease.id })).toHaveLength(1);
    const other = await created(await api.call("POST", "/leases", { service_id: product, client_id: clientId, issue_date: "2030-07-10", delivery_date: "2030-07-10", total_price: "500.00" }));
    const onto = await api.call("PUT", `/leases/${lease.id}`, { service_id: product, client_id: clientId, issue_date: "2030-07-01", delivery_date: "2030-07-09", total_price: "500.00" });
    expect(onto.statusCode).toBe(409);
    expect(onto.json()).toMatchObject({ field: "delivery_date", clashes: [expect.objectContaining({ lease_id: other.id })] });
    const within = await api.call("PUT", `/leases/${lease.id}`, { service_id: product, client_id: clientId, issue_date: "2030-07-01", delivery_date: "2030-07-08", total_price: "500.00" });
    expect(within.statusCode, within.body).toBe(200);
    // The status is the server's.
    expect((await api.call("POST", "/leases", { service_id: product, client_id: clientId, issue_date: "2030-08-01", delivery_date: "2030-08-01", total_price: "1.00", status: "returned" })).statusCode).toBe(422);
  });

  it("refuses a kapora above the rent, a return before the issue, and another shop's product (404) or client", async () => {
    const product = await api.product(1);
    const above = await kirala(product, "2030-09-01", "2030-09-02", { price: "3000.01" });
    expect(above.statusCode).toBe(422);
    expect(Object.keys(above.json().errors)).toEqual(["price"]);
    expect((await kirala(product, "2030-09-03", "2030-09-02")).statusCode).toBe(422);
    const other = leaseApi(await createActor(t.database.db));
    const foreign = await other.call("POST", "/lease-product", { service_id: product, client_id: await other.client(), issue_date: "2030-09-05", delivery_date: "2030-09-06", total_price: "10.00" });
    expect(foreign.statusCode).toBe(404);
    const foreignClient = await api.call("POST", "/lease-product", { service_id: product, client_id: await other.client(), issue_date: "2030-09-05", delivery_date: "2030-09-06", total_price: "10.00" });
    expect(foreignClient.statusCode).toBe(422);
    expect(await api.records({ client_id: clientId, date: "2030-09-05" })).toHaveLength(0);
  });
});

describe("take-back (release)", () => {
  it("returns the lease, charges the late days and the damage as credits of their own, and settles all on the day", async () => {
    expect((await settings({ late_fee_per_day: "150.00" })).statusCode).toBe(200);
    try {
      const product = await api.product(1);
      const lease = await created(await kirala(product, "2030-10-01", "2030-10-05"));
      const taken = await api.call("POST", `/leases/${lease.id}/release`, { delivered_date: "2030-10-08", damage_fee: "400.00", damage_note: "Etek yırtık" });
      expect(taken.statusCode, taken.body).toBe(200);
      expect(taken.json()).toMatchObject({ status: "returned", delivered_date: "2030-10-08", late_fee: "450.00", damage_fee: "400.00", remaining: "0.00", _can: { release: false, pay: false } });
      const records = await api.records({ lease_id: lease.id });
      const fees = records.filter((row) => row.kind === "credit" && row.date === "2030-10-08");
      expect(fees).toEqual([
        expect.objectContaining({ price: "450.00", title: "Gecikme ücreti: Prenses Gelinlik (3 gün)", last_payment_date: "2030-10-08", remaining: "0.00" }),
        expect.objectContaining({ price: "400.00", title: "Hasar ücreti: Prenses Gelinlik – Etek yırtık", remaining: "0.00" }),
      ]);
      const late = (await api.call("GET", `/accountings/${fees[0].id}`)).json();
      expect(late.lines).toEqual([expect.objectContaining({ service_id: product, piece: 3, price: "150.00", discount: "0.00", tax: 0 })]);
      // The settlements are payments on the delivered date, the fees' first, then the rent's remaining 2000.
      const settled = await api.records({ kind: "payment", date: "2030-10-08", client_id: clientId });
      expect(settled.map((row) => [row.credit_id, row.price])).toEqual([
        [fees[1].id, "400.00"],
        [fees[0].id, "450.00"],
        [records[0].id, "2000.00"],
      ]);
      // Once returned: no second take-back, no extension (403).
      expect((await api.call("POST", `/leases/${lease.id}/release`, { delivered_date: "2030-10-09" })).statusCode).toBe(403);
      expect((await api.call("POST", `/leases/${lease.id}/extend`, { delivery_date: "2030-10-20" })).statusCode).toBe(403);
    } finally {
      await settings({});
    }
  });

  it("leaves everything owed without clear_credits (spec alias POST /release), and charges no late fee on time or at 0", async () => {
    const product = await api.product(1);
    const lease = await created(await kirala(product, "2030-11-01", "2030-11-03"));
    const taken = await api.call("POST", "/release", { lease_id: lease.id, delivered_date: "2030-11-10", clear_credits: false, damage_fee: "100.00" });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: "returned", late_fee: "0.00", damage_fee: "100.00", remaining: "2100.00", _can: { pay: true } });
    expect((await api.records({ lease_id: lease.id, kind: "credit" })).map((row) => row.price)).toEqual(["3000.00", "100.00"]);
    // 'Ödeme Al' (spec alias): the fee first, then the rent's remainder, on the payment date.
    const paid = await api.call("POST", "/create-payment-for-lease", { lease_id: lease.id, payment_date: "2030-11-12" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ remaining: "0.00", _can: { pay: false } });
    expect((await api.records({ kind: "payment", date: "2030-11-12", client_id: clientId })).map((row) => row.price)).toEqual(["100.00", "2000.00"]);
    expect((await api.call("POST", `/leases/${lease.id}/pay`, { payment_date: "2030-11-13" })).statusCode).toBe(403);
  });

  it("refuses a delivered date before the issue (422) and a closed day (409), writing nothing", async () => {
    const product = await api.product(1);
    // A closed day lies in the past: the lease went out and was due before it.
    const issue = addDays(today(), -30);
    const lease = await created(await kirala(product, issue, addDays(issue, 1)));
    const early = await api.call("POST", `/leases/${lease.id}/release`, { delivered_date: addDays(issue, -1) });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(early.json().errors)).toEqual(["delivered_date"]);
    const closedDay = addDays(issue, 2);
    const close = await api.call("POST", "/day_closes", { day: closedDay });
    expect(close.statusCode, close.body).toBe(201);
    const closed = await api.call("POST", `/leases/${lease.id}/release`, { delivered_date: closedDay, damage_fee: "50.00" });
    expect(closed.statusCode).toBe(409);
    expect(await api.read(lease.id)).toMatchObject({ status: "active", delivered_date: null, remaining: "2000.00" });
    expect(await api.records({ lease_id: lease.id })).toHaveLength(2);
  });
});

describe("a quick sale's rent", () => {
  it("owes what is left of the order's credit, and its take-back settles that credit after the fees", async () => {
    const product = await api.product(1);
    const order = await t.app.unitOfWork({ companyId: owner.companyId, actorId: owner.userId }, async (repos) => {
      const process = await repos.resource("processes").create({ client_id: clientId });
      const credit = await repos.resource("accountings").create({
        kind: "credit", type: "credit", date: "2031-04-01", client_id: clientId, process_id: process.id, price: "5000.00", payment_type: "cash",
        type_of_payment: "one_time", first_payment_date: "2031-04-01", last_payment_date: "2031-04-01",
      });
      await repos.resource("accountings").create({ kind: "payment", type: "income", credit_id: credit.id, date: "2031-04-01", client_id: clientId, process_id: process.id, price: "1500.00", payment_type: "cash" });
      const lease = await repos.resource("leases").create({ kind: "lease", service_id: product, client_id: clientId, process_id: process.id, issue_date: "2031-04-01", delivery_date: "2031-04-03", total_price: "5000.00", piece: 1, status: "active" });
      return { process, credit, lease };
    });
    expect(await api.read(order.lease.id as number)).toMatchObject({ remaining: "3500.00", _can: { pay: true } });
    const taken = await api.call("POST", "/release", { lease_id: order.lease.id, delivered_date: "2031-04-03", damage_fee: "200.00" });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ remaining: "0.00" });
    const settled = await api.records({ kind: "payment", date: "2031-04-03", client_id: clientId });
    expect(settled.map((row) => row.price)).toEqual(["200.00", "3500.00"]);
    expect(settled[1].credit_id).toBe(order.credit.id);
  });
});

describe("deleting a lease", () => {
  it("takes its own money with it (audited), frees the product, and stops on a closed day", async () => {
    const product = await api.product(1);
    const lease = await created(await kirala(product, "2031-03-01", "2031-03-02"));
    await api.call("POST", "/release", { lease_id: lease.id, delivered_date: "2031-03-02", damage_fee: "10.00" });
    const before = await api.records({ client_id: clientId });
    const own = before.filter((row) => row.lease_id === lease.id || before.some((credit) => credit.lease_id === lease.id && credit.id === row.credit_id));
    expect(own.length).toBe(5);
    const deleted = await api.call("DELETE", `/leases/${lease.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await api.records({ client_id: clientId });
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id).filter((id) => !own.some((row) => row.id === id)));
    expect((await api.call("GET", `/accountings/${own[0].id}/history`)).statusCode).toBeLessThan(500);
    expect(await created(await kirala(product, "2031-03-01", "2031-03-02"))).toMatchObject({ status: "active" });

    // Another shop closes today, where its lease's credit and kapora lie.
    const shop = leaseApi(await createActor(t.database.db));
    const issue = addDays(today(), -40);
    const old = await created(
      await shop.call("POST", "/lease-product", { service_id: await shop.product(1), client_id: await shop.client(), issue_date: issue, delivery_date: addDays(issue, 1), total_price: "3000.00", price: "1000.00" }),
    );
    expect((await shop.call("POST", "/day_closes", { day: today() })).statusCode).toBe(201);
    expect((await shop.call("DELETE", `/leases/${old.id}`)).statusCode).toBe(409);
    expect(await shop.read(old.id)).toMatchObject({ id: old.id, remaining: "2000.00" });
  });
});

describe("extension and payment", () => {
  it("moves the delivery date later before it is due, checked against the other bookings, never charged", async () => {
    const product = await api.product(1);
    const start = addDays(today(), 1);
    const lease = await created(await kirala(product, start, addDays(start, 2)));
    const next = await created(await kirala(product, addDays(start, 10), addDays(start, 11)));
    const moved = await api.call("POST", `/leases/${lease.id}/extend`, { delivery_date: addDays(start, 8) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ delivery_date: addDays(start, 8), status: "active", remaining: "2000.00" });
    const clash = await api.call("POST", `/leases/${lease.id}/extend`, { delivery_date: addDays(start, 9) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: "bookingClash", field: "delivery_date", clashes: [expect.objectContaining({ lease_id: next.id })] });
    const earlier = await api.call("POST", `/leases/${lease.id}/extend`, { delivery_date: addDays(start, 8) });
    expect(earlier.statusCode).toBe(422);
    expect((await api.records({ lease_id: lease.id })).length).toBe(2);
  });

  it("refuses an extension after the delivery date: that is a late return (422)", async () => {
    const product = await api.product(1);
    const lease = await created(await kirala(product, addDays(today(), -5), addDays(today(), -1)));
    const late = await api.call("POST", `/leases/${lease.id}/extend`, { delivery_date: addDays(today(), 3) });
    expect(late.statusCode).toBe(422);
    expect(Object.keys(late.json().errors)).toEqual(["delivery_date"]);
  });

  it("pays only with the cash box's flag, and answers _can per row", async () => {
    const product = await api.product(1);
    const lease = await created(await kirala(product, "2031-01-10", "2031-01-11"));
    expect(lease._can).toMatchObject({ release: true, extend: true, pay: true });
    const clerk = leaseApi(await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { safe_permission: false } }));
    const row = await clerk.read(lease.id);
    expect(row._can).toMatchObject({ release: true, pay: false });
    expect((await clerk.call("POST", `/leases/${lease.id}/pay`, { payment_date: "2031-01-11" })).statusCode).toBe(403);
    expect((await clerk.call("POST", "/create-payment-for-lease", { lease_id: lease.id, payment_date: "2031-01-11" })).statusCode).toBe(403);
    const noLeases = leaseApi(await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { service_permission: false } }));
    expect((await noLeases.call("POST", "/release", { lease_id: lease.id, delivered_date: "2031-01-11" })).statusCode).toBe(403);
    expect((await noLeases.call("GET", "/get-leased-products")).statusCode).toBe(403);
  });
});

describe("the lease overview", () => {
  it("counts past, current and future rents on the company's clock, and lists them by filterType", async () => {
    const shop = leaseApi(await createActor(t.database.db));
    const client = await shop.client();
    const product = await shop.product(-1);
    const add = async (issue: string, delivery: string, kind = "lease") =>
      (await (kind === "lease"
        ? shop.call("POST", "/lease-product", { service_id: product, client_id: client, issue_date: issue, delivery_date: delivery, total_price: "100.00" })
        : shop.call("POST", "/tailors", { service_id: product, client_id: await shop.client({ role: "tailor" }), issue_date: issue, delivery_date: delivery }))).json().id as number;
    const d = today();
    const past = await add(addDays(d, -10), addDays(d, -3));
    const now = await add(addDays(d, -1), addDays(d, 1));
    const issuedToday = await add(d, addDays(d, 2));
    const future = await add(addDays(d, 5), addDays(d, 6));
    await add(addDays(d, -1), addDays(d, 1), "tailor");
    const counters = { past: 1, current: 2, future: 1 };
    expect((await shop.call("GET", "/get-leased-products-info")).json()).toEqual(counters);
    expect((await shop.call("GET", "/leases")).json().counters).toEqual(counters);
    const ids = async (query: string) => (await shop.call("GET", `/get-leased-products${query}`)).json().data.map((row: { id: number }) => row.id).sort();
    expect(await ids("")).toEqual([past, now, issuedToday, future].sort());
    expect(await ids("?filterType=now")).toEqual([now, issuedToday].sort());
    expect(await ids("?filterType=past")).toEqual([past]);
    expect(await ids("?filterType=future")).toEqual([future]);
    expect(await ids("?filterType=todayissue")).toEqual([issuedToday]);
    expect(await ids(`?filterType=todaydelivery`)).toEqual([]);
    expect((await shop.call("GET", "/get-leased-products?perPage=2&page=2")).json()).toMatchObject({ current_page: 2, per_page: 2, total: 4 });
    expect((await shop.call("GET", "/get-leased-products?filterType=soon")).statusCode).toBe(422);
    // The generic list's ranges do the same (the UI sends issue_date_lte & delivery_date_gte for 'now').
    const generic = (await shop.call("GET", `/leases?issue_date_lte=${d}&delivery_date_gte=${d}`)).json();
    expect(generic.data.map((row: { id: number }) => row.id).sort()).toEqual([now, issuedToday].sort());
    // Another shop counts none of them.
    expect((await api.call("GET", "/get-leased-products?filterType=past")).json().data.map((row: { id: number }) => row.id)).not.toContain(past);
  });
});

describe("tenant isolation", () => {
  it("never lets another shop release, extend, pay or read a lease (404)", async () => {
    const product = await api.product(1);
    const lease = await created(await kirala(product, "2031-02-01", "2031-02-02"));
    const other = leaseApi(await createActor(t.database.db));
    for (const [url, body] of [
      [`/leases/${lease.id}/release`, { delivered_date: "2031-02-02" }],
      ["/release", { lease_id: lease.id, delivered_date: "2031-02-02" }],
      [`/leases/${lease.id}/extend`, { delivery_date: "2031-02-05" }],
      [`/leases/${lease.id}/pay`, { payment_date: "2031-02-02" }],
      ["/create-payment-for-lease", { lease_id: lease.id, payment_date: "2031-02-02" }],
    ] as const) {
      expect((await other.call("POST", url, body)).statusCode, url).toBe(404);
    }
    expect((await other.call("GET", `/leases/${lease.id}`)).statusCode).toBe(404);
    expect((await other.call("GET", `/leases-by-product/${product}`)).statusCode).toBe(404);
    expect((await other.call("GET", "/get-leased-products")).json().data).toEqual([]);
    expect(await api.read(lease.id)).toMatchObject({ status: "active", remaining: "2000.00" });
  });
});
