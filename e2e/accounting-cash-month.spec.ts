import { expect, test, type APIRequestContext } from "@playwright/test";
import { decimalStringFromKurus, kurusFromDecimalString } from "../src/domain/money";
import { formatMoney } from "../src/engine/format";
import { SINGLE_PAYMENT_TYPES } from "../src/schemas/accountings.schema";
import { apiToken } from "./api-records";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/**
 * Issue 12's acceptance, the "on screen" part: a month of varied activity (every payment type, splits, a credit paid
 * in parts and then received, a debt completed, a deletion, a closed day) seeded over HTTP, then Σ income and
 * Σ expense per payment type as the records say are what GET /safe answers and what /kasa shows for the month.
 */

const OWNER = "demo@gelinlik.local";
// A month no other spec writes into (the demo shop's other records are dated today).
const MONTH = { start: "2024-02-01", end: "2024-02-29" };

type PaymentType = (typeof SINGLE_PAYMENT_TYPES)[number];
type Row = { id: number; type: string; payment_type: string; price: string; cash_amount?: string | null; credit_cart_amount?: string | null; eft_amount?: string | null };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>): Promise<Row> {
  const response = await request.post(`/api/${path}`, { headers: bearer(token), data });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Row;
}

/** The month's writes through the API as the screens make them. */
async function seedMonth(request: APIRequestContext, token: string): Promise<void> {
  const stamp = Date.now();
  const product = await post(request, token, "services", { name: `Kasa Ayı Gelinliği ${stamp}`, barcode: `KASA${stamp}`, price: "1000.00", tax: 0, stock: -1, is_service: false });
  const incomeCategory = await post(request, token, "definitions", { name: `Özel Gelir ${stamp}`, type: "income-categories" });
  const expenseCategory = await post(request, token, "definitions", { name: `Kira ${stamp}`, type: "expense-categories" });
  const line = (price: string, piece = 1) => ({ service_id: product.id, piece, price, discount: "0.00", tax: 0 });
  const record = (data: Record<string, unknown>) => post(request, token, "accountings", data);

  await record({ kind: "income", date: "2024-02-02", payment_type: "cash", title: "Gelinlik satışı", lines: [line("1250.50"), line("300.00", 2)] });
  await record({ kind: "income", date: "2024-02-03", payment_type: "credit_cart", title: "Abiye satışı", lines: [line("2400.00")] });
  await record({ kind: "income", date: "2024-02-05", payment_type: "multiple_payment", title: "Bölünmüş satış", lines: [line("1000.00")], cash_amount: "400.00", credit_cart_amount: "350.00", eft_amount: "250.00" });
  await record({ kind: "special_income", date: "2024-02-06", payment_type: "eft", category_id: incomeCategory.id, price: "750.50" });
  await record({ kind: "special_income", date: "2024-02-07", payment_type: "check", category_id: incomeCategory.id, price: "1200.00" });
  await record({ kind: "special_income", date: "2024-02-08", payment_type: "bill", category_id: incomeCategory.id, price: "900.00" });
  await record({ kind: "expense", date: "2024-02-09", payment_type: "cash", category_id: expenseCategory.id, price: "300.25" });
  await record({ kind: "general_expense", date: "2024-02-10", payment_type: "credit_cart", category_id: expenseCategory.id, price: "99.99" });
  await record({ kind: "general_expense", date: "2024-02-12", payment_type: "multiple_payment", category_id: expenseCategory.id, cash_amount: "50.00", credit_cart_amount: "20.00", eft_amount: "30.10" });

  // A credit paid in two parts (one split), the rest received; a debt paid in part, then completed.
  const credit = await record({ kind: "credit", date: "2024-02-13", title: "Taksitli satış", lines: [line("2000.00")], first_payment_date: "2024-02-13", last_payment_date: "2024-03-13" });
  await record({ kind: "payment", credit_id: credit.id, date: "2024-02-15", payment_type: "cash", price: "500.00" });
  await record({ kind: "payment", credit_id: credit.id, date: "2024-02-18", payment_type: "multiple_payment", cash_amount: "300.00", eft_amount: "200.00" });
  await post(request, token, `accountings/${credit.id}/receive`, { date: "2024-02-20", payment_type: "credit_cart" });
  const debt = await record({ kind: "debt", date: "2024-02-14", category_id: expenseCategory.id, price: "800.00", first_payment_date: "2024-02-14", last_payment_date: "2024-02-28" });
  await record({ kind: "payment", credit_id: debt.id, date: "2024-02-21", payment_type: "eft", price: "300.00" });
  await post(request, token, `accountings/${debt.id}/complete`, { date: "2024-02-22", payment_type: "cash" });

  // A deleted record moves nothing.
  const mistaken = await record({ kind: "special_income", date: "2024-02-23", payment_type: "cash", category_id: incomeCategory.id, price: "5000.00" });
  const deleted = await request.delete(`/api/accountings/${mistaken.id}`, { headers: bearer(token) });
  expect(deleted.ok(), await deleted.text()).toBe(true);

  // A closed day; a record of it stays in the month's figures.
  await record({ kind: "expense", date: "2024-02-26", payment_type: "check", category_id: expenseCategory.id, price: "150.00" });
  await post(request, token, "day_closes", { day: "2024-02-26" });
}

