import { kurusFromDecimalString, orderTotal, type Kurus } from "../../../src/domain/money";
import { SINGLE_PAYMENT_TYPES } from "../../../src/schemas/accountings.schema";

/** One API call as the caller makes it (`app.inject` in vitest, Playwright's request over HTTP): `url` under /api. */
export type ApiCall = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) => Promise<{ status: number; body: any }>;

export type SinglePaymentType = (typeof SINGLE_PAYMENT_TYPES)[number];

/** What one record moved, by the seed's own amounts: its type and its kuruş per payment type. */
export interface Movement {
  date: string;
  type: "income" | "expense";
  parts: Partial<Record<SinglePaymentType, Kurus>>;
}

export interface SeededMonth {
  month: string;
  start: string;
  end: string;
  /** The day the seed closed. */
  closedDay: string;
  /** The movements dated in the month (the deleted record left out). */
  movements: Movement[];
  /** The correction of the reversed record, dated today on the company's clock (outside the month). */
  correction: Movement;
  /** The record of the closed day that the correction reverses. */
  reversedId: number;
}

const day = (month: string, n: number) => `${month}-${String(n).padStart(2, "0")}`;
const lastDay = (month: string) => {
  const [year, m] = month.split("-").map(Number);
  return day(month, new Date(Date.UTC(year, m, 0)).getUTCDate());
};

/**
 * A month of varied activity for one shop through the API (issue 12's acceptance): every payment type, sales with
 * service lines, split payments of income and expense, a credit paid in two interim payments then received, a debt
 * paid in part then completed, a deleted record, a closed day and a reversal of one of its records. It answers what
 * each record moved by the amounts it sent (line totals by src/domain/money), so a test can hold the cash box,
 * its Excel and its PDF against them. `month` is "YYYY-MM", a month before today's.
 */
