import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/** Fills the open create/edit modal's name, saves, and waits for the modal to close. */
async function saveNamed(page: Page, name: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Adı").fill(name);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();
}

test("the shop owner keeps Tanımlamalar: a product category with a sub-category, a client category deleted after the confirmation, seeded categories locked", async ({ page }) => {
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const category = `KAFTAN MODELLERİ ${stamp}`;
  const subCategory = `Bindallı ${stamp}`;
  const clientCategory = `VIP Gelin ${stamp}`;

  await logIn(page, "demo@gelinlik.local");
  await page.locator("#sidebar-menu").getByText("Tanımlamalar").click();
  await expect(page).toHaveURL(/\/tanimlamalar/);

  // Each tab's pane stays in the page once opened: every look is scoped to the pane on show.
  const categories = page.getByRole("tabpanel", { name: "Kategoriler" });
  // A seeded category is protected: a lock that says why, and no delete button.
  const seeded = categories.getByRole("row").filter({ hasText: "GELİNLİK" });
  await expect(seeded.getByLabel("Sistem kategorisi, silinemez")).toBeVisible();
  await expect(seeded.getByRole("button")).toHaveCount(0);

  await categories.getByRole("button", { name: "Kategori Ekle" }).click();
  await saveNamed(page, category);
  await expect(categories.getByRole("row").filter({ hasText: category })).toBeVisible();

  // Its sub-category, added from its own row under 'Ürün Alt Kategorileri'.
  await page.getByRole("tab", { name: "Ürün Alt Kategorileri" }).click();
  await expect(page).toHaveURL(/sekme=alt-kategoriler/);
  const subCategories = page.getByRole("tabpanel", { name: "Ürün Alt Kategorileri" });
  await subCategories.getByRole("textbox", { name: "Ara" }).fill(category);
  const parent = subCategories.getByRole("row").filter({ hasText: category }).first();
  await parent.getByRole("button", { name: "Alt Kategori Ekle" }).click();
  await saveNamed(page, subCategory);
  await expect(parent.getByText(subCategory)).toBeVisible();

  // A client category under 'Tanımlar', then deleted after the confirmation.
  await page.getByRole("tab", { name: "Tanımlar" }).click();
  const definitions = page.getByRole("tabpanel", { name: "Tanımlar" });
  await definitions.getByRole("button", { name: "Tanım Ekle" }).click();
  await saveNamed(page, clientCategory);
  const added = definitions.getByRole("row").filter({ hasText: clientCategory });
  await expect(added).toContainText("Müşteri Kategorisi");
  await added.getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Kayıt silinecektir, emin misiniz?")).toBeVisible();
  await page.getByRole("button", { name: "Tamam" }).click();
  await expect(added).toHaveCount(0);

  // What the screen showed is what the shop has.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const headers = { authorization: `Bearer ${token}` };
  const children = await (await page.request.get(`/api/categories?keyword=${encodeURIComponent(subCategory)}`, { headers })).json();
  expect(children.data).toEqual([expect.objectContaining({ name: subCategory, type: "product-alt-categories" })]);
  const remaining = await (await page.request.get(`/api/definitions?keyword=${encodeURIComponent(clientCategory)}`, { headers })).json();
  expect(remaining.data).toEqual([]);

  expect(problems).toEqual([]);
});
