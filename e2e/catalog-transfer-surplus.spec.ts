import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken, registerShop } from "./api-records";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

const OWNER = "demo@gelinlik.local";
const OPERATOR = "superadmin@gelinlik.local";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const rowWith = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

async function companyOf(request: APIRequestContext, token: string): Promise<{ id: number; name: string }> {
  const response = await request.get("/api/user", { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  const { company } = (await response.json()) as { company: { id: number; title: string | null; full_name: string } };
  return { id: company.id, name: company.title ?? company.full_name };
}

async function createProduct(request: APIRequestContext, token: string, name: string, barcode: string): Promise<number> {
  const response = await request.post("/api/services", { headers: bearer(token), data: { name, barcode, price: "9500.00", tax: 18, stock: 1, is_service: false } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test("the owner sends a gown to a branch of the same group and takes it back", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const name = `Nakışlı Gelinlik ${stamp}`;
  const barcode = `TR${stamp}`;

  // A second shop, put into one group with the demo shop by an operator: they are branches of each other.
  const ownerToken = await apiToken(request, OWNER);
  const branchToken = await registerShop(request);
  const operatorToken = await apiToken(request, OPERATOR);
  const [shop, branch] = [await companyOf(request, ownerToken), await companyOf(request, branchToken)];
  for (const company of [shop, branch]) {
    const grouped = await request.put(`/api/company-group/${company.id}`, { headers: bearer(operatorToken), data: { group_id: shop.id } });
    expect(grouped.ok(), await grouped.text()).toBe(true);
  }
  const product = await createProduct(request, ownerToken, name, barcode);

  await logIn(page, OWNER);
  await page.goto("/urun-yonetimi");
  await page.getByRole("textbox", { name: "Ara" }).fill(barcode);
  await rowWith(page, barcode).getByRole("button", { name: "Şubeye Gönder" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${name} ürününü şubeye gönder`);
  await dialog.getByRole("combobox", { name: "Şube" }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(branch.name, { exact: true }).click();
  await dialog.getByRole("button", { name: "Gönder" }).click();
  await expect(page.getByText("Ürün şubeye gönderildi.")).toBeVisible();

  // It left the shop's list for the branch's, which sees it at once, and waits under 'Şubelerdeki Ürünlerim'.
  await expect(page.getByRole("table").first().getByRole("row").filter({ hasText: barcode })).toHaveCount(0);
  const held = page.getByRole("region", { name: "Şubelerdeki Ürünlerim" });
  await expect(held.getByRole("row").filter({ hasText: barcode })).toContainText(branch.name);
  expect((await request.get(`/api/services/${product}`, { headers: bearer(branchToken) })).status()).toBe(200);
  expect((await request.get(`/api/services/${product}`, { headers: bearer(ownerToken) })).status()).toBe(404);

  await held.getByRole("row").filter({ hasText: barcode }).getByRole("button", { name: /Geri Getir/ }).click();
  await expect(page.getByText(`Ürün ${branch.name} şubesinden geri getirilsin mi?`)).toBeVisible();
  await page.locator(".ant-popover:visible").getByRole("button", { name: /Geri Getir/ }).click();
  await expect(page.getByText("Ürün geri alındı.")).toBeVisible();
  await expect(rowWith(page, barcode)).toHaveCount(1);
  await expect(held).toHaveCount(0);
  expect((await request.get(`/api/services/${product}`, { headers: bearer(branchToken) })).status()).toBe(404);
  expect(problems).toEqual([]);
});

test("a surplus scan of 5 barcodes, 3 of the shop's, shows 3 matched and 2 unmatched and drops the 2", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const ownerToken = await apiToken(request, OWNER);
  const known = [1, 2, 3].map((n) => `SP${stamp}-${n}`);
  for (const [index, barcode] of known.entries()) await createProduct(request, ownerToken, `Sayım Ürünü ${index + 1} ${stamp}`, barcode);
  const unknown = [`YOK${stamp}-1`, `YOK${stamp}-2`];

  await logIn(page, OWNER);
  await page.goto("/surplus-products");
  await expect(page.getByRole("heading", { level: 1, name: "Fazlalık Ürünler" })).toBeVisible();
  // A scanner types each barcode and Enter.
  const barcodes = page.getByLabel("Barkodlar");
  await barcodes.fill("");
  for (const barcode of [known[0], unknown[0], known[1], known[2], unknown[1]]) {
    await barcodes.pressSequentially(barcode);
    await barcodes.press("Enter");
  }
  await page.getByRole("button", { name: "Kontrol Et" }).click();
  const counts = page.getByTestId("surplus-counts");
  await expect(counts.locator(".ant-statistic").filter({ hasText: /^Eşleşen/ })).toContainText("3");
  await expect(counts.locator(".ant-statistic").filter({ hasText: /^Eşleşmeyen/ })).toContainText("2");
  const scan = page.getByTestId("surplus-scan-table");
  for (const barcode of unknown) await expect(scan.getByRole("row").filter({ hasText: barcode })).toContainText("Eşleşmedi");
  await expect(scan.getByRole("row").filter({ hasText: known[0] })).toContainText("Sayım Ürünü 1");

  await page.getByRole("button", { name: "Eşleşmeyenleri Sil" }).click();
  await page.locator(".ant-popover:visible").getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Fazlalık Ürünler Başarıyla Silindi!")).toBeVisible();
  await expect(barcodes).toHaveValue(known.join("\n"));
  await expect(counts.locator(".ant-statistic").filter({ hasText: /^Eşleşmeyen/ })).toContainText("0");
  // The scan stays with the shop across a reload.
  await page.reload();
  await expect(page.getByLabel("Barkodlar")).toHaveValue(known.join("\n"));
  expect(problems).toEqual([]);
});
