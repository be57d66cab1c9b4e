import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allFlags } from "../../../src/domain/permissions";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let shopA: Actor;
let shopB: Actor;

const createCategory = async (actor: Actor, body: Record<string, unknown>): Promise<number> => {
  const response = await t.app.inject({ method: "POST", url: "/api/categories", headers: actor.headers, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};

const get = (actor: Actor | null, url: string) => t.app.inject({ method: "GET", url, headers: actor?.headers ?? {} });

let dresses: number;
let henna: number;
let brand: number;

beforeAll(async () => {
  t = await createTestApp();
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  dresses = await createCategory(shopA, { name: "Gelinlik", type: "product-categories" });
  henna = await createCategory(shopA, { name: "Kınalık", type: "product-categories" });
  brand = await createCategory(shopA, { name: "Pronovias", type: "product-brands" });
  await createCategory(shopA, { name: "Prenses", type: "product-alt-categories", parent_id: dresses });
  await createCategory(shopA, { name: "Balık", type: "product-alt-categories", parent_id: dresses });
  await createCategory(shopA, { name: "Bindallı", type: "product-alt-categories", parent_id: henna });
  const otherDresses = await createCategory(shopB, { name: "Abiye", type: "product-categories" });
  await createCategory(shopB, { name: "Uzun", type: "product-alt-categories", parent_id: otherDresses });
});
afterAll(() => t.close());

describe("GET /api/alt-categories", () => {
  it("lists the company's sub-categories, each with its parent's name, and nothing else", async () => {
    const response = await get(shopA, "/api/alt-categories");
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { name: string; parent_name: string; type: string; parent_id: number }[];
    expect(rows.map(({ name, parent_name }) => [name, parent_name])).toEqual([
      ["Balık", "Gelinlik"],
      ["Bindallı", "Kınalık"],
      ["Prenses", "Gelinlik"],
    ]);
    expect(rows.every((row) => row.type === "product-alt-categories")).toBe(true);
  });

  it("shows company B only its own sub-categories", async () => {
    const rows = (await get(shopB, "/api/alt-categories")).json().data as { name: string }[];
    expect(rows.map((row) => row.name)).toEqual(["Uzun"]);
  });

  it("opens to a user without definition_permission (product forms pick from it)", async () => {
    const staff = await createActor(t.database.db, { companyId: shopA.companyId, permissions: { ...allFlags(false) } });
    const response = await get(staff, "/api/alt-categories");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(3);
  });

  it("answers 401 without a token", async () => {
    expect((await get(null, "/api/alt-categories")).statusCode).toBe(401);
  });
});

describe("GET /api/alt-categories/:id", () => {
  it("lists the sub-categories of one product category", async () => {
    const response = await get(shopA, `/api/alt-categories/${dresses}`);
    expect(response.statusCode).toBe(200);
    expect((response.json().data as { name: string; parent_name: string }[]).map(({ name, parent_name }) => [name, parent_name])).toEqual([
      ["Balık", "Gelinlik"],
      ["Prenses", "Gelinlik"],
    ]);
  });

  it("answers an empty list for a product category without sub-categories", async () => {
    const empty = await createCategory(shopA, { name: "Kaftan", type: "product-categories" });
    const response = await get(shopA, `/api/alt-categories/${empty}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
  });

  it("answers 404 for another company's category, a brand, a sub-category and an unknown id", async () => {
    const subCategories = (await get(shopA, "/api/alt-categories")).json().data as { id: number }[];
    expect((await get(shopB, `/api/alt-categories/${dresses}`)).statusCode).toBe(404);
    expect((await get(shopA, `/api/alt-categories/${brand}`)).statusCode).toBe(404);
    expect((await get(shopA, `/api/alt-categories/${subCategories[0].id}`)).statusCode).toBe(404);
    expect((await get(shopA, "/api/alt-categories/999999")).statusCode).toBe(404);
  });

  it("answers 401 without a token", async () => {
    expect((await get(null, `/api/alt-categories/${dresses}`)).statusCode).toBe(401);
  });
});
