import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateIn } from "../../../src/domain/periods";
import { companies } from "../../db/core";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { firstPagePng, pdfText } from "../../test/pdf-text";
import { ledgerOf, seedMarch } from "./test-helpers";

let t: TestApp;
let dataDir: string;
let shopA: Actor;
let shopB: Actor;

const get = (actor: Actor, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: `/api${url}`, headers: { ...actor.headers, ...headers } });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "accounting-reports-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  await t.database.db.update(companies).set({ title: "Prenses Gelinlik Şişli", print_company_logo: false }).where(eq(companies.id, shopA.companyId));
  await seedMarch(t.app, shopA);
  // Company B's March: amounts that appear nowhere in A's.
  const other = ledgerOf(t.app, shopB);
  await other.income("2026-03-02", "7777.77");
  await other.open("credit", "2026-03-03", "3333.33", "2026-03-20");
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/accounting-report", () => {
  it("sums March's income (payments and the correction included), expense, what is left of its credits and debts, and the profit", async () => {
    const response = await get(shopA, "/accounting-report?period=other&start_date=2026-03-01&end_date=2026-03-31");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ start_date: "2026-03-01", end_date: "2026-03-31", income: "2030.50", expense: "650.74", credit: "1100.00", debt: "500.00", profit: "1379.76" });
  });

  it("keeps to the range's days: the day before and the day after are out", async () => {
    expect((await get(shopA, "/accounting-report?period=other&start_date=2026-03-31&end_date=2026-04-01")).json()).toMatchObject({ income: "4950.00", expense: "99.99", profit: "4850.01" });
    expect((await get(shopA, "/accounting-report?period=other&start_date=2026-02-28&end_date=2026-02-28")).json()).toMatchObject({ income: "0.00", expense: "7000.00", profit: "-7000.00" });
  });

  it("takes today on the shop's clock for the daily period (the default)", async () => {
    await t.database.db.update(companies).set({ time_zone: "Pacific/Kiritimati" }).where(eq(companies.id, shopB.companyId));
    const today = localDateIn(new Date(), "Pacific/Kiritimati");
    await ledgerOf(t.app, shopB).income(today, "12.34");
    expect((await get(shopB, "/accounting-report")).json()).toMatchObject({ start_date: today, end_date: today, income: "12.34" });
  });

  it("answers 422 for the other period without its dates, or a period it does not know", async () => {
    const missing = await get(shopA, "/accounting-report?period=other&start_date=2026-03-01");
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(["end_date"]);
    expect((await get(shopA, "/accounting-report?period=yearly")).statusCode).toBe(422);
  });

  it("never counts another company's records", async () => {
    expect((await get(shopB, "/accounting-report?period=other&start_date=2026-03-01&end_date=2026-03-31")).json()).toMatchObject({ income: "7777.77", expense: "0.00", credit: "3333.33", debt: "0.00" });
  });
});

describe("GET /api/monthly-general-status", () => {
  it("answers every day of the month with its income, expense, net and movements, and the month's cards", async () => {
    const response = await get(shopA, "/monthly-general-status?month=2026-03");
    expect(response.statusCode, response.body).toBe(200);
    const { month, days, summary } = response.json();
    expect(month).toBe("2026-03");
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ day: "2026-03-01", income: "0.00", expense: "0.00", net: "0.00", process_count: 0 });
    expect(days[1]).toEqual({ day: "2026-03-02", income: "1480.50", expense: "0.00", net: "1480.50", process_count: 2 });
    expect(days[8]).toEqual({ day: "2026-03-09", income: "0.00", expense: "300.00", net: "-300.00", process_count: 1 });
    expect(days[30]).toEqual({ day: "2026-03-31", income: "-50.00", expense: "99.99", net: "-149.99", process_count: 2 });
    expect(summary).toEqual({ income: "2030.50", expense: "650.74", net: "1379.76", credit: "1100.00", debt: "500.00" });
  });

  it("makes the days add up to the month's cards", async () => {
    const { days, summary } = (await get(shopA, "/monthly-general-status?month=2026-03")).json();
    const kurus = (field: "income" | "expense") => days.reduce((sum: bigint, day: Record<string, string>) => sum + BigInt(day[field].replace(".", "")), 0n);
    expect(kurus("income")).toBe(BigInt(summary.income.replace(".", "")));
    expect(kurus("expense")).toBe(BigInt(summary.expense.replace(".", "")));
  });

  it("ends February on its last day, and refuses a month that is not YYYY-MM", async () => {
    const february = (await get(shopA, "/monthly-general-status?month=2026-02")).json();
    expect(february.days.map((day: { day: string }) => day.day).at(-1)).toBe("2026-02-28");
    expect(february.summary).toMatchObject({ income: "50.00", expense: "7000.00" });
    expect((await get(shopA, "/monthly-general-status?month=2026-13")).statusCode).toBe(422);
  });

  it("never answers another company's figures", async () => {
    const { summary } = (await get(shopB, "/monthly-general-status?month=2026-03")).json();
    expect(summary).toEqual({ income: "7777.77", expense: "0.00", net: "7777.77", credit: "3333.33", debt: "0.00" });
  });
});

describe("GET /api/monthly-general-status/pdf", () => {
  it("prints the month's cards and days in Turkish money format on an A4 landscape page", async () => {
    const response = await get(shopA, "/monthly-general-status/pdf?month=2026-03");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="aylik-genel-durum-2026-03.pdf"');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Prenses Gelinlik Şişli");
    expect(text).toContain("Aylık Genel Durum: 03.2026");
    for (const amount of ["₺2.030,50", "₺650,74", "₺1.379,76", "₺1.100,00", "₺500,00"]) expect(text).toContain(amount);
    expect(text).toMatch(/02\.03\.2026\s+₺1\.480,50\s+₺0,00\s+₺1\.480,50\s+2/);
    expect(text).toMatch(/31\.03\.2026\s+-₺50,00\s+₺99,99\s+-₺149,99\s+2/);
    expect(text).not.toContain("7.777,77");
    const png = PNG.sync.read(await readFile(await firstPagePng(response.rawPayload, dataDir)));
    expect([png.width, png.height]).toEqual([842, 596]);
  });

  it("speaks the caller's language", async () => {
    const text = await pdfText((await get(shopA, "/monthly-general-status/pdf?month=2026-03", { "accept-language": "de" })).rawPayload);
    expect(text).toContain("Monatliche Übersicht: 03.2026");
    expect(text).toContain("2.030,50 ₺");
  });
});

describe("access to the reports", () => {
  it("answers 403 without safe_permission", async () => {
    const staff = await createActor(t.database.db, { companyId: shopA.companyId, firstUser: false, permissions: { safe_permission: false } });
    for (const url of ["/accounting-report", "/monthly-general-status?month=2026-03", "/monthly-general-status/pdf?month=2026-03"]) {
      expect((await get(staff, url)).statusCode, url).toBe(403);
    }
  });
});
