import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateIn } from "../../../src/domain/periods";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";

let t: TestApp;
let shop: Actor;
let otherShop: Actor;
let staff: Actor;
let operator: Actor;

/** Records written straight into the table: the cash box is counted from whatever the records core stored. */
async function record(actor: Actor, values: Record<string, unknown>): Promise<number> {
  const table = t.app.resources.definition("accountings").table;
  const [row] = await t.database.db
    .insert(table)
    .values({ company_id: actor.companyId, kind: "income", title: "Kayıt", ...values } as never)
    .returning();
  return (row as { id: number }).id;
}

const get = (actor: Actor, query: string) => t.app.inject({ method: "GET", url: `/api/safe?${query}`, headers: actor.headers });

beforeAll(async () => {
  t = await createTestApp();
  shop = await createActor(t.database.db);
  otherShop = await createActor(t.database.db);
  staff = await createActor(t.database.db, { companyId: shop.companyId, firstUser: false, permissions: { safe_permission: false } });
  operator = await createActor(t.database.db, { roles: ["superadmin"] });
  // 2026-03-09: before the range; cash in the safe from then on.
  await record(shop, { type: "income", date: "2026-03-09", payment_type: "cash", price: "100.00" });
  await record(shop, { type: "income", date: "2026-03-10", payment_type: "cash", price: "250.50" });
  await record(shop, { type: "income", date: "2026-03-10", payment_type: "multiple_payment", price: "300.00", cash_amount: "100.00", credit_cart_amount: "150.00", eft_amount: "50.00" });
  await record(shop, { type: "expense", kind: "expense", date: "2026-03-11", payment_type: "cash", price: "40.25" });
  await record(shop, { type: "expense", kind: "expense", date: "2026-03-11", payment_type: "check", price: "75.00" });
  await record(shop, { type: "income", date: "2026-03-11", payment_type: "bill", price: "20.00" });
  // A correction takes back part of a closed day's cash income: its negative price counts as it is.
  await record(shop, { type: "income", kind: "correction", date: "2026-03-11", payment_type: "cash", price: "-50.50" });
  // Credits and debts are not movements of the cash box.
  await record(shop, { type: "credit", kind: "credit", date: "2026-03-10", payment_type: "cash", price: "999.00" });
  await record(shop, { type: "debt", kind: "debt", date: "2026-03-10", payment_type: "cash", price: "888.00" });
  // After the range: not in it, nor in its safe.
  await record(shop, { type: "income", date: "2026-03-12", payment_type: "cash", price: "1000.00" });
  await record(otherShop, { type: "income", date: "2026-03-10", payment_type: "cash", price: "7777.00" });
});
afterAll(() => t.close());

describe("GET /api/safe", () => {
  it("sums a range's income and expense, per payment type with the splits under their own types, and the safe's cash at its end", async () => {
    const response = await get(shop, "start_date=2026-03-10&end_date=2026-03-11");
    expect(response.statusCode, response.body).toBe(200);
    const box = response.json();
    expect(box).toMatchObject({ start_date: "2026-03-10", end_date: "2026-03-11", income: "520.00", expense: "115.25", process_count: 6, closed: null });
    // 100 + 250.50 + 100 − 40.25 − 50.50: every cash movement up to the range's end, the day before it too.
    expect(box.inSafeMoney).toBe("359.75");
    expect(box.incomeGroup).toEqual([
      { payment_type: "cash", income: "300.00", expense: "40.25", net: "259.75" },
      { payment_type: "credit_cart", income: "150.00", expense: "0.00", net: "150.00" },
      { payment_type: "eft", income: "50.00", expense: "0.00", net: "50.00" },
      { payment_type: "check", income: "0.00", expense: "75.00", net: "-75.00" },
      { payment_type: "bill", income: "20.00", expense: "0.00", net: "20.00" },
    ]);
    expect(box.records.data.map((row: { date: string; price: string }) => [row.date, row.price])).toEqual([
      ["2026-03-10", "250.50"],
      ["2026-03-10", "300.00"],
      ["2026-03-11", "40.25"],
      ["2026-03-11", "75.00"],
      ["2026-03-11", "20.00"],
      ["2026-03-11", "-50.50"],
    ]);
    expect(box.records).toMatchObject({ total: 6, current_page: 1 });
  });

  it("pages the records", async () => {
    const box = (await get(shop, "start_date=2026-03-10&end_date=2026-03-11&page=2&perPage=4")).json();
    expect(box.records).toMatchObject({ current_page: 2, per_page: 4, total: 6, last_page: 2 });
    expect(box.records.data.map((row: { price: string }) => row.price)).toEqual(["20.00", "-50.50"]);
  });

  it("narrows every figure to one payment type's movements, a multiple payment's split of it included", async () => {
    const box = (await get(shop, "date=2026-03-10&payment_type=credit_cart")).json();
    expect(box).toMatchObject({ income: "150.00", expense: "0.00", process_count: 1 });
    expect(box.incomeGroup).toEqual([{ payment_type: "credit_cart", income: "150.00", expense: "0.00", net: "150.00" }]);
    expect(box.records.data.map((row: { payment_type: string }) => row.payment_type)).toEqual(["multiple_payment"]);
  });

  it("answers today's cash box on the company's clock when no day is given", async () => {
    const box = (await get(shop, "")).json();
    const today = localDateIn(new Date(), "Europe/Istanbul");
    expect(box).toMatchObject({ start_date: today, end_date: today });
  });

  it("refuses a range longer than a year, a reversed one, and a day beside a range", async () => {
    const long = await get(shop, "start_date=2025-01-01&end_date=2026-01-02");
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.end_date).toEqual(["En fazla 366 günlük bir aralık seçilebilir."]);
    expect((await get(shop, "start_date=2024-01-01&end_date=2024-12-31")).statusCode).toBe(200);
    expect((await get(shop, "start_date=2026-03-11&end_date=2026-03-10")).json().errors.end_date).toBeDefined();
    expect((await get(shop, "date=2026-03-10&start_date=2026-03-10")).json().errors.date).toBeDefined();
  });

  it("never counts another company's records", async () => {
    const box = (await get(otherShop, "date=2026-03-10")).json();
    expect(box).toMatchObject({ income: "7777.00", inSafeMoney: "7777.00", process_count: 1 });
    expect(JSON.stringify(box)).not.toContain("250.50");
  });

  it("is refused to a user without safe_permission, and 'all' to a shop's user", async () => {
    expect((await get(staff, "date=2026-03-10")).statusCode).toBe(403);
    expect((await get(shop, `scope=all&company_id=${otherShop.companyId}&date=2026-03-10`)).statusCode).toBe(403);
  });

  it("makes an operator name the dealer, then answers that dealer's cash box", async () => {
    const unnamed = await get(operator, "scope=all&date=2026-03-10");
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors.company_id).toEqual(["Lütfen Bayi Seçin!"]);
    const named = (await get(operator, `scope=all&company_id=${shop.companyId}&start_date=2026-03-10&end_date=2026-03-11`)).json();
    expect(named).toMatchObject({ income: "520.00", inSafeMoney: "359.75" });
  });
});
