// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord, CustomParams, DataProvider, GetListParams } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "..";
import { preloadPages } from "../../../tests/preload-pages";
import { addDays, DEFAULT_SHOP_TIME_ZONE, localDateIn } from "../../domain/periods";
import type { AvailabilityAnswer } from "../../domain/orders/api";
import type { ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../schemas";
import { dry } from "../../schemas/dry.schema";
import { tailors } from "../../schemas/tailors.schema";

const slow = { timeout: 15_000 };
const at = "2026-03-01T10:00:00.000Z";
const today = localDateIn(new Date(), DEFAULT_SHOP_TIME_ZONE);
const gown = { id: 7, name: "Prenses Gelinlik", barcode: "100044", price: "12500.00", rent_price: "3000.00", tax: 18, is_service: false, stock: 1, images: [], created_at: at };
const henna = { id: 8, name: "Kına Kaftanı", barcode: "100045", price: "4000.00", rent_price: "900.00", tax: 18, is_service: false, stock: 1, images: [], created_at: at };
const free: AvailabilityAnswer = { available: true, stock: 1, booked: 0, turnaround_days: 1, clashes: [] };

interface Options {
  /** The rows `GET /<resource>` answers. */
  rows?: BaseRecord[];
  /** What `POST /<resource>/dispatch` does: answer, or throw the server's refusal. */
  dispatch?: (params: CustomParams) => unknown;
}

interface Api {
  dataProvider: DataProvider;
  calls: CustomParams[];
  lists: GetListParams[];
}

const createApi = ({ rows = [], dispatch }: Options = {}): Api => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: [
      { id: 9, full_name: "Ayşe Yılmaz", type: "person", role: "client", created_at: at },
      { id: 11, full_name: "Terzi Hasan", type: "person", role: "tailor", created_at: at },
      { id: 12, full_name: "Beyaz Kuru Temizleme", type: "business", role: "dry", created_at: at },
    ],
    services: [gown, henna],
    contracts: [{ id: 61, kind: "tailor", title: "Terzi Sözleşmesi", client_id: 11, public_token: "tok-tailor", created_at: at }],
  });
  const calls: CustomParams[] = [];
  const lists: GetListParams[] = [];
  const current = rows.map((row) => ({ ...row }));
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) => {
      if (params.resource !== "tailors" && params.resource !== "dry") return memory.dataProvider.getList(params);
      lists.push(params);
      return { data: current as never[], total: current.length, counters: { past: 3, current: current.length, future: 1 } } as never;
    },
    custom: async (params) => {
      calls.push(params);
      if (params.url === "/api/availability") return { data: free as never };
      if (params.url === "/api/processes/services") {
        const keyword = String((params.query as Record<string, unknown> | undefined)?.keyword ?? "").toLocaleLowerCase("tr");
        return { data: { data: [gown, henna].filter((row) => row.name.toLocaleLowerCase("tr").includes(keyword)) } as never };
      }
      if (/\/dispatch$/.test(params.url)) {
        const answer = dispatch ? dispatch(params) : { ids: [71, 72], contract_id: 61, message: "Terzi başarıyla oluşturuldu!" };
        return { data: answer as never };
      }
      if (/\/api\/(releaseTailor|releaseDry|payDry)\/\d+$/.test(params.url)) return { data: {} as never };
      return memory.dataProvider.custom!(params);
    },
  };
  return { dataProvider, calls, lists };
};

