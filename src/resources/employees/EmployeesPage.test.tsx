// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { lazy } from "react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "..";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { localDateIn } from "../../domain/periods";
import { schemas } from "../../schemas";
import { employees } from "../../schemas/employees.schema";
import { preloadPages } from "../../../tests/preload-pages";

const registered = schemas as readonly ResourceSchema[];
const slow = { timeout: 15000 };
const OVERLAP = "Bu tarihlerde çalışanın başka bir izni var.";

const seedRows = (): Record<string, BaseRecord[]> => ({
  employees: [
    { id: 1, full_name: "Ayşe Yılmaz", salary: "20000.00", remeaning_payment: "15000.00", commission: 12, is_sale: true, is_permit: false, version: 1 },
    { id: 2, full_name: "Mehmet Kaya", salary: "18000.00", remeaning_payment: "18000.00", commission: 10, is_sale: false, is_permit: false, version: 1 },
  ],
  permits: [{ id: 31, employee_id: 1, start_at: "2026-10-05", daycount: 2, finish_at: "2026-10-06" }],
  commissions: [],
});

const history = (kind: unknown) => {
  const rows = [
    { id: 41, kind: "advance", date: "2026-11-03", price: "1000.00", payment_type: "cash", description: null, day_closed: true },
    { id: 42, kind: "salary", date: "2026-11-05", price: "4000.00", payment_type: "eft", description: "Kasım", day_closed: false },
  ].filter((row) => kind === undefined || row.kind === kind);
  return {
    employee: { id: 1, full_name: "Ayşe Yılmaz", salary: "20000.00", remeaning_payment: "15000.00" },
    data: rows,
    current_page: 1,
    per_page: 10,
    total: rows.length,
    last_page: 1,
    totals: { salary: "4000.00", advance: "1000.00" },
  };
};

const commissionEntries = {
  data: [{ id: 51, date: "2026-11-10", type: "sale", total_price: "12000.00", rate: 12, commission: "1440.00", description: "Prenses gelinlik" }],
  current_page: 1,
  per_page: 10,
  total: 1,
  last_page: 1,
  totals: { total_price: "12000.00", commission: "1440.00" },
};

/**
 * The memory API with what the employees' screens read beyond it: the list's counter, the spec's history and
 * commission routes, the salary action and the server's refusal of an overlapping leave (a 422 on its start).
 */
const createApi = () => {
  const paid: Record<string, unknown>[] = [];
  const memory = createMemoryDataProvider(registered, seedRows(), {
    employees: {
      pay_salary: (_row, body) => {
        paid.push(body);
        return { remeaning_payment: "0.00" };
      },
    },
  });
  const customCalls: { url: string; query: Record<string, unknown> }[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) => {
      const answer = await memory.dataProvider.getList(params);
      return (params.resource === "employees" ? { ...answer, counters: { total: answer.total } } : answer) as never;
    },
    create: async (params) => {
      const start = (params.variables as { start_at?: string }).start_at;
      if (params.resource === "permits" && memory.rows.permits.some((row) => row.start_at === start)) {
        throw { statusCode: 422, message: "Girilen bilgiler geçersiz.", errors: { start_at: [OVERLAP] } };
      }
      return memory.dataProvider.create(params);
    },
    custom: async (params) => {
      const query = (params.query ?? {}) as Record<string, unknown>;
      if (params.url.includes("/employee-history/") || params.url.includes("/employee-commissions/")) customCalls.push({ url: params.url, query });
      if (params.url.endsWith("/employee-history/1")) return { data: history(query.kind) as never };
      if (params.url.endsWith("/employee-commissions/1")) return { data: commissionEntries as never };
      return memory.dataProvider.custom!(params);
    },
  };
  return { ...memory, dataProvider, customCalls, paid };
};

// The pages themselves: the app's entries also fetch their texts into the app's i18next, which the harness has its own of.
const pages = { employees: { list: lazy(() => import("./EmployeesPage")), edit: lazy(() => import("./EmployeeEditPage")) } };

