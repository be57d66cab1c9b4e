import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allFlags } from "../../../src/domain/permissions";
import { companies } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let shopA: Actor;
let shopB: Actor;
let gown: number;
let veil: number;
let otherShops: number;

const get = (actor: Actor | null, url: string) => t.app.inject({ method: "GET", url, headers: actor?.headers ?? {} });

const createProduct = async (actor: Actor, body: Record<string, unknown>): Promise<number> => {
  const response = await t.app.inject({ method: "POST", url: "/api/services", headers: actor.headers, payload: { tax: 18, ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://panel.ornek.com.tr/" });
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  await t.database.db.update(companies).set({ title: "Prenses Gelinlik", logo_url: "/api/uploads/logo.png", print_rent_price: false }).where(eq(companies.id, shopA.companyId));
  gown = await createProduct(shopA, { name: "Prenses Gelinlik", barcode: "100042", price: "12500.50", rent_price: "3000.00", barcode_rent_price: true });
  veil = await createProduct(shopA, { name: "Tül Duvak", barcode: "100043", price: "750.00" });
  otherShops = await createProduct(shopB, { name: "Abiye", barcode: "100042", price: "900.00" });
});
afterAll(() => t.close());

describe("GET /api/barcode-generator/:id", () => {
  it("answers the product's label fields, the shop's print flags and the detail page under PUBLIC_URL", async () => {
    const response = await get(shopA, `/api/barcode-generator/${gown}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      product: { id: gown, name: "Prenses Gelinlik", barcode: "100042", price: "12500.50", rent_price: "3000.00", barcode_rent_price: true },
      company: {
        title: "Prenses Gelinlik",
        logo_url: "/api/uploads/logo.png",
        print_company_logo: true,
        print_sale_price: true,
        print_rent_price: false,
        qrcode_in_barcode: true,
        barcode_in_barcode: true,
      },
      detail_url: `https://panel.ornek.com.tr/urunler/${gown}`,
    });
  });

  it("follows a change of the shop's flags", async () => {
    await t.database.db.update(companies).set({ qrcode_in_barcode: false }).where(eq(companies.id, shopA.companyId));
    const company = (await get(shopA, `/api/barcode-generator/${veil}`)).json().company;
    await t.database.db.update(companies).set({ qrcode_in_barcode: true }).where(eq(companies.id, shopA.companyId));
    expect(company.qrcode_in_barcode).toBe(false);
  });

  it("answers 404 to another shop and for a product in the bin", async () => {
    expect((await get(shopB, `/api/barcode-generator/${gown}`)).statusCode).toBe(404);
    const binned = await createProduct(shopA, { name: "Eski Gelinlik", barcode: "100099", price: "1.00" });
    expect((await t.app.inject({ method: "DELETE", url: `/api/services/${binned}`, headers: shopA.headers })).statusCode).toBe(200);
    expect((await get(shopA, `/api/barcode-generator/${binned}`)).statusCode).toBe(404);
  });

  it("needs a session and the products flag", async () => {
    expect((await get(null, `/api/barcode-generator/${gown}`)).statusCode).toBe(401);
    const staff = await createActor(t.database.db, { companyId: shopA.companyId, firstUser: false, permissions: { ...allFlags(true), service_permission: false } });
    expect((await get(staff, `/api/barcode-generator/${gown}`)).statusCode).toBe(403);
  });
});

describe("GET /api/barcode-generator?ids=", () => {
  it("answers a sheet of the caller's products in the order asked, leaving out another shop's", async () => {
    const response = await get(shopA, `/api/barcode-generator?ids=${veil},${otherShops},${gown}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.company.title).toBe("Prenses Gelinlik");
    expect(body.data.map((label: { product: { name: string } }) => label.product.name)).toEqual(["Tül Duvak", "Prenses Gelinlik"]);
    expect(body.data[1].detail_url).toBe(`https://panel.ornek.com.tr/urunler/${gown}`);
  });

  it("refuses more than 100 ids and a malformed list", async () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(",");
    expect((await get(shopA, `/api/barcode-generator?ids=${many}`)).statusCode).toBe(422);
    expect((await get(shopA, "/api/barcode-generator?ids=1,,2")).statusCode).toBe(422);
    expect((await get(shopA, "/api/barcode-generator")).statusCode).toBe(422);
  });
});

describe("the detail URL without PUBLIC_URL", () => {
  it("uses the address the caller reached the server by", async () => {
    const local = await createTestApp();
    try {
      const owner = await createActor(local.database.db);
      const created = await local.app.inject({ method: "POST", url: "/api/services", headers: owner.headers, payload: { name: "Kına", price: "10.00", tax: 18 } });
      const id = created.json().id;
      const response = await local.app.inject({ method: "GET", url: `/api/barcode-generator/${id}`, headers: { ...owner.headers, host: "magaza.local:3000" } });
      expect(response.json().detail_url).toBe(`http://magaza.local:3000/urunler/${id}`);
    } finally {
      await local.close();
    }
  });
});
