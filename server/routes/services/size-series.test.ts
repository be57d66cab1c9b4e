import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { PNG_BYTES, uploadImage } from "../uploads/test-helpers";
import { createCategory, createProduct, getJson } from "./test-helpers";

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "size-series-"));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const gown = { name: "Prenses Gelinlik", price: "25000.00", rent_price: "5000.00", tax: 18, stock: 1 };
const postSizes = (actor: Actor, body: Record<string, unknown>) => t.app.inject({ method: "POST", url: "/api/services/sizes", headers: actor.headers, payload: body });
const barcodesOf = async (actor: Actor) => (await getJson(t.app, actor, "/api/services?perPage=100")).data.map((row: { barcode: string }) => row.barcode).sort();

describe("POST /api/services/sizes", () => {
  it("makes one product per size with the barcode <base>-<size>, base the next free number when none is sent", async () => {
    const shop = await createActor(t.database.db);
    const category = await createCategory(t.app, shop, "Gelinlik");
    const response = await postSizes(shop, { ...gown, category_id: category, sizes: [38, 40, 42] });
    expect(response.statusCode, response.body).toBe(201);
    const rows = response.json().data;
    expect(rows.map((row: { barcode: string; size: number }) => [row.barcode, row.size])).toEqual([["100001-38", 38], ["100001-40", 40], ["100001-42", 42]]);
    expect(rows.every((row: { name: string; category_id: number; price: string }) => row.name === gown.name && row.category_id === category && row.price === "25000.00")).toBe(true);
    // The next product follows the series' base.
    expect((await createProduct(t.app, shop)).barcode).toBe("100002");
  });

  it("uses a sent barcode as the base, and writes nothing when one of the series' barcodes is taken (422 on barcode)", async () => {
    const shop = await createActor(t.database.db);
    await createProduct(t.app, shop, { barcode: "GL7-40" });
    const response = await postSizes(shop, { ...gown, barcode: "GL7", sizes: [38, 40] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["barcode"]);
    expect(await barcodesOf(shop)).toEqual(["GL7-40"]);
    expect((await postSizes(shop, { ...gown, barcode: "GL8", sizes: [38, 40] })).json().data.map((row: { barcode: string }) => row.barcode)).toEqual(["GL8-38", "GL8-40"]);
  });

  it("answers 422 on the size at fault, on repeated sizes, and on a body that also sends size", async () => {
    const shop = await createActor(t.database.db);
    const bad = await postSizes(shop, { ...gown, sizes: [38, 39] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["sizes.1"]);
    const repeated = await postSizes(shop, { ...gown, sizes: [38, 38] });
    expect(repeated.statusCode).toBe(422);
    expect(Object.keys(repeated.json().errors)[0]).toMatch(/^sizes/);
    expect((await postSizes(shop, { ...gown, sizes: [] })).statusCode).toBe(422);
    expect((await postSizes(shop, { ...gown, size: 38, sizes: [40] })).statusCode).toBe(422);
    expect(await barcodesOf(shop)).toEqual([]);
  });

  it("needs yearsize_permission: without it, a 422 on sizes and nothing written", async () => {
    const owner = await createActor(t.database.db);
    const staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { yearsize_permission: false } });
    const response = await postSizes(staff, { ...gown, sizes: [38, 40] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["sizes"]);
    expect(await barcodesOf(owner)).toEqual([]);
  });

  it("refuses another shop's category (422 on category_id) and writes nothing", async () => {
    const shop = await createActor(t.database.db);
    const other = await createActor(t.database.db);
    const foreign = await createCategory(t.app, other, "Gelinlik");
    const response = await postSizes(shop, { ...gown, category_id: foreign, sizes: [38, 40] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["category_id"]);
    expect(await barcodesOf(shop)).toEqual([]);
  });

  it("gives each product of the series its own copy of the pictures, so purging one keeps the others'", async () => {
    const shop = await createActor(t.database.db);
    const picture = (await uploadImage(t.app, shop.headers, "gelinlik.png", PNG_BYTES)).json().file_url as string;
    const response = await postSizes(shop, { ...gown, images: [picture], sizes: [38, 40] });
    expect(response.statusCode, response.body).toBe(201);
    const [first, second] = response.json().data as { id: number; images: string[] }[];
    expect(first.images).toEqual([picture]);
    expect(second.images).toHaveLength(1);
    expect(second.images[0]).not.toBe(picture);
    expect((await t.app.inject({ method: "DELETE", url: `/api/services/${first.id}`, headers: shop.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/services/${first.id}/purge`, headers: shop.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: picture })).statusCode).toBe(404);
    const kept = await t.app.inject({ method: "GET", url: second.images[0] });
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(PNG_BYTES)).toBe(true);
  });
});
