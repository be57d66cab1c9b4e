import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { addDays, localDateIn } from "../src/domain/periods";
import { formatMoney } from "../src/engine/format";
import { pdfText } from "../server/test/pdf-text";
import { apiCall, apiToken } from "./api-records";
import { blockingViolations, horizontalOverflow, waitForContent } from "./page-checks";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/**
 * Issue 18, the client detail page: a bride who rented a gown and paid in two parts (a kapora at the sale and an
 * interim payment) → the six cards match her records; a photo uploaded and deleted; the account statement's PDF
 * from `musteri-detay/:id` shows the running balance in its text layer.
 */

const OWNER = "demo@gelinlik.local";
const money = (amount: string) => formatMoney(amount, "tr");
/** A 1×1 PNG: the server checks the content's magic bytes. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("a bride who rented a gown and paid in two parts: the cards match her records, a photo goes up and away, the statement's PDF shows the running balance", async ({ page, request }) => {
  test.setTimeout(180_000);
  const problems = watchForProblems(page);
  const stamp = Date.now();
  const run = String(stamp).slice(-6);
  const token = await apiToken(request, OWNER);

  // Her order through the API: a gown rented for ₺3.000 with a ₺1.000 kapora in cash; the rest a credit.
  const categories = await apiCall<{ data: { id: number }[] }>(request, token, "GET", "definitions?type=client-categories");
  const bride = await apiCall<{ id: number; full_name: string }>(request, token, "POST", "clients", {
    type: "person", full_name: `Detay Gelin ${run}`, category_id: categories.data[0].id, gsm: `+90534${run.slice(-7).padStart(7, "2")}`, identity_number: "10000000146",
    groom_full_name: `Damat ${run}`, groom_gsm: `+90535${run.slice(-7).padStart(7, "3")}`, groom_identity: "10000000146",
  });
  const gown = await apiCall<{ id: number }>(request, token, "POST", "services", { name: `Detay Gelinlik ${run}`, barcode: `CDT${stamp}`, price: "15000.00", rent_price: "3000.00", tax: 0, stock: 1, is_service: false });
  const today = localDateIn(new Date(), "Europe/Istanbul");
  await apiCall(request, token, "POST", "processes", {
    client_id: bride.id, type: "rent", contract_no: run, wedding_date: addDays(today, 21), payment_style: "now_and_later", payment_type: "cash", deposit: "1000.00",
    last_payment_date: addDays(today, 10),
    lines: [{ service_id: gown.id, piece: 1, price: "3000.00", discount: "0.00", tax: 0, issue_date: addDays(today, 20), delivery_date: addDays(today, 23) }],
  });
  // The second part: an interim payment of ₺800,50 against her credit.
  const credits = await apiCall<{ data: { id: number; remaining: string }[] }>(request, token, "GET", `accountings?client_id=${bride.id}&kind=credit`);
  expect(credits.data).toHaveLength(1);
  await apiCall(request, token, "POST", "accountings", { kind: "payment", credit_id: credits.data[0].id, date: today, payment_type: "cash", price: "800.50" });

  await logIn(page, OWNER);

  await test.step("the six cards match her records", async () => {
    await page.goto(`/musteri/${bride.id}`);
    await expect(page.getByRole("heading", { name: bride.full_name }).first()).toBeVisible();
    const card = (label: string) => page.getByRole("group", { name: label, exact: true });
    await expect(card("Toplam Kiralama")).toContainText(money("3000.00"));
    await expect(card("Toplam Satış")).toContainText(money("0.00"));
    await expect(card("Ödenen")).toContainText(money("1800.50"));
    await expect(card("Kalan Alacak")).toContainText(money("1199.50"));
    await expect(card("Kalan Borç")).toContainText(money("0.00"));
    await expect(card("Bakiye")).toContainText(money("1199.50"));
    // The same figures the server computes.
    const details = await apiCall<{ cards: Record<string, string> }>(request, token, "GET", `client-details/${bride.id}`);
    expect(details.cards).toMatchObject({ total_rentals: "3000.00", paid: "1800.50", owed: "1199.50", balance: "1199.50" });
    await waitForContent(page);
    expect(await horizontalOverflow(page)).toBeNull();
    expect(await blockingViolations(page, "musteri/:id")).toEqual([]);
  });

  await test.step("a photo is uploaded, shown and deleted after the question", async () => {
    const photos = page.locator(".ant-card").filter({ has: page.getByText("Fotoğraflar", { exact: true }) });
    await expect(photos.getByText("Fotoğraf yok.")).toBeVisible();
    await photos.locator('input[type="file"]').setInputFiles({ name: "prova.png", mimeType: "image/png", buffer: PNG });
    const photo = photos.getByRole("img", { name: `${bride.full_name} – fotoğraf 1` });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute("src", /^\/uploads\/.+\.png$/);
    const listed = await apiCall<{ data: { id: number }[] }>(request, token, "GET", `clients/${bride.id}/images`);
    expect(listed.data).toHaveLength(1);
    await photos.getByRole("button", { name: `Sil: ${bride.full_name} – fotoğraf 1` }).click();
    await expect(page.getByText("Fotoğrafı silmek istediğinize emin misiniz?")).toBeVisible();
    await page.locator(".ant-popconfirm:visible").getByRole("button", { name: "Sil" }).click();
    await expect(photos.getByText("Fotoğraf yok.")).toBeVisible();
    const after = await apiCall<{ data: unknown[] }>(request, token, "GET", `clients/${bride.id}/images`);
    expect(after.data).toHaveLength(0);
  });

  await test.step("the detailed report lists the statement and its PDF shows the running balance", async () => {
    await page.getByRole("button", { name: /Detaylı Rapor/ }).click();
    await expect(page).toHaveURL(new RegExp(`/musteri-detay/${bride.id}$`));
    await expect(page.getByRole("heading", { name: `Detaylı Rapor – ${bride.full_name}` })).toBeVisible();
    const totals = page.locator(".ant-table-summary tr");
    await expect(totals).toContainText(money("1199.50"));
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "PDF" }).click();
    const file = await (await download).path();
    const text = await pdfText(await readFile(file));
    expect(text).toContain(bride.full_name);
    // The running balance after each record: the rent charged (3.000), the kapora (2.000 left), the interim (1.199,50).
    for (const amount of ["3000.00", "2000.00", "1199.50"]) expect(text).toContain(money(amount));
  });

  expect(problems).toEqual([]);
});
