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
import { proposals } from "../../schemas/proposals.schema";
import { proposalDate } from "./ProposalsPage";

const registered = schemas as readonly ResourceSchema[];
const slow = { timeout: 8000 };
const at = "2026-11-20T10:00:00.000Z";

const seedRows = (withQuotes = true): Record<string, BaseRecord[]> => ({
  services: [
    { id: 1, name: "Prenses Gelinlik", barcode: "200001", is_service: false, price: "15000.00", tax: 18, stock: 1, created_at: at, version: 1 },
    { id: 2, name: "Duvak", barcode: "200002", is_service: false, price: "750.50", tax: 18, stock: 3, created_at: at, version: 1 },
  ],
  proposals: withQuotes
    ? [
        {
          id: 7,
          customer_name: "Ayşe Yılmaz",
          phone: "5321234567",
          status: "waiting",
          income_id: null,
          total: "15500.00",
          created_at: at,
          version: 1,
          lines: [
            { id: 71, service_id: 1, price: "14000.00" },
            { id: 72, service_id: 2, price: "1500.00" },
          ],
        },
      ]
    : [],
  proposal_lines: [],
});

const labelSheet = {
  company: { title: "Prenses", logo_url: null, print_company_logo: false, print_sale_price: true, print_rent_price: false, qrcode_in_barcode: false, barcode_in_barcode: true },
  data: [{ product: { id: 1, name: "Prenses Gelinlik", barcode: "200001", price: "15000.00", rent_price: null, barcode_rent_price: false }, detail_url: "" }],
};

/** The memory API with the list's counters, the label sheet and `set-proposal-status`. */
const createApi = (withQuotes = true) => {
  const memory = createMemoryDataProvider(registered, seedRows(withQuotes));
  const customCalls: { url: string; method: string; payload?: unknown }[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) => {
      const answer = await memory.dataProvider.getList(params);
      return (params.resource === "proposals" ? { ...answer, counters: { day: 1, week: 3, month: 5, all: 12 } } : answer) as never;
    },
    custom: async (params) => {
      customCalls.push({ url: params.url, method: params.method, payload: params.payload });
      if (params.url.includes("barcode-generator")) return { data: labelSheet as never };
      if (params.url.endsWith("set-proposal-status")) {
        const { id, status } = params.payload as { id: number; status: string };
        const row = memory.rows.proposals.find((found) => found.id === id)!;
        row.status = status;
        return { data: { id, status, message: "Teklif durumu güncellendi." } as never };
      }
      return memory.dataProvider.custom!(params);
    },
  };
  return { ...memory, dataProvider, customCalls };
};

const renderAt = (path: string, api = createApi(), firstUser = true) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider} firstUser={firstUser}>
      <Routes>{routesFor([proposals as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

describe("Teklifler (list)", () => {
  it("shows the four cards, the add button and the rows' name, phone, date (tr-TR) and status", async () => {
    renderAt("/teklifler");
    const row = (await screen.findByText("Ayşe Yılmaz", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText(proposalDate(at))).toBeTruthy();
    expect(proposalDate(at)).toBe("20.11.2026");
    expect(within(row).getByText("Bekliyor")).toBeTruthy();
    for (const [label, value] of [
      ["Bugün", "1"],
      ["Bu Hafta", "3"],
      ["Bu Ay", "5"],
      ["Tümü", "12"],
    ]) {
      const card = (await screen.findByText(label, {}, slow)).closest(".ant-card") as HTMLElement;
      expect(within(card).getByText(value)).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: "Teklif Ekle" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Sil" })).toBeTruthy();
  });

  it("asks the spec's question before deleting", async () => {
    const api = renderAt("/teklifler");
    const row = (await screen.findByText("Ayşe Yılmaz", {}, slow)).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText(/İşlem kalıcı olarak silinecektir, emin misiniz\?/)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.proposals).toHaveLength(0), slow);
  });

  it("offers no delete to a user who is not the shop's first user", async () => {
    renderAt("/teklifler", createApi(), false);
    const row = (await screen.findByText("Ayşe Yılmaz", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).queryByRole("button", { name: "Sil" })).toBeNull();
  });

  it("says 'Henüz bir şey eklenmemiş!' while there is no quote", async () => {
    renderAt("/teklifler", createApi(false));
    expect(await screen.findByText("Henüz bir şey eklenmemiş!", {}, slow)).toBeTruthy();
  });
});

describe("Teklif Ekle (form)", () => {
  it("searches products from the second letter on and offers the picked product's price", async () => {
    const api = renderAt("/teklif-ekle");
    fireEvent.change(await screen.findByLabelText("Müşteri Adı Soyadı", {}, slow), { target: { value: "Zeynep Kaya" } });
    fireEvent.click(screen.getByRole("button", { name: /Ürün Ekle/ }));
    const line = await screen.findByTestId("proposal-line", {}, slow);
    const search = within(line).getAllByRole("combobox")[0];
    const keywords = () =>
      api.listRequests
        .filter((request) => request.resource === "services")
        .flatMap((request) => request.filters)
        .filter((filter) => "field" in filter && filter.field === "keyword")
        .map((filter) => ("value" in filter ? filter.value : undefined));
    const option = (name: string) => screen.queryByText(name, { selector: ".ant-select-item-option-content" });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: "Pr" } });
    await waitFor(() => expect(keywords()).toEqual(["Pr"]), slow);
    await waitFor(() => expect(option("Duvak")).toBeNull(), slow);
    // One letter searches nothing: the options are the unsearched list again, and no keyword "P" was sent.
    fireEvent.change(search, { target: { value: "P" } });
    await waitFor(() => expect(option("Duvak")).not.toBeNull(), slow);
    expect(keywords()).toEqual(["Pr"]);
    fireEvent.change(search, { target: { value: "Du" } });
    await waitFor(() => expect(keywords()).toContain("Du"), slow);
    fireEvent.click(await screen.findByText("Duvak", { selector: ".ant-select-item-option-content" }, slow));
    const price = within(line).getAllByRole("spinbutton")[0] as HTMLInputElement;
    await waitFor(() => expect(price.value).toMatch(/^750[.,]50$/), slow);
  });
});

