import { expect, test, type Page } from "@playwright/test";
import { apiToken } from "./api-records";
import { blockingViolations, headingProblems, horizontalOverflow, waitForContent } from "./page-checks";
import { logIn } from "./session";
import { startSmsGateway, type SmsGateway } from "./sms-gateway";
import { watchForProblems } from "./watch";

/** The demo shop's own Organik account at the fake gateway: its API key and the credits it starts with. */
const API_KEY = "e2e-magaza-anahtari";
const START_CREDITS = 100;
/** 151 characters with ş, ı and ğ (two septets each in the Turkish table): two SMS. */
const TWO_SEGMENTS =
  "Sayın müşterimiz, gelinliğiniz hazırdır. Provanız cumartesi saat 14:00'te mağazamızda yapılacaktır. Lütfen kimliğinizi yanınızda getiriniz. Teşekkürler";

let gateway: SmsGateway;
test.beforeAll(async () => {
  gateway = await startSmsGateway();
  gateway.setBalance(API_KEY, START_CREDITS);
});
test.afterAll(() => gateway.close());

const rowWith = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Picks an option of an antd select that shows a value (its text lies over the input). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click({ force: true });
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}

test("the owner sets up Organik, sends a test SMS and a two-segment Turkish message to three clients, sees them sent; a send beyond the balance is refused", async ({ page }) => {
  const problems = watchForProblems(page);
  const run = String(Date.now()).slice(-5);
  const names = ["Ayşe", "Elif", "Zeynep"].map((first) => `${first} Gelin ${run}`);

  // Three clients with mobiles, through the API (the client form has its own test).
  const token = await apiToken(page.request, "demo@gelinlik.local");
  const headers = { authorization: `Bearer ${token}` };
  const categories = await (await page.request.get("/api/definitions?type=client-categories", { headers })).json();
  const category = (categories.data as { id: number }[])[0].id;
  const ids: number[] = [];
  for (const [index, full_name] of names.entries()) {
    const created = await page.request.post("/api/clients", {
      headers,
      data: {
        type: "person",
        full_name,
        category_id: category,
        gsm: `+90532${run}${10 + index}`,
        identity_number: "10000000146",
        groom_full_name: "Mehmet Damat",
        groom_gsm: "+905339998877",
        groom_identity: "10000000146",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids.push(((await created.json()) as { id: number }).id);
  }

  // The shop's own Organik account, then a test message through it.
  await logIn(page, "demo@gelinlik.local");
  await page.goto("/sms-settings");
  await choose(page, "SMS Hesabı", "Kendi SMS sağlayıcım");
  await choose(page, "SMS Sağlayıcısı", "Organik");
  await page.getByLabel("Gönderici Adı (Başlık)").fill("GELINLIK");
  await page.getByLabel("API Anahtarı").fill(API_KEY);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("SMS ayarları kaydedildi.")).toBeVisible();
  await page.locator("#sms-test-form").getByRole("textbox").pressSequentially("5321112233");
  await page.locator("#sms-test-form").getByRole("button", { name: "Test SMS Gönder" }).click();
  await expect(page.getByText("Test SMS'i gönderildi.")).toBeVisible();
  expect(gateway.messages(API_KEY).map((message) => message.to)).toEqual([[905321112233]]);
  const before = START_CREDITS - 1;

  // The message to the three: its figures live, then the send's answer.
  await page.goto("/sms");
  await expect(page.getByRole("heading", { name: "SMS Gönder" })).toBeVisible();
  await expect(page.locator("#sms-send-balance")).toHaveText(`SMS Bakiyesi: ${before}`);
  await page.getByRole("textbox", { name: "Mesaj" }).fill(TWO_SEGMENTS);
  await page.locator("#sms-recipients").getByRole("textbox", { name: "Ara" }).fill(`Gelin ${run}`);
  for (const name of names) await rowWith(page, name).getByRole("checkbox").check();
  await expect(page.getByTestId("sms-count")).toHaveText("151 karakter · 2 SMS · 3 alıcı · 6 kredi · Türkçe");
  await page.getByRole("button", { name: "Gönder", exact: true }).click();
  await expect(page.locator("#sms-send-result")).toContainText("3 SMS sıraya alındı · 6 kredi");

  // The job runner sends them: the history says so, the gateway's balance is six lower.
  await expect.poll(() => gateway.messages(API_KEY).filter((message) => message.text === TWO_SEGMENTS).length, { timeout: 30_000 }).toBe(3);
  await page.goto("/sms-list");
  await expect(async () => {
    await page.reload();
    for (const name of names) await expect(rowWith(page, name).filter({ hasText: "Gönderildi" })).toHaveCount(1, { timeout: 5_000 });
  }).toPass();
  expect(gateway.messages(API_KEY).filter((message) => message.text === TWO_SEGMENTS)).toHaveLength(3);
  await page.goto("/sms");
  await expect(page.locator("#sms-send-balance")).toHaveText(`SMS Bakiyesi: ${before - 6}`);

  // Four credits left at the gateway: the same send is refused before anything reaches it, the text stays.
  gateway.setBalance(API_KEY, 4);
  const sent = gateway.messages(API_KEY).length;
  await page.reload();
  await expect(page.locator("#sms-send-balance")).toHaveText("SMS Bakiyesi: 4");
  await page.getByRole("textbox", { name: "Mesaj" }).fill(TWO_SEGMENTS);
  await page.locator("#sms-recipients").getByRole("textbox", { name: "Ara" }).fill(`Gelin ${run}`);
  for (const name of names) await rowWith(page, name).getByRole("checkbox").check();
  await page.getByRole("button", { name: "Gönder", exact: true }).click();
  await expect(page.locator("#sms-send-refused")).toContainText("Yetersiz SMS kredisi");
  await expect(page.getByRole("textbox", { name: "Mesaj" })).toHaveValue(TWO_SEGMENTS);
  expect(gateway.messages(API_KEY)).toHaveLength(sent);
  expect(gateway.requests().filter((request) => request.key === API_KEY && request.request === "sendsms")).toHaveLength(sent);

  // One client's 'SMS Gönder': the same composer, WhatsApp with the text filled for her, and the message sent.
  await page.goto(`/musteri/${ids[0]}`);
  await page.getByRole("button", { name: "SMS Gönder", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Mesaj" }).fill("Sayın {musteri}, gelinliğiniz hazır.");
  await expect(dialog.getByTestId("sms-count")).toHaveText("36 karakter · 1 SMS · 1 alıcı · 1 kredi · Türkçe");
  const chat = new URL((await dialog.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!);
  expect(`${chat.origin}${chat.pathname}`).toBe(`https://wa.me/90532${run}10`);
  expect(chat.searchParams.get("text")).toBe(`Sayın ${names[0]}, gelinliğiniz hazır.`);
  await dialog.getByRole("button", { name: "SMS Gönder" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => gateway.messages(API_KEY).map((message) => message.text), { timeout: 30_000 }).toContain(`Sayın ${names[0]}, gelinliğiniz hazır.`);

  // The send page on a phone: no sideways scroll, its headings in order, no blocking axe finding.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/sms");
  await expect(page.getByRole("heading", { name: "SMS Gönder" })).toBeVisible();
  await waitForContent(page);
  expect(await horizontalOverflow(page)).toBeNull();
  expect(await headingProblems(page)).toEqual([]);
  expect(await blockingViolations(page, "/sms 375px")).toEqual([]);

  expect(problems).toEqual([]);
});
