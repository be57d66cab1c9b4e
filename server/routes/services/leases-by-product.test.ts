import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clients } from "../../../src/schemas/clients.schema";
import { createRow } from "../../suites/helpers";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { PRODUCT_LEASES_PER_PAGE } from "./leases-by-product";
import { createProduct, getJson } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function lease(actor: Actor, serviceId: number, clientId: number, issue_date: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/leases",
    headers: actor.headers,
    payload: { service_id: serviceId, client_id: clientId, issue_date, delivery_date: issue_date, total_price: "750.00" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

describe("GET /api/leases-by-product/:id", () => {
  it("lists the product's leases, newest first, seven a page, and no other product's", async () => {
    const shop = await createActor(t.database.db);
    const product = await createProduct(t.app, shop);
    const other = await createProduct(t.app, shop);
    const client = await createRow(t.app, shop, clients);
    const ids: number[] = [];
    for (let day = 1; day <= 9; day++) ids.push(await lease(shop, product.id, client.id, `2026-05-${String(day).padStart(2, "0")}`));
    const elsewhere = await lease(shop, other.id, client.id, "2026-05-20");

    const first = await getJson(t.app, shop, `/api/leases-by-product/${product.id}`);
    expect(first).toMatchObject({ current_page: 1, per_page: PRODUCT_LEASES_PER_PAGE, total: 9, last_page: 2 });
    expect(first.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(2).reverse());
    const second = await getJson(t.app, shop, `/api/leases-by-product/${product.id}?page=2`);
    expect(second.data.map((row: { id: number }) => row.id)).toEqual(ids.slice(0, 2).reverse());
    expect(first.data.concat(second.data).map((row: { id: number }) => row.id)).not.toContain(elsewhere);
  });

  it("keeps past (returned) or future (active) leases with filter=past|future, for the rental calendar", async () => {
    const shop = await createActor(t.database.db);
    const product = await createProduct(t.app, shop);
    const client = await createRow(t.app, shop, clients);
    const returned = await lease(shop, product.id, client.id, "2026-06-01");
    const active = await lease(shop, product.id, client.id, "2026-06-10");
    const taken = await t.app.inject({ method: "POST", url: `/api/leases/${returned}/release`, headers: shop.headers, payload: { delivered_date: "2026-06-01", clear_credits: false } });
    expect(taken.statusCode, taken.body).toBe(200);
    const ids = async (query: string) => (await getJson(t.app, shop, `/api/leases-by-product/${product.id}${query}`)).data.map((row: { id: number }) => row.id);
    expect(await ids("")).toEqual([active, returned]);
    expect(await ids("?filter=all")).toEqual([active, returned]);
    expect(await ids("?filter=past")).toEqual([returned]);
    expect(await ids("?filter=future")).toEqual([active]);
    expect((await t.app.inject({ method: "GET", url: `/api/leases-by-product/${product.id}?filter=soon`, headers: shop.headers })).statusCode).toBe(422);
  });

  it("answers an empty page for a product never leased", async () => {
    const shop = await createActor(t.database.db);
    const product = await createProduct(t.app, shop);
    expect(await getJson(t.app, shop, `/api/leases-by-product/${product.id}?perPage=7`)).toMatchObject({ data: [], total: 0 });
  });

  it("answers 404 for another shop's product, a binned one, or none", async () => {
    const a = await createActor(t.database.db);
    const b = await createActor(t.database.db);
    const product = await createProduct(t.app, a);
    await lease(a, product.id, (await createRow(t.app, a, clients)).id, "2026-05-01");
    expect((await t.app.inject({ method: "GET", url: `/api/leases-by-product/${product.id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/leases-by-product/999999", headers: a.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/services/${product.id}`, headers: a.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/leases-by-product/${product.id}`, headers: a.headers })).statusCode).toBe(404);
  });
});
