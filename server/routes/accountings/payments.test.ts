import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kurusFromDecimalString } from "../../../src/domain/money";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { accountingApi, errorsOf } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let api: ReturnType<typeof accountingApi>;
let clientId: number;
let serviceId: number;
let expenseCategory: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = accountingApi(t.app, owner);
  clientId = await api.client("Şükran Işıkoğlu");
  serviceId = await api.service();
  expenseCategory = await api.category("expense-categories", "Kumaş");
});
afterAll(() => t?.close());

/** A credit of 1180.00 (one 1000.00 line with 18 % tax) for the client. */
const credit = (values: Record<string, unknown> = {}) =>
  api.record({
    kind: "credit",
    date: "2026-01-05",
    client_id: clientId,
    first_payment_date: "2026-01-10",
    last_payment_date: "2026-01-31",
    lines: [{ service_id: serviceId, piece: 1, price: "1000.00", tax: 18 }],
    ...values,
  });
const pay = (creditId: number, price: string, values: Record<string, unknown> = {}) =>
  api.call("POST", "/accountings", { kind: "payment", credit_id: creditId, date: "2026-01-12", price, payment_type: "cash", ...values });

describe("interim payments", () => {
  it("pays a credit in two parts, then the rest is received: remaining 0, and the payments add up to the credit", async () => {
    const open = await credit();
    const first = await pay(open.id, "300.00");
    expect(first.statusCode, first.body).toBe(201);
    // A payment takes the credit's party and the type income ('pay').
    expect(first.json()).toMatchObject({ type: "income", client_id: clientId, credit_id: open.id });
    const second = await pay(open.id, "", { payment_type: "multiple_payment", cash_amount: "200.00", credit_cart_amount: "80.50", price: undefined });
    expect(second.json()).toMatchObject({ price: "280.50" });
    expect(await api.read(open.id)).toMatchObject({ paid: "580.50", remaining: "599.50", _can: { receive: true } });

    const received = await api.call("POST", `/accountings/${open.id}/receive`, { date: "2026-01-20", payment_type: "eft" });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ paid: "1180.00", remaining: "0.00", _can: { receive: false } });
    const payments = (await api.call("GET", `/accountings?credit_id=${open.id}&sort=id&order=asc`)).json().data as { price: string; payment_type: string; type: string }[];
    expect(payments.map((row) => [row.price, row.payment_type, row.type])).toEqual([
      ["300.00", "cash", "income"],
      ["280.50", "multiple_payment", "income"],
      ["599.50", "eft", "income"],
    ]);
    expect(payments.reduce((sum, row) => sum + kurusFromDecimalString(row.price), 0)).toBe(118_000);
  });

  it("pays a debt as an expense ('payDebt') with the debt's supplier", async () => {
    const supplierId = await api.supplier();
    const debt = await api.record({ kind: "debt", date: "2026-01-05", supplier_id: supplierId, category_id: expenseCategory, price: "800.00", first_payment_date: "2026-01-05", last_payment_date: "2026-02-05" });
    const paid = await pay(debt.id, "300.00");
    expect(paid.json()).toMatchObject({ type: "expense", supplier_id: supplierId });
    expect((await api.read(debt.id)).remaining).toBe("500.00");
  });

  it("refuses to pay more than is left, saying what is left", async () => {
    const open = await credit();
    await pay(open.id, "1000.00");
    const over = await pay(open.id, "180.01");
    expect(over.statusCode).toBe(422);
    expect(errorsOf(over)).toEqual({ price: ["Kalan tutardan fazla ödeme yapılamaz. Kalan tutar: 180.00 ₺"] });
  });

  it("refuses overpaying under two concurrent payments: one passes, the other is told what is left", async () => {
    const open = await credit();
    const answers = await Promise.all([pay(open.id, "1000.00"), pay(open.id, "1000.00")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect((await api.read(open.id)).remaining).toBe("180.00");
  });

  it("answers 'Borç Seçin!' without a credit, for a record that is no credit or debt, and for a settled one", async () => {
    const missing = await api.call("POST", "/accountings", { kind: "payment", date: "2026-01-12", price: "5.00" });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing).credit_id).toBeDefined();
    const sale = await api.record({ kind: "special_income", date: "2026-01-05", price: "50.00", category_id: await api.category("income-categories", "Satış") });
    expect(errorsOf(await pay(sale.id, "5.00"))).toEqual({ credit_id: ["Borç Seçin!"] });
    const settled = await credit();
    await pay(settled.id, "1180.00");
    expect(errorsOf(await pay(settled.id, "1.00"))).toEqual({ credit_id: ["Borç Seçin!"] });
  });

  it("lets a payment be changed within what is left, counting what it paid itself", async () => {
    const open = await credit();
    const payment = (await pay(open.id, "1000.00")).json();
    const body = { kind: "payment", credit_id: open.id, date: "2026-01-12", payment_type: "cash" };
    expect((await api.call("PUT", `/accountings/${payment.id}`, { ...body, price: "1180.00" })).statusCode).toBe(200);
    expect((await api.call("PUT", `/accountings/${payment.id}`, { ...body, price: "1180.01" })).statusCode).toBe(422);
  });

  it("keeps a credit's price at or above what was paid against it", async () => {
    const open = await credit();
    await pay(open.id, "1000.00");
    const cheaper = await api.call("PUT", `/accountings/${open.id}`, {
      kind: "credit",
      date: "2026-01-05",
      first_payment_date: "2026-01-10",
      last_payment_date: "2026-01-31",
      lines: [{ service_id: serviceId, piece: 1, price: "500.00", tax: 0 }],
    });
    expect(Object.keys(errorsOf(cheaper))).toEqual(["price"]);
  });
});

describe("receiving a recurring credit", () => {
  it("continues a monthly credit as a new credit one month later, month ends clamped (Jan 31 → Feb 28)", async () => {
    const monthly = await credit({ type_of_payment: "monthly", first_payment_date: "2026-01-31", last_payment_date: "2026-01-31" });
    const received = await api.call("POST", `/change-credit-to-income/${monthly.id}`, { date: "2026-01-31" });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().remaining).toBe("0.00");
    const next = (await api.call("GET", `/accountings?kind=credit&client_id=${clientId}&first_payment_date=2026-02-28`)).json().data;
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ price: "1180.00", remaining: "1180.00", last_payment_date: "2026-02-28", type_of_payment: "monthly" });
    expect((await api.read(next[0].id)).lines).toMatchObject([{ service_id: serviceId, piece: 1, price: "1000.00", tax: 18 }]);
  });

  it("takes the next dates the user gives, and a one-time credit ends", async () => {
    const yearly = await credit({ type_of_payment: "yearly", title: "Yıllık kira" });
    await api.call("POST", `/accountings/${yearly.id}/receive`, { date: "2026-01-20", new_first_payment_date: "2027-02-01", new_last_payment_date: "2027-02-15" });
    const next = (await api.call("GET", `/accountings?keyword=${encodeURIComponent("Yıllık kira")}&kind=credit`)).json().data as { first_payment_date: string; last_payment_date: string }[];
    expect(next.map((row) => [row.first_payment_date, row.last_payment_date])).toContainEqual(["2027-02-01", "2027-02-15"]);
    const once = await credit({ title: "Tek seferlik" });
    await api.call("POST", `/accountings/${once.id}/receive`, { date: "2026-01-20" });
    expect((await api.call("GET", `/accountings?keyword=${encodeURIComponent("Tek seferlik")}&kind=credit`)).json().total).toBe(1);
  });
});
