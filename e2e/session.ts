import { expect, type Page } from "@playwright/test";
import { E2E_PASSWORD } from "../playwright.config";

/** Signs a seeded user in through the login page and waits for the home page. */
export async function logIn(page: Page, email: string) {
  await page.goto("/giris-yap");
  await page.fill("#login_email", email);
  await page.fill("#login_password", E2E_PASSWORD);
  await page.click("#login-submit");
  await expect(page).toHaveURL(/\/anasayfa/);
}

export async function logOut(page: Page) {
  await page.click("#account-menu");
  await page.click("#logout");
  await expect(page).toHaveURL(/\/giris-yap/);
}
