import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../src/domain/periods";
import { auditLog } from "../../db/core";
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

describe("paying an employee", () => {
  it("takes an advance of 1000.00 and then the rest of the salary off what is left of the month, and the cash box shows both expenses", async () => {
    const employee = await api.employee({ salary: "20000.00" });
    expect(employee.remeaning_payment).toBe("20000.00");

    const advanced = await api.pay(employee.id, "pay_advance", { price: "1000.00" });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json()).toMatchObject({ id: employee.id, remeaning_payment: "19000.00" });

    const paid = await api.pay(employee.id, "pay_salary", { price: "19000.00", payment_type: "eft" });
    expect(paid.json()).toMatchObject({ remeaning_payment: "0.00" });

    const safe = await api.call("GET", `/safe?date=${shopToday()}`);
    expect(safe.json()).toMatchObject({ expense: "20000.00", income: "0.00" });
    const types = Object.fromEntries((safe.json().incomeGroup as { payment_type: string; expense: string }[]).map((group) => [group.payment_type, group.expense]));
    expect(types).toMatchObject({ cash: "1000.00", eft: "19000.00" });

    const records = (await api.call("GET", `/accountings?employee_id=${employee.id}&sort=price&order=asc`)).json().data;
    expect(records.map((row: Record<string, unknown>) => [row.kind, row.type, row.price, row.title])).toEqual([
      ["advance", "expense", "1000.00", "Zeynep Çalışkan — Avans"],
      ["salary", "expense", "19000.00", "Zeynep Çalışkan — Maaş"],
    ]);
  });

  it("never shows less than nothing left, and counts only this month's payments", async () => {
    const employee = await api.employee({ salary: "500.00" });
    const lastMonth = addDays(`${shopToday().slice(0, 7)}-01`, -1);
    await api.pay(employee.id, "pay_advance", { price: "300.00", date: lastMonth });
    expect((await api.read(employee.id)).remeaning_payment).toBe("500.00");
    await api.pay(employee.id, "pay_salary", { price: "800.00" });
    expect((await api.read(employee.id)).remeaning_payment).toBe("0.00");
  });

  it("files every payment under the shop's one 'Maaşlar' expense category, found ignoring case", async () => {
    const shop = await createActor(t.database.db);
    const shopApi = employeeApi(t.app, shop);
    const existing = await shopApi.created("/definitions", { name: "MAAŞLAR", type: "expense-categories" });
    const employee = await shopApi.employee();
    await shopApi.pay(employee.id, "pay_salary");
    await shopApi.pay(employee.id, "pay_advance");
    const records = (await shopApi.call("GET", `/accountings?employee_id=${employee.id}`)).json().data;
    expect(records.map((row: Record<string, unknown>) => row.category_id)).toEqual([existing.id, existing.id]);
  });

  it("creates 'Maaşlar' once when the shop has none, also for several first payments at once", async () => {
    const shop = await createActor(t.database.db);
    const shopApi = employeeApi(t.app, shop);
    const staff = await Promise.all(["Hasan Öztürk", "Ayşe Kaya", "Elif Şahin", "Murat Çelik", "Deniz Ak"].map((full_name) => shopApi.employee({ full_name })));
    // Paid at once: on PostgreSQL the first payments really run side by side.
    const paid = await Promise.all(staff.map((employee, index) => shopApi.pay(employee.id, index % 2 ? "pay_advance" : "pay_salary")));
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const categories = (await shopApi.call("GET", "/definitions?type=expense-categories")).json().data;
    expect(categories.map((row: Record<string, unknown>) => row.name)).toEqual(["Maaşlar"]);
    const audited = await t.database.db.select().from(auditLog).where(and(eq(auditLog.resource, "definitions"), eq(auditLog.record_id, categories[0].id)));
    expect(audited.map((entry) => [entry.action, entry.actor_user_id])).toEqual([["definitions.create", shop.userId]]);
  });

  it("refuses a price of zero (422 on price) and a closed day (409), writing nothing", async () => {
    const employee = await api.employee();
    const zero = await api.pay(employee.id, "pay_advance", { price: "0.00" });
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(zero.json().errors)).toEqual(["price"]);
    await api.created("/day_closes", { day: "2026-02-02" });
    const closed = await api.pay(employee.id, "pay_salary", { date: "2026-02-02" });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain("Bu gün kapatıldı");
    expect((await api.call("GET", `/accountings?employee_id=${employee.id}`)).json().total).toBe(0);
  });

  it("audits the record it writes beside the employee's action, both by the payer", async () => {
    const employee = await api.employee();
    await api.pay(employee.id, "pay_advance", { price: "250.00" });
    const [record] = (await api.call("GET", `/accountings?employee_id=${employee.id}`)).json().data;
    const history = (await api.call("GET", `/accountings/${record.id}/history`)).json().data;
    expect(history).toEqual([expect.objectContaining({ action: "create", actor: expect.objectContaining({ id: owner.userId }), after: expect.objectContaining({ kind: "advance", employee_id: employee.id, price: "250.00" }) })]);
    const entries = await t.database.db.select().from(auditLog).where(and(eq(auditLog.resource, "employees"), eq(auditLog.record_id, employee.id)));
    expect(entries.map((entry) => [entry.action, entry.actor_user_id])).toEqual([
      ["employees.create", owner.userId],
      ["employees.pay_advance", owner.userId],
    ]);
  });

  it("does not pay an employee in the bin (404), and their records still name them", async () => {
    const employee = await api.employee();
    await api.pay(employee.id, "pay_advance", { price: "100.00" });
    const [record] = (await api.call("GET", `/accountings?employee_id=${employee.id}`)).json().data;
    expect((await api.call("DELETE", `/employees/${employee.id}`)).statusCode).toBe(200);
    expect((await api.pay(employee.id, "pay_salary")).statusCode).toBe(404);
    expect((await api.call("POST", `/pay-advance/${employee.id}`, { date: shopToday(), price: "5.00", payment_type: "cash" })).statusCode).toBe(404);
    expect((await api.call("GET", `/accountings/${record.id}`)).json().employee_id).toBe(employee.id);
  });

  it("takes the spec's path POST /pay-advance/:id as the advance", async () => {
    const employee = await api.employee({ salary: "300.00" });
    const response = await api.call("POST", `/pay-advance/${employee.id}`, { date: shopToday(), price: "120.50", payment_type: "cash" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().remeaning_payment).toBe("179.50");
  });

  it("answers the count of live employees as the list's counter", async () => {
    const shop = await createActor(t.database.db);
    const shopApi = employeeApi(t.app, shop);
    const [kept, binned] = await Promise.all([shopApi.employee(), shopApi.employee({ full_name: "Ali Veli" })]);
    await shopApi.call("DELETE", `/employees/${binned.id}`);
    const list = (await shopApi.call("GET", "/employees")).json();
    expect(list.counters).toEqual({ total: 1 });
    expect(list.data.map((row: Record<string, unknown>) => row.id)).toEqual([kept.id]);
  });
});
