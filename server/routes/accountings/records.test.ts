import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { accountingApi, errorsOf } from "./test-helpers";

let t: TestApp;
let owner: Actor;
let api: ReturnType<typeof accountingApi>;
let incomeCategory: number;
let expenseCategory: number;
let clientId: number;
let serviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createActor(t.database.db);
  api = accountingApi(t.app, owner);
  incomeCategory = await api.category("income-categories", "Satış");
  expenseCategory = await api.category("expense-categories", "Kira");
  clientId = await api.client();
  serviceId = await api.service();
});
afterAll(() => t?.close());

const line = (values: Record<string, unknown> = {}) => ({ service_id: serviceId, piece: 1, price: "1000.00", discount: "0.00", tax: 18, ...values });
const income = (values: Record<string, unknown> = {}) => ({ kind: "income", date: "2026-03-02", client_id: clientId, payment_type: "cash", lines: [line()], ...values });

describe("accounting records: type and price from the kind", () => {
  it("sets the type from the kind and the price of an income from its lines, whatever price is sent", async () => {
    const row = await api.record(income({ price: "1.00", lines: [line(), line({ piece: 2, price: "99.99", discount: "10.00", tax: 0 })] }));
    // 1000 × 1.18 = 1180; 2 × 89.99 = 179.98 → 180 (each line rounds up to the lira).
    expect(row).toMatchObject({ type: "income", price: "1360.00", paid: "0.00" });
    expect((await api.read(row.id)).lines).toHaveLength(2);
  });

  it.each([
    ["special_income", { category_id: () => incomeCategory }, "income"],
    ["expense", { category_id: () => expenseCategory }, "expense"],
    ["general_expense", { category_id: () => expenseCategory }, "expense"],
    ["debt", { category_id: () => expenseCategory, first_payment_date: "2026-03-02", last_payment_date: "2026-04-02" }, "debt"],
  ])("records a %s as type %s", async (kind, extra, type) => {
    const values = Object.fromEntries(Object.entries(extra).map(([field, value]) => [field, typeof value === "function" ? value() : value]));
    const row = await api.record({ kind, date: "2026-03-02", price: "250.75", payment_type: "eft", ...values });
    expect(row).toMatchObject({ kind, type, price: "250.75" });
  });

  it("takes a multiple payment's price from its splits, and refuses splits that miss the lines' total", async () => {
    const split = await api.record({ kind: "expense", date: "2026-03-02", category_id: expenseCategory, payment_type: "multiple_payment", cash_amount: "100.25", credit_cart_amount: "50.50" });
    expect(split).toMatchObject({ price: "150.75", cash_amount: "100.25", credit_cart_amount: "50.50", eft_amount: "0.00" });
    const matching = await api.record(income({ payment_type: "multiple_payment", cash_amount: "1000.00", eft_amount: "180.00" }));
    expect(matching.price).toBe("1180.00");
    const missing = await api.call("POST", "/accountings", income({ payment_type: "multiple_payment", cash_amount: "1000.00" }));
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing).cash_amount[0]).toContain("1180.00");
    const empty = await api.call("POST", "/accountings", { kind: "expense", date: "2026-03-02", category_id: expenseCategory, payment_type: "multiple_payment", cash_amount: "0" });
    expect(Object.keys(errorsOf(empty))).toEqual(["cash_amount"]);
  });

  it("drops splits from a single payment type and a credit from anything but a payment", async () => {
    const row = await api.record({ kind: "expense", date: "2026-03-02", category_id: expenseCategory, price: "10.00", payment_type: "cash", cash_amount: "5.00" });
    expect(row.cash_amount ?? null).toBeNull();
  });

  it("offers a multiple payment only to kinds that move money now", async () => {
    const response = await api.call("POST", "/accountings", { kind: "credit", date: "2026-03-02", first_payment_date: "2026-03-02", last_payment_date: "2026-04-02", lines: [line()], payment_type: "multiple_payment", cash_amount: "1180.00" });
    expect(Object.keys(errorsOf(response))).toEqual(["payment_type"]);
  });
});