export async function seedMonth(call: ApiCall, month: string): Promise<SeededMonth> {
  const ok = async (method: Parameters<ApiCall>[0], url: string, body?: unknown) => {
    const answer = await call(method, url, body);
    if (answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const stamp = `${month}-${Math.random().toString(36).slice(2, 8)}`;
  const service = await ok("POST", "/services", { name: `Gelinlik Dikimi ${stamp}`, price: "1000.00", tax: 18, is_service: true });
  const incomeCategory = await ok("POST", "/definitions", { name: `Özel Gelir ${stamp}`, type: "income-categories" });
  const expenseCategory = await ok("POST", "/definitions", { name: `Kira ve Giderler ${stamp}`, type: "expense-categories" });
  const movements: Movement[] = [];
  const d = (n: number) => day(month, n);

  /** A sale or credit's lines, and their total as the server must make it (each line rounded up to the lira). */
  const lines = (...items: [price: string, piece: number, tax: number, discount?: string][]) => ({
    lines: items.map(([price, piece, tax, discount = "0.00"]) => ({ service_id: service.id, piece, price, discount, tax })),
    total: orderTotal(items.map(([price, piece, tax, discount = "0.00"]) => ({ price: kurusFromDecimalString(price), piece, tax, discount: kurusFromDecimalString(discount) }))),
  });
  const single = (date: string, type: Movement["type"], paymentType: SinglePaymentType, kurus: Kurus) => movements.push({ date, type, parts: { [paymentType]: kurus } });
  const split = (date: string, type: Movement["type"], splits: Partial<Record<"cash" | "credit_cart" | "eft", string>>) =>
    movements.push({ date, type, parts: Object.fromEntries(Object.entries(splits).map(([key, value]) => [key, kurusFromDecimalString(value!)])) });
  const splitBody = (splits: Partial<Record<"cash" | "credit_cart" | "eft", string>>) => ({
    payment_type: "multiple_payment",
    ...(splits.cash ? { cash_amount: splits.cash } : {}),
    ...(splits.credit_cart ? { credit_cart_amount: splits.credit_cart } : {}),
    ...(splits.eft ? { eft_amount: splits.eft } : {}),
  });

  // Day 1 (closed later): a sale in cash with two lines, a card sale, an expense by check.
  const sale = lines(["1250.50", 1, 18], ["300.00", 2, 0]);
  const reversed = await ok("POST", "/accountings", { kind: "income", date: d(1), title: "Gelinlik satışı — Şükrü", payment_type: "cash", lines: sale.lines });
  single(d(1), "income", "cash", sale.total);
  const cardSale = lines(["2400.00", 1, 0]);
  await ok("POST", "/accountings", { kind: "income", date: d(1), title: "Abiye satışı", payment_type: "credit_cart", lines: cardSale.lines });
  single(d(1), "income", "credit_cart", cardSale.total);
  await ok("POST", "/accountings", { kind: "expense", date: d(1), category_id: expenseCategory.id, payment_type: "check", price: "150.00", title: "Kumaş" });
  single(d(1), "expense", "check", kurusFromDecimalString("150.00"));

  // Every payment type, special income and general expenses.
  await ok("POST", "/accountings", { kind: "special_income", date: d(3), category_id: incomeCategory.id, payment_type: "eft", price: "750.50", title: "Kira geliri" });
  single(d(3), "income", "eft", kurusFromDecimalString("750.50"));
  await ok("POST", "/accountings", { kind: "special_income", date: d(4), category_id: incomeCategory.id, payment_type: "check", price: "1200.00" });
  single(d(4), "income", "check", kurusFromDecimalString("1200.00"));
  await ok("POST", "/accountings", { kind: "special_income", date: d(5), category_id: incomeCategory.id, payment_type: "bill", price: "900.00" });
  single(d(5), "income", "bill", kurusFromDecimalString("900.00"));
  await ok("POST", "/accountings", { kind: "expense", date: d(6), category_id: expenseCategory.id, payment_type: "cash", price: "300.25", title: "Çay, şeker" });
  single(d(6), "expense", "cash", kurusFromDecimalString("300.25"));
  await ok("POST", "/accountings", { kind: "general_expense", date: d(7), category_id: expenseCategory.id, payment_type: "credit_cart", price: "99.99", title: "Elektrik" });
  single(d(7), "expense", "credit_cart", kurusFromDecimalString("99.99"));
  await ok("POST", "/accountings", { kind: "general_expense", date: d(8), category_id: expenseCategory.id, payment_type: "eft", price: "45.10" });
  single(d(8), "expense", "eft", kurusFromDecimalString("45.10"));
  await ok("POST", "/accountings", { kind: "expense", date: d(9), category_id: expenseCategory.id, payment_type: "bill", price: "610.00" });
  single(d(9), "expense", "bill", kurusFromDecimalString("610.00"));

  // Split payments: a sale whose splits add up to its lines' total (1000 + 18 % = 1180), and an expense.
  const splitSale = lines(["1000.00", 1, 18]);
  const saleSplits = { cash: "400.00", credit_cart: "530.00", eft: "250.00" };
  await ok("POST", "/accountings", { kind: "income", date: d(10), title: "Bölünmüş satış", lines: splitSale.lines, ...splitBody(saleSplits) });
  split(d(10), "income", saleSplits);
  const expenseSplits = { cash: "50.00", credit_cart: "20.00", eft: "30.10" };
  await ok("POST", "/accountings", { kind: "general_expense", date: d(11), category_id: expenseCategory.id, ...splitBody(expenseSplits) });
  split(d(11), "expense", expenseSplits);

  // A credit (no movement) paid in two interim payments, one split, then its rest received by card.
  const creditLines = lines(["2000.00", 1, 0]);
  const credit = await ok("POST", "/accountings", { kind: "credit", date: d(12), title: "Taksitli satış", lines: creditLines.lines, first_payment_date: d(12), last_payment_date: d(26) });
  await ok("POST", "/accountings", { kind: "payment", credit_id: credit.id, date: d(14), payment_type: "cash", price: "500.00" });
  single(d(14), "income", "cash", kurusFromDecimalString("500.00"));
  const interimSplits = { cash: "300.00", eft: "200.00" };
  await ok("POST", "/accountings", { kind: "payment", credit_id: credit.id, date: d(16), ...splitBody(interimSplits) });
  split(d(16), "income", interimSplits);
  await ok("POST", `/accountings/${credit.id}/receive`, { date: d(18), payment_type: "credit_cart" });
  single(d(18), "income", "credit_cart", creditLines.total - kurusFromDecimalString("500.00") - kurusFromDecimalString("500.00"));

  // A debt (no movement) paid in part by EFT, then completed in cash.
  const debt = await ok("POST", "/accountings", { kind: "debt", date: d(13), category_id: expenseCategory.id, price: "800.00", first_payment_date: d(13), last_payment_date: d(27) });
  await ok("POST", "/accountings", { kind: "payment", credit_id: debt.id, date: d(15), payment_type: "eft", price: "300.00" });
  single(d(15), "expense", "eft", kurusFromDecimalString("300.00"));
  await ok("POST", `/accountings/${debt.id}/complete`, { date: d(20), payment_type: "cash" });
  single(d(20), "expense", "cash", kurusFromDecimalString("500.00"));

  // A record entered by mistake and deleted: it moves nothing.
  const mistaken = await ok("POST", "/accountings", { kind: "special_income", date: d(21), category_id: incomeCategory.id, payment_type: "cash", price: "5000.00" });
  await ok("DELETE", `/accountings/${mistaken.id}`);

  // Day 1 is closed; its cash sale is then reversed: the correction is dated today and negates it.
  await ok("POST", "/day_closes", { day: d(1), note: "Gün sonu" });
  await ok("POST", `/accountings/${reversed.id}/reverse`);
  const today = (await ok("GET", "/safe")).start_date as string;
  return {
    month,
    start: d(1),
    end: lastDay(month),
    closedDay: d(1),
    movements,
    correction: { date: today, type: "income", parts: { cash: -sale.total } },
    reversedId: reversed.id,
  };
}

/** Σ income, Σ expense and the net per payment type of some movements, in kuruş (integers: no float). */
export function expectedByPaymentType(movements: readonly Movement[]) {
  const groups = SINGLE_PAYMENT_TYPES.map((paymentType) => {
    let income = 0;
    let expense = 0;
    for (const movement of movements) {
      const part = movement.parts[paymentType] ?? 0;
      if (movement.type === "income") income += part;
      else expense += part;
    }
    return { payment_type: paymentType, income, expense, net: income - expense };
  });
  const sum = (side: "income" | "expense") => groups.reduce((total, group) => total + group[side], 0);
  return { groups, income: sum("income"), expense: sum("expense"), count: movements.length };
}
