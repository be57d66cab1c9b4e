import { expect, test, type Locator, type Page } from "@playwright/test";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/** Picks an option of an antd select by its visible text (antd renders the options in a list at the page's end). */
async function pick(page: Page, select: Locator, option: string) {
  await select.click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
}

/** The management list searched for `text` (the search box waits 500 ms before it asks). */
async function search(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Ara" }).fill(text);
}

/** The sale price, not the minimum sale price beside it (a required field's name starts with its mark). */
const SALE_PRICE = /^\*?\s*Satış Fiyatı$/;

const rowWith = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("the shop owner creates a gown in sizes 38, 40 and 42, deletes one to Silinen Ürünler, restores it and deletes it for good", async ({ page }) => {
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const name = `Prenses Gelinlik ${stamp}`;
  const base = `GL${stamp}`;

  await logIn(page, "demo@gelinlik.local");
  await page.goto("/urun-yonetimi");
  await expect(page.getByRole("heading", { level: 1, name: "Ürün Yönetimi" })).toBeVisible();
  await page.getByRole("button", { name: "Ürün Ekle" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("KDV (%)")).toHaveValue("0");
  await dialog.getByLabel("Ürün Adı").fill(name);
  await dialog.getByRole("textbox", { name: "Barkod", exact: true }).fill(base);
  await dialog.getByRole("spinbutton", { name: SALE_PRICE }).fill("12500");
  await dialog.getByRole("button", { name: "KDV'yi %18 olarak ayarla" }).click();
  await expect(dialog.getByLabel("KDV (%)")).toHaveValue("18");
  for (const size of ["38", "40", "42"]) {
    await pick(page, dialog.getByRole("combobox", { name: "Bedenler" }), size);
    await dialog.getByRole("button", { name: "Beden Ekle" }).click();
  }
  await expect(dialog.getByRole("list", { name: "Seçilen bedenler" }).getByRole("listitem")).toHaveCount(3);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();

  await search(page, name);
  for (const size of ["38", "40", "42"]) await expect(rowWith(page, `${base}-${size}`)).toBeVisible();
  await expect(rowWith(page, name)).toHaveCount(3);

  // Deleted after the spec's question, it leaves the list for the bin.
  await rowWith(page, `${base}-40`).getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Ürünü Silmek İstediğinize Emin Misiniz?")).toBeVisible();
  await page.locator(".ant-popover:visible").getByRole("button", { name: "Tamam" }).click();
  await expect(rowWith(page, `${base}-40`)).toHaveCount(0);

  await page.getByRole("link", { name: /Silinen Ürünler/ }).click();
  await expect(page).toHaveURL(/\/silinen-urunler/);
  const binned = rowWith(page, `${base}-40`);
  // Once (a CI run), the bin still drew the catalog's rows a minute after the link: open it afresh until its row shows.
  await expect(async () => {
    if (!(await binned.isVisible())) await page.goto("/silinen-urunler");
    await expect(binned.getByRole("button", { name: /Geri Yükle/ })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await binned.getByRole("button", { name: /Geri Yükle/ }).click();
  await expect(page.getByText("Hizmet Geri Yüklenecektir Emin Misiniz?")).toBeVisible();
  await page.locator(".ant-popover:visible").getByRole("button", { name: "Tamam" }).click();
  await expect(binned).toHaveCount(0);

  await page.goto("/urun-yonetimi");
  await search(page, name);
  await expect(rowWith(page, `${base}-40`)).toBeVisible();

  // Deleted again and purged from the bin: gone from both.
  // The search's answer may redraw the row under an open question: ask again until the question stays.
  const confirmDelete = page.locator(".ant-popover:visible").getByRole("button", { name: "Tamam" });
  await expect(async () => {
    if (!(await confirmDelete.isVisible())) await rowWith(page, `${base}-40`).getByRole("button", { name: "Sil" }).click({ timeout: 5_000 });
    await expect(confirmDelete).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await confirmDelete.click();
  await expect(rowWith(page, `${base}-40`)).toHaveCount(0);
  await page.goto("/silinen-urunler");
  await rowWith(page, `${base}-40`).getByRole("button", { name: /Kalıcı Olarak Sil/ }).click();
  await expect(page.getByText("Hizmetiniz Kalıcı Şekilde Silinecektir!")).toBeVisible();
  await page.locator(".ant-popover:visible").getByRole("button", { name: "Tamam" }).click();
  await expect(rowWith(page, `${base}-40`)).toHaveCount(0);
  await page.goto("/urun-yonetimi");
  await search(page, name);
  await expect(rowWith(page, `${base}-38`)).toBeVisible();
  await expect(rowWith(page, `${base}-40`)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("a staff user without the size/year and image flags sees neither in the product modal", async ({ page }) => {
  await logIn(page, "personel@gelinlik.local");
  await page.goto("/urun-yonetimi");
  await page.getByRole("button", { name: "Ürün Ekle" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Ürün Adı")).toBeVisible();
  await expect(dialog.getByRole("spinbutton", { name: SALE_PRICE })).toBeVisible();
  await expect(dialog.getByText("Bedenler")).toHaveCount(0);
  await expect(dialog.getByLabel("Beden", { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel("Yıl", { exact: true })).toHaveCount(0);
  await expect(dialog.getByText("Ürün Resimleri")).toHaveCount(0);
});

test("the superadmin's /urun-yonetimi/all shows the dealer column and no row actions", async ({ page }) => {
  await logIn(page, "superadmin@gelinlik.local");
  await page.goto("/urun-yonetimi/all");
  await expect(page.getByRole("heading", { level: 1, name: "Ürün Yönetimi (Tüm Bayiler)" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Bayi" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "İşlemler" })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ has: page.getByRole("button", { name: "Sil" }) })).toHaveCount(0);
});

test("a shop owner gets the refusal page on the operators' view", async ({ page }) => {
  await logIn(page, "demo@gelinlik.local");
  await page.goto("/urun-yonetimi/all");
  await expect(page.getByText("Yetkisiz Erişim")).toBeVisible();
});
