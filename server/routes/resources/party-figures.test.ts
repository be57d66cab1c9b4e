import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { accountingApi } from "../accountings/test-helpers";

let t: TestApp;
let owner: Actor;
let api: ReturnType<typeof accountingApi>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = accountingApi(t.app, owner);
});
afterAll(() => t?.close());

const listed = async (actor: Actor, url: string) => {
  const response = await t.app.inject({ method: "GET", url: `/api${url}`, headers: actor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("clients' and suppliers' figures", () => {
  it("sum what is left of a client's credits and debts, the balance, and the shop's totals in the counters", async () => {
    const bride = await api.client("Şükran Işıkoğlu");
    const other = await api.client("Ayşe Kaya");
    const serviceId = await api.service();
    const expenseCategory = await api.category("expense-categories", "Kira");
    const lines = [{ service_id: serviceId, piece: 1, price: "1000.00", tax: 0 }];
    const dates = { date: "2026-03-01", first_payment_date: "2026-03-01", last_payment_date: "2026-04-01" };
    const credit = await api.record({ kind: "credit", client_id: bride, lines, ...dates });
    await api.record({ kind: "payment", credit_id: credit.id, date: "2026-03-02", price: "250.50" });
    await api.record({ kind: "payment", credit_id: credit.id, date: "2026-03-04", price: "100.00" });
    const settled = await api.record({ kind: "credit", client_id: bride, lines, ...dates });
    await api.call("POST", `/accountings/${settled.id}/receive`, { date: "2026-03-03" });
    await api.record({ kind: "debt", client_id: bride, category_id: expenseCategory, price: "100.25", ...dates });
    // An income is no credit: it leaves the figures alone.
    await api.record({ kind: "income", client_id: bride, lines, date: "2026-03-01" });
    await api.record({ kind: "credit", client_id: other, lines, ...dates });

    const page = await listed(owner, "/clients?sort=total_credits&order=desc");
    const byId = new Map(page.data.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(bride)).toMatchObject({ total_credits: "649.50", total_debts: "100.25", balance: "549.25" });
    expect(byId.get(other)).toMatchObject({ total_credits: "1000.00", total_debts: "0.00", balance: "1000.00" });
    expect(page.data[0].id).toBe(other);
    expect(page.counters).toMatchObject({ total_credits: "1649.50", total_debts: "100.25", balance: "1549.25" });

    // Another shop's records never reach these figures, nor its payments the shop's credits.
    const stranger = await createActor(t.database.db);
    expect((await listed(stranger, "/clients")).counters).toMatchObject({ total_credits: "0.00", total_debts: "0.00", balance: "0.00" });
    const strangers = accountingApi(t.app, stranger);
    const strangersCredit = await strangers.record({ kind: "credit", client_id: await strangers.client("Zeynep Çelik"), lines: [{ service_id: await strangers.service(), piece: 1, price: "300.00", tax: 0 }], ...dates });
    await strangers.record({ kind: "payment", credit_id: strangersCredit.id, date: "2026-03-02", price: "300.00" });
    expect((await listed(owner, "/clients")).counters).toMatchObject({ total_credits: "1649.50", balance: "1549.25" });

    // The operators' view of one shop sums that shop's alone.
    const operator = await createActor(t.database.db, { roles: ["admin"] });
    expect((await listed(operator, `/clients?scope=all&company_id=${owner.companyId}`)).counters).toMatchObject({ total_credits: "1649.50", total_debts: "100.25", balance: "1549.25" });
  });

  it("sum a supplier's credits and debts", async () => {
    const supplier = await api.supplier("Çağlayan Kumaş");
    const expenseCategory = await api.category("expense-categories", "Kumaş");
    await api.record({ kind: "supplier_credit", supplier_id: supplier, title: "İade", date: "2026-03-01", last_payment_date: "2026-04-01", price: "40.00" });
    const debt = await api.record({ kind: "debt", supplier_id: supplier, category_id: expenseCategory, price: "500.00", date: "2026-03-01", first_payment_date: "2026-03-01", last_payment_date: "2026-04-01" });
    await api.record({ kind: "payment", credit_id: debt.id, date: "2026-03-05", price: "120.00" });
    const row = (await listed(owner, "/suppliers")).data.find((found: { id: number }) => found.id === supplier);
    expect(row).toMatchObject({ total_credits: "40.00", total_debts: "380.00", balance: "-340.00" });
  });
});
