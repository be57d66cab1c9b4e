// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { routesFor } from "..";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../schemas";
import { newservices } from "../../schemas/newservices.schema";

const registered = schemas as readonly ResourceSchema[];
const slow = { timeout: 5000 };
const at = "2026-11-01T10:00:00.000Z";

const seedRows = (): Record<string, BaseRecord[]> => ({
  newservices: [
    { id: 1, name: "Prenses Gelinlik", barcode: "200001", stock: 0, max_stock: 5, price: "15000.00", created_at: at, version: 1 },
    { id: 2, name: "Balık Abiye", barcode: "200002", stock: 3, max_stock: 4, price: "8000.00", created_at: at, version: 1 },
  ],
  newservice_dates: [
    { id: 11, newservice_id: 1, arrival_date: "2026-12-01", stock: 2 },
    { id: 12, newservice_id: 1, arrival_date: "2026-12-15", stock: 3 },
    { id: 13, newservice_id: 2, arrival_date: "2026-12-20", stock: 1 },
  ],
});

const labelSheet = {
  company: { title: "Prenses", logo_url: null, print_company_logo: false, print_sale_price: true, print_rent_price: false, qrcode_in_barcode: false, barcode_in_barcode: true },
  data: [{ product: { id: 1, name: "Prenses Gelinlik", barcode: "200001", price: "15000.00", rent_price: null, barcode_rent_price: false }, detail_url: "" }],
};

/**
 * The memory API with what this page reads beyond it: the list's counters, the dates of the rows on screen by
 * `newservice_id_in`, and the spec's `DELETE newservicedate/:id`.
 */
const createApi = () => {
  const memory = createMemoryDataProvider(registered, seedRows());
  const customCalls: { url: string; method: string }[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) => {
      const inFilter = params.filters?.find((filter) => "field" in filter && filter.operator === "in");
      if (params.resource === "newservice_dates" && inFilter && "value" in inFilter) {
        memory.listRequests.push({ resource: params.resource, page: 1, perPage: 100, filters: params.filters ?? [], meta: params.meta ?? {} });
        const wanted = (inFilter.value as unknown[]).map(String);
        const data = memory.rows.newservice_dates.filter((row) => wanted.includes(String(row.newservice_id)));
        return { data: data as never[], total: data.length };
      }
      const answer = await memory.dataProvider.getList(params);
      return (params.resource === "newservices" ? { ...answer, counters: { products: 2, categories: 4, brands: 3 } } : answer) as never;
    },
    custom: async (params) => {
      customCalls.push({ url: params.url, method: params.method });
      const date = /\/newservicedate\/(\d+)$/.exec(params.url);
      if (date && params.method === "delete") {
        memory.rows.newservice_dates = memory.rows.newservice_dates.filter((row) => String(row.id) !== date[1]);
        return { data: { message: "Kayıt başarıyla silindi." } as never };
      }
      if (params.url.endsWith("/newservices/1/barcode-label")) return { data: labelSheet as never };
      return memory.dataProvider.custom!(params);
    },
  };
  return { ...memory, dataProvider, customCalls };
};

const renderPage = (api = createApi()) => {
  render(
    <EngineHarness routerBindings={false} path="/gelecek-urunler" schemas={[]} dataProvider={api.dataProvider}>
      <Routes>{routesFor([newservices as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

const rowOf = async (text: string) => (await screen.findByText(text, { exact: false }, slow)).closest("tr") as HTMLElement;

describe("Gelecek Ürünler", () => {
  it("shows the cards, 7 products a page with the sizes to choose, and each product's arrival dates read in one request", async () => {
    const api = renderPage();
    expect((await screen.findAllByText("Gelecek Ürünler", {}, slow)).length).toBeGreaterThan(0);
    const cards = await screen.findByTestId("list-counters", {}, slow);
    expect(within(cards).getByText("Kategoriler")).toBeTruthy();
    expect(within(cards).getByText("Markalar")).toBeTruthy();
    expect(api.listRequests.find((request) => request.resource === "newservices")).toMatchObject({ page: 1, perPage: 7 });
    const bride = await rowOf("Prenses Gelinlik");
    await waitFor(() => expect(within(bride).getByText("01.12.2026: 2 adet")).toBeTruthy(), slow);
    expect(within(bride).getByText("15.12.2026: 3 adet")).toBeTruthy();
    expect(within(await rowOf("Balık Abiye")).getByText("20.12.2026: 1 adet")).toBeTruthy();
    const dateRequests = api.listRequests.filter((request) => request.resource === "newservice_dates");
    expect(dateRequests.at(-1)?.filters).toEqual([{ field: "newservice_id", operator: "in", value: expect.arrayContaining(["1", "2"]) }]);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Sayfa başına kayıt" }));
    for (const size of [7, 10, 20, 50, 100]) expect(screen.getAllByText(`${size} / sayfa`).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByText("5 / sayfa"));
    await waitFor(() => expect(api.listRequests.filter((request) => request.resource === "newservices").at(-1)).toMatchObject({ perPage: 5 }));
  });

  it("shows a product with nothing arrived in red and says so in words", async () => {
    renderPage();
    const empty = await screen.findByTestId("out-of-stock-name", {}, slow);
    expect(empty.textContent).toBe("Prenses Gelinlik (Stokta yok)");
    expect(empty.className).toContain("danger");
    expect(within(await rowOf("Balık Abiye")).queryByTestId("out-of-stock-name")).toBeNull();
  });

  it("asks the spec's question before deleting a product, and deletes it on Tamam", async () => {
    const api = renderPage();
    fireEvent.click(within(await rowOf("Balık Abiye")).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Hizmet kalici olarak silinecektir, emin misiniz?")).toBeTruthy();
    expect(api.rows.newservices).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.newservices.map((row) => row.id)).toEqual([1]));
  });

  it("lists a product's arrival dates in a modal and deletes one by the spec's path", async () => {
    const api = renderPage();
    fireEvent.click(within(await rowOf("Prenses Gelinlik")).getByRole("button", { name: "Geliş Tarihleri" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    const first = (await within(dialog).findByText("01.12.2026", {}, slow)).closest("tr") as HTMLElement;
    fireEvent.click(within(first).getByRole("button", { name: "Tarihi Sil" }));
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.customCalls).toContainEqual({ url: "/api/newservicedate/11", method: "delete" }));
    expect(api.rows.newservice_dates.map((row) => row.id)).toEqual([12, 13]);
  });

  it("opens the print preview of a product's label, read from its own route", async () => {
    const api = renderPage();
    fireEvent.click(within(await rowOf("Prenses Gelinlik")).getByRole("button", { name: /Barkod Yazdır/ }));
    await waitFor(() => expect(api.customCalls).toContainEqual({ url: "/api/newservices/1/barcode-label", method: "get" }), slow);
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(await within(dialog).findByText("Prenses Gelinlik", { exact: false }, slow)).toBeTruthy();
  });
});
