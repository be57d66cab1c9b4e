import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimalStringFromKurus, kurusFromDecimalString } from "../../../src/domain/money";
import { formatMoney } from "../../../src/engine/format";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { expectedByPaymentType, seedMonth, type ApiCall, type SeededMonth } from "./month-seed";

/**
 * Issue 12's acceptance: a month of varied activity, seeded through the API, and the cash box's movement per
 * payment type (Σ income − Σ expense) equal to what the seed itself sent, in GET /safe, in the Excel file read
 * back and in the PDF's text layer. Amounts are compared as kuruş integers and as the decimal or ₺ text the
 * server wrote: no float anywhere.
 */
let t: TestApp;
let owner: Actor;
let seeded: SeededMonth;
let expected: ReturnType<typeof expectedByPaymentType>;

const LABELS = { cash: "Nakit", credit_cart: "Kredi Kartı", eft: "Havale / EFT", check: "Çek", bill: "Senet" } as const;
const decimal = (kurus: number) => decimalStringFromKurus(kurus);
const shown = (kurus: number) => formatMoney(decimal(kurus), "tr");

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  const call: ApiCall = async (method, url, body) => {
    const response = await t.app.inject({ method, url: `/api${url}`, headers: owner.headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
  };
  seeded = await seedMonth(call, "2026-05");
  expected = expectedByPaymentType(seeded.movements);
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: owner.headers });
const monthQuery = () => `start_date=${seeded.start}&end_date=${seeded.end}`;

describe("a month of the cash box (issue 12 acceptance)", () => {
  it("GET /safe answers each payment type's income, expense and net as the seed's own amounts add up", async () => {
    const box = (await get(`/api/safe?${monthQuery()}&perPage=100`)).json();
    expect(box.incomeGroup).toEqual(expected.groups.map((group) => ({ payment_type: group.payment_type, income: decimal(group.income), expense: decimal(group.expense), net: decimal(group.net) })));
    expect(box).toMatchObject({ income: decimal(expected.income), expense: decimal(expected.expense), process_count: expected.count });
    // The cash in the safe at the month's end: the month's cash movements (the shop began with it).
    expect(box.inSafeMoney).toBe(decimal(expected.groups[0].net));
    // The records listed are the movements: their amounts add up to the same totals.
    const listed = box.records.data as { type: string; price: string }[];
    expect(listed).toHaveLength(expected.count);
    const total = (type: string) => listed.filter((row) => row.type === type).reduce((sum, row) => sum + kurusFromDecimalString(row.price), 0);
    expect([total("income"), total("expense")]).toEqual([expected.income, expected.expense]);
  });

  it("the Excel file, read back, holds the same figures as ₺ text", async () => {
    const { url } = (await t.app.inject({ method: "POST", url: "/api/printsafeexcel", headers: owner.headers, payload: { start_date: seeded.start, end_date: seeded.end } })).json();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get(url)).rawPayload as never);
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ""))));
    for (const group of expected.groups) expect(rows).toContainEqual([LABELS[group.payment_type], shown(group.income), shown(group.expense), shown(group.net)]);
    expect(rows).toContainEqual(["Gelir", shown(expected.income)]);
    expect(rows).toContainEqual(["Gider", shown(expected.expense)]);
  });

  it("the PDF's text layer holds the same figures", async () => {
    const text = await pdfText((await get(`/api/safe/pdf?${monthQuery()}`)).rawPayload);
    const line = (cells: string[]) => new RegExp(cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("\\s+"));
    for (const group of expected.groups) expect(text).toMatch(line([LABELS[group.payment_type], shown(group.income), shown(group.expense), shown(group.net)]));
    expect(text).toContain(shown(expected.income));
  });

  it("keeps the closed day closed and puts the reversal into today's cash box", async () => {
    const closedDay = (await get(`/api/safe?date=${seeded.closedDay}`)).json();
    expect(closedDay.closed).toMatchObject({ day: seeded.closedDay });
    const edit = await t.app.inject({ method: "DELETE", url: `/api/accountings/${seeded.reversedId}`, headers: owner.headers });
    expect(edit.statusCode).toBe(409);
    const today = (await get(`/api/safe?date=${seeded.correction.date}`)).json();
    expect(today.incomeGroup[0]).toEqual({ payment_type: "cash", income: decimal(seeded.correction.parts.cash!), expense: "0.00", net: decimal(seeded.correction.parts.cash!) });
  });
});
