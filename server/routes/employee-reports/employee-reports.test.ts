import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row } from "../../data";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { pdfText } from "../../test/pdf-text";
import { seedStaff, staffOf } from "./test-helpers";

let t: TestApp;
let dataDir: string;
let shopA: Actor;
let shopB: Actor;
let staff: Awaited<ReturnType<typeof seedStaff>>;
let foreign: Row;

const get = (actor: Actor, url: string) => t.app.inject({ method: "GET", url: `/api${url}`, headers: actor.headers });
const zeros = { sale_income: "0.00", rent_income: "0.00", commission: "0.00", leave_days: 0, advances: "0.00", salaries: "0.00" };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "employee-reports-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  shopA = await createActor(t.database.db);
  shopB = await createActor(t.database.db);
  staff = await seedStaff(t.app, shopA);
  const other = staffOf(t.app, shopB);
  foreign = await other.employee("Başka Dükkânın Çalışanı");
  await other.commission(foreign, "2026-03-05", "sale", "7777.77", 10, "777.78");
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("GET /api/employee-reports", () => {
  it("sums each live employee's month in Turkish name order: commissions by type, leave days inside the month, advances and salaries", async () => {
    const response = await get(shopA, "/employee-reports?year=2026&month=3");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ start_date: "2026-03-01", end_date: "2026-03-31", current_page: 1, total: 3, last_page: 1 });
    // C before Ç before Z (a plain byte order puts Ç after Z); the employee in the bin is not listed.
    expect(body.data).toEqual([
      { employee_id: staff.cem.id, full_name: "Cem Yılmaz", is_sale: false, ...zeros },
      { employee_id: staff.cigdem.id, full_name: "Çiğdem Arslan", is_sale: true, ...zeros, sale_income: "200.00", commission: "20.00", leave_days: 1 },
      // The leave from 30 March counts its two March days; April's sale and February's advance are outside.
      { employee_id: staff.zeynep.id, full_name: "Zeynep Öztürk", is_sale: true, sale_income: "1000.00", rent_income: "2500.50", commission: "400.06", leave_days: 2, advances: "1000.00", salaries: "15000.00" },
    ]);
  });

  it("answers the cards over the whole shop: live employees, and the month's sale and rent income and leave days (the binned employee's rent too)", async () => {
    const body = (await get(shopA, "/employee-reports?year=2026&month=3")).json();
    expect(body.cards).toEqual({ employees: 3, sale_income: "1200.00", rent_income: "2600.50", leave_days: 3 });
  });

  it("answers the whole year for a year without a month, and the leave's April days in April", async () => {
    const year = (await get(shopA, "/employee-reports?year=2026")).json();
    expect(year).toMatchObject({ start_date: "2026-01-01", end_date: "2026-12-31" });
    expect(year.data.find((row: Row) => row.employee_id === staff.zeynep.id)).toMatchObject({ sale_income: "1999.99", commission: "500.05", leave_days: 4, advances: "1500.00" });
    expect(year.cards).toEqual({ employees: 3, sale_income: "2199.99", rent_income: "2600.50", leave_days: 5 });
    const april = (await get(shopA, "/employee-reports?year=2026&month=4")).json();
    expect(april.data.find((row: Row) => row.employee_id === staff.zeynep.id)).toMatchObject({ sale_income: "999.99", leave_days: 2, advances: "0.00", salaries: "0.00" });
  });

  it("pages the employees", async () => {
    const body = (await get(shopA, "/employee-reports?year=2026&month=3&page=2&perPage=2")).json();
    expect(body).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(body.data.map((row: Row) => row.full_name)).toEqual(["Zeynep Öztürk"]);
  });

  it("answers zeros for a shop without employees, this month when no period is asked", async () => {
    const empty = await createActor(t.database.db);
    const response = await get(empty, "/employee-reports");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.cards).toEqual({ employees: 0, sale_income: "0.00", rent_income: "0.00", leave_days: 0 });
    expect(body.start_date.slice(8)).toBe("01");
  });

  it("never shows company A's figures to company B", async () => {
    const body = (await get(shopB, "/employee-reports?year=2026&month=3")).json();
    expect(body.data).toEqual([{ employee_id: foreign.id, full_name: "Başka Dükkânın Çalışanı", is_sale: false, ...zeros, sale_income: "7777.77", commission: "777.78" }]);
    expect(body.cards).toEqual({ employees: 1, sale_income: "7777.77", rent_income: "0.00", leave_days: 0 });
    expect((await get(shopB, `/employee-reports/${staff.zeynep.id}?year=2026&month=3`)).statusCode).toBe(404);
  });

  it("answers 403 to a user of the shop without salary_permission", async () => {
    const lacking = await createActor(t.database.db, { companyId: shopA.companyId, firstUser: false, permissions: { salary_permission: false } });
    for (const url of ["/employee-reports", "/employee-reports/pdf", `/employee-reports/${staff.zeynep.id}`, `/employee-reports/${staff.zeynep.id}/pdf`]) {
      expect((await get(lacking, url)).statusCode, url).toBe(403);
    }
  });

  it("refuses a month outside 1–12 with a 422 naming it", async () => {
    const response = await get(shopA, "/employee-reports?year=2026&month=13");
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {}).join(" ")).toContain("month");
  });

  it("counts the salary and advance that the employees' own actions pay (Maaş Öde, Avans Ver, POST /pay-advance/:id)", async () => {
    const shop = await createActor(t.database.db);
    const employee = await staffOf(t.app, shop).employee("Gülşen Ödemeli");
    const pay = (url: string, price: string) => t.app.inject({ method: "POST", url: `/api${url}`, headers: shop.headers, payload: { date: "2026-03-16", price, payment_type: "cash" } });
    expect((await pay(`/employees/${employee.id}/pay_salary`, "12000.00")).statusCode).toBe(200);
    expect((await pay(`/pay-advance/${employee.id}`, "750.25")).statusCode).toBe(200);
    const body = (await get(shop, "/employee-reports?year=2026&month=3")).json();
    expect(body.data).toEqual([{ employee_id: employee.id, full_name: "Gülşen Ödemeli", is_sale: false, ...zeros, advances: "750.25", salaries: "12000.00" }]);
  });
});

