import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { employeeApi, shopToday } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let api: ReturnType<typeof employeeApi>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = employeeApi(t.app, owner);
});
afterAll(() => t?.close());

describe("GET /employee-history/:id", () => {
  it("answers the employee's salary and advance payments newest first, with their totals and what is left of the month", async () => {
    const employee = await api.employee({ salary: "5000.00" });
    const other = await api.employee({ full_name: "Hasan Öztürk" });
    const today = shopToday();
    await api.pay(employee.id, "pay_advance", { date: "2026-01-15", price: "300.00", description: "Bayram" });
    await api.pay(employee.id, "pay_salary", { date: "2026-01-31", price: "4700.00", payment_type: "eft" });
    await api.pay(employee.id, "pay_advance", { date: today, price: "1000.00" });
    await api.pay(other.id, "pay_advance", { date: today, price: "77.00" });

    const history = (await api.call("GET", `/employee-history/${employee.id}`)).json();
    expect(history.employee).toEqual({ id: employee.id, full_name: "Zeynep Çalışkan", salary: "5000.00", remeaning_payment: "4000.00" });
    expect(history.totals).toEqual({ salary: "4700.00", advance: "1300.00" });
    expect(history).toMatchObject({ current_page: 1, per_page: 15, total: 3, last_page: 1 });
    expect(history.data.map(({ id: _id, ...row }: Record<string, unknown>) => row)).toEqual([
      { kind: "advance", date: today, price: "1000.00", payment_type: "cash", description: null, day_closed: false },
      { kind: "salary", date: "2026-01-31", price: "4700.00", payment_type: "eft", description: null, day_closed: false },
      { kind: "advance", date: "2026-01-15", price: "300.00", payment_type: "cash", description: "Bayram", day_closed: false },
    ]);
  });

  it("narrows to advances with ?kind=advance, pages with ?page=&perPage=, and says which days are closed", async () => {
    const employee = await api.employee();
    await api.pay(employee.id, "pay_advance", { date: "2026-02-01", price: "10.00" });
    await api.pay(employee.id, "pay_advance", { date: "2026-02-02", price: "20.00" });
    await api.pay(employee.id, "pay_salary", { date: "2026-02-03", price: "30.00" });
    await api.created("/day_closes", { day: "2026-02-01" });
    const advances = (await api.call("GET", `/employee-history/${employee.id}?kind=advance&perPage=1&page=2`)).json();
    expect(advances).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2, totals: { salary: "30.00", advance: "30.00" } });
    expect(advances.data).toEqual([expect.objectContaining({ kind: "advance", date: "2026-02-01", day_closed: true })]);
    expect((await api.call("GET", `/employee-history/${employee.id}?kind=income`)).statusCode).toBe(422);
  });

  it("answers 404 for an employee in the bin or one that does not exist", async () => {
    const employee = await api.employee();
    await api.call("DELETE", `/employees/${employee.id}`);
    expect((await api.call("GET", `/employee-history/${employee.id}`)).statusCode).toBe(404);
    expect((await api.call("GET", "/employee-history/999999")).statusCode).toBe(404);
  });
});
