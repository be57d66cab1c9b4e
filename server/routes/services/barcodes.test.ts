import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor } from "../../test/fixtures";
import { FIRST_BARCODE } from "./next-barcode";
import { createProduct, getJson } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("generated barcodes", () => {
  it("gives an empty shop's first product 100001 and each next one the highest number + 1", async () => {
    const shop = await createActor(t.database.db);
    expect(await getJson(t.app, shop, "/api/get-last-service")).toEqual({ barcode: String(FIRST_BARCODE), last: null });
    const first = await createProduct(t.app, shop);
    expect(first.barcode).toBe("100001");
    expect((await createProduct(t.app, shop)).barcode).toBe("100002");
    // Typed barcodes count when numeric; a size's suffix and letters do not make a number of their own.
    await createProduct(t.app, shop, { barcode: "200500-38" });
    await createProduct(t.app, shop, { barcode: "ABC999999" });
    const last = await getJson(t.app, shop, "/api/get-last-service");
    expect(last.barcode).toBe("200501");
    expect(last.last).toMatchObject({ barcode: "ABC999999", name: "Gelinlik" });
    expect((await createProduct(t.app, shop)).barcode).toBe("200501");
  });

  it("counts a product in the bin, which may come back with its barcode", async () => {
    const shop = await createActor(t.database.db);
    const product = await createProduct(t.app, shop, { barcode: "300000" });
    expect((await t.app.inject({ method: "DELETE", url: `/api/services/${product.id}`, headers: shop.headers })).statusCode).toBe(200);
    expect((await createProduct(t.app, shop)).barcode).toBe("300001");
  });

  it("follows the caller's shop only", async () => {
    const a = await createActor(t.database.db);
    const b = await createActor(t.database.db);
    const product = await createProduct(t.app, a, { barcode: "555555" });
    const answer = await getJson(t.app, b, "/api/get-last-service");
    expect(answer).toEqual({ barcode: String(FIRST_BARCODE), last: null });
    expect((await getJson(t.app, a, "/api/get-last-service")).last.id).toBe(product.id);
  });

  it("keeps a typed barcode, and refuses one the shop already uses with a 422 on barcode", async () => {
    const shop = await createActor(t.database.db);
    expect((await createProduct(t.app, shop, { barcode: "GL-1" })).barcode).toBe("GL-1");
    const again = await t.app.inject({ method: "POST", url: "/api/services", headers: shop.headers, payload: { name: "Başka", price: "10.00", tax: 18, barcode: "GL-1" } });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(["barcode"]);
  });
});