describe("GET /api/employee-reports/:id", () => {
  it("answers one employee's figures and the month's commission entries, leave and payments, newest first", async () => {
    const response = await get(shopA, `/employee-reports/${staff.zeynep.id}?year=2026&month=3`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.employee).toMatchObject({ id: staff.zeynep.id, full_name: "Zeynep Öztürk", salary: "15000.00", commission: 12, is_sale: true });
    expect(body.figures).toEqual({ sale_income: "1000.00", rent_income: "2500.50", commission: "400.06", leave_days: 2, advances: "1000.00", salaries: "15000.00" });
    expect(body.commissions.map((row: Row) => [row.date, row.type, row.total_price, row.rate, row.commission])).toEqual([
      ["2026-03-20", "rent", "2500.50", 12, "300.06"],
      ["2026-03-05", "sale", "1000.00", 10, "100.00"],
    ]);
    expect(body.permits).toEqual([expect.objectContaining({ start_at: "2026-03-30", finish_at: "2026-04-02", daycount: 4, days_in_period: 2 })]);
    expect(body.payments.map((row: Row) => [row.kind, row.date, row.price, row.payment_type])).toEqual([
      ["salary", "2026-03-31", "15000.00", "cash"],
      ["advance", "2026-03-10", "1000.00", "cash"],
    ]);
  });

  it("answers 404 for an employee in the bin", async () => {
    expect((await get(shopA, `/employee-reports/${staff.ayse.id}?year=2026&month=3`)).statusCode).toBe(404);
  });
});

describe("the employee report's PDFs", () => {
  it("prints the shop's month with each employee's name and figures, Turkish letters intact", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/employee-reports/pdf?year=2026&month=3", headers: { ...shopA.headers, "accept-language": "tr" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="calisan-raporu-2026-03.pdf"');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Çalışan Raporu: 03.2026");
    expect(text).toContain("Çiğdem Arslan");
    expect(text).toContain("Zeynep Öztürk");
    expect(text).toContain("₺2.500,50");
    expect(text).toContain("₺15.000,00");
    expect(text).not.toContain("Ayşe Silinmiş");
  });

  it("prints in the caller's language, German and Kurmanji letters intact", async () => {
    const printed = async (language: string) =>
      pdfText((await t.app.inject({ method: "GET", url: "/api/employee-reports/pdf?year=2026&month=3", headers: { ...shopA.headers, "accept-language": language } })).rawPayload);
    const german = await printed("de");
    expect(german).toContain("Mitarbeiter-Bericht: 03.2026");
    expect(german).toContain("Urlaubstage");
    const kurmanji = await printed("ku");
    expect(kurmanji).toContain("Rapora Karmendan: 03.2026");
    expect(kurmanji).toContain("Rojên Destûrê");
  });

  it("prints one employee's report with their entries", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/employee-reports/${staff.zeynep.id}/pdf?year=2026&month=3`, headers: { ...shopA.headers, "accept-language": "tr" } });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Zeynep Öztürk");
    expect(text).toContain("₺300,06");
    expect(text).toContain("Kiralama");
    expect(text).toContain("30.03.2026");
    expect(text).toContain("Avans");
  });
});
