import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../i18n";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { employeeApi } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let api: ReturnType<typeof employeeApi>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = employeeApi(t.app, owner);
});
afterAll(() => t?.close());

const entry = (employeeId: number, values: Record<string, unknown> = {}) =>
  api.call("POST", `/employees/${employeeId}/commissions`, { date: "2026-11-10", type: "sale", total_price: "1234.56", rate: 12, ...values });

describe("commission entries", () => {
  it("are worth the rate's percent of the total, set by the server exact to the kuruş (12 % of 1234.56 = 148.15)", async () => {
    const employee = await api.employee();
    const created = await entry(employee.id);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ employee_id: employee.id, total_price: "1234.56", rate: 12, commission: "148.15" });
    expect((await entry(employee.id, { total_price: "0.25", rate: 10 })).json().commission).toBe("0.03");
    expect((await entry(employee.id, { rate: 0 })).json().commission).toBe("0.00");
    expect((await entry(employee.id, { rate: 100 })).json().commission).toBe("1234.56");
    // A change is worked out again.
    const changed = await api.call("PUT", `/commissions/${created.json().id}`, { employee_id: employee.id, date: "2026-11-10", type: "rent", total_price: "2000.00", rate: 15 });
    expect(changed.json()).toMatchObject({ type: "rent", commission: "300.00" });
  });

  it("refuses a rate of 101 (or below 0, or a fraction) with 'Prim Değeriniz Hatalı!', and a commission sent by the client", async () => {
    const employee = await api.employee();
    for (const rate of [101, -1, 12.5, "12"]) {
      const refused = await entry(employee.id, { rate });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: "Prim Değeriniz Hatalı!", errors: { rate: ["Prim Değeriniz Hatalı!"] } });
    }
    expect((await entry(employee.id, { commission: "999.00" })).statusCode).toBe(422);
    expect((await api.call("GET", `/employee-commissions/${employee.id}`)).json().total).toBe(0);
  });

  it("refuses an employee's commission of 150 with 'Prim Değeriniz Hatalı!', on create and change", async () => {
    const refused = await api.call("POST", "/employees", { full_name: "Zeynep Çalışkan", salary: "20000.00", commission: 150 });
    expect(refused.json().errors).toEqual({ commission: ["Prim Değeriniz Hatalı!"] });
    const employee = await api.employee({ commission: 12 });
    const changed = await api.call("PUT", `/employees/${employee.id}`, { full_name: "Zeynep Çalışkan", salary: "20000.00", commission: 101 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ commission: ["Prim Değeriniz Hatalı!"] });
    expect((await api.read(employee.id)).commission).toBe(12);
    // A missing rate is still "required", not the rate's message.
    const missing = await api.call("POST", "/employees", { full_name: "Zeynep Çalışkan", salary: "20000.00" });
    expect(missing.json().errors).toEqual({ commission: [translate("tr", "server.validation.required")] });
  });

  it("lists an employee's entries newest first with the totals of the dates asked for (GET /employee-commissions/:id)", async () => {
    const employee = await api.employee({ commission: 10 });
    const other = await api.employee({ full_name: "Hasan Öztürk" });
    await entry(employee.id, { date: "2026-10-05", total_price: "1000.00", rate: 10 });
    await entry(employee.id, { date: "2026-11-01", total_price: "500.00", rate: 10, type: "rent" });
    await entry(employee.id, { date: "2026-11-20", total_price: "250.50", rate: 20 });
    await entry(other.id, { date: "2026-11-20", total_price: "9999.00", rate: 10 });

    const all = (await api.call("GET", `/employee-commissions/${employee.id}`)).json();
    expect(all.data.map((row: Record<string, unknown>) => [row.date, row.commission])).toEqual([
      ["2026-11-20", "50.10"],
      ["2026-11-01", "50.00"],
      ["2026-10-05", "100.00"],
    ]);
    expect(all).toMatchObject({ current_page: 1, per_page: 15, total: 3, last_page: 1, totals: { total_price: "1750.50", commission: "200.10" } });
    expect(all.employee).toEqual({ id: employee.id, full_name: "Zeynep Çalışkan", commission: 10 });

    const november = (await api.call("GET", `/employee-commissions/${employee.id}?date_gte=2026-11-01&date_lte=2026-11-30&perPage=1&page=2`)).json();
    expect(november).toMatchObject({ current_page: 2, per_page: 1, total: 2, last_page: 2, totals: { total_price: "750.50", commission: "100.10" } });
    expect(november.data.map((row: Record<string, unknown>) => row.date)).toEqual(["2026-11-01"]);
    expect((await api.call("GET", `/employee-commissions/${employee.id}?date_gte=nope`)).statusCode).toBe(422);
  });

  it("keeps entries of an employee in the bin pointing at them, and takes no new ones for them", async () => {
    const employee = await api.employee();
    const kept = (await entry(employee.id)).json();
    await api.call("DELETE", `/employees/${employee.id}`);
    expect((await api.call("GET", `/commissions/${kept.id}`)).json().employee_id).toBe(employee.id);
    const refused = await api.call("POST", "/commissions", { employee_id: employee.id, date: "2026-11-10", type: "sale", total_price: "10.00", rate: 10 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["employee_id"]);
    expect((await api.call("GET", `/employee-commissions/${employee.id}`)).statusCode).toBe(404);
  });
});
