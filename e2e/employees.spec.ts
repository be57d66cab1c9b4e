import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiToken } from "./api-records";
import { blockingViolations, headingProblems, horizontalOverflow, waitForContent } from "./page-checks";
import { logIn } from "./session";
import { watchForProblems } from "./watch";

/** A date as the date pickers show it. */
const shown = (date: Date): string =>
  `${String(date.getDate()).padStart(2, "0")}.${String(date.getMonth() + 1).padStart(2, "0")}.${date.getFullYear()}`;

const rowWith = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

/** Types a day into an antd date picker and confirms it. */
async function typeDate(field: Locator, date: Date) {
  await field.click();
  await field.fill(shown(date));
  await field.press("Enter");
}

/** The row's action opens its dialog (the one dialog open at a time). */
async function openAction(page: Page, name: string, action: string): Promise<Locator> {
  await rowWith(page, name).getByRole("button", { name: action, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the shop owner adds a sales employee, gives leave, pays an advance and the salary, and sees them in the cash box and the employee report", async ({ page }) => {
  const problems = watchForProblems(page);
  const name = `Zeynep Çalışkan ${Date.now()}`;
  // The first two days of this month: the leave lies inside the month whatever today is.
  const now = new Date();
  const firstDay = new Date(now.getFullYear(), now.getMonth(), 1);
  const secondDay = new Date(now.getFullYear(), now.getMonth(), 2);

  await logIn(page, "demo@gelinlik.local");
  await page.goto("/calisan-ve-maaslar");
  await expect(page.getByRole("heading", { name: "Çalışanlar ve Maaşlar" })).toBeVisible();
  await expect(page.getByTestId("list-counters").getByText("Çalışan Sayısı")).toBeVisible();

  // Created through the form: a rate above 100 is refused before anything is sent, and the form stays.
  await page.goto("/calisan-olustur");
  await page.getByRole("textbox", { name: /Ad Soyad$/ }).fill(name);
  await page.getByRole("spinbutton", { name: /^\*?\s*Maaş$/ }).fill("20000");
  const rate = page.getByRole("spinbutton", { name: /Prim \(%\)$/ });
  await rate.fill("150");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Prim Değeriniz Hatalı!")).toBeVisible();
  await expect(page).toHaveURL(/\/calisan-olustur$/);
  await rate.fill("12");
  await page.getByRole("switch", { name: "Satış Personeli" }).click();
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL(/\/calisan-ve-maaslar/);
  await page.getByRole("textbox", { name: "Ara" }).fill(name);
  await expect(rowWith(page, name)).toHaveCount(1);
  await expect(rowWith(page, name)).toContainText("₺20.000,00");

  // Two days of leave from the first of the month: the end date is shown as it is typed.
  let dialog = await openAction(page, name, "İzin Ver");
  await expect(dialog.getByRole("spinbutton", { name: /Gün Sayısı$/ })).toHaveValue("1");
  await typeDate(dialog.getByRole("textbox", { name: /Başlangıç Tarihi$/ }), firstDay);
  await dialog.getByRole("spinbutton", { name: /Gün Sayısı$/ }).fill("2");
  await expect(dialog.getByTestId("leave-finish")).toHaveText(`Bitiş Tarihi: ${shown(secondDay)}`);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog).toBeHidden();

  // A leave over one of those days is refused with its message, on its start date.
  dialog = await openAction(page, name, "İzin Ver");
  await typeDate(dialog.getByRole("textbox", { name: /Başlangıç Tarihi$/ }), secondDay);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText(/Bu tarihlerde çalışanın başka bir izni var/)).toBeVisible();
  await dialog.locator(".ant-modal-close").click();
  await expect(dialog).toBeHidden();

  // An advance of ₺1.000, then the salary, which starts at what is left of the month.
  dialog = await openAction(page, name, "Avans Ver");
  await dialog.getByRole("spinbutton", { name: /Avans Tutarı$/ }).fill("1000");
  await dialog.getByRole("button", { name: "Avans Ver" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, name)).toContainText("₺19.000,00");
  dialog = await openAction(page, name, "Maaş Öde");
  await expect(dialog.getByRole("spinbutton", { name: /Tutar$/ })).toHaveValue(/^19\.?000,00$/);
  await dialog.getByRole("button", { name: "Maaş Öde" }).click();
  await expect(dialog).toBeHidden();
  await expect(rowWith(page, name)).toContainText("₺0,00");

  // The day's cash box shows both expenses.
  await page.goto("/kasa");
  await expect(rowWith(page, name)).toHaveCount(2);
  await expect(rowWith(page, name).filter({ hasText: "₺1.000,00" })).toHaveCount(1);
  await expect(rowWith(page, name).filter({ hasText: "₺19.000,00" })).toHaveCount(1);

  // This month's employee report counts the two days of leave; its PDF is a PDF.
  await page.goto("/employee-reports");
  const reportRow = rowWith(page, name);
  await expect(reportRow.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  const pdf = page.waitForResponse((response) => /\/api\/employee-reports\/pdf\?/.test(response.url()));
  await page.getByRole("button", { name: /PDF$/ }).click();
  const answer = await pdf;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/pdf");

  expect(problems).toEqual([]);
});

test("the employees' list, with an employee's row actions and dialogs, holds on a phone: no sideways scroll, no blocking axe finding", async ({ page, request }) => {
  const token = await apiToken(request, "demo@gelinlik.local");
  const name = `Elif Telefon ${Date.now()}`;
  const created = await request.post("/api/employees", { headers: { authorization: `Bearer ${token}` }, data: { full_name: name, salary: "15000.00", commission: 10 } });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, "demo@gelinlik.local");
  await page.goto("/calisan-ve-maaslar");
  await page.getByRole("textbox", { name: "Ara" }).fill(name);
  await expect(rowWith(page, name)).toHaveCount(1);
  await waitForContent(page);
  expect(await horizontalOverflow(page)).toBeNull();
  expect(await headingProblems(page)).toEqual([]);
  expect(await blockingViolations(page, "/calisan-ve-maaslar 375px")).toEqual([]);

  for (const action of ["İzin Ver", "İzin Geçmişi", "Maaş Öde", "Avans Geçmişi", "Primler"]) {
    const dialog = await openAction(page, name, action);
    await expect(dialog.locator(".ant-spin-spinning")).toHaveCount(0);
    await waitForContent(page);
    expect(await horizontalOverflow(page), action).toBeNull();
    expect(await blockingViolations(page, `${action} 375px`), action).toEqual([]);
    await dialog.locator(".ant-modal-close").click();
    await expect(dialog).toBeHidden();
  }
});
