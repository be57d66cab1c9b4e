import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/** Signs in through the API (the owner's browser stays signed in): the status says whether the password works. */
const signInStatus = async (page: Page, email: string, password: string) => (await page.request.post("/api/login", { data: { email, password } })).status();

test("the shop owner adds a user with chosen permissions on Kullanıcılar, changes them, gives a new password the user signs in with, and deletes the user; the owner's own row keeps its tags and stays", async ({ page }) => {
  const problems = watchForProblems(page);
  const email = `elif.${Date.now()}@ornek.com`;

  await logIn(page, "demo@gelinlik.local");
  await page.goto("/ayarlar?tab=users");
  const pane = page.getByRole("tabpanel", { name: "Kullanıcılar" });

  // One's own row: the owner's and one's own tags, neither a delete nor a new password (that is 'Şifre Değiştir').
  const own = pane.getByRole("row").filter({ hasText: "Demo Mağaza Sahibi" });
  await expect(own.getByText("Sahip", { exact: true })).toBeVisible();
  await expect(own.getByText("Siz", { exact: true })).toBeVisible();
  await expect(own.getByRole("button", { name: "Düzenle" })).toBeVisible();
  await expect(own.getByRole("button", { name: "Sil" })).toHaveCount(0);
  await expect(own.getByRole("button", { name: "Şifre Belirle" })).toHaveCount(0);

  // A new user with the clients screen only.
  await pane.getByRole("button", { name: "Kullanıcı Ekle" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Ad Soyad").fill("Elif Demir");
  await form.getByLabel("Telefon").pressSequentially("5327778899");
  await form.getByLabel("E-posta").fill(email);
  await form.getByLabel("Şifre", { exact: true }).fill("ilk-Parola-2026");
  await form.getByLabel("Şifre Tekrar").fill("ilk-Parola-2026");
  await form.getByRole("switch", { name: "Müşteriler" }).click();
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(form).toBeHidden();
  await pane.getByRole("textbox", { name: "Ara" }).fill(email);
  const row = pane.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Elif Demir");
  await expect(row).toContainText("+90 (532) 777 88 99");

  // A change asks no password; the SMS screen is added.
  await row.getByRole("button", { name: "Düzenle" }).click();
  const edit = page.getByRole("dialog");
  await expect(edit.getByRole("switch", { name: "Müşteriler" })).toBeChecked();
  await expect(edit.getByLabel("Şifre", { exact: true })).toHaveCount(0);
  await edit.getByRole("switch", { name: "SMS" }).click();
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(edit).toBeHidden();

  // A new password from the user's row, at the spec's PUT users/change-password/:id.
  await row.getByRole("button", { name: "Şifre Belirle" }).click();
  const password = page.getByRole("dialog");
  await password.getByLabel("Yeni Şifre", { exact: true }).fill("yeni-Parola-2026");
  await password.getByLabel("Yeni Şifre Tekrar").fill("yeni-Parola-2026");
  await password.getByRole("button", { name: "Şifre Belirle" }).click();
  await expect(password).toBeHidden();
  expect(await signInStatus(page, email, "ilk-Parola-2026")).not.toBe(200);
  expect(await signInStatus(page, email, "yeni-Parola-2026")).toBe(200);

  // What the screen showed is what the shop has.
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const found = await (await page.request.get(`/api/users?keyword=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } })).json();
  expect(found.data).toEqual([expect.objectContaining({ name: "Elif Demir", phone: "+905327778899", client_permission: true, sms_permission: true, fastsale_permission: false })]);

  // Deleted after the confirmation: the user can no longer sign in.
  await row.getByRole("button", { name: "Sil" }).click();
  await expect(page.getByText("Kayıt silinecektir, emin misiniz?")).toBeVisible();
  await page.getByRole("button", { name: "Tamam" }).click();
  await expect(row).toHaveCount(0);
  expect(await signInStatus(page, email, "yeni-Parola-2026")).not.toBe(200);

  expect(problems).toEqual([]);
});
