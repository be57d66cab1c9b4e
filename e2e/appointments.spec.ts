import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { addDays, localDateIn } from "../src/domain/periods";
import { apiToken } from "./api-records";
import { logIn } from "./session";
import { startSmsGateway, type SmsGateway } from "./sms-gateway";
import { watchForProblems } from "./watch";

/**
 * Issue 17, "Done when": the owner creates a fitting by clicking a day of the calendar (`/randevular`), a second one
 * at the same time (both without an employee) is refused with the message naming the first, its client is reminded by
 * SMS (the fake gateway receives it) and it is completed; it is dragged in the week view to another hour; a
 * bride books a slot on the shop's public page with the SMS code and it shows in the calendar as pending; in German and Kurmanji the calendar's days and months are in that language and its weeks start on Monday.
 */

const OWNER = "demo@gelinlik.local";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const today = () => localDateIn(new Date(), "Europe/Istanbul");
/** A day as the clash message writes it (10.06.2027). */
const dotted = (iso: string) => iso.split("-").reverse().join(".");
/** A day as the calendar's date jump takes it (DD-MM-YYYY). */
const dashed = (iso: string) => iso.split("-").reverse().join("-");
/** Monday 0 … Sunday 6 of a day. */
const weekdayOf = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
const firstOfNextMonth = (day: string) => {
  const [year, month] = day.split("-").map(Number);
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
};
const daysInMonth = (first: string) => {
  const [year, month] = first.split("-").map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

let gateway: SmsGateway;
test.beforeAll(async () => {
  gateway = await startSmsGateway();
});
test.afterAll(() => gateway.close());

async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`, { headers: bearer(token) });
  expect(response.ok(), `GET ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface CalendarEvent {
  id: number;
  client_id: number | null;
  title: string | null;
  start_date: string;
  start_time: string;
  end_time: string;
  status: string;
}

/** A bride with her own mobile number. */
async function newBride(request: APIRequestContext, token: string, full_name: string, gsm: string): Promise<number> {
  const categories = await get<{ data: { id: number }[] }>(request, token, "definitions?type=client-categories");
  const created = await request.post("/api/clients", {
    headers: bearer(token),
    data: {
      type: "person",
      full_name,
      category_id: categories.data[0].id,
      gsm,
      identity_number: "10000000146",
      groom_full_name: "Mehmet Damat",
      groom_gsm: "+905339998877",
      groom_identity: "10000000146",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A day of next month without any fitting yet, from the 10th on (the shared demo shop's other specs stay clear of it). */
async function freeDayNextMonth(request: APIRequestContext, token: string): Promise<string> {
  const first = firstOfNextMonth(today());
  const last = addDays(first, daysInMonth(first) - 1);
  const events = await get<CalendarEvent[]>(request, token, `appointmentsCalendar?start=${first}&end=${last}`);
  const busy = new Set(events.map((event) => event.start_date));
  for (let day = addDays(first, 9); day <= last; day = addDays(day, 1)) if (!busy.has(day) && weekdayOf(day) < 5) return day;
  throw new Error(`no free weekday in ${first.slice(0, 7)}`);
}

/** The form item under its label. */
const formItem = (scope: Locator, label: string): Locator =>
  scope.locator(".ant-form-item").filter({ has: scope.page().locator("label", { hasText: new RegExp(`^${label}$`) }) });

/** Picks an option of an antd select by its text, typed first so the search finds it. */
async function pick(page: Page, select: Locator, typed: string, option: string) {
  await select.click();
  await select.fill(typed);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: option }).first().click();
}

/** The calendar's toolbar: the view switch and the date jump. */
const toolbar = (page: Page) => page.getByRole("toolbar");

async function jumpTo(page: Page, label: string, day: string) {
  const jump = toolbar(page).getByRole("textbox", { name: label }).or(toolbar(page).getByPlaceholder(label)).first();
  await jump.click();
  await jump.fill(dashed(day));
  await jump.press("Enter");
  await expect(jump).toHaveValue(dashed(day));
}

async function showView(page: Page, name: string) {
  await toolbar(page).locator(".ant-segmented-item").filter({ hasText: new RegExp(`^${name}$`) }).click();
}

/** The month view's box of a day: its row and column from the Monday before the month's first day. */
function monthCell(page: Page, day: string): Locator {
  const first = `${day.slice(0, 7)}-01`;
  const index = weekdayOf(first) + Number(day.slice(8, 10)) - 1;
  return page.locator(".rbc-month-view .rbc-month-row").nth(Math.floor(index / 7)).locator(".rbc-day-bg").nth(index % 7);
}

/** The calendar has read its range: no spinner over it (a click would land on the spinner's veil). */
async function settled(page: Page) {
  await expect(page.locator(".rbc-calendar")).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
}

/** A click low in a box of the calendar, clear of its day number and events, where react-big-calendar takes a slot. */
async function clickLowIn(page: Page, box: Locator) {
  await settled(page);
  await box.scrollIntoViewIfNeeded();
  const bounds = (await box.boundingBox())!;
  await page.mouse.click(bounds.x + bounds.width / 2, bounds.y + bounds.height - 8);
}

/** An appointment's box in the calendar, by its client's name. */
const eventBox = (page: Page, name: string) => page.locator(".rbc-event").filter({ hasText: name });

async function openDetail(page: Page, name: string): Promise<Locator> {
  await settled(page);
  await eventBox(page, name).first().click();
  const dialog = page.getByRole("dialog", { name: "Randevu Detayı" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function confirmPopover(page: Page) {
  await page.locator(".ant-popover:visible").getByRole("button", { name: "Tamam", exact: true }).click();
}

test("the owner creates a fitting by clicking a day, is refused a clashing one, reminds the bride by SMS and completes it", async ({ page, request }) => {
  test.setTimeout(180_000);
  const problems = watchForProblems(page);
  const run = String(Date.now()).slice(-5);
  const token = await apiToken(request, OWNER);
  const first = { name: `Prova Gelin ${run}`, gsm: `+90532${run}21` };
  const second = { name: `Çakışan Gelin ${run}`, gsm: `+90532${run}22` };
  const firstId = await newBride(request, token, first.name, first.gsm);
  await newBride(request, token, second.name, second.gsm);
  const day = await freeDayNextMonth(request, token);
  const eventsOfDay = () => get<CalendarEvent[]>(request, token, `appointmentsCalendar?start=${day}&end=${day}`);

  // The whole calendar (750 px) and its toolbar in the window: the drag below is done with the mouse.
  await page.setViewportSize({ width: 1400, height: 1300 });
  await logIn(page, OWNER);
  await page.goto("/randevular");
  await expect(page.getByRole("heading", { level: 1, name: "Prova Randevuları" })).toBeVisible();
  await jumpTo(page, "Tarihe git", day);
  await expect(page.locator(".rbc-month-view")).toBeVisible();

  await test.step("a click on the day opens the form there, 10:00 to 11:00; saved, the fitting is in the calendar", async () => {
    await clickLowIn(page, monthCell(page, day));
    const dialog = page.getByRole("dialog", { name: "Prova Randevusu Oluştur" });
    await expect(dialog).toBeVisible();
    await expect(formItem(dialog, "Başlangıç Saati").locator("input")).toHaveValue("10:00");
    await expect(formItem(dialog, "Bitiş Saati").locator("input")).toHaveValue("11:00");
    await pick(page, formItem(dialog, "Müşteri").getByRole("combobox"), first.name, first.name);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog).toBeHidden();
    await expect(eventBox(page, first.name)).toBeVisible();
    const events = await eventsOfDay();
    expect(events.map((event) => [event.client_id, event.title, event.start_time, event.end_time, event.status])).toEqual([[firstId, first.name, "10:00", "11:00", "active"]]);
  });
  const fitting = (await eventsOfDay())[0];

  await test.step("a second fitting at the same hour, both without an employee, is refused naming the first", async () => {
    await clickLowIn(page, monthCell(page, day));
    const dialog = page.getByRole("dialog", { name: "Prova Randevusu Oluştur" });
    await expect(dialog).toBeVisible();
    await pick(page, formItem(dialog, "Müşteri").getByRole("combobox"), second.name, second.name);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText(`Bu saatte başka bir randevu var: ${first.name}, ${dotted(day)} 10:00–11:00.`).first()).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).or(dialog.getByRole("button", { name: "Kapat" })).first().click();
    await expect(dialog).toBeHidden();
    expect((await eventsOfDay()).map((event) => event.title)).toEqual([first.name]);
  });

  await showView(page, "Hafta");
  await expect(page.locator(".rbc-time-view")).toBeVisible();

  await test.step("the bride is reminded by SMS: the gateway receives it at her number", async () => {
    const dialog = await openDetail(page, first.name);
    await dialog.getByRole("button", { name: "Hatırlat" }).click();
    await confirmPopover(page);
    await expect(page.locator(".ant-notification-notice-success").first()).toBeVisible();
    const to = Number(first.gsm.replace("+", ""));
    await expect.poll(() => gateway.messages().filter((message) => message.to.includes(to)).length, { timeout: 30_000 }).toBe(1);
    // The shop's fitting template with the moved day and hour filled.
    expect(gateway.messages().find((message) => message.to.includes(to))!.text).toContain(`Sayın ${first.name}, ${dotted(day)} 10:00 provanızı hatırlatırız.`);
    await dialog.getByRole("button", { name: "Close" }).or(dialog.getByRole("button", { name: "Kapat" })).first().click();
    await expect(dialog).toBeHidden();
  });

  await test.step("completed ('Tamamlandı'), the fitting is passive and shown as done", async () => {
    const dialog = await openDetail(page, first.name);
    await dialog.getByRole("button", { name: "Tamamlandı" }).click();
    await confirmPopover(page);
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await get<{ status: string }>(request, token, `appointments/${fitting.id}`)).status).toBe("passive");
    await expect(page.locator(".rbc-event.calendar-event-passive").filter({ hasText: first.name })).toBeVisible();
    const done = await openDetail(page, first.name);
    await expect(done).toContainText("Tamamlandı");
    await expect(done.getByRole("button", { name: "Hatırlat" })).toHaveCount(0);
  });

  // The refused save was answered 409, not a 5xx; nothing else went wrong on the page.
  expect(problems).toEqual([]);
});

// The drag's PUT sends null for an empty employee, description and contract number (ResourceCalendarPage `move`),
// which the server refuses (422 'Değer türü hatalı'): the fitting goes back. Turned on once the page leaves them out.
test("the owner drags a fitting in the week view from 10:00 to 13:00; it keeps its hour's length", async ({ page, request }) => {
  const run = String(Date.now()).slice(-5);
  const token = await apiToken(request, OWNER);
  const first = { name: `Taşınan Gelin ${run}`, gsm: `+90532${run}24` };
  const clientId = await newBride(request, token, first.name, first.gsm);
  const day = await freeDayNextMonth(request, token);
  const created = await request.post("/api/appointments", {
    headers: bearer(token),
    data: { client_id: clientId, start_date: day, start_time: "10:00", end_date: day, end_time: "11:00" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fitting = (await created.json()) as { id: number };
  await page.setViewportSize({ width: 1400, height: 1300 });
  await logIn(page, OWNER);
  await page.goto("/randevular");
  await jumpTo(page, "Tarihe git", day);

  await test.step("dragged in the week view from 10:00 to 13:00, the fitting keeps its hour's length", async () => {
    await showView(page, "Hafta");
    await expect(page.locator(".rbc-time-view")).toBeVisible();
    // The drag-and-drop addon loads right after the calendar.
    await expect(page.locator(".rbc-addons-dnd")).toBeVisible();
    await settled(page);
    const box = eventBox(page, first.name).first();
    await expect(box).toBeVisible();
    await box.scrollIntoViewIfNeeded();
    const from = (await box.boundingBox())!;
    const target = page.locator(".rbc-time-content .rbc-day-slot").nth(weekdayOf(day)).locator(".rbc-timeslot-group").nth(13);
    const to = (await target.boundingBox())!;
    // Held at its middle (half an hour into it), dropped at the middle of the 13:00 hour: it starts at 13:00.
    const grab = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await page.mouse.move(grab.x, grab.y);
    await page.mouse.down();
    // react-big-calendar takes it up once the pointer has moved a few pixels: the calendar says it is dragging.
    await expect(async () => {
      await page.mouse.move(grab.x, grab.y + 6, { steps: 3 });
      await page.mouse.move(grab.x, grab.y + 12, { steps: 3 });
      await expect(page.locator(".rbc-addons-dnd-is-dragging")).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await expect(page.locator(".rbc-addons-dnd-drag-preview")).toContainText("13:00");
    const saved = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().includes(`/api/appointments/${fitting.id}`));
    await page.mouse.up();
    const answer = await saved;
    expect(answer.status(), `${answer.request().postData()} → ${await answer.text()}`).toBe(200);
    await expect
      .poll(async () => {
        const row = await get<{ start_date: string; start_time: string; end_date: string; end_time: string }>(request, token, `appointments/${fitting.id}`);
        return [row.start_date.slice(0, 10), row.start_time.slice(0, 5), row.end_time.slice(0, 5)];
      })
      .toEqual([day, "13:00", "14:00"]);
    await expect(eventBox(page, first.name)).toContainText("13:00 – 14:00");
  });

});

/** The shop's appointment settings as they were before a test changed them: put back after it, passed or failed. */
const SETTINGS_FIELDS = ["reminder_hours", "online_enabled", "online_slug", "open_days", "opening_time", "closing_time", "slot_minutes", "buffer_minutes", "days_ahead"] as const;
let settingsBefore: Record<string, unknown> | undefined;
test.afterEach(async ({ request }) => {
  if (!settingsBefore) return;
  const kept = Object.fromEntries(SETTINGS_FIELDS.flatMap((field) => (settingsBefore![field] === null || settingsBefore![field] === undefined ? [] : [[field, settingsBefore![field]]])));
  const restored = await request.put("/api/appointment_settings", { headers: bearer(await apiToken(request, OWNER)), data: { ...kept, online_enabled: settingsBefore.online_enabled === true } });
  expect(restored.ok(), `restoring appointment_settings: ${restored.status()} ${await restored.text()}`).toBe(true);
  settingsBefore = undefined;
});

test("a bride books a fitting on the shop's page with the code the SMS brings, and it shows in the calendar as pending", async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const run = String(Date.now()).slice(-5);
  const token = await apiToken(request, OWNER);
  const bride = { name: `Online Gelin ${run}`, digits: `532${run}23` };
  const slug = `e2e-gelin-${run}`;

  // Online booking on, every day from 10:00 to 19:00, an hour each without a pause, three months ahead.
  settingsBefore = await get<Record<string, unknown>>(request, token, "appointment_settings");
  const saved = await request.put("/api/appointment_settings", {
    headers: bearer(token),
    data: {
      reminder_hours: settingsBefore.reminder_hours ?? 24,
      online_enabled: true,
      online_slug: slug,
      open_days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
      opening_time: "10:00",
      closing_time: "19:00",
      slot_minutes: 60,
      buffer_minutes: 0,
      days_ahead: 90,
    },
  });
  expect(saved.ok(), `PUT appointment_settings: ${saved.status()} ${await saved.text()}`).toBe(true);
  // The page opens on the first day with a free slot; the bride takes that day's last one.
  const offered = await (await request.get(`/api/public/booking/${slug}`)).json() as { slots: { start_date: string; start_time: string; end_time: string }[] };
  const day = offered.slots[0].start_date;
  const slot = offered.slots.filter((candidate) => candidate.start_date === day).at(-1)!;
  const label = `${slot.start_time}–${slot.end_time}`;

  await test.step("the bride picks the slot, gives her name and mobile and confirms with the SMS code", async () => {
    await page.goto(`/randevu-al/${slug}`);
    await expect(page.getByText("Online Randevu").first()).toBeVisible();
    // The page's one select, the day, opens on that day.
    await expect(page.locator(".ant-select-selection-item")).toContainText(dotted(day));
    await page.locator(".ant-radio-button-wrapper").filter({ hasText: label }).click();
    await page.getByLabel("Ad Soyad").fill(bride.name);
    await page.getByLabel("Cep Telefonu").pressSequentially(bride.digits);
    await page.getByRole("button", { name: "Kod Gönder" }).click();
    await expect(page.getByLabel("Onay Kodu")).toBeVisible();
    const to = Number(`90${bride.digits}`);
    await expect.poll(() => gateway.messages().filter((message) => message.to.includes(to)).length, { timeout: 30_000 }).toBe(1);
    const code = /kodunuz: (\d{6})/.exec(gateway.messages().find((message) => message.to.includes(to))!.text)![1];
    await page.getByLabel("Onay Kodu").fill(code);
    await page.getByRole("button", { name: "Randevuyu Onayla" }).click();
    await expect(page.getByText("Randevu talebiniz alındı")).toBeVisible();
  });

  await test.step("the shop's calendar shows it on that day, pending", async () => {
    await page.setViewportSize({ width: 1400, height: 1300 });
    await logIn(page, OWNER);
    await page.goto("/randevular");
    await expect(page.getByRole("heading", { level: 1, name: "Prova Randevuları" })).toBeVisible();
    await jumpTo(page, "Tarihe git", day);
    await showView(page, "Gün");
    await settled(page);
    await expect(page.locator(".rbc-event.calendar-event-pending").filter({ hasText: bride.name })).toBeVisible();
    await expect(eventBox(page, bride.name)).toContainText(`${slot.start_time} – ${slot.end_time}`);
    const detail = await openDetail(page, bride.name);
    await expect(detail).toContainText("Onay Bekliyor");
    const events = await get<CalendarEvent[]>(request, token, `appointmentsCalendar?start=${day}&end=${day}`);
    expect(events.filter((event) => event.title === bride.name).map((event) => [event.start_time, event.status])).toEqual([[slot.start_time, "pending"]]);
  });
  expect(problems).toEqual([]);
});

/** Each language's words for the check: the view names, the date jump, the first weekday and a month of the year. */
const LANGUAGES = [
  { language: "de", week: "Woche", jump: "Zum Datum springen", monday: "Mo.", months: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"] },
  { language: "ku", week: "Hefte", jump: "Biçin dîrokê", monday: "Du", months: ["Çile", "Sibat", "Adar", "Nîsan", "Gulan", "Hezîran", "Tîrmeh", "Tebax", "Îlon", "Cotmeh", "Mijdar", "Berfanbar"] },
] as const;

for (const words of LANGUAGES) {
  test(`in ${words.language} the calendar's days and months are in that language and its weeks start on Monday`, async ({ page }) => {
    const problems = watchForProblems(page);
    // The 15th of next month, and the Monday of its week (the 9th at the earliest: the same month).
    const day = addDays(firstOfNextMonth(today()), 14);
    const monday = addDays(day, -weekdayOf(day));
    const monthName = words.months[Number(day.slice(5, 7)) - 1];
    await page.setViewportSize({ width: 1400, height: 1300 });
    await logIn(page, OWNER);
    await page.click(`#language-${words.language}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("lang"))).toBe(words.language);
    await page.goto("/randevular");
    await expect(page.locator(".rbc-month-view")).toBeVisible();
    await jumpTo(page, words.jump, day);
    await settled(page);

    // The month: its name in the toolbar, the weekday heads from Monday.
    await expect(toolbar(page)).toContainText(`${monthName} ${day.slice(0, 4)}`);
    const heads = page.locator(".rbc-month-view .rbc-month-header .rbc-header");
    await expect(heads).toHaveCount(7);
    await expect(heads.first()).toHaveText(words.monday);

    // The week: its first column is Monday, named in the language, with the Monday's date.
    await showView(page, words.week);
    const columns = page.locator(".rbc-time-view .rbc-time-header-content .rbc-header");
    await expect(columns).toHaveCount(7);
    await expect(columns.first()).toHaveText(`${words.monday} ${monday.slice(8, 10)}`);
    await expect(toolbar(page)).toContainText(monthName);
    expect(problems).toEqual([]);
  });
}
