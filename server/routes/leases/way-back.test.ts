/**
 * The gown's way back to the rail (issue 16): a take-back that sends the gown straight on to the dry cleaner and/or
 * the tailor, in the same unit of work; the gown is not free again until every step is received back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../../src/domain/periods";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;
let t: TestApp;
let owner: Actor;
const today = () => localDateIn(new Date());

function api(actor: Actor, language = "tr") {
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: Body) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": language }, ...(payload ? { payload } : {}) });
  const repos = t.app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  return {
    call,
    repos,
    product: async (name = "Prenses Gelinlik") => (await repos.resource("services").create({ name, is_service: false, price: "9000.00", rent_price: "3000.00", tax: 18, stock: 1 })).id as number,
    client: async (role: "client" | "tailor" | "dry", full_name: string) => (await repos.resource("clients").create({ type: "person", full_name, role })).id as number,
  };
}

let shop: ReturnType<typeof api>;
let bride: number;
let cleaner: number;
let tailor: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  shop = api(owner);
  bride = await shop.client("client", "Ayşe Yılmaz");
  cleaner = await shop.client("dry", "Beyaz Kuru Temizleme");
  tailor = await shop.client("tailor", "Usta Terzi");
  expect((await shop.call("PUT", "/rental_settings", { turnaround_days: 0, late_fee_per_day: "0.00" })).statusCode).toBe(200);
});
afterAll(() => t?.close());

const rent = (serviceId: number, issue: string, delivery: string) =>
  shop.call("POST", "/lease-product", { service_id: serviceId, client_id: bride, issue_date: issue, delivery_date: delivery, total_price: "3000.00", price: "0.00" });

async function rented(serviceId: number): Promise<number> {
  const response = await rent(serviceId, today(), today());
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const rows = async (resource: string, filters: Body) => (await shop.repos.resource(resource).list({ page: 1, perPage: 100, filters, sort: "id", order: "asc" })).rows;

describe("take-back sending the gown on", () => {
  it("keeps the gown at the dry cleaner until it is received back, then it can be rented again", async () => {
    const product = await shop.product();
    const leaseId = await rented(product);
    const taken = await shop.call("POST", `/leases/${leaseId}/release`, { delivered_date: today(), clear_credits: false, dry_client_id: cleaner, dry_delivery_date: addDays(today(), 3), dry_price: "150.00" });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await shop.call("GET", `/leases/${leaseId}`)).json()).toMatchObject({ status: "returned", delivered_date: today() });
    const [dry] = await rows("dry", { lease_id: leaseId });
    expect(dry).toMatchObject({ service_id: product, client_id: cleaner, lease_id: leaseId, issue_date: today(), delivery_date: addDays(today(), 3), price: "150.00", status: "active", piece: 1 });

    const refused = await rent(product, addDays(today(), 1), addDays(today(), 1));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain("kuru temizlemede");
    expect(refused.json().clashes).toEqual([expect.objectContaining({ kind: "dry", lease_id: dry.id })]);

    const back = await shop.call("POST", `/dry/${dry.id}/release`, { delivered_date: today() });
    expect(back.statusCode, back.body).toBe(200);
    const again = await rent(product, addDays(today(), 1), addDays(today(), 1));
    expect(again.statusCode, again.body).toBe(201);
  });

  it("takes the send-on fields at the spec's body-addressed POST /release too", async () => {
    const product = await shop.product();
    const leaseId = await rented(product);
    const taken = await shop.call("POST", "/release", { lease_id: leaseId, delivered_date: today(), clear_credits: false, tailor_client_id: tailor, tailor_delivery_date: addDays(today(), 2) });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await rows("tailors", { lease_id: leaseId })).toEqual([expect.objectContaining({ service_id: product, client_id: tailor, status: "active", delivery_date: addDays(today(), 2) })]);
  });

  it("sends it on to both, each step audited, and it is free only when both are back", async () => {
    const product = await shop.product("Kraliçe Gelinlik");
    const leaseId = await rented(product);
    const taken = await shop.call("POST", `/leases/${leaseId}/release`, {
      delivered_date: today(),
      clear_credits: false,
      dry_client_id: cleaner,
      dry_delivery_date: addDays(today(), 2),
      tailor_client_id: tailor,
      tailor_delivery_date: addDays(today(), 5),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const [dry] = await rows("dry", { lease_id: leaseId });
    const [step] = await rows("tailors", { lease_id: leaseId });
    expect(dry).toMatchObject({ client_id: cleaner, issue_date: today(), delivery_date: addDays(today(), 2), price: "0.00" });
    expect(step).toMatchObject({ client_id: tailor, issue_date: today(), delivery_date: addDays(today(), 5), status: "active" });
    expect((await shop.repos.audit.historyOf("dry", Number(dry.id))).map((entry) => entry.action)).toEqual(["create"]);
    expect((await shop.repos.audit.historyOf("tailors", Number(step.id))).map((entry) => entry.action)).toEqual(["create"]);
    expect((await shop.call("POST", `/dry/${dry.id}/release`, { delivered_date: today() })).statusCode).toBe(200);
    const atTailor = await rent(product, addDays(today(), 1), addDays(today(), 1));
    expect(atTailor.statusCode, atTailor.body).toBe(409);
    expect(atTailor.json().message).toContain("terzide");
    expect((await shop.call("POST", `/tailors/${step.id}/release`, { delivered_date: today(), price: "0.00" })).statusCode).toBe(200);
    expect((await rent(product, addDays(today(), 1), addDays(today(), 1))).statusCode).toBe(201);
  });

  it("refuses a party of the wrong role or a missing half with 422, keeping nothing (the lease still active)", async () => {
    const product = await shop.product("Gece Mavisi");
    const leaseId = await rented(product);
    const wrongRole = await shop.call("POST", `/leases/${leaseId}/release`, { delivered_date: today(), dry_client_id: tailor, dry_delivery_date: addDays(today(), 2) });
    expect(wrongRole.statusCode, wrongRole.body).toBe(422);
    expect(Object.keys(wrongRole.json().errors)).toEqual(["dry_client_id"]);
    const noDate = await shop.call("POST", `/leases/${leaseId}/release`, { delivered_date: today(), tailor_client_id: tailor });
    expect(noDate.statusCode).toBe(422);
    expect(Object.keys(noDate.json().errors)).toEqual(["tailor_delivery_date"]);
    const noParty = await shop.call("POST", `/leases/${leaseId}/release`, { delivered_date: today(), dry_delivery_date: addDays(today(), 2) });
    expect(noParty.statusCode).toBe(422);
    expect(Object.keys(noParty.json().errors)).toEqual(["dry_client_id"]);
    const bride_ = await shop.call("POST", `/leases/${leaseId}/release`, { delivered_date: today(), tailor_client_id: bride, tailor_delivery_date: addDays(today(), 2) });
    expect(bride_.statusCode).toBe(422);
    expect(Object.keys(bride_.json().errors)).toEqual(["tailor_client_id"]);
    const otherShop = api(await createActor(t.database.db));
    const foreignCleaner = await otherShop.client("dry", "Başka Temizleme");
    const foreign = await shop.call("POST", `/leases/${leaseId}/release`, { delivered_date: today(), dry_client_id: foreignCleaner, dry_delivery_date: addDays(today(), 2) });
    expect(foreign.statusCode).toBe(422);

    expect((await shop.call("GET", `/leases/${leaseId}`)).json()).toMatchObject({ status: "active" });
    expect(await rows("dry", { lease_id: leaseId })).toEqual([]);
    expect(await rows("tailors", { lease_id: leaseId })).toEqual([]);
  });

  it("refuses a step the stock cannot hold (another rent booked over it) with 409, undoing the take-back", async () => {
    const product = await shop.product("Bahar Gelinliği");
    const leaseId = await rented(product);
    const later = await rent(product, addDays(today(), 3), addDays(today(), 4));
    expect(later.statusCode, later.body).toBe(201);
    const clash = await shop.call("POST", `/leases/${leaseId}/release`, { delivered_date: today(), dry_client_id: cleaner, dry_delivery_date: addDays(today(), 3) });
    expect(clash.statusCode, clash.body).toBe(409);
    expect(clash.json().field).toBe("dry_delivery_date");
    expect((await shop.call("GET", `/leases/${leaseId}`)).json()).toMatchObject({ status: "active" });
    expect(await rows("dry", { lease_id: leaseId })).toEqual([]);
  });
});
