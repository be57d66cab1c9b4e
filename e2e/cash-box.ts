import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** The largest records page Kasa offers (src/resources/accountings/cash/CashRecordsTable.tsx). */
const PAGE_SIZE = 100;

interface CashRecord {
  id: number;
  client_id: number | null;
  price: string;
}

async function recordsOf(request: APIRequestContext, token: string, day: string): Promise<CashRecord[]> {
  const found: CashRecord[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/safe?date=${day}&page=${page}&perPage=${PAGE_SIZE}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `GET safe: ${response.status()}`).toBe(true);
    const { records } = (await response.json()) as { records: { data: CashRecord[]; total: number } };
    found.push(...records.data);
    if (found.length >= records.total || records.data.length === 0) return found;
  }
}

/**
 * Kasa on the records page that holds the day's record of `clientId` for `price` (an expense's sign aside; at 100 a page), and that record's
 * row. The records are listed as they happened and the demo shop is shared by every spec, so a spec's record may be on
 * any page: where it is is read from the API (`GET /safe`), never guessed from what has rendered so far.
 */
export async function openCashRecord(page: Page, request: APIRequestContext, token: string, day: string, wanted: { clientId: number; price: string }): Promise<Locator> {
  const records = await recordsOf(request, token, day);
  const index = records.findIndex((record) => record.client_id === wanted.clientId && record.price.replace(/^-/, "") === wanted.price);
  expect(index, `a record of client ${wanted.clientId} for ${wanted.price} on ${day}`).toBeGreaterThanOrEqual(0);
  const onPage = Math.floor(index / PAGE_SIZE) + 1;
  await page.goto("/kasa");
  await expect(page.getByRole("heading", { level: 1, name: "Kasa" })).toBeVisible();
  if (records.length > 15) {
    // The select's box, not its hidden search input, takes the click. The page asks for the day again once the
    // shop's clock is known, which can redraw the pager under an open dropdown: open it again until the choice holds.
    const size = page.locator(".ant-select").filter({ has: page.getByRole("combobox", { name: "Sayfa başına kayıt" }) });
    await expect(async () => {
      await size.click();
      await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: `${PAGE_SIZE} / sayfa` }).click({ timeout: 2_000 });
      await expect(size).toContainText(`${PAGE_SIZE} / sayfa`, { timeout: 1_000 });
    }).toPass();
  }
  if (onPage > 1) {
    const pager = page.getByRole("navigation", { name: "Sayfalar" });
    await pager.getByRole("button", { name: `Sayfa ${onPage}`, exact: true }).click();
    await expect(pager.getByRole("button", { name: `Sayfa ${onPage}`, exact: true })).toHaveAttribute("aria-current", "page");
  }
  const row = page.getByTestId("cash-records").locator(`tr[data-row-key="${records[index]!.id}"]`);
  await expect(row).toHaveCount(1);
  return row;
}
