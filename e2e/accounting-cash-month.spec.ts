import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectedByPaymentType, seedMonth, type ApiCall } from "../server/routes/cash/month-seed";
import { decimalStringFromKurus } from "../src/domain/money";
import { formatMoney } from "../src/engine/format";
import { apiToken } from "./api-records";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/**
 * Issue 12's acceptance, the "on screen" part: H2's month of varied activity (every payment type, splits, a credit
 * paid in parts and then received, a debt completed, a deletion, a closed day and a reversal) seeded over HTTP; Σ
 * income, Σ expense and the net per payment type by the seed's own amounts are what GET /safe answers and what /kasa
 * shows for the month, in kuruş and as ₺ text.
 */

const OWNER = "demo@gelinlik.local";
// A month no other spec writes into (the demo shop's other records are dated today).
const MONTH = "2025-02";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** H2's seed (server/routes/cash/month-seed.ts) over HTTP, as the demo shop's owner. */
const httpCall =
  (request: APIRequestContext, token: string): ApiCall =>
  async (method, url, body) => {
    const response = await request.fetch(`/api${url}`, { method, headers: bearer(token), data: body });
    const text = await response.text();
    return { status: response.status(), body: text === "" ? null : (JSON.parse(text) as unknown) };
  };

const money = (kurus: number) => formatMoney(decimalStringFromKurus(kurus), "tr");

test("the month's cash box shows each payment type's income, expense and net as the records add up", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const token = await apiToken(request, OWNER);
  const seeded = await seedMonth(httpCall(request, token), MONTH);
  const expected = expectedByPaymentType(seeded.movements);

  // The API agrees with the seed's own amounts.
  const safe = await request.get(`/api/safe?start_date=${seeded.start}&end_date=${seeded.end}`, { headers: bearer(token) });
  expect(safe.ok(), await safe.text()).toBe(true);
  const answer = (await safe.json()) as { income: string; expense: string; process_count: number; incomeGroup: { payment_type: string; income: string; expense: string; net: string }[] };
  expect([answer.income, answer.expense]).toEqual([decimalStringFromKurus(expected.income), decimalStringFromKurus(expected.expense)]);
  // By payment type, whatever order the answer lists them in.
  const byType = [...answer.incomeGroup].sort((a, b) => expected.groups.findIndex((g) => g.payment_type === a.payment_type) - expected.groups.findIndex((g) => g.payment_type === b.payment_type));
  expect(byType).toEqual(
    expected.groups.map((group) => ({
      payment_type: group.payment_type,
      income: decimalStringFromKurus(group.income),
      expense: decimalStringFromKurus(group.expense),
      net: decimalStringFromKurus(group.net),
    })),
  );

  // The screen, opened on the month by its address.
  await logIn(page, OWNER);
  await page.goto(`/kasa?start_date=${seeded.start}&end_date=${seeded.end}`);
  await expect(page.getByRole("heading", { level: 1, name: "Kasa" })).toBeVisible();
  await expect(page.getByTestId("cash-card-income")).toContainText(money(expected.income));
  await expect(page.getByTestId("cash-card-expense")).toContainText(money(expected.expense));
  await expect(page.getByTestId("cash-card-processCount")).toContainText(String(answer.process_count));
  const groups = page.getByTestId("cash-groups");
  const labels: Record<string, string> = { cash: "Nakit", credit_cart: "Kredi Kartı", eft: "Havale / EFT", check: "Çek", bill: "Senet" };
  for (const group of expected.groups) {
    const cells = groups.getByRole("row").filter({ hasText: labels[group.payment_type] }).getByRole("cell");
    await expect(cells).toHaveText([labels[group.payment_type], money(group.income), money(group.expense), money(group.net)]);
  }
  // No day close is offered for a range; the seed's closed day shows its badge when opened alone.
  await expect(page.getByRole("button", { name: /Günü Kapat/ })).toHaveCount(0);
  await page.goto(`/kasa?date=${seeded.closedDay}`);
  await expect(page.getByTestId("day-closed")).toContainText("Gün kapatıldı");
  expect(problems).toEqual([]);
});
