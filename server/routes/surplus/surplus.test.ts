import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let shop: Actor;
let otherShop: Actor;
let operator: Actor;

const post = (actor: Actor, url: string, payload: object) => t.app.inject({ method: "POST", url, headers: actor.headers, payload });
const createProduct = async (actor: Actor, barcode: string, extra: Record<string, unknown> = {}) => {
  const response = await post(actor, "/api/services", { name: `Ürün ${barcode}`, barcode, price: "100.00", tax: 18, stock: 1, is_service: false, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  shop = await createActor(t.database.db);
  otherShop = await createActor(t.database.db);
  operator = await createActor(t.database.db, { roles: ["superadmin"] });
  for (const barcode of ["100", "101", "102", "103"]) await createProduct(shop, barcode);
  await createProduct(shop, "104", { stock: 0 });
  await createProduct(shop, "105", { is_service: true });
  const binned = await createProduct(shop, "106");
  await t.app.inject({ method: "DELETE", url: `/api/services/${binned}`, headers: shop.headers });
  await createProduct(otherShop, "900");
});
afterAll(() => t.close());

const scan = ["100", "101", " 102 ", "", "X-1", "X-2", "100", "106", "900"];

describe("POST /api/surplusproducts", () => {
  it("counts matched and unmatched barcodes of the shop's live products, each barcode once", async () => {
    const response = await post(shop, "/api/surplusproducts?page=1&perPage=4", { barcodes: scan });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    // 106 is in the bin and 900 is another shop's: both are surplus here.
    expect(answer.counts).toEqual({ scanned: 7, matched: 3, unmatched: 4, missing: 1 });
    expect(answer.data.map((line: { barcode: string; matched: boolean }) => [line.barcode, line.matched])).toEqual([
      ["100", true],
      ["101", true],
      ["102", true],
      ["X-1", false],
    ]);
    expect(answer).toMatchObject({ current_page: 1, per_page: 4, total: 7, last_page: 2 });
    expect(answer.data[0].name).toBe("Ürün 100");
  });

  it("lists, as a stock count, the goods in stock nobody scanned (not services, not sold out, not binned)", async () => {
    const answer = (await post(shop, "/api/surplusproducts", { barcodes: scan })).json();
    expect(answer.missing.data.map((row: { barcode: string }) => row.barcode)).toEqual(["103"]);
    expect(answer.missing.total).toBe(1);
  });

  it("lets a shop name only itself", async () => {
    expect((await post(shop, "/api/surplusproducts", { company_id: shop.companyId, barcodes: ["100"] })).json().counts.matched).toBe(1);
    const foreign = await post(shop, "/api/surplusproducts", { company_id: otherShop.companyId, barcodes: ["900"] });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain("Ürün 900");
  });

  it("makes an operator choose the dealer, then scans that dealer's products", async () => {
    const unnamed = await post(operator, "/api/surplusproducts", { barcodes: ["100"] });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors.company_id).toEqual(["Lütfen Bayi Seçin!"]);
    const named = await post(operator, "/api/surplusproducts", { company_id: shop.companyId, barcodes: scan });
    expect(named.json().counts).toMatchObject({ matched: 3, unmatched: 4 });
  });
});

describe("POST /api/deleteallsurpluses", () => {
  it("answers the scan without its unmatched barcodes", async () => {
    const response = await post(shop, "/api/deleteallsurpluses", { barcodes: scan });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Fazlalık Ürünler Başarıyla Silindi!", barcodes: ["100", "101", "102"] });
  });

  it("is refused for another shop", async () => {
    expect((await post(otherShop, "/api/deleteallsurpluses", { company_id: shop.companyId, barcodes: scan })).statusCode).toBe(403);
  });
});
