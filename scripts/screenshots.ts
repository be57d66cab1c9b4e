/**
 * `npm run screenshots`: the clients list, a client's show page and the settings page at 375 and 1366 px wide, in
 * tr, de and ku, as the demo owner sees them, for a person to look at (phones, IBANs, money, dates, wrapping).
 * Against the real server serving the current build (dist/, from `npm run build`) on a fresh PGlite data
 * directory; one client with two phones and a bank account is created through the API first. Writes PNGs into
 * `--out` (default .tmp/screenshots). A look, not a test: the checks live in e2e/ and the unit suites.
 * One browser run at a time on a shared machine: `flock /tmp/e2e.lock npm run screenshots`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { withBuiltApp } from "./measure-server";

const args = process.argv.slice(2);
const outDir = args.includes("--out") ? args[args.indexOf("--out") + 1] : ".tmp/screenshots";
const PASSWORD = "ekran-Goruntu-2026";
const WIDTHS = [375, 1366] as const;
const LANGUAGES = ["tr", "de", "ku"] as const;

const CLIENT = {
  type: "person",
  full_name: "Çiğdem Işıkoğlu",
  identity_number: "10000000146",
  gsm: "+905321112233",
  gsm2: "+905421112244",
  email: "cigdem@example.com",
  city: "İstanbul",
  county: "Kadıköy",
  groom_full_name: "İlker Özgür",
  groom_gsm: "+905551234567",
  groom_identity: "10000000146",
  accounts: [
    {
      account_name: "Çiğdem Işıkoğlu",
      bank_name: "Ziraat Bankası",
      branch_name: "Kadıköy",
      branch_code: "0123",
      account_number: "12345678",
      currency: "TL",
      iban: "TR330006100519786457841326",
    },
  ],
};

async function signIn(page: Page, email: string): Promise<string> {
  await page.goto("/giris-yap");
  await page.fill("#login_email", email);
  await page.fill("#login_password", PASSWORD);
  await page.click("#login-submit");
  await page.waitForURL(/\/anasayfa/);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  if (!token) throw new Error("no token after signing in");
  return token;
}

/** The shop's first client category (every new shop starts with one). */
async function firstCategory(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/api/definitions?type=client-categories`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: { id: number }[] };
  if (!body.data?.length) throw new Error(`no client category: ${JSON.stringify(body)}`);
  return body.data[0].id;
}

async function createClient(base: string, token: string): Promise<string> {
  const response = await fetch(`${base}/api/clients`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ ...CLIENT, category_id: await firstCategory(base, token) }),
  });
  if (!response.ok) throw new Error(`creating the client answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data?: { id: string }; id?: string };
  const id = body.data?.id ?? body.id;
  if (!id) throw new Error(`no id in ${JSON.stringify(body)}`);
  return id;
}

/** The pages shot, each with what shows once its content is there (never a fixed wait). */
const pages = (clientId: string) => [
  { name: "clients-list", path: "/musteri-yonetimi", ready: (page: Page) => page.getByText(CLIENT.full_name).first() },
  { name: "client-show", path: `/musteri/${clientId}`, ready: (page: Page) => page.getByText(CLIENT.accounts[0].bank_name).first() },
  { name: "settings", path: "/ayarlar", ready: (page: Page) => page.locator("form").first() },
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  await withBuiltApp("shots", PASSWORD, async ({ url, browser, ownerEmail }) => {
    const context = await browser.newContext({ baseURL: url, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
    const page = await context.newPage();
    const clientId = await createClient(url, await signIn(page, ownerEmail));
    for (const language of LANGUAGES) {
      await page.evaluate((lang) => localStorage.setItem("lang", lang), language);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        for (const shot of pages(clientId)) {
          await page.goto(shot.path);
          await shot.ready(page).waitFor({ state: "visible" });
          const file = path.join(outDir, `${shot.name}-${width}-${language}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
        }
      }
    }
    await context.close();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