const renderPage = (path = "/calisan-ve-maaslar", api = createApi()) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider}>
      <Routes>{routesFor([employees as unknown as ResourceSchema], pages)}</Routes>
    </EngineHarness>,
  );
  return api;
};

const rowOf = async (text: string) => (await screen.findByText(text, {}, slow)).closest("tr") as HTMLElement;
const itemOf = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;
const openAction = async (employee: string, action: string) => {
  fireEvent.click(within(await rowOf(employee)).getByRole("button", { name: action }));
  return screen.findByRole("dialog", {}, slow);
};

/** Today on the shop's clock (no time zone in the identity: Istanbul), as the forms date a payment or a commission. */
const shopToday = () => localDateIn(new Date());

/** Picks a day of this month in the date field of the dialog. */
const pickDay = async (item: HTMLElement, day: dayjs.Dayjs) => {
  const input = await within(item).findByRole("textbox", {}, slow);
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  fireEvent.click(await screen.findByTitle(day.format("YYYY-MM-DD"), {}, slow));
};

beforeAll(() => Promise.all([preloadPages("list", "edit"), import("./EmployeesPage"), import("./EmployeeEditPage")]));

describe("Çalışanlar ve Maaşlar", () => {
  it("shows the count card and each employee with what is left of the month's salary", async () => {
    renderPage();
    const cards = await screen.findByTestId("list-counters", {}, slow);
    expect(within(cards).getByText("Çalışan Sayısı")).toBeTruthy();
    expect(within(cards).getByText("2")).toBeTruthy();
    expect((await rowOf("Ayşe Yılmaz")).textContent).toContain("₺15.000,00");
  });

  it("grants leave: the day count starts at 1 and the end date follows the start and the days as they are typed", async () => {
    const api = renderPage();
    const dialog = await openAction("Ayşe Yılmaz", "İzin Ver");
    const days = within(itemOf(dialog, "Gün Sayısı")).getByRole("spinbutton") as HTMLInputElement;
    expect(days.value).toBe("1");
    const start = dayjs().startOf("month").add(9, "day");
    await pickDay(itemOf(dialog, "Başlangıç Tarihi"), start);
    expect((await within(dialog).findByTestId("leave-finish")).textContent).toBe(`Bitiş Tarihi: ${start.format("DD.MM.YYYY")}`);
    fireEvent.change(days, { target: { value: "2" } });
    await waitFor(() => expect(within(dialog).getByTestId("leave-finish").textContent).toBe(`Bitiş Tarihi: ${start.add(1, "day").format("DD.MM.YYYY")}`));
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.rows.permits).toContainEqual(expect.objectContaining({ employee_id: 1, start_at: start.format("YYYY-MM-DD"), daycount: 2 })));
  });

  it("shows the server's overlap refusal on the leave's start date and keeps the form open", async () => {
    const api = createApi();
    const start = dayjs().startOf("month").add(4, "day");
    api.rows.permits.push({ id: 32, employee_id: 1, start_at: start.format("YYYY-MM-DD"), daycount: 1, finish_at: start.format("YYYY-MM-DD") });
    renderPage(undefined, api);
    const dialog = await openAction("Ayşe Yılmaz", "İzin Ver");
    await pickDay(itemOf(dialog, "Başlangıç Tarihi"), start);
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(within(itemOf(dialog, "Başlangıç Tarihi")).queryByText(OVERLAP)).not.toBeNull(), slow);
    expect(api.rows.permits).toHaveLength(2);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("lists the employee's leaves and deletes one after asking", async () => {
    const api = renderPage();
    const dialog = await openAction("Ayşe Yılmaz", "İzin Geçmişi");
    const leave = (await within(dialog).findByText("05.10.2026", {}, slow)).closest("tr") as HTMLElement;
    expect(leave.textContent).toContain("06.10.2026");
    fireEvent.click(within(leave).getByRole("button", { name: "Sil" }));
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.permits).toHaveLength(0));
  });

  it("pays the salary dated today, starting at what is left of the month", async () => {
    const api = renderPage();
    const dialog = await openAction("Ayşe Yılmaz", "Maaş Öde");
    fireEvent.click(within(dialog).getByRole("button", { name: "Maaş Öde" }));
    await waitFor(() => expect(api.paid).toEqual([expect.objectContaining({ date: shopToday(), price: "15000.00", payment_type: "cash" })]), slow);
  });

  it("shows the advances, then the salary payments with them, with the month's figures", async () => {
    const api = renderPage();
    const dialog = await openAction("Ayşe Yılmaz", "Avans Geçmişi");
    const advance = (await within(dialog).findByText("03.11.2026", {}, slow)).closest("tr") as HTMLElement;
    expect(advance.textContent).toContain("Avans");
    expect(advance.textContent).toContain("₺1.000,00");
    expect(advance.textContent).toContain("Gün kapandı");
    expect(within(dialog).queryByText("05.11.2026")).toBeNull();
    expect(within(dialog).getByTestId("payment-figures").textContent).toContain("₺15.000,00");
    expect(api.customCalls.at(-1)).toEqual({ url: "/api/employee-history/1", query: { page: 1, perPage: 10, kind: "advance" } });
    fireEvent.click(within(dialog).getByText("Avanslar ve Maaşlar"));
    const salary = (await within(dialog).findByText("05.11.2026", {}, slow)).closest("tr") as HTMLElement;
    expect(salary.textContent).toContain("Maaş");
    expect(salary.textContent).toContain("₺4.000,00");
    expect(api.customCalls.at(-1)).toEqual({ url: "/api/employee-history/1", query: { page: 1, perPage: 10 } });
  });

  it("lists the commissions with their sums; a new one starts at the employee's rate and shows its commission as typed", async () => {
    const api = renderPage();
    const dialog = await openAction("Ayşe Yılmaz", "Primler");
    expect(((await within(dialog).findByText("10.11.2026", {}, slow)).closest("tr") as HTMLElement).textContent).toContain("₺1.440,00");
    expect(within(dialog).getByTestId("commission-totals").textContent).toContain("₺12.000,00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Prim Ekle" }));
    const form = (await screen.findAllByRole("dialog", {}, slow)).at(-1) as HTMLElement;
    const rate = within(itemOf(form, "Oran (%)")).getByRole("spinbutton") as HTMLInputElement;
    expect(rate.value).toBe("12");
    fireEvent.change(within(itemOf(form, "Toplam Tutar")).getByRole("spinbutton"), { target: { value: "1000" } });
    expect((await within(form).findByTestId("commission-preview")).textContent).toBe("Prim Tutarı: ₺120,00");
    fireEvent.change(rate, { target: { value: "15" } });
    await waitFor(() => expect(within(form).getByTestId("commission-preview").textContent).toBe("Prim Tutarı: ₺150,00"));
    fireEvent.click(within(form).getByRole("button", { name: /Kaydet/ }));
    // The server sets the commission itself; the form sends the amount as typed (decimal text) and the rate.
    await waitFor(() => expect(api.rows.commissions).toEqual([expect.objectContaining({ employee_id: 1, total_price: "1000", rate: 15, date: shopToday() })]));
  });

  it("asks before deleting an employee, then moves them to the bin", async () => {
    const api = renderPage();
    fireEvent.click(within(await rowOf("Mehmet Kaya")).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Çalışan silinecektir, emin misiniz?")).toBeTruthy();
    expect(api.rows.employees[1].deleted_at).toBeUndefined();
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.employees[1].deleted_at).toBeTruthy());
  });

  it("goes from 'Güncelle' to the employee's edit page", async () => {
    renderPage();
    fireEvent.click(within(await rowOf("Ayşe Yılmaz")).getByRole("button", { name: "Güncelle" }));
    expect(await screen.findByText("Çalışan Düzenle", {}, slow)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("textbox", { name: /Ad Soyad/ }) as HTMLInputElement).value).toBe("Ayşe Yılmaz"), slow);
  });

  it("goes back to the list, saying why, when the employee to edit cannot be read", async () => {
    renderPage("/calisan-duzenle/99");
    expect(await screen.findByTestId("list-counters", {}, slow)).toBeTruthy();
    expect(await screen.findByText("Çalışan bulunamadı.")).toBeTruthy();
  });
});
