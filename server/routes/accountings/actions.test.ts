import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateIn } from "../../../src/domain/periods";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { accountingApi, errorsOf } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let api: ReturnType<typeof accountingApi>;
let other: ReturnType<typeof accountingApi>;
let supplierId: number;
let expenseCategory: number;
let incomeCategory: number;
/** Today on the test company's clock (the default shop time zone). */
const today = () => localDateIn(new Date(), "Europe/Istanbul");

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = accountingApi(t.app, owner);
  other = accountingApi(t.app, await createActor(t.database.db));
  supplierId = await api.supplier();
  expenseCategory = await api.category("expense-categories", "Kumaş");
  incomeCategory = await api.category("income-categories", "Satış");
});
afterAll(() => t?.close());

const debt = (values: Record<string, unknown> = {}) =>
  api.record({ kind: "debt", date: "2026-02-02", supplier_id: supplierId, category_id: expenseCategory, price: "800.00", first_payment_date: "2026-02-02", last_payment_date: "2026-03-02", ...values });
const supplierCredit = (values: Record<string, unknown> = {}) =>
  api.record({ kind: "supplier_credit", date: "2026-02-02", supplier_id: supplierId, title: "Kumaş iadesi", last_payment_date: "2026-03-02", price: "250.00", ...values });

describe("complete and reverse", () => {
  it("completes a debt: the rest becomes an expense payment on the date, audited on its own", async () => {
    const row = await debt();
    const done = await api.call("POST", `/accountings/${row.id}/complete`, { date: "2026-02-20", payment_type: "check" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ remaining: "0.00", _can: { complete: false } });
    const history = (await api.call("GET", `/accountings/${row.id}/history`)).json().data as Record<string, any>[];
    expect(history.map((entry) => entry.action)).toEqual(["complete", "create", "create"]);
    const payment = history.find((entry) => entry.record_id !== row.id)!;
    expect(payment.after).toMatchObject({ kind: "payment", type: "expense", price: "800.00", payment_type: "check", date: "2026-02-20", credit_id: row.id });
    expect(payment.actor).toEqual({ id: owner.userId, full_name: "Test" });
  });

  it("audits every write: the change and delete of a record, and the payment and next credit a receive writes", async () => {
    const credit = await supplierCredit({ type_of_payment: "monthly", first_payment_date: "2026-02-02" });
    const body = { kind: "supplier_credit", date: "2026-02-02", supplier_id: supplierId, title: "Kumaş iadesi", type_of_payment: "monthly", first_payment_date: "2026-02-02", last_payment_date: "2026-03-02", price: "260.00" };
    expect((await api.call("PUT", `/accountings/${credit.id}`, body)).statusCode).toBe(200);
    expect((await api.call("POST", `/accountings/${credit.id}/receive`, { date: "2026-02-10" })).statusCode).toBe(200);
    const history = (await api.call("GET", `/accountings/${credit.id}/history`)).json().data as Record<string, any>[];
    expect(history.map((entry) => entry.action)).toEqual(["receive", "create", "update", "create"]);
    expect(history[1].after).toMatchObject({ kind: "payment", price: "260.00", credit_id: credit.id });
    expect(history[2]).toMatchObject({ before: { price: "250.00" }, after: { price: "260.00" } });
    const [next] = (await api.call("GET", `/accountings?kind=supplier_credit&first_payment_date=2026-03-02&supplier_id=${supplierId}`)).json().data;
    expect(next).toMatchObject({ last_payment_date: "2026-04-02", price: "260.00" });
    const nextHistory = (await api.call("GET", `/accountings/${next.id}/history`)).json().data as Record<string, any>[];
    expect(nextHistory.map((entry) => [entry.action, entry.actor?.id])).toEqual([["create", owner.userId]]);
    const expense = await api.record({ kind: "expense", date: "2026-02-11", category_id: expenseCategory, price: "5.00" });
    expect((await api.call("DELETE", `/accountings/${expense.id}`)).statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`select action from audit_log where record_id = ${expense.id} and resource = 'accountings' order by id`);
    expect((rows as unknown as { rows: { action: string }[] }).rows.map((row) => row.action)).toEqual(["accountings.create", "accountings.delete"]);
  });

  it("reverses a closed day's record with a correction dated today, linked to it, and only once", async () => {
    const sale = await api.record({ kind: "special_income", date: "2026-01-07", category_id: incomeCategory, price: "150.25", payment_type: "multiple_payment", cash_amount: "100.00", eft_amount: "50.25" });
    expect(sale._can.reverse).toBe(false);
    await api.closeDay("2026-01-07");
    const reversed = await api.call("POST", `/accountings/${sale.id}/reverse`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({ reversed: true, _can: { reverse: false } });
    const [correction] = (await api.call("GET", `/accountings?kind=correction&date=${today()}`)).json().data as Record<string, any>[];
    expect(correction).toMatchObject({ type: "income", corrects_id: sale.id, price: "-150.25", cash_amount: "-100.00", eft_amount: "-50.25", credit_cart_amount: "0.00", date: today() });
    expect((await api.call("POST", `/accountings/${sale.id}/reverse`)).statusCode).toBe(403);
    const history = (await api.call("GET", `/accountings/${sale.id}/history`)).json().data as Record<string, any>[];
    expect(history.map((entry) => [entry.action, entry.record_id])).toEqual([
      ["reverse", sale.id],
      ["create", correction.id],
      ["create", sale.id],
    ]);
  });

  it("gives back what a reversed payment paid: its credit is open again", async () => {
    const row = await debt({ date: "2026-01-08", first_payment_date: "2026-01-08" });
    const payment = await api.record({ kind: "payment", credit_id: row.id, date: "2026-01-08", price: "800.00" });
    await api.closeDay("2026-01-08");
    expect((await api.call("POST", `/accountings/${payment.id}/reverse`)).statusCode).toBe(200);
    expect((await api.read(row.id)).remaining).toBe("800.00");
  });
});

describe("conversions and supplier credits", () => {
  it("converts a credit to income and a debt to expense, stamped today, with the spec's messages", async () => {
    const credit = await supplierCredit();
    const received = await api.call("PUT", "/change-accounting-type", { id: credit.id, type: "income" });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ message: "Alacak Başarıyla Gelire Dönüştürüldü!", data: { id: credit.id, remaining: "0.00" } });
    const row = await debt();
    const completed = await api.call("PUT", "/change-accounting-type", { id: row.id, type: "expense" });
    expect(completed.json()).toMatchObject({ message: "Ödeme başarıyla gidere dönüştürüldü!", data: { remaining: "0.00" } });
    const payments = (await api.call("GET", `/accountings?credit_id_in=${credit.id},${row.id}`)).json().data as Record<string, any>[];
    expect(payments.map((payment) => payment.date)).toEqual([today(), today()]);
    // A debt is no credit: converting it to income is refused.
    const again = await debt();
    expect(Object.keys(errorsOf(await api.call("PUT", "/change-accounting-type", { id: again.id, type: "income" })))).toEqual(["type"]);
  });

  it("records a supplier's credit (today unless dated), requiring title, last payment date and price", async () => {
    const created = await api.call("POST", "/creditsForSupplier", { supplier_id: supplierId, title: "Eksik teslim", last_payment_date: "2026-12-31", price: "99.90" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: "supplier_credit", type: "credit", date: today(), price: "99.90", supplier_id: supplierId });
    const missing = await api.call("POST", "/creditsForSupplier", { supplier_id: supplierId });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorsOf(missing)).sort()).toEqual(["last_payment_date", "price", "title"]);
  });
});

