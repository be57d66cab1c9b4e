import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addDays, localDateIn } from "../src/domain/periods";
import { formatMoney } from "../src/engine/format";
import { apiToken, rowIdFor } from "./api-records";
import { openCashRecord } from "./cash-box";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/**
 * Issue 15, "Done when": the shop owner rents a gown (GELİNLİK, stock 1) for a wedding on the quick sale page with a
 * ₺2.000 cash kapora and the rest as a credit due tomorrow, prints the lease contract, is refused a second rental of
 * the gown over the same days in the basket, sells a veil of stock 2 by card (tax 8 in the basket, stock 1 after),
 * takes the gown back on Kiralık Ürünler completing the remaining payments, and finds the kapora and the rest in the
 * cash box.
 */

const OWNER = "demo@gelinlik.local";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const today = () => localDateIn(new Date(), "Europe/Istanbul");
/** Money as the screens show it (₺2.000,00) and as the contracts print it (2.000,00 ₺): the same digits. */
const money = (value: string) => formatMoney(value, "tr");
const digits = (value: string) => money(value).replace(/[^\d.,]/g, "");
/** A date as the date pickers show it. */
const shown = (iso: string) => iso.split("-").reverse().join(".");

async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const response = await request.post(`/api/${path}`, { headers: bearer(token), data });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: number };
}

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`, { headers: bearer(token) });
  expect(response.ok(), `GET ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The shop's product category 'GELİNLİK' (the dress flag's category), made once. */
async function gownCategory(request: APIRequestContext, token: string): Promise<number> {
  const found = await get<{ data: { id: number; name: string }[] }>(request, token, `categories?type=product-categories&perPage=100`);
  const existing = found.data.find((row) => row.name === "GELİNLİK");
  return existing ? existing.id : (await post(request, token, "categories", { name: "GELİNLİK", type: "product-categories" })).id;
}

/** A client of the shop (every field filled as the API's sample) and the name the pickers show. */
async function newClient(request: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const id = await rowIdFor(request, token, "clients");
  const row = await get<{ full_name: string }>(request, token, `clients/${id}`);
  return { id, name: row.full_name };
}

/** The form item under its label. */
const formItem = (page: Page, label: string): Locator =>
  page.locator(".ant-form-item").filter({ has: page.locator("label", { hasText: new RegExp(`^${label}$`) }) });

/** Picks an option of an antd select by its text, typed first so a search select finds it. */
async function pick(page: Page, select: Locator, typed: string, option: string) {
  await select.click();
  await select.fill(typed);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}

/** Chooses an option of a plain antd select (no search). */
async function choose(page: Page, label: string, option: string) {
  await formItem(page, label).locator(".ant-select-selector").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: new RegExp(`^${option}$`) }).first().click();
  await expect(formItem(page, label)).toContainText(option);
}

async function typeDate(field: Locator, iso: string) {
  await field.click();
  await field.fill(shown(iso));
  await field.press("Enter");
}

const addToBasket = (page: Page, barcode: string, name: string) =>
  pick(page, page.getByRole("combobox", { name: "Ürün ara (ad veya barkod)" }), barcode, name);

