import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createActor, type Actor } from "../../test/fixtures";
import { ledgerOf } from "./test-helpers";

/** The reports over records written through the records' own API (type, price and splits set by the server). */
let t: TestApp;
let shop: Actor;

const post = async (url: string, payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: "POST", url: `/api${url}`, headers: shop.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const get = async (url: string) => (await t.app.inject({ method: "GET", url: `/api${url}`, headers: shop.headers })).json();

beforeAll(async () => {
  t = await createTestApp();
  shop = await createActor(t.database.db);
  const gown = await ledgerOf(t.app, shop).service("Gelinlik Kiralama");
  // Two lines: 1 × 1000.00 + 18 % = 1180.00 and 2 × 250.00 + 8 % = 540.00; paid in three ways.
  await post("/accountings", {
    kind: "income",
    date: "2026-05-04",
    payment_type: "multiple_payment",
    cash_amount: "1000.00",
    credit_cart_amount: "520.00",
    eft_amount: "200.00",
    lines: [
      { service_id: gown.id, piece: 1, price: "1000.00", discount: "0.00", tax: 18 },
      { service_id: gown.id, piece: 2, price: "250.00", discount: "0.00", tax: 8 },
    ],
  });
  const credit = await post("/accountings", {
    kind: "credit",
    date: "2026-05-06",
    first_payment_date: "2026-05-06",
    last_payment_date: "2026-05-20",
    lines: [{ service_id: gown.id, piece: 1, price: "2000.00", discount: "0.00", tax: 0 }],
  });
  await post("/accountings", { kind: "payment", credit_id: credit.id, date: "2026-05-10", price: "750.00", payment_type: "cash" });
}, 60_000);
afterAll(() => t?.close());

describe("reports over records written through POST /api/accountings", () => {
  it("count the income's lines total and the interim payment as income, and what is left of the credit", async () => {
    expect(await get("/accounting-report?period=other&start_date=2026-05-01&end_date=2026-05-31")).toMatchObject({
      income: "2470.00",
      expense: "0.00",
      credit: "1250.00",
      debt: "0.00",
      profit: "2470.00",
    });
    const { days } = await get("/monthly-general-status?month=2026-05");
    expect(days[3]).toEqual({ day: "2026-05-04", income: "1720.00", expense: "0.00", net: "1720.00", process_count: 1 });
    expect(days[9]).toMatchObject({ day: "2026-05-10", income: "750.00", process_count: 1 });
    const open = await get("/future-accountings?type=credit&month=2026-05");
    expect(open.data.map((row: { paid: string; remaining: string }) => [row.paid, row.remaining])).toEqual([["750.00", "1250.00"]]);
  });
});
