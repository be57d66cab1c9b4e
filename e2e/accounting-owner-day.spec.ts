import ExcelJS from "exceljs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { localDateIn } from "../src/domain/periods";
import { formatMoney } from "../src/engine/format";
import { apiToken } from "./api-records";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/**
 * Issue 12, "Done when": the owner's day in Chromium. An income with two lines, a credit paid in two interim
 * payments, a debt converted to an expense, the day closed on /kasa, a closed record that can no longer be changed
 * (the server's clear message, then the page's lock), the day's Excel read back, and the end-of-day page printed.
 */

const OWNER = "demo@gelinlik.local";
const DAY_CLOSED = "Bu gün kapatıldı: kayıtları değiştirilemez. Düzeltme için bugün yeni bir kayıt girin.";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const today = () => localDateIn(new Date(), "Europe/Istanbul");
const money = (value: string) => formatMoney(value, "tr");

async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await request.post(`/api/${path}`, { headers: bearer(token), data });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

/** Picks an option of an antd select by its text, typed first so a search select finds it. */
async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await select.fill(option);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}

/** One of the create modal's choices (antd's button-style radios: the label is what a person clicks). */
const choose = (dialog: Locator, kind: string) => dialog.locator(".ant-radio-button-wrapper", { hasText: new RegExp(`^${kind}$`) }).click();

const rowIn = (page: Page, table: "income" | "expense" | "open", text: string) => page.getByTestId(`table-${table}`).getByRole("row").filter({ hasText: text });

// The demo shop's today is reopened afterwards, so the specs after this one can still write into it.
test.afterEach(async ({ request }) => {
  const token = await apiToken(request, OWNER);
  const closes = await request.get(`/api/day_closes?day=${today()}`, { headers: bearer(token) });
  for (const close of ((await closes.json()) as { data: { id: number; day: string }[] }).data.filter((row) => row.day === today())) {
    await request.delete(`/api/day_closes/${close.id}`, { headers: bearer(token) });
  }
});

