import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let shop: Actor;
let other: Actor;
let counter = 0;

const post = (actor: Actor, url: string, payload: object) => t.app.inject({ method: "POST", url, headers: actor.headers, payload });
const read = async (actor: Actor, id: number) => (await t.app.inject({ method: "GET", url: `/api/newservices/${id}`, headers: actor.headers })).json();

/** An upcoming product of `max_stock` pieces with the given arrival dates. */
async function createUpcoming(actor: Actor, maxStock: number, dates: { arrival_date: string; stock: number }[] = []) {
  counter += 1;
  const response = await post(actor, "/api/newservices", { name: `Gelinlik ${counter}`, barcode: `NS-${counter}`, price: "15000.00", max_stock: maxStock, dates });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; stock: number; version: number; dates: { id: number; arrival_date: string; stock: number }[] };
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await createActor(t.database.db);
  other = await createActor(t.database.db);
});
afterAll(() => t.close());

describe("POST /api/newservices/addStock/:id", () => {
  it("starts with nothing arrived and adds what arrives, by the spec's path and the engine's", async () => {
    const upcoming = await createUpcoming(shop, 10);
    expect(upcoming.stock).toBe(0);
    const first = await post(shop, `/api/newservices/addStock/${upcoming.id}`, { newstock: 4 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().stock).toBe(4);
    const second = await post(shop, `/api/newservices/${upcoming.id}/addStock`, { newstock: 6 });
    expect(second.json().stock).toBe(10);
  });

  it("refuses more than is still missing with a 422 on newstock naming the limit, and changes nothing", async () => {
    const upcoming = await createUpcoming(shop, 5);
    await post(shop, `/api/newservices/addStock/${upcoming.id}`, { newstock: 3 });
    const over = await post(shop, `/api/newservices/addStock/${upcoming.id}`, { newstock: 3 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.newstock[0]).toContain("2");
    expect((await read(shop, upcoming.id)).stock).toBe(3);
  });

  it("refuses zero, a fraction and a missing newstock", async () => {
    const upcoming = await createUpcoming(shop, 5);
    for (const body of [{ newstock: 0 }, { newstock: 1.5 }, {}]) {
      const response = await post(shop, `/api/newservices/addStock/${upcoming.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await read(shop, upcoming.id)).stock).toBe(0);
  });

  it("never passes the maximum when deliveries are booked at the same time (the row is locked)", async () => {
    const upcoming = await createUpcoming(shop, 5);
    const answers = await Promise.all([1, 2, 3].map(() => post(shop, `/api/newservices/addStock/${upcoming.id}`, { newstock: 2 })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 422]);
    expect((await read(shop, upcoming.id)).stock).toBe(4);
  });

  it("writes the change and its audit entry in one unit of work", async () => {
    const upcoming = await createUpcoming(shop, 5);
    await post(shop, `/api/newservices/addStock/${upcoming.id}`, { newstock: 2 });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "newservices"), eq(auditLog.record_id, upcoming.id), eq(auditLog.action, "newservices.addStock")));
    expect(entries).toHaveLength(1);
    expect((entries[0].after as { stock: number }).stock).toBe(2);
  });

  it("keeps the arrived stock when the product is edited, and refuses stock sent by the client", async () => {
    const upcoming = await createUpcoming(shop, 5);
    await post(shop, `/api/newservices/addStock/${upcoming.id}`, { newstock: 2 });
    const base = { name: "Yeni ad", barcode: `NS-edit-${upcoming.id}`, price: "1.00", max_stock: 5 };
    const edited = await t.app.inject({ method: "PUT", url: `/api/newservices/${upcoming.id}`, headers: shop.headers, payload: base });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().stock).toBe(2);
    const forged = await t.app.inject({ method: "PUT", url: `/api/newservices/${upcoming.id}`, headers: shop.headers, payload: { ...base, stock: 5 } });
    expect(forged.statusCode).toBe(422);
  });

  it("answers 404 to another company", async () => {
    const upcoming = await createUpcoming(shop, 5);
    expect((await post(other, `/api/newservices/addStock/${upcoming.id}`, { newstock: 1 })).statusCode).toBe(404);
    expect((await read(shop, upcoming.id)).stock).toBe(0);
  });
});

describe("DELETE /api/newservicedate/:id", () => {
  it("deletes one arrival date, keeps the others and raises the product's version", async () => {
    const upcoming = await createUpcoming(shop, 5, [
      { arrival_date: "2026-12-01", stock: 2 },
      { arrival_date: "2026-12-15", stock: 3 },
    ]);
    const [first, second] = upcoming.dates;
    const response = await t.app.inject({ method: "DELETE", url: `/api/newservicedate/${first.id}`, headers: shop.headers });
    expect(response.statusCode, response.body).toBe(200);
    const after = await read(shop, upcoming.id);
    expect(after.dates).toEqual([{ id: second.id, arrival_date: "2026-12-15", stock: 3 }]);
    expect(after.version).toBeGreaterThan(upcoming.version);
    // A form still holding the old dates cannot bring the deleted one back unseen.
    const stale = await t.app.inject({
      method: "PUT",
      url: `/api/newservices/${upcoming.id}`,
      headers: shop.headers,
      payload: { name: "x", barcode: `NS-stale-${upcoming.id}`, max_stock: 5, dates: upcoming.dates, version: upcoming.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it("answers 404 to another company and for a date that is gone", async () => {
    const upcoming = await createUpcoming(shop, 5, [{ arrival_date: "2026-12-01", stock: 2 }]);
    const [date] = upcoming.dates;
    expect((await t.app.inject({ method: "DELETE", url: `/api/newservicedate/${date.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await read(shop, upcoming.id)).dates).toHaveLength(1);
    await t.app.inject({ method: "DELETE", url: `/api/newservicedate/${date.id}`, headers: shop.headers });
    expect((await t.app.inject({ method: "DELETE", url: `/api/newservicedate/${date.id}`, headers: shop.headers })).statusCode).toBe(404);
  });
});

describe("GET /api/newservices counters", () => {
  it("counts the shop's upcoming products, product categories and brands", async () => {
    const fresh = await createActor(t.database.db);
    await createUpcoming(fresh, 3);
    await createUpcoming(fresh, 4);
    await post(fresh, "/api/categories", { name: "Abiye", type: "product-categories" });
    await post(fresh, "/api/categories", { name: "Pronovias", type: "product-brands" });
    const answer = (await t.app.inject({ method: "GET", url: "/api/newservices", headers: fresh.headers })).json();
    const categories = (await t.app.inject({ method: "GET", url: "/api/categories?type=product-categories&perPage=100", headers: fresh.headers })).json().total;
    const brands = (await t.app.inject({ method: "GET", url: "/api/categories?type=product-brands&perPage=100", headers: fresh.headers })).json().total;
    expect(answer.counters).toEqual({ products: 2, categories, brands });
    expect(brands).toBeGreaterThan(0);
  });
});

describe("GET /api/newservices/:id/barcode-label", () => {
  it("answers a sheet of one label in the print preview's shape, without a QR (no detail page yet)", async () => {
    const upcoming = await createUpcoming(shop, 3);
    const response = await t.app.inject({ method: "GET", url: `/api/newservices/${upcoming.id}/barcode-label`, headers: shop.headers });
    expect(response.statusCode, response.body).toBe(200);
    const sheet = response.json();
    expect(sheet.data).toEqual([{ product: expect.objectContaining({ id: upcoming.id, barcode: `NS-${counter}`, price: "15000.00", barcode_rent_price: false }), detail_url: "" }]);
    expect(sheet.company.qrcode_in_barcode).toBe(false);
    expect(sheet.company).toHaveProperty("print_sale_price");
  });

  it("answers 404 for another company's product", async () => {
    const upcoming = await createUpcoming(shop, 3);
    expect((await t.app.inject({ method: "GET", url: `/api/newservices/${upcoming.id}/barcode-label`, headers: other.headers })).statusCode).toBe(404);
  });
});