test("quick sale: a gown rented with a kapora, its contract printed, a clash refused, a card sale, the take-back and the cash box", async ({ page, request, context }, testInfo) => {
  test.setTimeout(300_000);
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const token = await apiToken(request, OWNER);
  const categoryId = await gownCategory(request, token);
  const gownName = `Prenses Gelinlik ${stamp}`;
  const gownBarcode = `GLN${stamp}`;
  const gown = await post(request, token, "services", {
    name: gownName, barcode: gownBarcode, price: "15000.00", rent_price: "5000.00", tax: 0, stock: 1, is_service: false, category_id: categoryId,
  });
  const veilName = `Tül Duvak ${stamp}`;
  const veilBarcode = `DVK${stamp}`;
  const veil = await post(request, token, "services", { name: veilName, barcode: veilBarcode, price: "1000.00", rent_price: "300.00", tax: 18, stock: 2, is_service: false });
  const bride = await newClient(request, token);
  const other = await newClient(request, token);
  const day = today();
  const wedding = addDays(day, 3);

  await logIn(page, OWNER);

  await test.step("rent the gown for the wedding with a ₺2.000 cash kapora, the rest due tomorrow", async () => {
    await page.goto("/hizli-satis");
    await expect(page.getByRole("heading", { name: "Hızlı Satış" })).toBeVisible();
    await pick(page, formItem(page, "Müşteri").getByRole("combobox"), bride.name, bride.name);
    await typeDate(formItem(page, "Düğün Tarihi").locator("input"), wedding);
    await addToBasket(page, gownBarcode, gownName);
    const line = page.getByTestId(`basket-line-${gown.id}`);
    await expect(line).toContainText(gownName);
    // Rented: the dates from today to the day after the wedding, at the rent price; a gown makes it a dress order.
    const row = page.getByRole("row").filter({ has: line });
    await expect(row.locator("input").first()).toHaveValue(shown(day));
    await expect(row.locator("input").nth(1)).toHaveValue(shown(addDays(wedding, 1)));
    await expect(page.getByText("Gelinlik", { exact: true }).locator("xpath=ancestor-or-self::*[contains(@class,'ant-tag')]")).toBeVisible();
    await expect(page.getByTestId("basket-total")).toContainText(money("5000.00"));
    await expect(line.getByText("Müsaitlik kontrol ediliyor…")).toHaveCount(0);
    await expect(line.getByRole("alert")).toHaveCount(0);
    // Şimdi ve Sonra, Nakit by default; the rest is due tomorrow.
    await expect(formItem(page, "Ödeme Şekli")).toContainText("Şimdi ve Sonra");
    await expect(formItem(page, "Ödeme Türü")).toContainText("Nakit");
    await expect(formItem(page, "Son Ödeme Tarihi").locator("input")).toHaveValue(shown(addDays(day, 1)));
    await formItem(page, "Kapora").getByRole("spinbutton").fill("2000");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByRole("button", { name: "Oluşturuldu!" })).toBeVisible();
  });

  const created = page.getByRole("dialog").filter({ hasText: "Satış oluşturuldu" });
  await test.step("print the lease contract: the client, the gown and the amounts", async () => {
    // The order's two contracts (ContractLinks): the lease contract and the order contract, each printed by its token.
    const contract = (title: string) => created.locator(".ant-list-item").filter({ hasText: title });
    await expect(contract("Sipariş Sözleşmesi").getByRole("link", { name: /Yazdır/ })).toBeVisible();
    const link = contract("Kiralama Sözleşmesi").getByRole("link", { name: /Yazdır/ });
    await expect(link).toHaveAttribute("href", /^\/sozlesme\/[A-Za-z0-9_-]{20,}$/);
    const print = await context.newPage();
    const printProblems = watchForProblems(print);
    await print.goto((await link.getAttribute("href"))!);
    await expect(print.getByText("KİRALAMA SÖZLEŞMESİ")).toBeVisible();
    await expect(print.getByRole("button", { name: /Yazdır/ })).toBeVisible();
    const sheet = print.locator("body");
    await expect(sheet).toContainText(bride.name);
    await expect(sheet).toContainText(gownName);
    for (const amount of ["5000.00", "2000.00", "3000.00"]) await expect(sheet).toContainText(digits(amount));
    await testInfo.attach("lease contract", { body: await print.screenshot({ fullPage: true }), contentType: "image/png" });
    expect(printProblems).toEqual([]);
    await print.close();
  });

  await test.step("a second rental of the gown over the same days is refused in the basket", async () => {
    await created.getByRole("button", { name: "Yeni Satış" }).click();
    await expect(created).toBeHidden();
    await expect(page.getByRole("button", { name: "Kaydet" })).toBeVisible();
    await pick(page, formItem(page, "Müşteri").getByRole("combobox"), other.name, other.name);
    await addToBasket(page, gownBarcode, gownName);
    const line = page.getByTestId(`basket-line-${gown.id}`);
    // The clash is said on the line with the other booking's dates (DD.MM.YYYY), before anything is saved.
    await expect(line.getByRole("alert")).toContainText("Bu ürün bu tarihlerde müsait değil:");
    await expect(line.getByRole("alert")).toContainText(`${shown(day)} – ${shown(addDays(wedding, 1))}`);
    await expect(page.getByText("Müsait olmayan ürünler var; tarihleri değiştiriniz.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Kaydet" })).toBeDisabled();
    await page.getByRole("button", { name: `${gownName}: sepetten kaldır` }).click();
    await expect(line).toHaveCount(0);
  });

  await test.step("a card sale of the veil (stock 2): tax 8 in the basket, stock 1 after", async () => {
    await choose(page, "Tür", "Satış");
    await choose(page, "Ödeme Şekli", "Şimdi");
    await choose(page, "Ödeme Türü", "Kredi Kartı");
    await addToBasket(page, veilBarcode, veilName);
    const row = page.getByRole("row").filter({ has: page.getByTestId(`basket-line-${veil.id}`) });
    await expect(row).toContainText("%8");
    // 1.000 + 8 % by card (the veil's own 18 % otherwise).
    await expect(page.getByTestId("basket-total")).toContainText(money("1080.00"));
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByRole("button", { name: "Oluşturuldu!" })).toBeVisible();
    await expect(created).toBeVisible();
    await expect.poll(async () => (await get<{ stock: number }>(request, token, `services/${veil.id}`)).stock).toBe(1);
    await created.getByRole("button", { name: "Kapat" }).click();
  });

  await test.step("take the gown back on Kiralık Ürünler, completing the remaining payments", async () => {
    await page.goto("/kiralik-urunler");
    const row = page.getByRole("row").filter({ hasText: gownName });
    await expect(row).toContainText(bride.name);
    await expect(row).toContainText("Kirada");
    await expect(row).toContainText(money("3000.00"));
    await row.getByRole("button", { name: "Teslim Al" }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "Kalan ödemeleri tamamla" });
    await expect(dialog.getByRole("switch", { name: "Kalan ödemeleri tamamla" })).toBeChecked();
    await expect(dialog.getByTestId("late-fee")).toContainText("Zamanında geri geldi");
    await dialog.getByRole("button", { name: "Teslim Al" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Teslim Alındı");
  });

  await test.step("the cash box shows the kapora and the rest", async () => {
    for (const price of ["2000.00", "3000.00"]) {
      const record = await openCashRecord(page, request, token, day, { clientId: bride.id, price });
      await expect(record).toContainText(bride.name);
      await expect(record).toContainText(money(price));
    }
    const safe = await get<{ income: string }>(request, token, `safe?date=${day}`);
    await expect(page.getByTestId("cash-card-income")).toContainText(money(safe.income));
    // What the order left owed is paid: the lease's remaining is nothing.
    const leases = await get<{ data: { service_id: number; remaining: string; status: string }[] }>(request, token, `leases?service_id=${gown.id}`);
    expect(leases.data.map((lease) => [lease.status, lease.remaining])).toEqual([["returned", "0.00"]]);
  });

  expect(problems).toEqual([]);
});