const renderAt = (path: string, api: Api) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider}>
      <Routes>{routesFor([tailors as unknown as ResourceSchema, dry as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

const formItem = (scope: HTMLElement, label: string): HTMLElement => within(scope).getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

/** Types a date the way the picker shows it (DD.MM.YYYY) and confirms it. */
const typeDate = (scope: HTMLElement, label: string, iso: string) => {
  const input = within(formItem(scope, label)).getByRole("textbox");
  const [year, month, day] = iso.split("-");
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: `${day}.${month}.${year}` } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.blur(input);
};

const pickProduct = async (title: string) => {
  fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Ürün ara (ad veya barkod)" }, slow));
  fireEvent.click(await screen.findByTitle(new RegExp(title), {}, slow));
};

const pickRecipient = async (label: string, name: string) => {
  // Opened again whenever it is closed until the option shows: the first click may land while the select's first
  // page of options still loads (and the loaded options close it).
  const option = await waitFor(() => {
    const input = within(formItem(document.body, label)).getByRole("combobox");
    if (input.getAttribute("aria-expanded") !== "true") fireEvent.mouseDown(input);
    return screen.getByTitle(name);
  }, slow);
  fireEvent.click(option);
  await waitFor(() => expect(formItem(document.body, label).textContent).toContain(name), slow);
};

const card = (index: number) => screen.getByTestId(`dispatch-product-${index}`);
const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

const activeRow = (values: BaseRecord): BaseRecord => ({
  service_id: 7,
  client_id: 11,
  piece: 1,
  issue_date: addDays(today, -3),
  delivery_date: addDays(today, 2),
  price: null,
  status: "active",
  created_at: at,
  _can: { update: true, delete: true, release: true, pay: false },
  ...values,
});

beforeAll(() => Promise.all([preloadPages("list", "create"), import("./DispatchSendPage"), import("./DispatchListPage")]), 60_000);

describe("Terziye Ürün Gönder (terziye-urun-gonder)", () => {
  it(
    "sends two products to a tailor, each with its own delivery date; the server's message, the contract, then the list",
    async () => {
      const api = renderAt("/terziye-urun-gonder", createApi());
      expect(await screen.findByRole("heading", { level: 1, name: "Terziye Ürün Gönder" }, slow)).toBeTruthy();
      // Only the tailors are offered (the clients' role), not the shop's clients.
      await pickRecipient("Terzi", "Terzi Hasan");
      await pickProduct("Prenses Gelinlik");
      await waitFor(() => expect(card(0)).toBeTruthy(), slow);
      await pickProduct("Kına Kaftanı");
      await waitFor(() => expect(card(1)).toBeTruthy(), slow);
      typeDate(card(0), "Teslim Tarihi (Prenses Gelinlik)", addDays(today, 3));
      typeDate(card(1), "Teslim Tarihi (Kına Kaftanı)", addDays(today, 5));
      // Availability before saving, per product, from the send date (today on the company's clock).
      await waitFor(() => expect(within(card(1)).getByText("Ürün bu tarihlerde müsait.")).toBeTruthy(), slow);
      expect(api.calls.find((call) => call.url === "/api/availability" && (call.query as Record<string, unknown>).service_id === 8)?.query).toMatchObject({
        issue_date: today,
        delivery_date: addDays(today, 5),
      });
      fireEvent.change(within(formItem(document.body, "Not")).getByRole("textbox"), { target: { value: "Etek boyu kısalacak" } });
      fireEvent.click(screen.getByRole("button", { name: "Gönder" }));
      await waitFor(() => expect(api.calls.find((call) => call.url === "/api/tailors/dispatch")).toBeTruthy(), slow);
      const sent = api.calls.find((call) => call.url === "/api/tailors/dispatch")!;
      expect(sent.method).toBe("post");
      expect(sent.payload).toEqual({
        client_id: 11,
        issue_date: today,
        notes: "Etek boyu kısalacak",
        products: [
          { service_id: 7, delivery_date: addDays(today, 3), piece: 1 },
          { service_id: 8, delivery_date: addDays(today, 5), piece: 1 },
        ],
      });
      expect(await screen.findByText("Terzi başarıyla oluşturuldu!", {}, slow)).toBeTruthy();
      const dialog = await screen.findByRole("dialog", { name: "Ürünler terziye gönderildi" }, slow);
      expect(await within(dialog).findByText("Terzi Sözleşmesi", {}, slow)).toBeTruthy();
      fireEvent.click(within(dialog).getByRole("button", { name: "Listeye Git" }));
      expect(await screen.findByText("Terzideki Ürünler", {}, slow)).toBeTruthy();
    },
    60_000,
  );

  it(
    "says a 409 on the product's date it names, keeping everything typed",
    async () => {
      const refusal = "“Kına Kaftanı” bu tarihlerde kirada.";
      const api = renderAt(
        "/kurutemizlemeye-urun-gonder",
        createApi({
          dispatch: () => {
            throw { statusCode: 409, message: refusal, errors: { "products.1.delivery_date": [refusal] } };
          },
        }),
      );
      expect(await screen.findByRole("heading", { level: 1, name: "Kuru Temizlemeye Ürün Gönder" }, slow)).toBeTruthy();
      await pickRecipient("Kuru Temizlemeci", "Beyaz Kuru Temizleme");
      await pickProduct("Prenses Gelinlik");
      await waitFor(() => expect(card(0)).toBeTruthy(), slow);
      await pickProduct("Kına Kaftanı");
      await waitFor(() => expect(card(1)).toBeTruthy(), slow);
      typeDate(card(0), "Teslim Tarihi (Prenses Gelinlik)", addDays(today, 2));
      typeDate(card(1), "Teslim Tarihi (Kına Kaftanı)", addDays(today, 4));
      const price = within(formItem(card(1), "Fiyat (Kına Kaftanı)")).getByRole("spinbutton");
      fireEvent.change(price, { target: { value: "250" } });
      fireEvent.blur(price);
      fireEvent.click(screen.getByRole("button", { name: "Gönder" }));
      await waitFor(() => expect(api.calls.find((call) => call.url === "/api/dry/dispatch")).toBeTruthy(), slow);
      expect((api.calls.find((call) => call.url === "/api/dry/dispatch")!.payload as { products: unknown[] }).products).toEqual([
        { service_id: 7, delivery_date: addDays(today, 2), piece: 1 },
        { service_id: 8, delivery_date: addDays(today, 4), piece: 1, price: "250.00" },
      ]);
      // On the second product's date, not the first's; nothing typed is lost.
      await waitFor(() => expect(within(formItem(card(1), "Teslim Tarihi (Kına Kaftanı)")).getByText(refusal)).toBeTruthy(), slow);
      expect(within(formItem(card(0), "Teslim Tarihi (Prenses Gelinlik)")).queryByText(refusal)).toBeNull();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(card(0).textContent).toContain("Prenses Gelinlik");
      expect(within(formItem(card(1), "Fiyat (Kına Kaftanı)")).getByRole("spinbutton")).toHaveProperty("value", "250,00");
    },
    60_000,
  );
});

describe("Terzideki Ürünler / Kuru Temizlemedeki Ürünler", () => {
  it("lists the products at the tailor with the counters and the now / past / future selector on the company's day", async () => {
    const api = renderAt("/terzideki-urunler", createApi({ rows: [activeRow({ id: 31 })] }));
    expect(await screen.findByText("Güncel Gönderimler", {}, slow)).toBeTruthy();
    const row = await waitFor(() => rowOf("Terzide"), slow);
    expect(await within(row).findByText("Prenses Gelinlik", {}, slow)).toBeTruthy();
    expect(await within(row).findByText("Terzi Hasan", {}, slow)).toBeTruthy();
    const filters = () => Object.fromEntries((api.lists.at(-1)?.filters ?? []).flatMap((filter) => ("field" in filter && filter.value ? [[filter.field, filter.value]] : [])));
    expect(filters()).toMatchObject({ issue_date_lte: today, delivery_date_gte: today });
    fireEvent.click(within(screen.getByLabelText("Dönem")).getByText("Geçmiş"));
    await waitFor(() => expect(filters()).toMatchObject({ delivery_date_lte: addDays(today, -1) }));
  });

  it("receives a product back from the tailor as paid now, and as owed to the tailor", async () => {
    const api = renderAt("/terzideki-urunler", createApi({ rows: [activeRow({ id: 31 }), activeRow({ id: 32, service_id: 8 })] }));
    const receive = async (id: number, paid: boolean) => {
      const row = await waitFor(() => rowOf(id === 31 ? "Prenses Gelinlik" : "Kına Kaftanı"), slow);
      fireEvent.click(within(row).getByRole("button", { name: "Teslim Al" }));
      // The previous take-back's modal may still be on its way out: this one is the last.
      const dialog = (await screen.findAllByRole("dialog", {}, slow)).at(-1)!;
      const amount = within(formItem(dialog, "Tutar")).getByRole("spinbutton");
      fireEvent.change(amount, { target: { value: "450" } });
      fireEvent.blur(amount);
      if (!paid) fireEvent.click(within(formItem(dialog, "Ödeme şimdi yapıldı (değilse terziye borç yazılır)")).getByRole("switch"));
      else expect(within(dialog).getByText("Ödeme Tipi")).toBeTruthy();
      fireEvent.click(within(dialog).getByRole("button", { name: "Teslim Al" }));
      await waitFor(() => expect(api.calls.find((call) => call.url === `/api/releaseTailor/${id}`)).toBeTruthy(), slow);
      return api.calls.find((call) => call.url === `/api/releaseTailor/${id}`)!.payload;
    };
    expect(await receive(31, true)).toMatchObject({ delivered_date: today, price: expect.stringMatching(/^450(\.00)?$/), paid: true, payment_type: "cash" });
    const owed = (await receive(32, false)) as Record<string, unknown>;
    expect(owed).toMatchObject({ delivered_date: today, price: expect.stringMatching(/^450(\.00)?$/), paid: false });
    expect(owed).not.toHaveProperty("payment_type");
  });

  it("offers the cleaner's 'Teslim Al' and 'Ödeme Yap' each only where the row's _can allows", async () => {
    const api = renderAt(
      "/kurutemizlemedeki-urunler",
      createApi({
        rows: [
          activeRow({ id: 41, client_id: 12, price: "200.00", _can: { release: true, pay: false } }),
          activeRow({ id: 42, client_id: 12, service_id: 8, price: "300.00", status: "returned", delivered_date: today, _can: { release: false, pay: true } }),
        ],
      }),
    );
    const out = await waitFor(() => rowOf("Kuru Temizlemede"), slow);
    expect(within(out).getByRole("button", { name: "Teslim Al" })).toBeTruthy();
    expect(within(out).queryByRole("button", { name: "Ödeme Yap" })).toBeNull();
    const back = rowOf("Teslim Alındı");
    expect(within(back).queryByRole("button", { name: "Teslim Al" })).toBeNull();
    fireEvent.click(within(back).getByRole("button", { name: "Ödeme Yap" }));
    const dialog = await screen.findByRole("dialog", {}, slow);
    fireEvent.click(within(dialog).getByRole("button", { name: "Ödeme Yap" }));
    await waitFor(() => expect(api.calls.find((call) => call.url === "/api/payDry/42")?.payload).toMatchObject({ payment_date: today, payment_type: "cash" }), slow);
  });

  it("says 'Teslim Edilecek Ürün Bulunamadı' when nothing is out", async () => {
    renderAt("/kurutemizlemedeki-urunler", createApi());
    expect(await screen.findByText("Teslim Edilecek Ürün Bulunamadı", {}, slow)).toBeTruthy();
  });
});
