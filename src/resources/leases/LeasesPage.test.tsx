// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord, CustomParams, DataProvider, GetListParams } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "..";
import { preloadPages } from "../../../tests/preload-pages";
import { DEFAULT_SHOP_TIME_ZONE, addDays, localDateIn } from "../../domain/periods";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../schemas";
import { leases } from "../../schemas/leases.schema";

const slow = { timeout: 15_000 };
const today = localDateIn(new Date(), DEFAULT_SHOP_TIME_ZONE);
const at = "2026-03-01T10:00:00.000Z";
const [year, month, day] = today.split("-");

const lease = (values: BaseRecord): BaseRecord => ({
  service_id: 7,
  client_id: 9,
  piece: 1,
  issue_date: addDays(today, -6),
  delivery_date: addDays(today, -3),
  total_price: "3000.00",
  price: "2000.00",
  remaining: "1000.00",
  status: "active",
  created_at: at,
  _can: { update: true, delete: true, release: true, extend: true, pay: true },
  ...values,
});

interface Api {
  dataProvider: DataProvider;
  lists: GetListParams[];
  calls: CustomParams[];
}

/**
 * The in-memory API with a client and a product (for the reference cells), and `GET /leases` answering `rows` with
 * the lease counters; `POST /release/:id` takes the row back. Every lease list request and custom call is kept.
 */
const createApi = (rows: BaseRecord[], lateFeePerDay = "150.00"): Api => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: [{ id: 9, full_name: "Ayşe Yılmaz", type: "person", created_at: at }],
    services: [{ id: 7, name: "Prenses Gelinlik", barcode: "100044", price: "12500.00", rent_price: "3000.00", tax: 18, is_service: false, stock: 1, images: [], created_at: at }],
  });
  const lists: GetListParams[] = [];
  const calls: CustomParams[] = [];
  let current = rows.map((row) => ({ ...row }));
  let counters = { past: 4, current: current.length, future: 2 };
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) => {
      if (params.resource !== "leases") return memory.dataProvider.getList(params);
      lists.push(params);
      return { data: current as never[], total: current.length, counters } as never;
    },
    custom: async (params) => {
      calls.push(params);
      if (params.url === "/api/rental_settings") return { data: { turnaround_days: 1, late_fee_per_day: lateFeePerDay } as never };
      const release = /\/api\/release\/(\d+)$/.exec(params.url);
      if (release) {
        current = current.map((row) =>
          String(row.id) === release[1] ? { ...row, status: "returned", remaining: "0.00", _can: { update: true, delete: true, release: false, extend: false, pay: false } } : row,
        );
        counters = { ...counters, current: counters.current - 1, past: counters.past + 1 };
        return { data: current.find((row) => String(row.id) === release[1]) as never };
      }
      return memory.dataProvider.custom!(params);
    },
  };
  return { dataProvider, lists, calls };
};

