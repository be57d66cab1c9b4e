// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../../schemas";
import GeneralExpensesPage from "./GeneralExpensesPage";

const registered = schemas as readonly ResourceSchema[];
const at = "2026-03-01T10:00:00.000Z";
const expense = (id: number, title: string, values: BaseRecord): BaseRecord => ({
  id,
  kind: "general_expense",
  type: "expense",
  title,
  date: "2026-03-02",
  category_id: 9,
  created_at: at,
  _can: { update: true, delete: true },
  ...values,
});

/** Filters the memory API cannot apply (the period is the server's): recorded, then left out. */
const PERIOD_FIELDS = ["date_period", "date_gte", "date_lte"];

/** The memory API over three general expenses and an income; every accountings list request's filters recorded. */
const createApi = (matching?: number) => {
  const memory = createMemoryDataProvider(registered, {
    definitions: [{ id: 9, name: "Kira", type: "expense-categories", created_at: at }],
    accountings: [
      expense(1, "Dükkan kirası", { price: "0.10", payment_type: "cash" }),
      expense(2, "Elektrik", { price: "0.20", payment_type: "cash" }),
      expense(3, "Temizlik", { price: "100.00", payment_type: "multiple_payment", cash_amount: "40.00", credit_cart_amount: "35.50", eft_amount: "24.50" }),
      { id: 4, kind: "income", type: "income", title: "Satış", date: "2026-03-02", price: "999.00", payment_type: "cash", created_at: at },
    ],
  });
  const requests: CrudFilter[][] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: (async (params) => {
      if (params.resource !== "accountings") return memory.dataProvider.getList(params);
      requests.push(params.filters ?? []);
      const served = (params.filters ?? []).filter((filter) => !("field" in filter) || !PERIOD_FIELDS.includes(filter.field));
      // The generic filter bar's payment_type_in: the memory API answers equality only.
      const inFilter = served.find((filter) => "field" in filter && filter.operator === "in") as { field: string; value: string[] } | undefined;
      const page = await memory.dataProvider.getList({ ...params, filters: served.filter((filter) => !("operator" in filter) || filter.operator !== "in") });
      const answer = inFilter ? { ...page, data: page.data.filter((row) => inFilter.value.includes(String(row[inFilter.field]))) } : page;
      // More rows match than the page holds (the server's count).
      return matching === undefined ? answer : { ...answer, total: matching };
    }) as DataProvider["getList"],
  };
  return { dataProvider, requests };
};

const renderPage = (matching?: number) => {
  const api = createApi(matching);
  render(
    <EngineHarness routerBindings={false} path="/genel-giderler" schemas={registered} dataProvider={api.dataProvider}>
      <GeneralExpensesPage />
    </EngineHarness>,
  );
  return api;
};

const card = (label: string) => within(screen.getByTestId("expense-totals")).getByRole("group", { name: label }).textContent;
const valueOf = (filters: CrudFilter[], field: string) => (filters.find((filter) => "field" in filter && filter.field === field) as { value?: unknown } | undefined)?.value;

describe("Genel Giderler", () => {
  it("lists this month's general expenses only, with the period's total and each payment type's share, splits under their own types", async () => {
    const api = renderPage();
    expect(await screen.findByText("Dükkan kirası")).toBeTruthy();
    expect(screen.queryByText("Satış")).toBeNull();
    for (const filters of api.requests) {
      expect(valueOf(filters, "kind")).toBe("general_expense");
      expect(valueOf(filters, "date_period")).toBe("monthly");
    }
    await waitFor(() => expect(card("Dönemin Toplamı")).toContain("₺100,30"));
    expect(card("Nakit")).toContain("₺40,30");
    expect(card("Kredi Kartı")).toContain("₺35,50");
    expect(card("Havale / EFT")).toContain("₺24,50");
    expect(card("Çek")).toContain("₺0,00");
  });

  it("says the totals count the first 100 records when more match, and not otherwise", async () => {
    renderPage(150);
    expect(await screen.findByText("Toplamlar dönemin ilk 100 kaydını kapsar; tümü için dönemi daraltın.")).toBeTruthy();
    cleanup();
    renderPage();
    await waitFor(() => expect(card("Dönemin Toplamı")).toContain("₺100,30"));
    expect(screen.queryByText("Toplamlar dönemin ilk 100 kaydını kapsar; tümü için dönemi daraltın.")).toBeNull();
  });

  it("reads the list and the totals of the period chosen", async () => {
    const api = renderPage();
    await screen.findByText("Dükkan kirası");
    const before = api.requests.length;
    fireEvent.click(screen.getByText("Haftalık"));
    await waitFor(() => expect(api.requests.slice(before).filter((filters) => valueOf(filters, "date_period") === "weekly").length).toBeGreaterThanOrEqual(2));
  });

  it("narrows the list by payment type", async () => {
    const api = renderPage();
    await screen.findByText("Dükkan kirası");
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Ödeme Türü" }));
    fireEvent.click(await screen.findByTitle("Çoklu Ödeme"));
    await waitFor(() => expect(screen.queryByText("Dükkan kirası")).toBeNull());
    expect(screen.getByText("Temizlik")).toBeTruthy();
    expect(api.requests.some((filters) => JSON.stringify(valueOf(filters, "payment_type")) === '["multiple_payment"]')).toBe(true);
  });

  it("adds through the create-record modal offering the general expense alone, and edits a row in it", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /Genel Gider Ekle/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Kayıt Oluştur")).toBeTruthy();
    // One kind: no choice between kinds at the top.
    expect(within(dialog).queryByRole("radiogroup", { name: "Kayıt Türü" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: /Close|Kapat/ }));
    const row = (await screen.findByText("Elektrik")).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Düzenle" }));
    expect(await screen.findByText("Kaydı Düzenle")).toBeTruthy();
  });
});
