import { expect, test } from "@playwright/test";
import { addDays, localDateIn } from "../src/domain/periods";
import { formatMoney } from "../src/engine/format";
import { apiCall, apiToken } from "./api-records";
import { blockingViolations, headingProblems, horizontalOverflow, waitForContent } from "./page-checks";
import { logIn } from "./session";
import { startSmsGateway, type SmsGateway } from "./sms-gateway";
import { watchForProblems } from "./watch";

/**
 * Issue 18, "Done when": the owner sends a bride's link by SMS from her client page, the fake gateway receives it,
 * the address opens in a fresh browser without signing in and shows her contracts, dates and balance and nothing
 * else; revoked, the page says the link is not valid and the API answers 404.
 */

const OWNER = "demo@gelinlik.local";
/** The demo shop's own Organik account at the fake gateway, for this spec. */
const API_KEY = "e2e-gelin-anahtari";
const shown = (iso: string) => iso.split("-").reverse().join(".");

let gateway: SmsGateway;
test.beforeAll(async () => {
  gateway = await startSmsGateway();
  gateway.setBalance(API_KEY, 100);
});
test.afterAll(() => gateway.close());

test("the owner sends the bride's link by SMS; she opens it without signing in and sees her contracts, dates and balance only; revoked, it is not valid", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const run = String(stamp).slice(-6);
  const token = await apiToken(request, OWNER);

  // The shop sends through its own Organik account at the fake gateway; whatever account it had comes back after.
  const before = await apiCall<{ account: string }>(request, token, "GET", "sms_settings");
  await apiCall(request, token, "PUT", "sms_settings", { account: "own", provider: "organik", title: "GELINLIK", api_key: API_KEY });

  // A bride with a rented gown (kapora ₺500 in cash, the rest a credit) and a fitting, through the API.
  const categories = await apiCall<{ data: { id: number }[] }>(request, token, "GET", "definitions?type=client-categories");
  const gsm = `+90533${run.slice(-7).padStart(7, "1")}`;
  const identity = "10000000146";
  const bride = await apiCall<{ id: number; full_name: string }>(request, token, "POST", "clients", {
    type: "person", full_name: `Elif Gelin ${run}`, category_id: categories.data[0].id, gsm, identity_number: identity, address: `Moda Caddesi ${run}`,
    groom_full_name: "Mehmet Damat", groom_gsm: "+905339998877", groom_identity: identity,
  });
  const gownName = `Bride Link Gelinlik ${run}`;
  const gown = await apiCall<{ id: number }>(request, token, "POST", "services", { name: gownName, barcode: `BRL${stamp}`, price: "15000.00", rent_price: "3000.00", tax: 0, stock: 1, is_service: false });
  const today = localDateIn(new Date(), "Europe/Istanbul");
  const issue = addDays(today, 20);
  const delivery = addDays(today, 23);
  const wedding = addDays(today, 21);
  await apiCall(request, token, "POST", "processes", {
    client_id: bride.id, type: "rent", contract_no: run, wedding_date: wedding, payment_style: "now_and_later", payment_type: "cash", deposit: "500.00",
    last_payment_date: addDays(today, 10), note: `GİZLİ NOT ${run}`,
    lines: [{ service_id: gown.id, piece: 1, price: "3000.00", discount: "0.00", tax: 0, issue_date: issue, delivery_date: delivery }],
  });

  await logIn(page, OWNER);

  await test.step("the owner sends the link by SMS from the client page and the gateway receives it", async () => {
    await page.goto(`/musteri/${bride.id}`);
    const card = page.locator("#bride-link-card");
    await expect(card).toBeVisible();
    await expect(card.getByText("Henüz bağlantı gönderilmedi.")).toBeVisible();
    await card.getByRole("button", { name: /Gönder/ }).click();
    await expect(card.getByText("Bağlantı SMS ile gönderildi.")).toBeVisible();
    const address = await card.getByLabel("Bağlantı adresi").inputValue();
    expect(address).toMatch(/\/gelin\/[A-Za-z0-9_-]{43}$/);
    await expect(card.getByRole("list", { name: "Gönderilen Bağlantılar" }).getByText("Aktif")).toBeVisible();
    // The job sends it within a poll or two.
    await expect.poll(() => gateway.messages(API_KEY).filter((message) => message.text.includes("/gelin/")).length, { timeout: 20_000 }).toBe(1);
    const [message] = gateway.messages(API_KEY).filter((sent) => sent.text.includes("/gelin/"));
    expect(message.to).toEqual([Number(gsm.replace(/\D/g, ""))]);
    expect(message.text).toContain("Sözleşme, tarih ve bakiye bilgilerinizi bu bağlantıdan görebilirsiniz:");
    expect(message.text).toContain(address);
  });

  const sent = gateway.messages(API_KEY).find((message) => message.text.includes("/gelin/"))!;
  const url = new URL(/https?:\/\/\S+\/gelin\/[A-Za-z0-9_-]{43}/.exec(sent.text)![0]);
  const brideToken = url.pathname.split("/").pop()!;

  // A fresh browser on a phone, nobody signed in.
  const phone = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 812 }, locale: "tr-TR", timezoneId: "Europe/Istanbul" });
  const herPage = await phone.newPage();
  const herProblems = watchForProblems(herPage);

  await test.step("she opens the address from the SMS without signing in: contracts, dates and balance, nothing else", async () => {
    await herPage.goto(url.pathname);
    await expect(herPage.getByRole("heading", { level: 1, name: `Merhaba ${bride.full_name}` })).toBeVisible();
    await waitForContent(herPage);
    const contracts = herPage.getByRole("region", { name: "Sözleşmeleriniz" });
    await expect(contracts.getByText("Kiralama Sözleşmesi", { exact: true })).toBeVisible();
    await expect(contracts.getByRole("link", { name: /Sözleşmeyi Aç/ }).first()).toHaveAttribute("href", /\/sozlesme\/[A-Za-z0-9_-]{43}$/);
    const dates = herPage.getByRole("region", { name: "Tarihleriniz" });
    await expect(dates.getByText("Düğün Tarihi")).toBeVisible();
    await expect(dates.getByText(shown(wedding))).toBeVisible();
    await expect(dates.getByText(shown(issue))).toBeVisible();
    await expect(dates.getByText(shown(delivery))).toBeVisible();
    await expect(dates.getByText(gownName).first()).toBeVisible();
    const balance = herPage.getByRole("region", { name: "Bakiyeniz" });
    await expect(balance).toContainText(formatMoney("3000.00", "tr"));
    await expect(balance).toContainText(formatMoney("500.00", "tr"));
    await expect(balance).toContainText(formatMoney("2500.00", "tr"));
    // Nothing else: no phone, identity number, address or note of hers, no menu, no sign-in.
    const text = (await herPage.locator("body").innerText()).replace(/\s+/g, " ");
    for (const secret of [gsm, gsm.slice(3), identity, `Moda Caddesi ${run}`, `GİZLİ NOT ${run}`, "Mehmet Damat", "5339998877"]) expect(text).not.toContain(secret);
    await expect(herPage.getByRole("navigation")).toHaveCount(0);
    await expect(herPage.getByRole("menu")).toHaveCount(0);
    await expect(herPage.locator(".ant-layout-sider, header .ant-menu")).toHaveCount(0);
    await expect(herPage).toHaveURL(url.pathname);
    expect(await horizontalOverflow(herPage)).toBeNull();
    expect(await headingProblems(herPage)).toEqual([]);
    expect(await blockingViolations(herPage, "gelin")).toEqual([]);
  });

  await test.step("the owner revokes it: her page says the link is not valid and the API answers 404", async () => {
    const card = page.locator("#bride-link-card");
    await card.getByRole("button", { name: "İptal Et" }).click();
    await expect(page.getByText("Bu bağlantı iptal edilsin mi? Gelin sayfayı artık açamaz.")).toBeVisible();
    await page.locator(".ant-popconfirm:visible .ant-btn-primary").click();
    await expect(card.getByRole("list", { name: "Gönderilen Bağlantılar" }).getByText("İptal Edildi")).toBeVisible();
    await herPage.reload();
    await expect(herPage.getByRole("heading", { level: 1, name: "Bağlantı geçerli değil" })).toBeVisible();
    await expect(herPage.getByText(bride.full_name)).toHaveCount(0);
    expect(await blockingViolations(herPage, "gelin (geçersiz)")).toEqual([]);
    const answer = await phone.request.get(`/api/public/bride/${brideToken}`);
    expect(answer.status()).toBe(404);
  });

  await phone.close();
  if (before.account === "platform") await apiCall(request, token, "PUT", "sms_settings", { account: "platform" });
  expect(herProblems).toEqual([]);
  expect(problems).toEqual([]);
});
