import { expect, test } from "@playwright/test";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

test("an operator publishes an announcement through the generated form and a shop reads it, sanitised, from the top bar", async ({ page }) => {
  const problems = watchForProblems(page);
  const title = `Kış kampanyası ${Date.now()}`;

  await logIn(page, "superadmin@gelinlik.local");
  await page.goto("/duyuru-ekle");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Bu alan zorunludur.").first()).toBeVisible();

  await page.getByLabel("Başlık").fill(title);
  await page.getByLabel("Açıklama").fill('<p><b>Gelinliklerde</b> indirim</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>');
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Başarılı!")).toBeVisible();

  await page.goto("/duyurular");
  await page.getByPlaceholder("Ara").fill("kis kampanyasi");
  await expect(page.getByRole("cell", { name: title })).toBeVisible();

  await page.click("#account-menu");
  await page.click("#logout");
  await expect(page).toHaveURL(/\/giris-yap/);

  await logIn(page, "demo@gelinlik.local");
  await page.click("#notification-bell");
  await page.getByRole("tab", { name: "Duyurular" }).click();
  await page.locator("#latest-announcements").getByText(title).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("b")).toHaveText("Gelinliklerde");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await dialog.innerHTML()).not.toContain("onerror");

  expect(problems).toEqual([]);
});

test("a staff user's token gets 403 from an operator-only write and 401 after logout", async ({ page, request }) => {
  await logIn(page, "personel@gelinlik.local");
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const headers = { authorization: `Bearer ${token}` };
  const write = await request.post("/api/announces", { headers, data: { title: "x", description: "y" } });
  expect(write.status()).toBe(403);
  await page.click("#account-menu");
  await page.click("#logout");
  await expect(page).toHaveURL(/\/giris-yap/);
  expect((await request.get("/api/user", { headers })).status()).toBe(401);
});
