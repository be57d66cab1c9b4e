/**
 * Where the gown is now and its history (issue 16): GET /api/services/:id/whereabouts and /bookings on the
 * company's clock, the caller's company only.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateIn } from "../../../src/domain/periods";
import { companies } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

type Body = Record<string, unknown>;
let t: TestApp;
let owner: Actor;
const today = () => localDateIn(new Date());

function api(actor: Actor) {
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: Body) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...actor.headers, "accept-language": "tr" }, ...(payload ? { payload } : {}) });
  const repos = t.app.repositories({ companyId: actor.companyId, actorId: actor.userId });
  return {
    call,
    repos,
    product: async (name = "Prenses Gelinlik") => (await repos.resource("services").create({ name, is_service: false, price: "9000.00", rent_price: "3000.00", tax: 18, stock: 1 })).id as number,
    client: async (role: "client" | "tailor" | "dry", full_name: string) => (await repos.resource("clients").create({ type: "person", full_name, role })).id as number,
    /** A booking row written directly (any dates, past ones too). */
    booking: async (resource: "leases" | "tailors" | "dry", values: Body) => (await repos.resource(resource).create({ status: "active", piece: 1, ...values })).id as number,
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
});
afterAll(() => t?.close());

const where = async (id: number, actor = shop) => {
  const response = await actor.call("GET", `/services/${id}/whereabouts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("GET /api/services/:id/whereabouts", () => {
  it("is in the shop since its creation when it was never out", async () => {
    const product = await shop.product();
    expect(await where(product)).toEqual({ service: { id: product, name: "Prenses Gelinlik" }, state: "in_shop", since: today(), until: null, overdue: false, party: null, branch: null, steps: [] });
  });

  it("is rented to whom until when, overdue once the delivery date has passed; a future rent is only a step", async () => {
    const product = await shop.product();
    const lease = await shop.booking("leases", { service_id: product, client_id: bride, issue_date: addDays(today(), -3), delivery_date: addDays(today(), -1) });
    const ahead = await shop.booking("leases", { service_id: product, client_id: bride, issue_date: addDays(today(), 10), delivery_date: addDays(today(), 12) });
    const answer = await where(product);
    expect(answer).toMatchObject({ state: "leased", since: addDays(today(), -3), until: addDays(today(), -1), overdue: true, party: { id: bride, full_name: "Ayşe Yılmaz" }, branch: null });
    expect(answer.steps.map((step: { id: number; overdue: boolean }) => [step.id, step.overdue])).toEqual([
      [lease, true],
      [ahead, false],
    ]);
  });

  it("follows the take-back's chain: at the cleaner, then at the tailor, then in the shop since the last return", async () => {
    const product = await shop.product("Kraliçe");
    const lease = await shop.booking("leases", { service_id: product, client_id: bride, issue_date: today(), delivery_date: today() });
    const taken = await shop.call("POST", `/leases/${lease}/release`, {
      delivered_date: today(),
      clear_credits: false,
      dry_client_id: cleaner,
      dry_delivery_date: addDays(today(), 2),
      tailor_client_id: tailor,
      tailor_delivery_date: addDays(today(), 5),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const atCleaner = await where(product);
    expect(atCleaner).toMatchObject({ state: "dry", since: today(), until: addDays(today(), 2), overdue: false, party: { id: cleaner, full_name: "Beyaz Kuru Temizleme" } });
    expect(atCleaner.steps.map((step: { kind: string }) => step.kind)).toEqual(["dry", "tailor"]);
    const dry = atCleaner.steps[0].id;
    expect((await shop.call("POST", `/dry/${dry}/release`, { delivered_date: today() })).statusCode).toBe(200);
    expect(await where(product)).toMatchObject({ state: "tailor", since: today(), until: addDays(today(), 5), party: { id: tailor, full_name: "Usta Terzi" } });
    expect((await shop.call("POST", `/tailors/${atCleaner.steps[1].id}/release`, { delivered_date: today(), price: "0.00" })).statusCode).toBe(200);
    expect(await where(product)).toMatchObject({ state: "in_shop", since: today(), steps: [] });
  });

  it("is at a branch: which one and since when, seen from the owner; 404 for a shop outside the group", async () => {
    const branchActor = await createActor(t.database.db);
    await t.database.db.update(companies).set({ group_id: 9016 }).where(eq(companies.id, owner.companyId));
    await t.database.db.update(companies).set({ group_id: 9016, title: "Kadıköy Şubesi" }).where(eq(companies.id, branchActor.companyId));
    const product = await shop.product("Şube Gelinliği");
    const sent = await shop.call("POST", "/sendService", { service: product, type: "send", company_id: branchActor.companyId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await where(product)).toMatchObject({ state: "branch", since: today(), branch: { id: branchActor.companyId, name: "Kadıköy Şubesi" }, party: null, steps: [] });
    // The branch holds it as its own: in its shop.
    expect(await where(product, api(branchActor))).toMatchObject({ state: "in_shop" });
    expect((await shop.call("GET", `/services/${product}/bookings`)).json()).toMatchObject({ data: [], total: 0 });
  });

  it("answers 404 for another shop's product, and never shows its bookings", async () => {
    const product = await shop.product();
    await shop.booking("leases", { service_id: product, client_id: bride, issue_date: today(), delivery_date: addDays(today(), 2) });
    const other = api(await createActor(t.database.db));
    for (const url of [`/services/${product}/whereabouts`, `/services/${product}/bookings`]) {
      const response = await other.call("GET", url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("Ayşe");
    }
  });
});

describe("GET /api/services/:id/bookings", () => {
  it("lists every kind of booking, newest first, seven a page, with party, status and delivered date", async () => {
    const product = await shop.product("Tarih Gelinliği");
    const ids: number[] = [];
    for (let day = 1; day <= 8; day++) {
      const kind = (["leases", "tailors", "dry"] as const)[day % 3];
      const party = kind === "leases" ? bride : kind === "tailors" ? tailor : cleaner;
      const issue = `2030-01-${String(day * 3).padStart(2, "0")}`;
      ids.push(await shop.booking(kind, { service_id: product, client_id: party, issue_date: issue, delivery_date: issue, ...(kind === "dry" ? { price: "0.00" } : {}) }));
    }
    await shop.repos.resource("leases").update(ids[2], { status: "returned", delivered_date: "2030-01-10" });
    const first = await shop.call("GET", `/services/${product}/bookings`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ service: { id: product, name: "Tarih Gelinliği" }, total: 8, per_page: 7, current_page: 1, last_page: 2 });
    expect(page.data).toHaveLength(7);
    expect(page.data[0]).toEqual({ kind: "dry", id: ids[7], party: { id: cleaner, full_name: "Beyaz Kuru Temizleme" }, issue_date: "2030-01-24", delivery_date: "2030-01-24", delivered_date: null, status: "active", piece: 1, overdue: false });
    expect(page.data.find((row: { id: number; kind: string }) => row.kind === "lease" && row.id === ids[2])).toMatchObject({ status: "returned", delivered_date: "2030-01-10", party: { id: bride } });
    const second = (await shop.call("GET", `/services/${product}/bookings?page=2`)).json();
    expect(second.data.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect(second.data[0]).toMatchObject({ kind: "tailor", issue_date: "2030-01-03", party: { id: tailor } });
  });
});
