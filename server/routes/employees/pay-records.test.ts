import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../src/domain/periods";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { accountingApi } from "../accountings/test-helpers";
import { employeeApi, shopToday } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let staff: Actor;
let api: ReturnType<typeof employeeApi>;
let records: ReturnType<typeof accountingApi>;
let staffRecords: ReturnType<typeof accountingApi>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  // The cash box's user without salary_permission.
  staff = await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { salary_permission: false } });
  api = employeeApi(t.app, owner);
  records = accountingApi(t.app, owner);
  staffRecords = accountingApi(t.app, staff);
  categoryId = await records.category("expense-categories", "Personel");
});
afterAll(() => t?.close());

/** The accounting record a payment wrote. */
async function paidRecord(kind: "pay_salary" | "pay_advance", values: Record<string, unknown> = {}) {
  const employee = await api.employee();
  const paid = await api.pay(employee.id, kind, values);
  expect(paid.statusCode, paid.body).toBe(200);
  const [record] = (await records.call("GET", `/accountings?employee_id=${employee.id}`)).json().data;
  return { employee, record: record as Record<string, any> };
}

const handWritten = (employeeId: number, kind: string) => ({ kind, employee_id: employeeId, date: shopToday(), price: "100.00", payment_type: "cash", category_id: categoryId, title: "Elle" });

describe("salary and advance records in the accounting records", () => {
  it("are written only through the employee's actions: a POST of /accountings with kind salary or advance is a 422 on kind", async () => {
    const employee = await api.employee();
    for (const kind of ["salary", "advance"]) {
      const refused = await records.call("POST", "/accountings", handWritten(employee.id, kind));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ kind: ["Maaş ve avans ödemeleri yalnızca çalışanın satırından yapılır."] });
    }
    expect((await records.call("GET", `/accountings?employee_id=${employee.id}`)).json().total).toBe(0);
  });

  it("are never changed by hand: _can.update is false, a PUT is a 422 on kind, also one turning them into another kind", async () => {
    const { employee, record } = await paidRecord("pay_advance");
    expect(record._can).toMatchObject({ update: false, delete: true });
    expect((await records.call("PUT", `/accountings/${record.id}`, handWritten(employee.id, "advance"))).json().errors).toEqual({ kind: [expect.any(String)] });
    const other = await records.call("PUT", `/accountings/${record.id}`, { ...handWritten(employee.id, "expense"), employee_id: undefined });
    expect(other.statusCode).toBe(422);
    expect(Object.keys(other.json().errors)).toEqual(["kind"]);
    expect(await records.read(record.id)).toMatchObject({ kind: "advance", price: "1000.00" });
  });

  it("are deleted while their day is open, which gives the month back; a closed day's is reversed, which gives it back too", async () => {
    const { employee, record } = await paidRecord("pay_salary", { price: "5000.00" });
    expect((await api.read(employee.id)).remeaning_payment).toBe("15000.00");
    expect((await records.call("DELETE", `/accountings/${record.id}`)).statusCode).toBe(200);
    expect((await api.read(employee.id)).remeaning_payment).toBe("20000.00");

    // A day of this month other than today, closed: its advance is reversed by a correction dated today.
    const today = shopToday();
    const day = today.endsWith("-01") ? addDays(today, 1) : addDays(today, -1);
    const paid = await paidRecord("pay_advance", { price: "700.00", date: day });
    expect((await api.read(paid.employee.id)).remeaning_payment).toBe("19300.00");
    await records.closeDay(day);
    expect((await records.read(paid.record.id))._can).toMatchObject({ update: false, delete: false, reverse: true });
    expect((await records.call("DELETE", `/accountings/${paid.record.id}`)).statusCode).toBe(409);
    const reversed = await records.call("POST", `/accountings/${paid.record.id}/reverse`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    const [correction] = (await records.call("GET", `/accountings?kind=correction&employee_id=${paid.employee.id}`)).json().data;
    expect(correction).toMatchObject({ price: "-700.00", date: today, employee_id: paid.employee.id, corrects_id: paid.record.id });
    expect((await api.read(paid.employee.id)).remeaning_payment).toBe("20000.00");
  });

  it("keep naming an employee in the bin (GET /accountings/:id keeps employee_id)", async () => {
    const { employee, record } = await paidRecord("pay_salary");
    expect((await api.call("DELETE", `/employees/${employee.id}`)).statusCode).toBe(200);
    expect((await records.read(record.id)).employee_id).toBe(employee.id);
  });

  it("are written, changed, deleted and reversed only by users holding salary_permission (403), also through /accountings", async () => {
    const { employee, record } = await paidRecord("pay_advance");
    for (const kind of ["salary", "advance"]) {
      expect((await staffRecords.call("POST", "/accountings", handWritten(employee.id, kind))).statusCode).toBe(403);
    }
    expect((await staffRecords.call("PUT", `/accountings/${record.id}`, handWritten(employee.id, "advance"))).statusCode).toBe(403);
    expect((await staffRecords.call("PUT", `/accountings/${record.id}`, { ...handWritten(employee.id, "expense"), employee_id: undefined })).statusCode).toBe(403);
    expect((await staffRecords.call("DELETE", `/accountings/${record.id}`)).statusCode).toBe(403);
    // What the staff may read says so: no delete for them.
    expect((await staffRecords.read(record.id))._can).toMatchObject({ update: false, delete: false });
    expect((await records.read(record.id)).price).toBe("1000.00");
    // A closed day's salary: the owner could reverse it, the staff may not.
    const closed = await paidRecord("pay_salary", { date: "2026-04-04" });
    await records.closeDay("2026-04-04");
    expect((await records.read(closed.record.id))._can.reverse).toBe(true);
    expect((await staffRecords.call("POST", `/accountings/${closed.record.id}/reverse`)).statusCode).toBe(403);
    expect((await records.call("GET", `/accountings?kind=correction&employee_id=${closed.employee.id}`)).json().total).toBe(0);
  });
});