describe("Teklif Ekle (saving)", () => {
  it("sends the customer and the rows as the quote's lines, and shows a row's 422 under that row", async () => {
    const api = createApi(false);
    let refuse = true;
    const dataProvider: DataProvider = {
      ...api.dataProvider,
      create: async (params) => {
        if (refuse) {
          refuse = false;
          throw { statusCode: 422, message: "Hata var!", errors: { "lines.0.price": ["Teklif fiyatı en az 1 TL olmalıdır."] } };
        }
        return api.dataProvider.create(params);
      },
    };
    renderAt("/teklif-ekle", { ...api, dataProvider });
    fireEvent.change(await screen.findByLabelText("Müşteri Adı Soyadı", {}, slow), { target: { value: "Zeynep Kaya" } });
    fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "5321234567" } });
    fireEvent.click(screen.getByRole("button", { name: /Ürün Ekle/ }));
    const line = await screen.findByTestId("proposal-line", {}, slow);
    const search = within(line).getAllByRole("combobox")[0];
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: "Pr" } });
    fireEvent.click(await screen.findByText("Prenses Gelinlik", { selector: ".ant-select-item-option-content" }, slow));
    const price = within(line).getAllByRole("spinbutton")[0] as HTMLInputElement;
    await waitFor(() => expect(price.value).toMatch(/^15\.?000[.,]00$/), slow);

    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    expect(await within(line).findByText("Teklif fiyatı en az 1 TL olmalıdır.", {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.rows.proposals).toHaveLength(1), slow);
    expect(api.rows.proposals[0]).toMatchObject({ customer_name: "Zeynep Kaya", lines: [{ service_id: 1, price: "15000.00" }] });
  });
});

describe("Teklif (detail)", () => {
  it("lists the rows with their total, opens the label print modal from a barcode and offers 'Gelire Dönüştür'", async () => {
    const api = renderAt("/teklif/7");
    expect(await screen.findByText("Prenses Gelinlik", {}, slow)).toBeTruthy();
    expect(within(screen.getByTestId("proposal-total")).getByText(/15\.500,00/)).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: /200001/ }, slow));
    expect(await screen.findByRole("dialog", {}, slow)).toBeTruthy();
    await waitFor(() => expect(api.customCalls.some((call) => call.url.includes("barcode-generator"))).toBe(true), slow);
    expect(screen.getByRole("button", { name: "Gelire Dönüştür" })).toBeTruthy();
  });

  it("sends the chosen status to set-proposal-status", async () => {
    const api = renderAt("/teklif/7");
    const select = await screen.findByRole("combobox", { name: "Durum" }, slow);
    // The select opens once the quote and the user's rights are in.
    await waitFor(() => expect((select as HTMLInputElement).disabled).toBe(false), slow);
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText("Reddedildi", { selector: ".ant-select-item-option-content" }, slow));
    await waitFor(() => expect(api.customCalls.find((call) => call.url.endsWith("set-proposal-status"))?.payload).toEqual({ id: 7, status: "rejected" }), slow);
  });

  it("keeps a converted quote's status and offers no second conversion", async () => {
    const api = createApi();
    Object.assign(api.rows.proposals[0], { income_id: 5, status: "accepted" });
    renderAt("/teklif/7", api);
    expect(await screen.findByText("Prenses Gelinlik", {}, slow)).toBeTruthy();
    const select = await screen.findByRole("combobox", { name: "Durum" }, slow);
    await waitFor(() => expect(screen.queryByRole("button", { name: /Düzenle/ })).not.toBeNull(), slow);
    expect((select as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Gelire Dönüştür" })).toBeNull();
  });
});
