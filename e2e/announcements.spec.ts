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

  // The editor's heading button is also named "Başlık": the field is the textbox.
  await page.getByRole("textbox", { name: "Başlık" }).fill(title);
  // The description is rich text: bold through the editor's toolbar, as the operator writes it.
  const editor = page.getByRole("textbox", { name: "Açıklama" });
  await editor.click();
  await page.getByRole("button", { name: "Kalın" }).click();
  await editor.pressSequentially("Gelinliklerde");
  await page.getByRole("button", { name: "Kalın" }).click();
  await editor.pressSequentially(" indirim");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Başarılı!")).toBeVisible();
  // HTML the editor never makes (a script, an event handler) sent to the API straight is kept out by the server.
  const operatorToken = await page.evaluate(() => localStorage.getItem("token"));
  const hostileTitle = `Zararlı duyuru ${Date.now()}`;
  const hostile = await page.request.post("/api/announces", {
    headers: { authorization: `Bearer ${operatorToken}` },
    data: { title: hostileTitle, description: '<p><b>Gelinliklerde</b> indirim</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>' },
  });
  expect(hostile.status()).toBe(201);

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
  await expect(dialog.locator("strong, b")).toHaveText("Gelinliklerde");
  await page.reload();
  await page.click("#notification-bell");
  await page.getByRole("tab", { name: "Duyurular" }).click();
  await page.locator("#latest-announcements").getByText(hostileTitle).click();
  await expect(dialog.locator("b")).toHaveText("Gelinliklerde");
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await dialog.innerHTML()).not.toContain("onerror");
  expect(await dialog.innerHTML()).not.toContain("<script");

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
