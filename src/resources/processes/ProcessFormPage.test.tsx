// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { BaseRecord, CreateParams, CustomParams, DataProvider, UpdateParams } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadPages } from "../../../tests/preload-pages";
import { addDays, DEFAULT_SHOP_TIME_ZONE, localDateIn } from "../../domain/periods";
import type { AvailabilityAnswer } from "../../domain/orders/api";
import { formatMoney, type ResourceSchema } from "../../engine";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import { routesFor } from "..";
import { schemas } from "../../schemas";
import { processes } from "../../schemas/processes.schema";

const slow = { timeout: 15_000 };
const at = "2026-03-01T10:00:00.000Z";
const today = localDateIn(new Date(), DEFAULT_SHOP_TIME_ZONE);
const gown = { id: 7, name: "Prenses Gelinlik", barcode: "100044", price: "12500.00", rent_price: "3000.00", tax: 18, is_service: false, stock: 1, category_id: 2, created_at: at };
const makeup = { id: 8, name: "Gelin Makyajı", barcode: "200001", price: "1500.00", rent_price: null, tax: 20, is_service: true, stock: -1, created_at: at };
const found = [
  { ...gown, category: "GELİNLİK" },
  { ...makeup, category: null },
];
const free: AvailabilityAnswer = { available: true, stock: 1, booked: 0, turnaround_days: 1, clashes: [] };
const busy: AvailabilityAnswer = {
  available: false,
  stock: 1,
  booked: 1,
  turnaround_days: 1,
  clashes: [{ lease_id: 3, kind: "lease", issue_date: "2026-12-12", delivery_date: "2026-12-14", piece: 1 }],
};

interface Options {
  availability?: AvailabilityAnswer;
  /** What `POST /processes` does: answer the row, or throw the server's refusal. */
  create?: (params: CreateParams) => BaseRecord;
  orders?: BaseRecord[];
}

const createApi = ({ availability = free, create, orders = [] }: Options = {}) => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    clients: [{ id: 9, full_name: "Ayşe Yılmaz", type: "person", created_at: at }],
    services: [gown, makeup],
    categories: [{ id: 2, name: "GELİNLİK", type: "product-categories", created_at: at }],
    processes: orders,
    contracts: [
      { id: 51, kind: "lease", title: "Kiralama Sözleşmesi", process_id: 40, client_id: 9, public_token: "tok-lease", created_at: at },
      { id: 52, kind: "order", title: "Sipariş Sözleşmesi", process_id: 40, client_id: 9, public_token: "tok-order", created_at: at },
    ],
  });
  const calls: CustomParams[] = [];
  const creates: CreateParams[] = [];
  const updates: UpdateParams[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    create: async (params) => {
      if (params.resource !== "processes") return memory.dataProvider.create(params);
      creates.push(params as CreateParams);
      return { data: (create ?? (() => ({ id: 40, ...(params.variables as BaseRecord) })))(params as CreateParams) as never };
    },
    update: async (params) => {
      if (params.resource === "processes") updates.push(params as UpdateParams);
      return memory.dataProvider.update(params);
    },
    custom: async (params) => {
      calls.push(params);
      if (params.url === "/api/availability") return { data: availability as never };
      if (params.url === "/api/processes/services") {
        const keyword = String((params.query as Record<string, unknown> | undefined)?.keyword ?? "").toLocaleLowerCase("tr");
        return { data: { data: found.filter((row) => row.name.toLocaleLowerCase("tr").includes(keyword)) } as never };
      }
      return memory.dataProvider.custom!(params);
    },
  };
  return { calls, creates, updates, dataProvider, rows: memory.rows };
};

