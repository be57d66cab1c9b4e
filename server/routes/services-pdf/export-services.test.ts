import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { firstPagePng, pdfText } from "../../test/pdf-text";
import { PNG_BYTES, uploadImage } from "../uploads/test-helpers";

let t: TestApp;
let dataDir: string;
let shopA: Actor;
let shopB: Actor;
let gowns: number;
let henna: number;

const post = async (actor: Actor, url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: "POST", url, headers: actor.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const exportPdf = (actor: Actor, query = "") => t.app.inject({ method: "GET", url: `/api/exportServices${query}`, headers: actor.headers });
const product = (actor: Actor, name: string, barcode: string, extra: Record<string, unknown>) =>
  post(actor, "/api/services", { name, barcode, price: "1234.50", rent_price: "300.00", tax: 18, ...extra });

// Every Turkish letter a font without them would drop or replace: ş ğ ı İ ç ö ü (and their capitals).
const GOWN_NAMES = ["Şifon Gelinlik Ağaç", "Işıl İnci Çiçek", "Öykü Ünlü Dantel"];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "export-services-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  await t.database.db.update(companies).set({ title: "Prenses Gelinlik", print_company_logo: false }).where(eq(companies.id, shopA.companyId));
  gowns = (await post(shopA, "/api/categories", { name: "Gelinlik", type: "product-categories" })).id;
  henna = (await post(shopA, "/api/categories", { name: "Kınalık", type: "product-categories" })).id;
  await product(shopA, GOWN_NAMES[0], "A-1", { category_id: gowns, stock: -1 });
  await product(shopA, GOWN_NAMES[1], "A-2", { category_id: gowns, stock: 0 });
  await product(shopA, GOWN_NAMES[2], "A-3", { category_id: gowns, stock: 4 });
  await product(shopA, "Bindallı Kaftan", "A-4", { category_id: henna, stock: 2 });
  await product(shopB, "Başka Dükkânın Gelinliği", "B-1", { stock: 1 });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/exportServices", () => {
  it("answers the category's product list as a PDF attachment", async () => {
    const response = await exportPdf(shopA, `?category=${gowns}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="urun-listesi-gelinlik.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("prints every product name of the category with its Turkish letters in the text layer, and only that category's", async () => {
    const text = await pdfText((await exportPdf(shopA, `?category=${gowns}`)).rawPayload);
    for (const name of GOWN_NAMES) expect(text).toContain(name);
    expect(text).toContain("Prenses Gelinlik");
    expect(text).toContain("Ürün Listesi: Gelinlik");
    expect(text).not.toContain("Bindallı Kaftan");
  });

  it("shows unlimited stock (−1) in words and prices in Turkish money format", async () => {
    const text = await pdfText((await exportPdf(shopA, `?category=${gowns}`)).rawPayload);
    const line = text.split("\n").find((row) => row.includes(GOWN_NAMES[0]))!;
    expect(line).toMatch(/A-1\s+Sınırsız\s+₺1\.234,50\s+₺300,00/);
  });

  it("speaks the caller's language", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/exportServices?category=${gowns}`, headers: { ...shopA.headers, "accept-language": "de" } });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Produktliste: Gelinlik");
    expect(text).toMatch(/Unbegrenzt\s+1\.234,50\s₺/);
  });

  it("renders a first page that is an A4 landscape picture with ink on it", async () => {
    const file = await firstPagePng((await exportPdf(shopA, `?category=${gowns}`)).rawPayload, dataDir);
    const png = PNG.sync.read(await readFile(file));
    // A4 landscape at 72 dpi: 841.89 × 595.28 points, whole pixels rounded up.
    expect([png.width, png.height]).toEqual([842, 596]);
    let dark = 0;
    for (let index = 0; index < png.data.length; index += 4) if (png.data[index] < 128) dark++;
    expect(dark).toBeGreaterThan(1000);
  });

  it("lists every category's products without a category", async () => {
    const text = await pdfText((await exportPdf(shopA)).rawPayload);
    for (const name of [...GOWN_NAMES, "Bindallı Kaftan"]) expect(text).toContain(name);
  });

  it("never lists another shop's products, nor prints another shop's category", async () => {
    const text = await pdfText((await exportPdf(shopB)).rawPayload);
    expect(text).toContain("Başka Dükkânın Gelinliği");
    for (const name of GOWN_NAMES) expect(text).not.toContain(name);
    expect((await exportPdf(shopB, `?category=${gowns}`)).statusCode).toBe(404);
  });

  it("prints the shop's logo only when the shop prints its logo, and without it when the file is gone", async () => {
    const upload = await uploadImage(t.app, shopA.headers, "logo.png", PNG_BYTES);
    expect(upload.statusCode, upload.body).toBe(201);
    const logoUrl = upload.json().file_url as string;
    const setLogo = (values: { logo_url: string; print_company_logo: boolean }) =>
      t.database.db.update(companies).set(values).where(eq(companies.id, shopA.companyId));
    const images = async () => (await exportPdf(shopA, `?category=${gowns}`)).rawPayload.toString("latin1").match(/\/Subtype \/Image/g)?.length ?? 0;
    await setLogo({ logo_url: logoUrl, print_company_logo: true });
    expect(await images()).toBeGreaterThan(0);
    await setLogo({ logo_url: logoUrl, print_company_logo: false });
    expect(await images()).toBe(0);
    await setLogo({ logo_url: "/uploads/missing.png", print_company_logo: true });
    const response = await exportPdf(shopA, `?category=${gowns}`);
    expect(response.statusCode).toBe(200);
    expect(await images()).toBe(0);
  });

  it("refuses a category that is not a number", async () => {
    expect((await exportPdf(shopA, "?category=gelinlik")).statusCode).toBe(422);
  });
});
