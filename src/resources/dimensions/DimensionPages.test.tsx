// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord, CreateParams, CustomParams, DataProvider, UpdateParams } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "..";
import { preloadPages } from "../../../tests/preload-pages";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../schemas";
import { dimensions, MEASURES } from "../../schemas/dimensions.schema";
import type { TailorListRow } from "./tailor-list";

const slow = { timeout: 20_000 };
const at = "2026-03-01T10:00:00.000Z";

const row = (values: Partial<TailorListRow>): TailorListRow => ({
  id: 1,
  process_id: 5,
  contract_no: "4711",
  client_id: 9,
  client_name: "Ayşe Yılmaz",
  client_gsm: "5321112233",
  service_id: 7,
  product: "Prenses",
  category: "GELİNLİK",
  sale_date: "2030-01-15",
  measurement_date: "2030-02-15",
  dimension_id: null,
  ...values,
});

/** A full sheet: each of the 14 measures its own value (80, 81, …), two extras, both notes. */
const sheet: BaseRecord = {
  id: 12,
  process_id: 5,
  client_id: 9,
  ...Object.fromEntries(MEASURES.map((measure, index) => [measure, String(80 + index)])),
  dantel: true,
  hayal_tul: false,
  el_cicek: false,
  duvak: true,
  not1: "Omuz dar",
  not2: "Etek uzun",
  created_at: at,
  updated_at: at,
  version: 1,
  _can: { update: true, delete: true },
};

interface Api {
  dataProvider: DataProvider;
  calls: CustomParams[];
  created: CreateParams[];
  updated: UpdateParams[];
}

/** The in-memory API with a sale (5) of a client (9); the tailor list, the sale's sheet answer and the sheets kept. */
const createApi = (options: { rows?: TailorListRow[]; saleSheet?: BaseRecord | null; sheets?: BaseRecord[] } = {}): Api => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: [{ id: 9, full_name: "Ayşe Yılmaz", type: "person", created_at: at }],
    processes: [{ id: 5, client_id: 9, type: "sale", contract_no: "4711", payment_style: "now", payment_type: "cash", created_at: at }],
    dimensions: options.sheets ?? [],
  });
  const calls: CustomParams[] = [];
  const created: CreateParams[] = [];
  const updated: UpdateParams[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    create: async (params) => {
      created.push(params as CreateParams);
      return memory.dataProvider.create(params);
    },
    update: async (params) => {
      updated.push(params as UpdateParams);
      return memory.dataProvider.update(params);
    },
    custom: async (params) => {
      calls.push(params);
      if (params.url.endsWith("/tailor-list")) {
        const rows = options.rows ?? [];
        return { data: { data: rows, total: rows.length, page: 1, perPage: 15, counters: { today: 1, tomorrow: 2, weekly: 3, nextWeekly: 4, monthly: 5, nextMonthly: 6 } } as never };
      }
      if (/\/sale-dimensions\/5$/.test(params.url)) {
        return {
          data: {
            shop: "Gelinlik Evi",
            process_id: 5,
            contract_no: "4711",
            client_id: 9,
            client_name: "Ayşe Yılmaz",
            client_gsm: "5321112233",
            sale_date: "2030-01-15",
            measurement_date: "2030-02-15",
            items: [{ id: 1, service_id: 7, product: "Prenses", category: "GELİNLİK", measurement_date: "2030-02-15" }],
            dimension: options.saleSheet ?? null,
          } as never,
        };
      }
      return memory.dataProvider.custom!(params);
    },
  };
  return { dataProvider, calls, created, updated };
};