describe("accounting records: the spec's refusals", () => {
  it("keeps at least one service line on an income or a credit", async () => {
    const response = await api.call("POST", "/accountings", income({ lines: [] }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ lines: ["En az bir hizmet satırı olmalıdır."] });
  });

  it("names each wrong line: a price under 1 lira, a discount above the price", async () => {
    const response = await api.call("POST", "/accountings", income({ lines: [line(), line({ price: "0.50" }), line({ price: "10.00", discount: "20.00" })] }));
    expect(Object.keys(errorsOf(response)).sort()).toEqual(["lines.1.price", "lines.2.discount"]);
  });

  it("takes an income category for income kinds and an expense category for expenses and debts", async () => {
    const wrongIncome = await api.call("POST", "/accountings", { kind: "special_income", date: "2026-03-02", price: "5.00", category_id: expenseCategory });
    expect(errorsOf(wrongIncome)).toEqual({ category_id: ["Bir gelir kategorisi seçiniz."] });
    const wrongExpense = await api.call("POST", "/accountings", { kind: "expense", date: "2026-03-02", price: "5.00", category_id: incomeCategory });
    expect(errorsOf(wrongExpense)).toEqual({ category_id: ["Bir gider kategorisi seçiniz."] });
  });

  it("refuses a last payment date before the first", async () => {
    const response = await api.call("POST", "/accountings", { kind: "debt", date: "2026-03-02", price: "5.00", category_id: expenseCategory, first_payment_date: "2026-03-10", last_payment_date: "2026-03-09" });
    expect(Object.keys(errorsOf(response))).toEqual(["last_payment_date"]);
  });

  it("refuses a price of zero", async () => {
    const response = await api.call("POST", "/accountings", { kind: "expense", date: "2026-03-02", price: "0.00", category_id: expenseCategory });
    expect(Object.keys(errorsOf(response))).toEqual(["price"]);
  });

  it("keeps a record's kind on PUT and leaves corrections to the server", async () => {
    const row = await api.record({ kind: "expense", date: "2026-03-02", price: "5.00", category_id: expenseCategory });
    const changed = await api.call("PUT", `/accountings/${row.id}`, { kind: "general_expense", date: "2026-03-02", price: "5.00", category_id: expenseCategory });
    expect(errorsOf(changed)).toEqual({ kind: ["Kaydın türü değiştirilemez."] });
    const correction = await api.call("POST", "/accountings", { kind: "correction", date: "2026-03-02", price: "5.00" });
    expect(Object.keys(errorsOf(correction))).toEqual(["kind"]);
    expect((await api.read(row.id)).kind).toBe("expense");
  });

  it("answers 403 to a user without debts_credits_permission for credits, supplier credits, debts and payments", async () => {
    const staff = accountingApi(t.app, await createActor(t.database.db, { companyId: owner.companyId, firstUser: false, permissions: { debts_credits_permission: false } }));
    const supplierId = await api.supplier();
    const bodies = [
      { kind: "credit", date: "2026-03-02", first_payment_date: "2026-03-02", last_payment_date: "2026-04-02", lines: [line()] },
      { kind: "supplier_credit", date: "2026-03-02", title: "Kumaş iadesi", supplier_id: supplierId, last_payment_date: "2026-04-02", price: "5.00" },
      { kind: "debt", date: "2026-03-02", category_id: expenseCategory, first_payment_date: "2026-03-02", last_payment_date: "2026-04-02", price: "5.00" },
    ];
    for (const body of bodies) expect((await staff.call("POST", "/accountings", body)).statusCode, body.kind).toBe(403);
    const credit = await api.record(bodies[0]);
    expect((await staff.call("POST", "/accountings", { kind: "payment", credit_id: credit.id, date: "2026-03-03", price: "5.00" })).statusCode).toBe(403);
    expect((await staff.call("DELETE", `/accountings/${credit.id}`)).statusCode).toBe(403);
    // Incomes and expenses stay theirs.
    expect((await staff.call("POST", "/accountings", income())).statusCode).toBe(201);
  });
});

describe("accounting records: closed days", () => {
  it("answers 409 to any write into a closed day, with the correction advice", async () => {
    const row = await api.record(income({ date: "2026-02-10" }));
    await api.closeDay("2026-02-10");
    const intoClosed = await api.call("POST", "/accountings", income({ date: "2026-02-10" }));
    expect(intoClosed.statusCode).toBe(409);
    expect(intoClosed.json().message).toBe("Bu gün kapatıldı: kayıtları değiştirilemez. Düzeltme için bugün yeni bir kayıt girin.");
    expect((await api.call("PUT", `/accountings/${row.id}`, income({ date: "2026-02-11" }))).statusCode).toBe(409);
    expect((await api.call("DELETE", `/accountings/${row.id}`)).statusCode).toBe(409);
    expect((await api.call("POST", `/accountings/${row.id}/lines`, line())).statusCode).toBe(409);
    const moved = await api.record(income({ date: "2026-02-12" }));
    expect((await api.call("PUT", `/accountings/${moved.id}`, income({ date: "2026-02-10" }))).statusCode).toBe(409);
    expect((await api.read(row.id))._can).toMatchObject({ update: false, delete: false, reverse: true });
  });
});