describe("company B and users without the flags", () => {
  it("lets company B neither pay, receive, complete, reverse, convert nor read the history of A's records", async () => {
    const credit = await supplierCredit({ date: "2026-01-09" });
    const row = await debt({ date: "2026-01-09", first_payment_date: "2026-01-09" });
    const sale = await api.record({ kind: "special_income", date: "2026-01-09", category_id: incomeCategory, price: "10.00" });
    await api.closeDay("2026-01-09");
    const paid = await other.call("POST", "/accountings", { kind: "payment", credit_id: credit.id, date: "2026-01-10", price: "1.00" });
    expect(errorsOf(paid)).toEqual({ credit_id: ["Borç Seçin!"] });
    expect((await other.call("POST", `/accountings/${credit.id}/receive`, { date: "2026-01-10" })).statusCode).toBe(404);
    expect((await other.call("POST", `/change-credit-to-income/${credit.id}`, { date: "2026-01-10" })).statusCode).toBe(404);
    expect((await other.call("POST", `/accountings/${row.id}/complete`, { date: "2026-01-10" })).statusCode).toBe(404);
    expect((await other.call("POST", `/accountings/${sale.id}/reverse`)).statusCode).toBe(404);
    expect((await other.call("PUT", "/change-accounting-type", { id: credit.id, type: "income" })).statusCode).toBe(404);
    expect((await other.call("GET", `/accountings/${credit.id}/history`)).statusCode).toBe(404);
    expect((await other.call("POST", "/creditsForSupplier", { supplier_id: supplierId, title: "X", last_payment_date: "2026-12-31", price: "1.00" })).statusCode).toBe(422);
    expect(await api.read(credit.id)).toMatchObject({ remaining: "250.00", reversed: false });
    expect((await api.read(sale.id)).reversed).toBe(false);
  });

  it("answers 403 to receive, complete, convert and supplier credits without debts_credits_permission", async () => {
    const staff = accountingApi(t.app, await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { debts_credits_permission: false } }));
    const credit = await supplierCredit();
    const row = await debt();
    expect((await staff.call("POST", `/accountings/${credit.id}/receive`, { date: "2026-02-03" })).statusCode).toBe(403);
    expect((await staff.call("POST", `/accountings/${row.id}/complete`, { date: "2026-02-03" })).statusCode).toBe(403);
    expect((await staff.call("PUT", "/change-accounting-type", { id: credit.id, type: "income" })).statusCode).toBe(403);
    expect((await staff.call("POST", "/creditsForSupplier", { supplier_id: supplierId, title: "X", last_payment_date: "2026-12-31", price: "1.00" })).statusCode).toBe(403);
    expect((await staff.read(credit.id))._can).toMatchObject({ receive: false });
    expect((await api.read(credit.id)).remaining).toBe("250.00");
  });
});