test("the owner's day: income with two lines, a credit paid in two parts, a debt completed, the day closed, exported and printed", async ({ page, request, context }) => {
  test.setTimeout(300_000);
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const token = await apiToken(request, OWNER);
  const gown = `Gün Gelinliği ${stamp}`;
  const veil = `Gün Duvağı ${stamp}`;
  const supplierCategory = `Kumaşçı ${stamp}`;
  await post(request, token, "services", { name: gown, barcode: `GUN${stamp}`, price: "1500.00", tax: 0, stock: -1, is_service: false });
  await post(request, token, "services", { name: veil, barcode: `DUV${stamp}`, price: "250.00", tax: 0, stock: -1, is_service: false });
  await post(request, token, "definitions", { name: supplierCategory, type: "expense-categories" });
  // react-to-print prints from its own frame: every frame's print is recorded instead of opening the dialog.
  await context.addInitScript(() => {
    window.print = () => {
      const top = window.top as Window & { __printed?: string[] };
      top.__printed = [...(top.__printed ?? []), document.body?.innerText ?? ""];
    };
  });

  await logIn(page, OWNER);
  await page.goto("/odeme-al");
  await expect(page.getByRole("heading", { level: 1, name: "Muhasebe" })).toBeVisible();
  const dialog = page.getByRole("dialog");

  // An income with two service lines: 1 × 1.500 + 2 × 250 = ₺2.000,00.
  const income = `Gelinlik satışı ${stamp}`;
  await page.getByRole("button", { name: "Kayıt Oluştur" }).click();
  await expect(dialog.getByTestId("record-form-income")).toBeVisible();
  await dialog.getByLabel("Başlık").fill(income);
  const lines = dialog.getByTestId("record-line");
  await pick(page, lines.nth(0).getByRole("combobox", { name: "Hizmet / Ürün" }), gown);
  await lines.nth(0).getByLabel("Birim Fiyat").fill("1500");
  await lines.nth(0).getByLabel("KDV (%)").fill("0");
  await dialog.getByRole("button", { name: "Satır Ekle" }).click();
  await pick(page, lines.nth(1).getByRole("combobox", { name: "Hizmet / Ürün" }), veil);
  await lines.nth(1).getByLabel("Adet").fill("2");
  await lines.nth(1).getByLabel("Birim Fiyat").fill("250");
  await lines.nth(1).getByLabel("KDV (%)").fill("0");
  await expect(dialog.getByTestId("lines-total")).toContainText("₺2.000,00");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowIn(page, "income", income)).toContainText("₺2.000,00");

  // A credit of ₺1.000,00, paid in two interim payments.
  const credit = `Taksitli satış ${stamp}`;
  await page.getByRole("button", { name: "Kayıt Oluştur" }).click();
  await choose(dialog, "Alacak");
  await expect(dialog.getByTestId("record-form-credit")).toBeVisible();
  await dialog.getByLabel("Başlık").fill(credit);
  await pick(page, dialog.getByTestId("record-line").nth(0).getByRole("combobox", { name: "Hizmet / Ürün" }), gown);
  await dialog.getByTestId("record-line").nth(0).getByLabel("Birim Fiyat").fill("1000");
  await dialog.getByTestId("record-line").nth(0).getByLabel("KDV (%)").fill("0");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowIn(page, "open", credit)).toContainText("₺1.000,00");
  for (const part of ["400", "600"]) {
    await page.getByRole("button", { name: "Ara Ödeme" }).click();
    await pick(page, dialog.getByRole("combobox", { name: "Alacak / Borç" }), credit);
    await dialog.getByRole("spinbutton", { name: /Tutar/ }).fill(part);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("ARA ÖDEME BAŞARIYLA OLUŞTURULDU!").first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  // Paid in full: nothing remains, so it is no longer offered to receive.
  const creditRow = rowIn(page, "open", credit);
  await expect(creditRow.getByRole("cell").filter({ hasText: "₺0,00" })).toHaveCount(1);
  await expect(creditRow.getByRole("button", { name: "Ödeme Alındı" })).toHaveCount(0);

  // A debt of ₺800,00 converted to an expense ('Ödemeyi Tamamla', paid today).
  const debt = `Kumaş borcu ${stamp}`;
  await page.getByRole("button", { name: "Kayıt Oluştur" }).click();
  await choose(dialog, "Borç");
  await expect(dialog.getByTestId("record-form-debt")).toBeVisible();
  await pick(page, dialog.getByRole("combobox", { name: "Kategori" }), supplierCategory);
  await dialog.getByLabel("Başlık").fill(debt);
  await dialog.getByRole("spinbutton", { name: /Tutar/ }).fill("800");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();
  await rowIn(page, "open", debt).getByRole("button", { name: "Ödemeyi Tamamla" }).click();
  await dialog.getByRole("button", { name: "Ödemeyi Tamamla" }).click();
  await expect(page.getByText("Ödeme başarıyla gidere dönüştürüldü!").first()).toBeVisible();
  await expect(rowIn(page, "expense", "Ara Ödeme").first()).toContainText("₺800,00");

  // The income's edit is open here while the day is closed on /kasa in another tab.
  await rowIn(page, "income", income).getByRole("button", { name: "Düzenle" }).click();
  await expect(dialog.getByLabel("Başlık")).toHaveValue(income);
  const kasa = await context.newPage();
  await kasa.goto("/kasa");
  await expect(kasa.getByRole("heading", { level: 1, name: "Kasa" })).toBeVisible();
  const safe = (await (await request.get(`/api/safe?date=${today()}`, { headers: bearer(token) })).json()) as { income: string; expense: string };
  await expect(kasa.getByTestId("cash-card-income")).toContainText(money(safe.income));
  await kasa.getByRole("button", { name: "Günü Kapat" }).click();
  await kasa.locator(".ant-modal-confirm").getByRole("button", { name: "Günü Kapat" }).click();
  await expect(kasa.getByTestId("day-closed")).toContainText("Gün kapatıldı");

  // The change is refused with the server's clear words; read again, the record is locked and says why.
  await dialog.getByLabel("Başlık").fill(`${income} (düzeltildi)`);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText(DAY_CLOSED).first()).toBeVisible();
  await page.reload();
  const locked = rowIn(page, "income", income);
  await expect(locked.getByText("Gün kapatıldı")).toBeVisible();
  await expect(locked.getByRole("button", { name: "Düzenle" })).toHaveCount(0);
  await expect(locked.getByRole("button", { name: "Düzelt" })).toBeVisible();

  // The day's Excel, read back: its income card is the cash box's.
  const download = kasa.waitForEvent("download");
  await kasa.getByRole("button", { name: "Excel" }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const cards = new Map<string, string>();
  workbook.worksheets[0].eachRow((row) => cards.set(String(row.getCell(1).text), String(row.getCell(2).text)));
  expect(cards.get("Gelir")).toBe(money(safe.income));
  expect(cards.get("Gider")).toBe(money(safe.expense));

  // The end-of-day page printed: react-to-print's frame held the day's sheet when it printed.
  await kasa.getByRole("button", { name: "Gün Sonu Yazdır" }).click();
  const preview = kasa.getByRole("dialog");
  await expect(preview.getByTestId("end-of-day-sheet")).toContainText(money(safe.income));
  await preview.getByRole("button", { name: "Yazdır" }).click();
  await expect.poll(() => kasa.evaluate(() => (window as Window & { __printed?: string[] }).__printed ?? [])).toContainEqual(expect.stringContaining(money(safe.income)));

  expect(problems).toEqual([]);
});
