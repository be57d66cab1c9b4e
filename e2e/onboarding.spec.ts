import { expect, test } from "@playwright/test";
import { startSmsGateway, type SmsGateway } from "./sms-gateway";
import { watchForProblems } from "./watch";

let gateway: SmsGateway;
test.beforeAll(async () => {
  gateway = await startSmsGateway();
});
test.afterAll(() => gateway.close());

test("a new shop registers, completes its profile and verifies its phone by SMS, switches language, logs out and lands back on the page first asked for", async ({ page }) => {
  const problems = watchForProblems(page);
  const email = `ayse.${Date.now()}@ornek.com`;
  const password = "gelin-2026";

  await page.goto("/bildirimler");
  await expect(page).toHaveURL(/\/giris-yap\?to=%2Fbildirimler$/);
  await expect(page).toHaveTitle("Giriş Yap | Gelinlik Yönetim Paneli");
  await page.click("#register-link");
  await expect(page).toHaveURL(/\/kayit-ol\?to=%2Fbildirimler$/);

  await page.fill("#register_full_name", "Ayşe Yılmaz");
  await page.fill("#register_company_name", "Ayşe Gelinlik Evi");
  await page.fill("#register_email", email);
  await page.locator("#register_phone").pressSequentially("5321234567");
  await expect(page.locator("#register_phone")).toHaveValue("+90 (532) 123 45 67");
  await page.fill("#register_password", "123");
  await page.fill("#register_password_confirmation", "124");
  await page.click("#register-submit");
  await expect(page.getByText("Kullanıcı sözleşmesini kabul etmelisiniz.")).toBeVisible();
  await expect(page.locator("#register_password_help")).toBeVisible();

  await page.fill("#register_password", password);
  await page.fill("#register_password_confirmation", password);
  await page.click("#open-user-agreement");
  const agreement = page.getByRole("dialog");
  await expect(agreement).toContainText("iade");
  await agreement.getByRole("button", { name: "Kullanıcı sözleşmesini okudum ve kabul ediyorum." }).click();
  await expect(page.getByRole("checkbox")).toBeChecked();
  await page.click("#register-submit");

  await expect(page).toHaveURL(/\/bildirimler/);
  await expect(page.locator("#company-name")).toHaveText("Ayşe Gelinlik Evi");

  // Not activated yet: the page waits behind a prompt that leads to the settings (spec §4).
  const prompt = page.getByRole("dialog", { name: "Üyeliğiniz henüz aktif değil" });
  // The phone given at registration is the shop's phone: only the title, the second phone and the SMS check are missing.
  await expect(prompt.getByRole("listitem")).toHaveText(["Firma ünvanı", "2. Telefon", "Telefon doğrulaması (SMS kodu)"]);
  await prompt.getByRole("button", { name: "Ayarlara Git" }).click();
  await expect(page).toHaveURL(/\/ayarlar/);
  await page.getByLabel("Firma Ünvanı").fill("Ayşe Gelinlik Evi Ltd. Şti.");
  await page.getByLabel("2. Telefon").pressSequentially("5327654321");
  await page.click("#company-info-save");
  await expect(page.getByText("Başarılı!").first()).toBeVisible();

  await page.click("#send-activation-code");
  await expect(page.locator("#send-activation-code")).toContainText("Tekrar gönder");
  const sms = gateway.messages().at(-1)!;
  expect(sms.to).toEqual([905321234567]);
  const code = /(\d{6})/.exec(sms.text)![1];
  await page.getByLabel("Doğrulama Kodu").fill(code);
  await page.click("#verify-phone");
  // Spec §4: a verified phone reloads the app at '/', which leads home.
  await expect(page).toHaveURL(/\/anasayfa$/);
  await expect(page.locator("#verify-phone")).toHaveCount(0);
  await page.goto("/bildirimler");
  await expect(page.getByRole("dialog", { name: "Üyeliğiniz henüz aktif değil" })).toHaveCount(0);
  await expect(page.locator("#sidebar-menu")).toContainText("Bildirimler");

  await page.click("#language-de");
  await expect(page.locator("#sidebar-menu")).toContainText("Benachrichtigungen");
  expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("de");
  await page.reload();
  await expect(page.locator("#sidebar-menu")).toContainText("Benachrichtigungen");

  await page.click("#account-menu");
  await page.click("#logout");
  await expect(page).toHaveURL(/\/giris-yap/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await page.goto("/duyurular?page=1");
  await expect(page).toHaveURL(/\/giris-yap\?to=%2Fduyurular%3Fpage%3D1$/);
  await page.fill("#login_email", email);
  await page.fill("#login_password", "wrong-password");
  await page.click("#login-submit");
  await expect(page.locator("#login_email_help")).toBeVisible();
  await page.fill("#login_password", password);
  await page.click("#login-submit");
  await expect(page).toHaveURL(/\/duyurular\?page=1/);
  await expect(page.locator("h3, h4, .ant-page-header-heading-title").first()).toContainText("Ankündigungen");

  expect(problems).toEqual([]);
});