describe("accounting records: lines written on their own", () => {
  it("keeps the record's price equal to its lines' total and audits the record's change", async () => {
    const row = await api.record(income());
    const added = await api.call("POST", `/accountings/${row.id}/lines`, line({ price: "100.00", tax: 0 }));
    expect(added.statusCode, added.body).toBe(201);
    expect((await api.read(row.id)).price).toBe("1280.00");
    const changed = await api.call("PUT", `/accounting_lines/${added.json().id}`, { ...line({ price: "50.00", tax: 0 }), accounting_id: row.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await api.read(row.id)).price).toBe("1230.00");
    expect((await api.call("DELETE", `/accounting_lines/${added.json().id}`)).statusCode).toBe(200);
    expect((await api.read(row.id)).price).toBe("1180.00");
    const history = (await api.call("GET", `/accountings/${row.id}/history`)).json().data as { action: string; after: { price: string } }[];
    expect(history.map((entry) => [entry.action, entry.after.price])).toEqual([
      ["update", "1180.00"],
      ["update", "1230.00"],
      ["update", "1280.00"],
      ["create", "1180.00"],
    ]);
  });

  it("never leaves an income without a line, and refuses a bad line on its own fields", async () => {
    const row = await api.record(income());
    const [only] = (await api.read(row.id)).lines;
    const removed = await api.call("DELETE", `/accounting_lines/${only.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe("En az bir hizmet satırı olmalıdır.");
    expect((await api.read(row.id)).lines).toHaveLength(1);
    const cheap = await api.call("POST", `/accountings/${row.id}/lines`, line({ price: "0.99" }));
    expect(Object.keys(errorsOf(cheap))).toEqual(["price"]);
  });

  it("refuses a line change that would leave a split income's splits off its total", async () => {
    const row = await api.record(income({ payment_type: "multiple_payment", cash_amount: "1180.00" }));
    const added = await api.call("POST", `/accountings/${row.id}/lines`, line());
    expect(added.statusCode).toBe(409);
    expect((await api.read(row.id)).price).toBe("1180.00");
  });
});

describe("accounting records: the list by type", () => {
  it("filters by the type the server set (type, type_in), which no body may send", async () => {
    const shop = accountingApi(t.app, await createActor(t.database.db));
    const category = await shop.category("expense-categories", "Kira");
    const sale = await shop.record({ kind: "special_income", date: "2026-03-02", price: "5.00", category_id: await shop.category("income-categories", "Satış") });
    const rent = await shop.record({ kind: "general_expense", date: "2026-03-02", price: "7.00", category_id: category });
    const ids = async (query: string) => (await shop.call("GET", `/accountings?${query}`)).json().data.map((row: { id: number }) => row.id);
    expect(await ids("type=expense")).toEqual([rent.id]);
    expect((await ids("type_in=income,expense")).sort()).toEqual([sale.id, rent.id].sort());
    expect((await shop.call("POST", "/accountings", { kind: "general_expense", type: "income", date: "2026-03-02", price: "7.00", category_id: category })).statusCode).toBe(422);
  });
});

describe("accounting records: interim payments' own refusals", () => {
  it("takes no service lines on a payment and no negative split", async () => {
    const credit = await api.record({ kind: "credit", date: "2026-03-02", first_payment_date: "2026-03-02", last_payment_date: "2026-04-02", lines: [line()] });
    const withLines = await api.call("POST", "/accountings", { kind: "payment", credit_id: credit.id, date: "2026-03-03", price: "5.00", lines: [line()] });
    expect(errorsOf(withLines)).toEqual({ lines: ["Bu kayıt türü hizmet satırı almaz."] });
    const negative = await api.call("POST", "/accountings", { kind: "payment", credit_id: credit.id, date: "2026-03-03", payment_type: "multiple_payment", cash_amount: "10.00", eft_amount: "-5.00" });
    expect(Object.keys(errorsOf(negative))).toEqual(["eft_amount"]);
  });
});