const renderAt = (path: string, api = createApi()) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider}>
      <Routes>{routesFor([processes as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

const formItem = (label: string): HTMLElement => screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

const pickProduct = async (title: string) => {
  fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Ürün ara (ad veya barkod)" }, slow));
  fireEvent.click(await screen.findByTitle(title, {}, slow));
};

const pickClient = async () => {
  fireEvent.mouseDown(within(formItem("Müşteri")).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle("Ayşe Yılmaz", {}, slow));
};

const chooseOption = async (label: string, option: string) => {
  fireEvent.mouseDown(within(formItem(label)).getByRole("combobox"));
  const options = await screen.findAllByTitle(option, {}, slow);
  fireEvent.click(options[options.length - 1]);
};

const total = () => screen.getByTestId("basket-total").textContent;
const tl = (amount: string) => formatMoney(amount, "tr");

beforeAll(() => Promise.all([preloadPages("create", "edit"), import("./ProcessFormPage")]), 60_000);

describe("Hızlı Satış", () => {
  it(
    "builds a rent order: the gown at its rent price with dates, repriced by the type, taxed 8 by card, then 'Oluşturuldu!' and the contracts",
    async () => {
      const api = renderAt("/hizli-satis");
      expect(await screen.findByRole("heading", { level: 1, name: "Hızlı Satış" }, slow)).toBeTruthy();
      // No sales employee: the spec's words under the picker.
      expect(await screen.findByText("Uygun Satış Personeli Bulunamadı", {}, slow)).toBeTruthy();

      await pickProduct("Prenses Gelinlik (100044)");
      const line = await screen.findByTestId("basket-line-7", {}, slow);
      expect(within(line).getByText("Prenses Gelinlik")).toBeTruthy();
      expect(await screen.findByText("Gelinlik", { selector: ".ant-tag" })).toBeTruthy();
      // 3000 + 18 % = 3540 (rent price), then 12500 + 18 % for a sale, then 8 % by card.
      expect(total()).toContain(tl("3540.00"));
      await waitFor(() => expect(api.calls.some((call) => call.url === "/api/availability")).toBe(true));
      const check = api.calls.find((call) => call.url === "/api/availability")!;
      expect(check.query).toMatchObject({ service_id: 7, issue_date: today, delivery_date: addDays(today, 1), piece: 1 });

      await chooseOption("Tür", "Satış");
      await waitFor(() => expect(total()).toContain(tl("14750.00")));
      await chooseOption("Ödeme Türü", "Kredi Kartı");
      await waitFor(() => expect(total()).toContain(tl("13500.00")));
      expect(within(screen.getByTestId("basket-line-7").closest("tr") as HTMLElement).getByText("%8")).toBeTruthy();
      // Back to rent: the rent price again, the dates back.
      await chooseOption("Tür", "Kiralama");
      await waitFor(() => expect(total()).toContain(tl("3240.00")));

      await pickClient();
      fireEvent.change(within(formItem("Kapora")).getByRole("spinbutton"), { target: { value: "2000" } });
      fireEvent.click(screen.getByRole("button", { name: "Kaydet" }));

      expect(await screen.findByRole("button", { name: "Oluşturuldu!" }, slow)).toBeTruthy();
      expect(api.creates).toHaveLength(1);
      expect(api.creates[0].variables).toMatchObject({
        client_id: 9,
        type: "rent",
        payment_style: "now_and_later",
        payment_type: "credit_cart",
        deposit: "2000",
        last_payment_date: addDays(today, 1),
        lines: [{ service_id: 7, piece: 1, price: "3000.00", discount: "0.00", tax: 8, issue_date: today, delivery_date: addDays(today, 1) }],
      });
      const dialog = await screen.findByRole("dialog", {}, slow);
      // The two contracts of the new order, each printed through its unguessable token.
      expect(await within(dialog).findByText("Kiralama Sözleşmesi", {}, slow)).toBeTruthy();
      expect(within(dialog).getByText("Sipariş Sözleşmesi")).toBeTruthy();
      expect(within(dialog).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/sozlesme/tok-lease", "/sozlesme/tok-order"]);
      // 'Yeni Satış' empties the page for the next customer.
      fireEvent.click(within(dialog).getByRole("button", { name: "Yeni Satış" }));
      expect(await screen.findByRole("button", { name: "Kaydet" }, slow)).toBeTruthy();
      expect(screen.queryByTestId("basket-line-7")).toBeNull();
    },
    120_000,
  );

  it(
    "shows a clash on the rented line before saving, with its dates, and keeps the save disabled",
    async () => {
      const api = renderAt("/hizli-satis", createApi({ availability: busy }));
      await pickProduct("Prenses Gelinlik (100044)");
      const line = await screen.findByTestId("basket-line-7", {}, slow);
      expect(await within(line).findByText("Bu ürün bu tarihlerde müsait değil: 12.12.2026 – 14.12.2026", {}, slow)).toBeTruthy();
      expect(screen.getByRole("button", { name: "Kaydet" }).hasAttribute("disabled")).toBe(true);
      expect(api.creates).toHaveLength(0);
    },
    120_000,
  );

  it(
    "says the server's 409 on its line, goes back to 'Kaydet' and loses nothing typed",
    async () => {
      const refusal = "“Prenses Gelinlik” bu tarihlerde müsait değil: 12-12-2026 – 14-12-2026";
      const api = renderAt(
        "/hizli-satis",
        createApi({
          create: () => {
            throw { statusCode: 409, message: refusal, errors: { "lines.0.issue_date": [refusal] } };
          },
        }),
      );
      await pickProduct("Prenses Gelinlik (100044)");
      await screen.findByTestId("basket-line-7", {}, slow);
      await pickClient();
      fireEvent.change(within(formItem("Kapora")).getByRole("spinbutton"), { target: { value: "500" } });
      fireEvent.click(screen.getByRole("button", { name: "Kaydet" }));
      const line = screen.getByTestId("basket-line-7");
      expect(await within(line).findByText(refusal, {}, slow)).toBeTruthy();
      expect(await screen.findByRole("button", { name: "Kaydet" })).toBeTruthy();
      expect(api.creates).toHaveLength(1);
      expect((within(formItem("Kapora")).getByRole("spinbutton") as HTMLInputElement).value).toContain("500");
      expect(screen.getByTestId("basket-line-7")).toBeTruthy();
    },
    120_000,
  );

  it(
    "a service opens its date and time picker; reducing a line at one piece removes it and the dress flag goes with the gown",
    async () => {
      renderAt("/hizli-satis");
      await pickProduct("Gelin Makyajı (200001)");
      expect(await screen.findByRole("dialog", {}, slow)).toBeTruthy();
      expect(screen.getAllByText("Hizmet Tarihi ve Saati").length).toBeGreaterThan(0);
      fireEvent.click(screen.getByRole("button", { name: "Vazgeç" }));
      await pickProduct("Prenses Gelinlik (100044)");
      await screen.findByTestId("basket-line-7", {}, slow);
      fireEvent.click(screen.getByRole("button", { name: "Prenses Gelinlik: bir adet artır" }));
      expect(screen.getByTestId("piece-7").textContent).toBe("2");
      fireEvent.click(screen.getByRole("button", { name: "Prenses Gelinlik: bir adet azalt" }));
      expect(screen.getByTestId("piece-7").textContent).toBe("1");
      fireEvent.click(screen.getByRole("button", { name: "Prenses Gelinlik: bir adet azalt" }));
      await waitFor(() => expect(screen.queryByTestId("basket-line-7")).toBeNull());
      expect(screen.queryByText("Gelinlik", { selector: ".ant-tag" })).toBeNull();
      expect(screen.getByTestId("basket-line-8")).toBeTruthy();
    },
    120_000,
  );

  it(
    "splits the kapora into cash, card and EFT only with now_and_later: their sum, read-only; another style resets the type to cash",
    async () => {
      renderAt("/hizli-satis");
      await screen.findByRole("heading", { level: 1, name: "Hızlı Satış" }, slow);
      await chooseOption("Ödeme Türü", "Çoklu Ödeme");
      const cash = await screen.findByText("Nakit", { selector: "label" }, slow);
      fireEvent.change(within(cash.closest(".ant-form-item") as HTMLElement).getByRole("spinbutton"), { target: { value: "1000" } });
      fireEvent.change(within(formItem("Havale / EFT")).getByRole("spinbutton"), { target: { value: "500.50" } });
      const deposit = within(formItem("Kapora")).getByRole("spinbutton") as HTMLInputElement;
      await waitFor(() => expect(deposit.value.replace(/\D/g, "")).toBe("150050"));
      expect(deposit.disabled).toBe(true);

      await chooseOption("Ödeme Şekli", "Şimdi");
      await waitFor(() => expect(screen.queryByText("Nakit", { selector: "label" })).toBeNull());
      expect(within(formItem("Ödeme Türü")).getByTitle("Nakit")).toBeTruthy();
      fireEvent.mouseDown(within(formItem("Ödeme Türü")).getByRole("combobox"));
      await screen.findAllByTitle("Senet", {}, slow);
      expect(screen.queryAllByTitle("Çoklu Ödeme").filter((node) => node.closest(".ant-select-item-option"))).toHaveLength(0);
      // Without a kapora now, the deposit field goes; the rest is due on the last payment date only with 'Sonra'.
      expect(screen.queryByText("Kapora", { selector: "label" })).toBeNull();
    },
    120_000,
  );

  it(
    "edits an order: the client read-only, the stored lines with their ids, availability excluding the order itself, PUT with the version",
    async () => {
      const order = {
        id: 40,
        client_id: 9,
        type: "rent",
        contract_no: "1001",
        payment_style: "now_and_later",
        payment_type: "cash",
        deposit: "1000.00",
        last_payment_date: "2026-12-01",
        total: "3540.00",
        version: 3,
        created_at: at,
        lines: [{ id: 61, service_id: 7, piece: 1, price: "3000.00", discount: "0.00", tax: 18, issue_date: "2026-12-10", delivery_date: "2026-12-12" }],
      };
      const api = renderAt("/hizli-satis-duzenle/40", createApi({ orders: [order] }));
      expect(await screen.findByRole("heading", { level: 1, name: "Satış Düzenle" }, slow)).toBeTruthy();
      await screen.findByTestId("basket-line-7", {}, slow);
      expect(total()).toContain(tl("3540.00"));
      // The client is shown as text, no select to change it.
      expect(await within(formItem("Müşteri")).findByText("Ayşe Yılmaz", {}, slow)).toBeTruthy();
      expect(within(formItem("Müşteri")).queryByRole("combobox")).toBeNull();
      await waitFor(() => expect(api.calls.find((call) => call.url === "/api/availability")?.query).toMatchObject({ exclude_process_id: 40, issue_date: "2026-12-10" }));
      fireEvent.click(screen.getByRole("button", { name: "Kaydet" }));
      await waitFor(() => expect(api.updates).toHaveLength(1), slow);
      expect(api.updates[0].variables).toMatchObject({
        client_id: 9,
        version: 3,
        contract_no: "1001",
        deposit: "1000.00",
        lines: [{ id: 61, service_id: 7, piece: 1, price: "3000.00", issue_date: "2026-12-10", delivery_date: "2026-12-12" }],
      });
      expect(await screen.findByText("Satış güncellendi.", {}, slow)).toBeTruthy();
    },
    120_000,
  );
});
