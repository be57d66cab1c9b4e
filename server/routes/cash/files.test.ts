import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOAD_TTL_MS } from "../../data/downloads";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";

let t: TestApp;
let shop: Actor;
let otherShop: Actor;
let staff: Actor;
let operator: Actor;

async function record(actor: Actor, values: Record<string, unknown>): Promise<void> {
  const table = t.app.resources.definition("accountings").table;
  await t.database.db.insert(table).values({ company_id: actor.companyId, kind: "income", type: "income", payment_type: "cash", ...values } as never);
}

const printExcel = (actor: Actor, body: object) => t.app.inject({ method: "POST", url: "/api/printsafeexcel", headers: actor.headers, payload: body });
const fetchUrl = (actor: Actor | null, url: string) => t.app.inject({ method: "GET", url, headers: actor?.headers ?? {} });

/** Every cell of the workbook's first sheet as text, row by row. */
async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === undefined || value === null ? "" : String(value)))));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  shop = await createActor(t.database.db);
  otherShop = await createActor(t.database.db);
  staff = await createActor(t.database.db, { companyId: shop.companyId, firstUser: false, permissions: { safe_permission: false } });
  operator = await createActor(t.database.db, { roles: ["superadmin"] });
  await record(shop, { date: "2026-04-01", title: "Gelinlik satışı — Şükrü Çağlayan", price: "1234.56" });
  await record(shop, { date: "2026-04-01", title: "Ödeme İğne", payment_type: "multiple_payment", price: "300.00", cash_amount: "100.00", eft_amount: "200.00" });
  await record(shop, { date: "2026-04-01", kind: "expense", type: "expense", title: "Kira ödemesi", price: "1000.00" });
});
afterAll(() => t.close());

describe("POST /api/printsafeexcel and GET /api/downloads/:token", () => {
  it("makes the day's Excel with the cards, the payment types and the records, money as Turkish text", async () => {
    const made = await printExcel(shop, { date: "2026-04-01" });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().url).toMatch(/^\/api\/downloads\/[A-Za-z0-9_-]{43}$/);
    const file = await fetchUrl(shop, made.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toBe('attachment; filename="kasa-2026-04-01.xlsx"');
    const rows = await sheetRows(file.rawPayload);
    expect(rows).toContainEqual(["Kasa: 01.04.2026"]);
    expect(rows).toContainEqual(["Kasadaki Para", "₺334,56"]);
    expect(rows).toContainEqual(["Gelir", "₺1.534,56"]);
    expect(rows).toContainEqual(["Gider", "₺1.000,00"]);
    expect(rows).toContainEqual(["İşlem Sayısı", "3"]);
    expect(rows).toContainEqual(["Nakit", "₺1.334,56", "₺1.000,00", "₺334,56"]);
    expect(rows).toContainEqual(["Havale / EFT", "₺200,00", "₺0,00", "₺200,00"]);
    expect(rows).toContainEqual(["01.04.2026", "Gelir", "Gelinlik satışı — Şükrü Çağlayan", "Nakit", "₺1.234,56", ""]);
    expect(rows).toContainEqual(["01.04.2026", "Gelir", "Ödeme İğne", "Çoklu Ödeme (Nakit ₺100,00, Havale / EFT ₺200,00)", "₺300,00", ""]);
  });

  it("hands the file to a signed-in user of the same company only", async () => {
    const { url } = (await printExcel(shop, { start_date: "2026-04-01", end_date: "2026-04-30" })).json();
    expect((await fetchUrl(otherShop, url)).statusCode).toBe(404);
    expect((await fetchUrl(null, url)).statusCode).toBe(401);
    expect((await fetchUrl(shop, url)).headers["content-disposition"]).toContain("kasa-2026-04-01-2026-04-30.xlsx");
  });

  it("lets a file expire after ten minutes and sweeps it away with the next one made", async () => {
    const downloads = t.app.repositories({ companyId: shop.companyId }).downloads;
    const longAgo = new Date(Date.now() - DOWNLOAD_TTL_MS - 1000);
    const old = await downloads.put({ file_name: "eski.xlsx", content_type: "application/octet-stream", bytes: Buffer.from("x") }, longAgo);
    expect(await downloads.take(old.token)).toBeNull();
    await printExcel(shop, { date: "2026-04-01" });
    const left = await t.database.db.execute(sql`select count(*)::int as count from downloads where file_name = 'eski.xlsx'`);
    expect((left as unknown as { rows: { count: number }[] }).rows[0].count).toBe(0);
  });
});

describe("GET /api/safe/pdf", () => {
  it("prints the cards, the payment types and the records with Turkish letters and money", async () => {
    const response = await fetchUrl(shop, "/api/safe/pdf?date=2026-04-01");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(response.rawPayload);
    for (const shown of ["Kasa: 01.04.2026", "Kasadaki Para", "₺334,56", "₺1.534,56", "Gelinlik satışı — Şükrü Çağlayan", "Ödeme İğne", "Havale / EFT"]) expect(text).toContain(shown);
  });
});

describe("the cash box's files are safe_permission's", () => {
  it("answers 403 to a staff user without it on every one of them", async () => {
    const { url } = (await printExcel(shop, { date: "2026-04-01" })).json();
    expect((await printExcel(staff, { date: "2026-04-01" })).statusCode).toBe(403);
    expect((await fetchUrl(staff, url)).statusCode).toBe(403);
    expect((await fetchUrl(staff, "/api/safe/pdf?date=2026-04-01")).statusCode).toBe(403);
    expect((await fetchUrl(staff, "/api/safe?date=2026-04-01")).statusCode).toBe(403);
  });

  it("never puts another company's records in a file", async () => {
    const text = await pdfText((await fetchUrl(otherShop, "/api/safe/pdf?date=2026-04-01")).rawPayload);
    expect(text).not.toContain("Şükrü");
    const { url } = (await printExcel(otherShop, { date: "2026-04-01" })).json();
    expect(JSON.stringify(await sheetRows((await fetchUrl(otherShop, url)).rawPayload))).not.toContain("Şükrü");
  });
});

describe("an operator's files of a dealer's cash box", () => {
  it("must name the dealer, then gets that dealer's Excel and PDF", async () => {
    const unnamed = await printExcel(operator, { date: "2026-04-01" });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors.company_id).toEqual(["Lütfen Bayi Seçin!"]);
    const { url } = (await printExcel(operator, { date: "2026-04-01", company_id: shop.companyId })).json();
    expect(await sheetRows((await fetchUrl(operator, url)).rawPayload)).toContainEqual(["Gelir", "₺1.534,56"]);
    // The file is the operator's download: the shop's users do not get it by its address.
    expect((await fetchUrl(shop, url)).statusCode).toBe(404);
    expect((await fetchUrl(operator, "/api/safe/pdf?scope=all&date=2026-04-01")).statusCode).toBe(422);
    const text = await pdfText((await fetchUrl(operator, `/api/safe/pdf?scope=all&company_id=${shop.companyId}&date=2026-04-01`)).rawPayload);
    expect(text).toContain("Şükrü Çağlayan");
  });

  it("is refused to a shop that names another company", async () => {
    expect((await printExcel(shop, { date: "2026-04-01", company_id: otherShop.companyId })).statusCode).toBe(403);
  });
});
