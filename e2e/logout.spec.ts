import { expect, test, type Request } from "@playwright/test";
import { logIn } from "./session";

test("after logout no request carries the old token but the one that revokes it", async ({ page, request }) => {
  await logIn(page, "demo@gelinlik.local");
  await page.goto("/musteri-yonetimi");
  await page.click("#notification-bell");
  await expect(page.locator("#latest-notifications")).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  expect(token).toBeTruthy();

  const withToken: string[] = [];
  const record = (sent: Request) => {
    if (sent.headers()["authorization"] === `Bearer ${token}`) withToken.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  };
  await page.keyboard.press("Escape");
  page.on("request", record);
  await page.click("#account-menu");
  await page.click("#logout");
  await expect(page).toHaveURL(/\/giris-yap/);
  // Whatever the pages still had in flight or would refetch has gone out by the time the network is idle.
  await page.waitForLoadState("networkidle");
  page.off("request", record);

  expect(withToken).toEqual(["POST /api/logout"]);
  expect((await request.get("/api/user", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});
