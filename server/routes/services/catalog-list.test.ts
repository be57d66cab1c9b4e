import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_TIME_ZONE, localDateIn } from "../../../src/domain/periods";
import { clients } from "../../../src/schemas/clients.schema";
import { createRow } from "../../suites/helpers";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { createCategory, createProduct, getJson } from "./test-helpers";

let t: TestApp;
let a: Actor;
let b: Actor;
let dresses: number;
let veils: number;
let pronovias: number;
let rosa: number;
let gown: Record<string, any>;
let veil: Record<string, any>;
let service: Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  a = await createActor(t.database.db);
  b = await createActor(t.database.db);
  dresses = await createCategory(t.app, a, "Gelinlik");
  veils = await createCategory(t.app, a, "Duvak");
  pronovias = await createCategory(t.app, a, "Pronovias", "product-brands");
  rosa = await createCategory(t.app, a, "Rosa Clara", "product-brands");
  const fitting = await createCategory(t.app, a, "Prova");
  gown = await createProduct(t.app, a, { name: "Prenses Gelinlik", category_id: dresses, brand_id: pronovias, stock: 3 });
  await createProduct(t.app, a, { name: "Balık Gelinlik", category_id: dresses, brand_id: rosa, stock: 0 });
  veil = await createProduct(t.app, a, { name: "Uzun Duvak", category_id: veils, brand_id: rosa, stock: 12 });
  service = await createProduct(t.app, a, { name: "Gelin Başı", is_service: true, category_id: fitting, stock: -1 });
  // Shop B holds rows of its own, with the same names, that A's figures must never count.
  const bDresses = await createCategory(t.app, b, "Gelinlik");
  await createCategory(t.app, b, "Abiye Markası", "product-brands");
  await createProduct(t.app, b, { name: "Prenses Gelinlik", category_id: bDresses });
});
afterAll(() => t?.close());

const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe("GET /api/services with the spec's query names", () => {
  it("getType=product lists products only, getType=service services only", async () => {
    const products = ids(await getJson(t.app, a, "/api/services?getType=product&perPage=100"));
    expect(products).toContain(gown.id);
    expect(products).not.toContain(service.id);
    expect(ids(await getJson(t.app, a, "/api/services?getType=service&perPage=100"))).toEqual([service.id]);
  });

  it("brand, category and altCategory filter like brand_id, category_id and alt_category", async () => {
    expect(ids(await getJson(t.app, a, `/api/services?brand=${rosa}&category=${dresses}`))).toHaveLength(1);
    expect(ids(await getJson(t.app, a, `/api/services?brand=${pronovias}`))).toEqual([gown.id]);
    const prenses = await createCategory(t.app, a, "Prenses Kesim", "product-alt-categories", dresses);
    const cut = await createProduct(t.app, a, { name: "Kesim", category_id: dresses, alt_category: prenses, stock: 5 });
    expect(ids(await getJson(t.app, a, `/api/services?altCategory=${prenses}`))).toEqual([cut.id]);
  });

  it("order_by_stock=1 sorts by stock ascending, 2 descending", async () => {
    const stocks = async (value: number) => (await getJson(t.app, a, `/api/services?getType=product&order_by_stock=${value}&perPage=100`)).data.map((row: { stock: number }) => row.stock);
    const ascending = await stocks(1);
    expect(ascending).toEqual([...ascending].sort((x, y) => x - y));
    expect(await stocks(2)).toEqual([...ascending].reverse());
  });

  it("answers 422 naming the spec's parameter for a bad value", async () => {
    for (const [query, field] of [["getType=gowns", "getType"], ["order_by_stock=3", "order_by_stock"], ["brand=abc", "brand"]]) {
      const response = await t.app.inject({ method: "GET", url: `/api/services?${query}`, headers: a.headers });
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
  });

  it("keeps getType=all and company for operators: a shop owner gets 403", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/services?getType=all", headers: a.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/services?company=${b.companyId}`, headers: a.headers })).statusCode).toBe(403);
  });
});