/** What one record moves per payment type, in kuruş: a multiple payment under its splits' own types. */
function movements(row: Row): [PaymentType, number][] {
  if (row.payment_type !== "multiple_payment") return [[row.payment_type as PaymentType, kurusFromDecimalString(row.price)]];
  return [
    ["cash", kurusFromDecimalString(row.cash_amount ?? "0.00")],
    ["credit_cart", kurusFromDecimalString(row.credit_cart_amount ?? "0.00")],
    ["eft", kurusFromDecimalString(row.eft_amount ?? "0.00")],
  ];
}

/** Σ income and Σ expense per payment type over the month's records as the accountings list answers them. */
async function expectedFigures(request: APIRequestContext, token: string) {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const query = `type_in=income,expense&date_gte=${MONTH.start}&date_lte=${MONTH.end}&perPage=100&page=${page}`;
    const response = await request.get(`/api/accountings?${query}`, { headers: bearer(token) });
    expect(response.ok(), await response.text()).toBe(true);
    const list = (await response.json()) as { data: Row[]; last_page: number };
    rows.push(...list.data);
    if (page >= list.last_page) break;
  }
  const byType = Object.fromEntries(SINGLE_PAYMENT_TYPES.map((type) => [type, { income: 0, expense: 0 }])) as Record<PaymentType, { income: number; expense: number }>;
  for (const row of rows) for (const [type, kurus] of movements(row)) byType[type][row.type === "income" ? "income" : "expense"] += kurus;
  const sum = (side: "income" | "expense") => SINGLE_PAYMENT_TYPES.reduce((total, type) => total + byType[type][side], 0);
  return { count: rows.length, byType, income: sum("income"), expense: sum("expense") };
}

const money = (kurus: number) => formatMoney(decimalStringFromKurus(kurus), "tr");

test("the month's cash box shows each payment type's income, expense and net as the records add up", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const token = await apiToken(request, OWNER);
  await seedMonth(request, token);
  const expected = await expectedFigures(request, token);
  expect(expected.count).toBeGreaterThan(10);

  // The API.
  const safe = await request.get(`/api/safe?start_date=${MONTH.start}&end_date=${MONTH.end}`, { headers: bearer(token) });
  expect(safe.ok(), await safe.text()).toBe(true);
  const answer = (await safe.json()) as { income: string; expense: string; process_count: number; incomeGroup: { payment_type: PaymentType; income: string; expense: string; net: string }[] };
  expect(kurusFromDecimalString(answer.income)).toBe(expected.income);
  expect(kurusFromDecimalString(answer.expense)).toBe(expected.expense);
  for (const type of SINGLE_PAYMENT_TYPES) {
    const group = answer.incomeGroup.find((candidate) => candidate.payment_type === type);
    const { income, expense } = expected.byType[type];
    expect({ type, income: group?.income, expense: group?.expense, net: group?.net }).toEqual({
      type,
      income: decimalStringFromKurus(income),
      expense: decimalStringFromKurus(expense),
      net: decimalStringFromKurus(income - expense),
    });
  }

  // The screen, opened on the month by its address.
  await logIn(page, OWNER);
  await page.goto(`/kasa?start_date=${MONTH.start}&end_date=${MONTH.end}`);
  await expect(page.getByRole("heading", { level: 1, name: "Kasa" })).toBeVisible();
  await expect(page.getByTestId("cash-card-income")).toContainText(money(expected.income));
  await expect(page.getByTestId("cash-card-expense")).toContainText(money(expected.expense));
  await expect(page.getByTestId("cash-card-processCount")).toContainText(String(answer.process_count));
  const groups = page.getByTestId("cash-groups");
  const labels: Record<PaymentType, string> = { cash: "Nakit", credit_cart: "Kredi Kartı", eft: "Havale / EFT", check: "Çek", bill: "Senet" };
  for (const type of SINGLE_PAYMENT_TYPES) {
    const { income, expense } = expected.byType[type];
    const cells = groups.getByRole("row").filter({ hasText: labels[type] }).getByRole("cell");
    await expect(cells).toHaveText([labels[type], money(income), money(expense), money(income - expense)]);
  }
  // No day close is offered for a range; the closed day shows its badge when opened alone.
  await expect(page.getByRole("button", { name: /Günü Kapat/ })).toHaveCount(0);
  await page.goto("/kasa?date=2024-02-26");
  await expect(page.getByTestId("day-closed")).toContainText("Gün kapatıldı");
  expect(problems).toEqual([]);
});