const renderLeases = (path: string, api: Api, options: { allDealers?: boolean } = {}) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider} allDealers={options.allDealers}>
      <Routes>{routesFor([leases as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

/** The filters the last lease list asked for, as field → value (`issue_date_gte` for a lower bound). */
const lastFilters = (api: Api): Record<string, unknown> =>
  Object.fromEntries(
    (api.lists.at(-1)?.filters ?? []).flatMap((filter) => ("field" in filter && filter.value !== "" && filter.value !== undefined ? [[filter.field, filter.value]] : [])),
  );

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

beforeAll(() => preloadPages("list"));

describe("Kiralık Ürünler (kiralik-urunler/:type?)", () => {
  it("shows the counters and the rents of today as product, client, DD-MM-YYYY dates, amounts and a 'Kirada' tag", async () => {
    const api = renderLeases("/kiralik-urunler", createApi([lease({ id: 31, issue_date: today, delivery_date: addDays(today, 2) })]));
    expect(await screen.findByText("Güncel Kiralamalar", {}, slow)).toBeTruthy();
    expect(screen.getByText("Geçmiş Kiralamalar")).toBeTruthy();
    expect(screen.getByText("Gelecek Kiralamalar")).toBeTruthy();
    const row = await waitFor(() => rowOf(`${day}-${month}-${year}`), slow);
    expect(await within(row).findByText("Prenses Gelinlik")).toBeTruthy();
    expect(await within(row).findByText("Ayşe Yılmaz")).toBeTruthy();
    expect(within(row).getByText("₺3.000,00")).toBeTruthy();
    expect(within(row).getByText("₺2.000,00")).toBeTruthy();
    expect(within(row).getByText("₺1.000,00")).toBeTruthy();
    expect(within(row).getByText("Kirada").className).toContain("ant-tag");
    // Now: out today, on the company's day; only rents, not the tailor's or dry cleaning's bookings.
    expect(lastFilters(api)).toMatchObject({ issue_date_lte: today, delivery_date_gte: today });
    expect(lastFilters(api)).not.toHaveProperty("issue_date_gte");
    for (const action of ["Teslim Al", "Süre Uzat", "Ödeme Al"]) expect(within(row).getByRole("button", { name: action })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Kiralama Ayarları/ }).getAttribute("href")).toBe("/kiralama-ayarlari");
  });

  it("turns the selector's past, future, today-issue and today-delivery into date ranges of the list", async () => {
    const api = renderLeases("/kiralik-urunler", createApi([lease({ id: 31 })]));
    const selector = await screen.findByLabelText("Dönem", {}, slow);
    const pick = async (label: string, expected: Record<string, string>, absent: string[]) => {
      fireEvent.click(within(selector).getByText(label));
      await waitFor(() => expect(lastFilters(api)).toMatchObject(expected));
      for (const name of absent) expect(lastFilters(api)).not.toHaveProperty(name);
    };
    await pick("Geçmiş", { delivery_date_lte: addDays(today, -1) }, ["issue_date_gte", "issue_date_lte", "delivery_date_gte"]);
    await pick("Gelecek", { issue_date_gte: addDays(today, 1) }, ["issue_date_lte", "delivery_date_gte", "delivery_date_lte"]);
    await pick("Bugün Çıkacaklar", { issue_date_gte: today, issue_date_lte: today }, ["delivery_date_gte", "delivery_date_lte"]);
    await pick("Bugün Dönecekler", { delivery_date_gte: today, delivery_date_lte: today }, ["issue_date_gte", "issue_date_lte"]);
  });

  it("starts at the view the address names", async () => {
    const api = renderLeases("/kiralik-urunler/future", createApi([]));
    await waitFor(() => expect(lastFilters(api)).toMatchObject({ issue_date_gte: addDays(today, 1) }), slow);
  });

  it("offers only the actions a row's _can allows", async () => {
    renderLeases(
      "/kiralik-urunler",
      createApi([
        lease({ id: 31, notes: "a", client_id: 9 }),
        lease({ id: 32, status: "returned", remaining: "0.00", issue_date: addDays(today, -20), _can: { release: false, extend: false, pay: false } }),
      ]),
    );
    const returned = await waitFor(() => rowOf("Teslim Alındı"), slow);
    expect(within(returned).queryByRole("button", { name: "Teslim Al" })).toBeNull();
    expect(within(returned).queryByRole("button", { name: "Ödeme Al" })).toBeNull();
  });

  it("takes a late gown back: today and 'Kalan ödemeleri tamamla' checked, the days late and the fee shown, then the row and counters refresh", async () => {
    const api = renderLeases("/kiralik-urunler", createApi([lease({ id: 31 })]));
    const row = await waitFor(() => rowOf("Kirada"), slow);
    fireEvent.click(within(row).getByRole("button", { name: "Teslim Al" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    // Due back three days ago at ₺150,00 a day: the fee is said before the take-back is confirmed.
    expect(await within(dialog).findByText("3 gün gecikme: ₺450,00 gecikme ücreti alınacak.", {}, slow)).toBeTruthy();
    const clear = within(dialog).getByRole("switch", { name: "Kalan ödemeleri tamamla" });
    expect(clear.getAttribute("aria-checked")).toBe("true");
    expect(within(dialog).getByText("Hasar Ücreti")).toBeTruthy();
    expect(within(dialog).getByText("Hasar Notu")).toBeTruthy();
    const listsBefore = api.lists.length;
    fireEvent.click(within(dialog).getByRole("button", { name: "Teslim Al" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/api/release/31")).toBeTruthy(), slow);
    const sent = api.calls.find((call) => call.url === "/api/release/31")!;
    expect(sent.method).toBe("post");
    expect(sent.payload).toMatchObject({ delivered_date: today, clear_credits: true });
    // The list (its rows and its counters) is read again: the row says 'Teslim Alındı' and has no take-back.
    expect(await screen.findByText("Teslim Alındı", {}, slow)).toBeTruthy();
    expect(api.lists.length).toBeGreaterThan(listsBefore);
    expect(within(rowOf("Teslim Alındı")).queryByRole("button", { name: "Teslim Al" })).toBeNull();
  });

  it("says an on-time return charges nothing", async () => {
    renderLeases("/kiralik-urunler", createApi([lease({ id: 31, delivery_date: addDays(today, 1) })]));
    fireEvent.click(within(await waitFor(() => rowOf("Kirada"), slow)).getByRole("button", { name: "Teslim Al" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(await within(dialog).findByText("Zamanında geri geldi: gecikme ücreti alınmayacak.")).toBeTruthy();
  });

  it("gives operators the all view: every dealer, the dealer selector, a dealer column and no actions", async () => {
    const api = renderLeases("/kiralik-urunler/all", createApi([lease({ id: 31, company_id: 4 })]), { allDealers: true });
    expect(await screen.findByText("Kiralamalar (Tüm Bayiler)", {}, slow)).toBeTruthy();
    const row = await waitFor(() => rowOf("Kirada"), slow);
    expect(within(row).queryByRole("button", { name: "Teslim Al" })).toBeNull();
    expect(api.lists.at(-1)?.meta).toMatchObject({ dealerScope: "all" });
    expect(await screen.findByRole("combobox", { name: "Bayi" }, slow)).toBeTruthy();
  });

  it("refuses the all view to a shop's users", async () => {
    renderLeases("/kiralik-urunler/all", createApi([]));
    expect(await screen.findByText("Yetkisiz Erişim", {}, slow)).toBeTruthy();
  });
});