describe("the management page's envelope", () => {
  it("carries the cards: products, services, product categories, brands and this month's leases", async () => {
    const body = await getJson(t.app, a, "/api/services");
    expect(body.counters).toEqual({ products: 4, services: 1, categories: 3, brands: 2, month_leases: 0 });
  });

  it("counts this month's leases on the company's clock, never last month's nor another shop's", async () => {
    const shop = await createActor(t.database.db);
    const other = await createActor(t.database.db);
    const product = await createProduct(t.app, shop, {});
    const client = await createRow(t.app, shop, clients);
    const today = localDateIn(new Date(), DEFAULT_SHOP_TIME_ZONE);
    const lease = (issue_date: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/leases",
        headers: shop.headers,
        payload: { service_id: product.id, client_id: client.id, issue_date, delivery_date: issue_date, total_price: "500.00" },
      });
    expect((await lease(today)).statusCode).toBe(201);
    expect((await lease(today)).statusCode).toBe(201);
    expect((await lease("2020-01-15")).statusCode).toBe(201);
    expect((await getJson(t.app, shop, "/api/services")).counters.month_leases).toBe(2);
    expect((await getJson(t.app, other, "/api/services")).counters.month_leases).toBe(0);
  });

  it("carries the category tiles with their live product counts and the brands, of the caller's shop only", async () => {
    const body = await getJson(t.app, a, "/api/services?getType=product");
    const tiles = Object.fromEntries(body.categories.map((tile: { name: string; count: number }) => [tile.name, tile.count]));
    expect(tiles).toMatchObject({ Gelinlik: 3, Duvak: 1, Prova: 0 });
    expect(body.categories.every((tile: { id: number }) => typeof tile.id === "number")).toBe(true);
    expect(body.brands.map((brand: { name: string }) => brand.name)).toEqual(["Pronovias", "Rosa Clara"]);

    const other = await getJson(t.app, b, "/api/services");
    expect(other.categories).toEqual([{ id: expect.any(Number), name: "Gelinlik", count: 1 }]);
    expect(other.brands.map((brand: { name: string }) => brand.name)).toEqual(["Abiye Markası"]);
    expect(other.counters).toEqual({ products: 1, services: 0, categories: 1, brands: 1, month_leases: 0 });
  });

  it("takes a product in the bin off its tile and its card", async () => {
    const shop = await createActor(t.database.db);
    const category = await createCategory(t.app, shop, "Kınalık");
    const product = await createProduct(t.app, shop, { category_id: category });
    expect((await getJson(t.app, shop, "/api/services")).categories).toEqual([{ id: category, name: "Kınalık", count: 1 }]);
    expect((await t.app.inject({ method: "DELETE", url: `/api/services/${product.id}`, headers: shop.headers })).statusCode).toBe(200);
    const after = await getJson(t.app, shop, "/api/services");
    expect(after.categories).toEqual([{ id: category, name: "Kınalık", count: 0 }]);
    expect(after.counters.products).toBe(0);
  });
});

describe("the operators' view (getType=all)", () => {
  it("lists every shop's products with the dealer's name, counts over every shop, and narrows to one dealer with company", async () => {
    const operator = await createActor(t.database.db, { roles: ["superadmin"] });
    const all = await getJson(t.app, operator, "/api/services?getType=all&perPage=100");
    expect(ids(all)).toEqual(expect.arrayContaining([gown.id, veil.id, service.id]));
    expect(all.data.find((row: { id: number }) => row.id === gown.id).dealer_name).toEqual(expect.any(String));
    expect(all.counters.products).toBeGreaterThanOrEqual(5);
    // A category belongs to one shop: the view over every shop has no tiles.
    expect(all.categories).toEqual([]);

    const dealer = await getJson(t.app, operator, `/api/services?getType=all&company=${b.companyId}&perPage=100`);
    expect(dealer.data.map((row: { name: string }) => row.name)).toEqual(["Prenses Gelinlik"]);
    expect(dealer.counters).toMatchObject({ products: 1, categories: 1, brands: 1 });
    expect(dealer.categories.map((tile: { name: string }) => tile.name)).toEqual(["Gelinlik"]);
  });
});
