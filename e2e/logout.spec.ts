import { expect, test, type Request } from "@playwright/test";
import { logIn } from "./session";

test("after logout no request carries the old token but the one that revokes it", async ({ page, request }) => {
  let inFlight = 0;
  page.on("request", () => inFlight++);
  page.on("requestfinished", () => inFlight--);
  page.on("requestfailed", () => inFlight--);
  await logIn(page, "demo@gelinlik.local");
  const listed = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/api/clients");
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
  // The list and the bell have had their answers: what is counted from here is only what logging out leaves going.
  await listed;
  await expect(page.locator(".ant-table")).toBeVisible();
  await expect.poll(() => inFlight).toBe(0);
  page.on("request", record);
  // Logging out forgets the token at once and goes to the login page once the server has revoked it (the client waits
  // up to 30 s for that answer). A click the opening menu swallowed forgets nothing: open the menu and click again.
  await expect(async () => {
    if ((await page.evaluate(() => localStorage.getItem("token"))) !== null) {
      await page.click("#account-menu");
      await page.click("#logout", { timeout: 5_000 });
    }
    await expect(page).toHaveURL(/\/giris-yap/, { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  // Whatever the pages still had in flight or would refetch has gone out by the time the network is idle.
  await page.waitForLoadState("networkidle");
  page.off("request", record);

  expect(withToken).toEqual(["POST /api/logout"]);
  expect((await request.get("/api/user", { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});
