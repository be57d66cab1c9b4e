import { expect, test, type Locator, type Page } from "@playwright/test";
import { logIn, logOut } from "./session";
import { watchForProblems } from "./watch";

const VALID_VKN = "4540536920";
const VALID_IBAN = "TR330006100519786457841326";
const WRONG_IBAN = "TR330006100519786457841327";

/** The form item whose label reads `label` (inside `scope`, e.g. one bank account card). */
const item = (scope: Page | Locator, label: string) => {
  const page = "page" in scope ? scope.page() : scope;
  return scope.locator(".ant-form-item").filter({ has: page.locator(`label:text-is("${label}")`) }).first();
};

async function pick(page: Page, scope: Page | Locator, label: string, option: string) {
  await item(scope, label).locator(".ant-select-selector").click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
}

async function searchAndPick(page: Page, label: string, typed: string, option: string) {
  await item(page, label).locator(".ant-select-selector").click();
  await item(page, label).locator("input").fill(typed);
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
}

async function fillAccount(card: Locator, iban: string) {
  await item(card, "Hesap Adı").locator("input").fill("Ana Hesap");
  await item(card, "Banka Adı").locator("input").fill("Ziraat Bankası");
  await item(card, "Şube Adı").locator("input").fill("Kadıköy");
  await item(card, "Şube Kodu").locator("input").fill("0123");
  await item(card, "Hesap No").locator("input").fill("98765432");
  await item(card, "IBAN").locator("input").fill(iban);
}

test("shop staff keep a business client: clear errors for a missing tax number and a wrong IBAN, then find, edit and delete it", async ({ page }) => {
  const problems = watchForProblems(page);
  const name = `Yıldız Tekstil ${Date.now()}`;

  await logIn(page, "demo@gelinlik.local");
  await page.locator("#sidebar-menu").getByText("Müşteri Yönetimi").click();
  await expect(page).toHaveURL(/\/musteri-yonetimi/);
  await expect(page.getByText("Toplam Müşteri")).toBeVisible();
  await page.getByRole("button", { name: "Oluştur" }).click();
  await expect(page).toHaveURL(/\/musteri-olustur/);

  await pick(page, page, "Tür", "Firma");
  await expect(item(page, "Damat Ad Soyad")).toHaveCount(0);
  await item(page, "Ad Soyad").locator("input").fill(name);
  await item(page, "Firma Adı").locator("input").fill(`${name} Ltd. Şti.`);
  await item(page, "Vergi Dairesi").locator("input").fill("Kadıköy");
  await item(page, "GSM").locator("input").pressSequentially("5321234567");

  // A client category made on the spot, from the form itself.
  await item(page, "Kategori").getByRole("button", { name: "Yeni Ekle" }).click();
  const quickCreate = page.getByRole("dialog");
  await item(quickCreate, "Adı").locator("input").fill("Toptan Müşteri");
  await quickCreate.getByRole("button", { name: "Kaydet" }).click();
  await expect(quickCreate).toBeHidden();
  await expect(item(page, "Kategori")).toContainText("Toptan Müşteri");

  await searchAndPick(page, "İl", "İstanbul", "İstanbul");
  await searchAndPick(page, "İlçe", "Kadıköy", "Kadıköy");

  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(item(page, "Vergi No")).toContainText("Bu alan zorunludur.");
  await expect(page).toHaveURL(/\/musteri-olustur/);
  await item(page, "Vergi No").locator("input").fill(VALID_VKN);

  await page.getByRole("button", { name: "Satır Ekle" }).click();
  await page.getByRole("button", { name: "Satır Ekle" }).click();
  const accounts = page.getByTestId("accounts-row");
  await fillAccount(accounts.nth(0), VALID_IBAN);
  await fillAccount(accounts.nth(1), WRONG_IBAN);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(item(accounts.nth(1), "IBAN")).toContainText("Geçerli bir IBAN giriniz.");
  await expect(page).toHaveURL(/\/musteri-olustur/);
  await item(accounts.nth(1), "IBAN").locator("input").fill(VALID_IBAN);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Müşteri başarıyla oluşturuldu!")).toBeVisible();

  await page.goto("/musteri-yonetimi");
  await page.getByPlaceholder("Ara").fill("yildiz tekstil");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: "Düzenle" }).click();
  await expect(page).toHaveURL(/\/musteri-duzenle\/\d+/);
  // The edit page's first paint: its chunk, the client and the cities' lists (slow on a loaded machine).
  await expect(item(page, "İlçe")).toContainText("Kadıköy", { timeout: 30_000 });
  await item(page, "Ad Soyad").locator("input").fill(`${name} A.Ş.`);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Başarılı!").first()).toBeVisible();

  await page.goto("/musteri-yonetimi");
  await page.getByPlaceholder("Ara").fill(`${name} A.Ş.`);
  const edited = page.getByRole("row").filter({ hasText: `${name} A.Ş.` });
  await expect(edited).toBeVisible();
  await edited.getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Kayıt silinecektir, emin misiniz?")).toBeVisible();
  await page.getByRole("button", { name: "Tamam" }).click();
  await expect(edited).toHaveCount(0);

  expect(problems).toEqual([]);
});

test("a staff user without client permission has no clients menu, a refusal page and a 403 from the API", async ({ page, request }) => {
  await logIn(page, "personel@gelinlik.local");
  await expect(page.locator("#sidebar-menu")).toBeVisible();
  await expect(page.locator("#sidebar-menu")).not.toContainText("Müşteri Yönetimi");
  await page.goto("/musteri-yonetimi");
  await expect(page.getByText("Bu sayfayı görüntüleme yetkiniz yok.")).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await request.get("/api/clients", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(403);
  await logOut(page);
});