const renderAt = (path: string, api: Api, deny: string[] = []) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider} deny={deny}>
      <Routes>{routesFor([dimensions as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

const lastListQuery = (api: Api) => api.calls.filter((call) => call.url.endsWith("/tailor-list")).at(-1)?.query as Record<string, unknown> | undefined;

beforeAll(() => preloadPages("create", "edit"));

describe("Terzi Listesi (terzi-listesi)", () => {
  it("shows the six counters, the rows with DD-MM-YYYY dates and per row 'Ölçü Gir' or 'Ölçüler' and 'Yazdır'", async () => {
    renderAt("/terzi-listesi", createApi({ rows: [row({ id: 1 }), row({ id: 2, process_id: 6, product: "Bindallı", category: "KINALIK", dimension_id: 12 })] }));
    const counters = await screen.findByTestId("tailor-counters", {}, slow);
    for (const [label, value] of [["Bugün", "1"], ["Yarın", "2"], ["Bu hafta", "3"], ["Gelecek hafta", "4"], ["Bu ay", "5"], ["Gelecek ay", "6"]]) {
      const card = within(counters).getByText(label).closest(".ant-card") as HTMLElement;
      await waitFor(() => expect(within(card).getByText(value)).toBeTruthy());
    }
    const without = (await screen.findByText("Prenses", {}, slow)).closest("tr") as HTMLElement;
    expect(within(without).getByText("Ayşe Yılmaz")).toBeTruthy();
    expect(within(without).getByText("15-02-2030")).toBeTruthy();
    expect(within(without).getByRole("link", { name: /Ölçü Gir/ }).getAttribute("href")).toBe("/olcu-gir?process_id=5");
    expect(within(without).queryByRole("link", { name: /Yazdır/ })).toBeNull();
    const withSheet = screen.getByText("Bindallı").closest("tr") as HTMLElement;
    expect(within(withSheet).getByRole("link", { name: /Ölçüler/ }).getAttribute("href")).toBe("/olcu-duzenle/12");
    expect(within(withSheet).getByRole("link", { name: /Yazdır/ }).getAttribute("href")).toBe("/olcu/12");
    expect(within(withSheet).queryByRole("link", { name: /Ölçü Gir/ })).toBeNull();
  });

  it("asks the server with the chosen period, fifteen to a page", async () => {
    const api = renderAt("/terzi-listesi", createApi());
    await waitFor(() => expect(lastListQuery(api)).toEqual({ period: "all", page: 1, perPage: 15 }), slow);
    expect(await screen.findByText("Ölçü alınacak ürün bulunamadı.", {}, slow)).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Dönem" });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle("Gelecek hafta"));
    await waitFor(() => expect(lastListQuery(api)).toMatchObject({ period: "nextWeekly", page: 1 }));
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle("Diğer"));
    // 'Diğer' shows the range of days; until both are chosen the list keeps asking without one.
    expect((await screen.findAllByLabelText("Tarih Aralığı")).length).toBeGreaterThan(0);
    expect(lastListQuery(api)).not.toHaveProperty("start");
  });
});

describe("the measurement form (olcu-gir, olcu-duzenle/:id)", () => {
  it("creates a sheet for the sale: its dress items and measurement date shown, 'Henüz kişinin ölçüleri girilmemiş.', the body posted", async () => {
    const api = renderAt("/olcu-gir?process_id=5", createApi());
    const items = await screen.findByTestId("sale-items", {}, slow);
    expect(within(items).getByText("Prenses")).toBeTruthy();
    expect(within(items).getByText(/15-02-2030/)).toBeTruthy();
    expect(within(items).getByText("Henüz kişinin ölçüleri girilmemiş.")).toBeTruthy();
    fireEvent.change(await screen.findByLabelText("Göğüs"), { target: { value: "92.5" } });
    fireEvent.change(screen.getByLabelText("Bel"), { target: { value: "70" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.created).toHaveLength(1), slow);
    expect(api.created[0].resource).toBe("dimensions");
    expect(api.created[0].variables).toMatchObject({ process_id: 5, gogus: "92.5", bel: "70" });
    expect(api.created[0].variables).not.toHaveProperty("client_id");
  });

  it("opens a sale that has its sheet in update mode, and saves with PUT", async () => {
    const api = renderAt("/olcu-gir?process_id=5", createApi({ saleSheet: sheet, sheets: [sheet] }));
    const chestOf = () => screen.getByLabelText("Göğüs") as HTMLInputElement;
    await waitFor(() => expect(chestOf().value).toBe("80"), slow);
    const chest = chestOf();
    expect(await screen.findByTestId("sale-items", {}, slow)).toBeTruthy();
    expect(screen.queryByText("Henüz kişinin ölçüleri girilmemiş.")).toBeNull();
    fireEvent.change(chest, { target: { value: "95" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.updated).toHaveLength(1), slow);
    expect(api.created).toHaveLength(0);
    expect(api.updated[0]).toMatchObject({ resource: "dimensions", id: "12" });
    expect(api.updated[0].variables).toMatchObject({ process_id: 5, gogus: "95", bel: "81" });
  });
});

describe("the A4 sheet (olcu/:id)", () => {
  it("prints the shop, the client, the sale's items and the 14 measures with their labels, the extras and both notes", async () => {
    renderAt("/olcu/12", createApi({ saleSheet: sheet, sheets: [sheet] }));
    const printed = await screen.findByTestId("dimension-sheet", {}, slow);
    await waitFor(() => expect(within(printed).getByText("Gelinlik Evi")).toBeTruthy(), slow);
    expect(within(printed).getByText(/Ayşe Yılmaz/)).toBeTruthy();
    expect(within(printed).getByText("Prenses")).toBeTruthy();
    expect(within(printed).getByText("15-02-2030")).toBeTruthy();
    const measures = within(printed).getByTestId("sheet-measures");
    const values = within(measures).getAllByRole("row").map((tr) => [within(tr).getByRole("rowheader").textContent, tr.querySelector("td")?.textContent]);
    expect(values).toHaveLength(14);
    expect(values.map(([, value]) => value)).toEqual(MEASURES.map((_measure, index) => String(80 + index)));
    expect(values[0][0]).toBe("Göğüs");
    expect(values[13][0]).toBe("Omuzdan Boy");
    expect(within(printed).getByText("Dantel").closest("tr")?.textContent).toContain("Var");
    expect(within(printed).getByText("Hayal Tül").closest("tr")?.textContent).toContain("Yok");
    expect(within(printed).getByText("Omuz dar")).toBeTruthy();
    expect(within(printed).getByText("Etek uzun")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Yazdır/ })).toBeTruthy();
  });
});
