import { expect, test } from "@playwright/test";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/** The smallest valid PNG: a 1×1 transparent pixel. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test("the shop owner's logo must really be a JPEG or PNG: a renamed file is refused with a clear message, a real PNG is shown", async ({ page }) => {
  const problems = watchForProblems(page);
  await logIn(page, "demo@gelinlik.local");
  await page.goto("/ayarlar");
  const input = page.locator("input[type=file]");

  await input.setInputFiles({ name: "logo.exe", mimeType: "application/octet-stream", buffer: PNG });
  await expect(page.getByText("Logo yalnızca JPEG veya PNG olabilir.")).toBeVisible();

  // The name and the browser's type say PNG; only the server, reading the bytes, can tell.
  await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("bu bir resim değil\n") });
  await expect(page.getByText("Yalnızca JPEG veya PNG dosyası yükleyebilirsiniz.")).toBeVisible();
  await expect(page.locator("#company-logo")).toHaveCount(0);

  await input.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.locator("#company-logo img, img#company-logo").first()).toHaveAttribute("src", /^\/uploads\/[A-Za-z0-9_-]+\.png$/);
  const src = await page.locator("#company-logo img, img#company-logo").first().getAttribute("src");
  const served = await page.request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  expect(problems).toEqual([]);
});
