import { expect, test, type Locator } from "@playwright/test";
import { E2E_PASSWORD } from "../playwright.config";
import { apiToken } from "./api-records";
import { BarcodeFormat, decodeSymbol } from "./barcode-decoder";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

const OWNER = "demo@gelinlik.local";

// Twice the pixels: the bars' narrowest module is then several pixels wide in the screenshot, as on a printed label.
test.use({ deviceScaleFactor: 2 });

/** Waits until every picture inside has arrived and been drawn (the bars and the QR come from bwip-js, loaded on first use). */
async function picturesDrawn(area: Locator) {
  await expect(area.locator("img")).not.toHaveCount(0);
  await expect
    .poll(() => area.locator("img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test("a product's printed label scans back to its barcode and, by its QR, to its detail page, also for a visitor who signs in first", async ({ page, request, browser }) => {
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const barcode = `E2E${stamp}`;
  const name = `Prenses Gelinlik ${stamp}`;
  const token = await apiToken(request, OWNER);
  const created = await request.post("/api/services", {
    headers: { authorization: `Bearer ${token}` },
    data: { name, barcode, price: "12500.50", rent_price: "3000.00", barcode_rent_price: true, tax: 18, stock: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await logIn(page, OWNER);
  await page.goto(`/urunler/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Stock 0 is said in words, besides its red.
  await expect(page.getByText("0 (Stokta yok)")).toBeVisible();
  // Never out of the shop: in the shop, and no history of rents, tailors or cleaners (issue 16's product detail).
  await expect(page.getByText("Bu ürün henüz kiralanmadı veya gönderilmedi.")).toBeVisible();

  await page.getByRole("button", { name: "Barkod Yazdır" }).click();
  const dialog = page.getByRole("dialog", { name: "Barkod Etiketleri" });
  const label = dialog.getByTestId(`label-${id}`);
  await picturesDrawn(label);
  await expect(label).toContainText("Satış Fiyatı: ₺12.500,50");
  await expect(label).toContainText("Kiralama Fiyatı: ₺3.000,00");

  const shot = await label.screenshot({ path: test.info().outputPath("label.png") });
  expect(decodeSymbol(shot, BarcodeFormat.CODE_128)).toBe(barcode);
  const detailUrl = decodeSymbol(shot, BarcodeFormat.QR_CODE);
  expect(detailUrl).toBe(new URL(`/urunler/${id}`, page.url()).toString());

  // The phone that scanned it opens the product's page.
  await dialog.getByRole("button", { name: "Kapat" }).click();
  await page.goto(detailUrl);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  // The spec's route for one label: the label and its print button.
  await page.goto(`/barcode-generator/${id}`);
  await picturesDrawn(page.getByTestId(`label-${id}`));
  await expect(page.getByRole("button", { name: "Yazdır" })).toBeEnabled();
  expect(problems).toEqual([]);

  // Scanned by someone not signed in: the login first, then back to the product.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(detailUrl);
  await expect(visitorPage).toHaveURL(/\/giris-yap/);
  await visitorPage.fill("#login_email", OWNER);
  await visitorPage.fill("#login_password", E2E_PASSWORD);
  await visitorPage.click("#login-submit");
  await expect(visitorPage).toHaveURL(new RegExp(`/urunler/${id}$`));
  await expect(visitorPage.getByRole("heading", { level: 1, name })).toBeVisible();
  await visitor.close();
});
