// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, CreateParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "../..";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness, type HarnessOptions } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { schemas } from "../../../schemas";
import { services } from "../../../schemas/services.schema";

const registered = schemas as readonly ResourceSchema[];
const slow = { timeout: 15000 };
const at = "2026-03-01T10:00:00.000Z";

const seedRows = (): Record<string, BaseRecord[]> => ({
  categories: [
    { id: 1, name: "GELİNLİK", type: "product-categories", created_at: at },
    { id: 4, name: "Pronovias", type: "product-brands", created_at: at },
  ],
  services: [
    { id: 21, name: "Prenses Gelinlik", barcode: "1001", stock: 0, price: "1000.00", tax: 18, category_id: 1, created_at: at },
    { id: 22, name: "Duvak", barcode: "1002", stock: -1, price: "50.00", tax: 18, created_at: at },
  ],
});

/** The memory API answering the catalog's envelope (H1's contract): the cards' counters, category tiles and brands. */
const createApi = () => {
  const memory = createMemoryDataProvider(registered, seedRows());
  const created: CreateParams[] = [];
  let refusal: unknown;
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: (async (params) => {
      const page = await memory.dataProvider.getList(params);
      if (params.resource !== "services") return page;
      return {
        ...page,
        counters: { products: 2, services: 0, categories: 1, brands: 1, month_leases: 3 },
        categories: [{ id: 1, name: "GELİNLİK", count: 1 }],
        brands: [{ id: 4, name: "Pronovias" }],
      };
    }) as DataProvider["getList"],
    create: (async (params: CreateParams) => {
      created.push(params);
      if (refusal) throw refusal;
      return memory.dataProvider.create(params);
    }) as DataProvider["create"],
  };
  return { ...memory, dataProvider, created, failCreate: (error: unknown) => (refusal = error) };
};

const renderPage = (path = "/urun-yonetimi", options: Partial<HarnessOptions> = {}) => {
  const api = createApi();
  render(
    <EngineHarness routerBindings={false} path={path} dataProvider={api.dataProvider} {...options}>
      <Routes>{routesFor([services as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

const rowOf = async (text: string) => (await screen.findByText(text, {}, slow)).closest("tr") as HTMLElement;

beforeAll(async () => {
  await import("./ProductManagementPage");
});

describe("Ürün Yönetimi", () => {
  it("shows the cards, the category tiles, a product out of stock in red and in words, and unlimited stock as 'Sınırsız'", async () => {
    renderPage();
    const cards = await screen.findByTestId("list-counters", {}, slow);
    expect(within(cards).getByText("Bu Ayki Kiralamalar")).toBeTruthy();
    expect(within(cards).getByText("3")).toBeTruthy();
    // Services have a count but no card (spec §2: products, categories, brands, this month's leases).
    expect(within(cards).queryByText("Hizmetler")).toBeNull();
    const gown = await rowOf("Prenses Gelinlik");
    expect(within(gown).getByText("Stokta yok")).toBeTruthy();
    expect(within(gown).getByTestId("out-of-stock-name").className).toContain("ant-typography-danger");
    expect(within(await rowOf("Duvak")).getByText("Sınırsız")).toBeTruthy();
    expect(within(await rowOf("Duvak")).queryByText("Stokta yok")).toBeNull();
    // The bin's link says where it leads, in the catalog's words.
    expect(screen.getByRole("link", { name: /Silinen Ürünler/ }).getAttribute("href")).toBe("/silinen-urunler");
  });

  it("filters by a category from its tile and offers the page sizes 5 to 100, 7 by default", async () => {
    const api = renderPage();
    const tiles = await screen.findByRole("navigation", { name: "Ürün kategorileri" }, slow);
    fireEvent.click(within(tiles).getByRole("button", { name: "GELİNLİK (1)" }));
    await waitFor(() => {
      const last = api.listRequests.filter((request) => request.resource === "services").at(-1);
      expect(last?.filters).toContainEqual({ field: "category_id", operator: "eq", value: 1 });
    }, slow);
    expect(within(tiles).getByRole("button", { name: "GELİNLİK (1)" }).getAttribute("aria-pressed")).toBe("true");
    expect(api.listRequests.find((request) => request.resource === "services")?.perPage).toBe(7);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Sayfa başına kayıt" }));
    for (const size of [5, 7, 10, 20, 50, 100]) expect((await screen.findAllByText(`${size} / sayfa`)).length).toBeGreaterThan(0);
  });

  it("asks the spec's question before deleting a product to the bin", async () => {
    const api = renderPage();
    fireEvent.click(within(await rowOf("Duvak")).getByRole("button", { name: "Sil" }));
    const confirm = await screen.findByText("Ürünü Silmek İstediğinize Emin Misiniz?", {}, slow);
    fireEvent.click(within(confirm.closest(".ant-popover") as HTMLElement).getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(api.rows.services.find((row) => row.id === 22)?.deleted_at).toBeTruthy(), slow);
  });

  it("keeps the 'all' view to operators: others get the 403 page", async () => {
    renderPage("/urun-yonetimi/all");
    expect(await screen.findByText("Yetkisiz Erişim", {}, slow)).toBeTruthy();
  });

  it("shows operators every dealer's products with the dealer column and no row actions", async () => {
    renderPage("/urun-yonetimi/all", { allDealers: true });
    await rowOf("Duvak");
    expect(screen.getByRole("columnheader", { name: "Bayi" })).toBeTruthy();
    expect(screen.queryByRole("columnheader", { name: "İşlemler" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sil" })).toBeNull();
  });
});

describe("the product modal", () => {
  const openCreate = async () => {
    fireEvent.click(await screen.findByRole("button", { name: "Ürün Ekle" }, slow));
    return (await screen.findByRole("dialog", {}, slow)) as HTMLElement;
  };

  it("starts the VAT at 0 with a reset to 18, and creates a product per picked size in one request", async () => {
    const api = renderPage();
    const dialog = await openCreate();
    const tax = within(dialog).getByLabelText("KDV (%)") as HTMLInputElement;
    expect(tax.value).toBe("0");
    fireEvent.click(within(dialog).getByRole("button", { name: "KDV'yi %18 olarak ayarla" }));
    await waitFor(() => expect(tax.value).toBe("18"));
    for (const size of ["42", "38", "40"]) {
      fireEvent.mouseDown(within(dialog).getByRole("combobox", { name: "Bedenler" }));
      fireEvent.click((await screen.findAllByTitle(size)).at(-1) as HTMLElement);
      fireEvent.click(within(dialog).getByRole("button", { name: /Beden Ekle/ }));
    }
    const picked = within(dialog).getByRole("list", { name: "Seçilen bedenler" });
    fireEvent.click(within(picked).getByLabelText("40 bedenini kaldır"));
    await waitFor(() => expect(within(picked).queryByText("40")).toBeNull());
    fireEvent.change(within(dialog).getByLabelText("Ürün Adı"), { target: { value: "Prenses" } });
    fireEvent.change(within(dialog).getByLabelText("Satış Fiyatı"), { target: { value: "1000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.created).toHaveLength(1), slow);
    expect(api.created[0].meta).toMatchObject({ createPath: "sizes" });
    expect(api.created[0].variables).toMatchObject({ name: "Prenses", tax: 18, sizes: [42, 38] });
    expect(api.created[0].variables).not.toHaveProperty("size");
  });

  it("says each refusal that no field holds in a toast of its own (spec §8, the product form)", async () => {
    const api = renderPage();
    api.failCreate({ statusCode: 422, message: "Geçersiz", errors: { sizes: ["Beden listesi geçersiz."], "sizes.1": ["44 bedeni zaten var."] } });
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByLabelText("Ürün Adı"), { target: { value: "Prenses" } });
    fireEvent.change(within(dialog).getByLabelText("Satış Fiyatı"), { target: { value: "1000" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Beden listesi geçersiz.", {}, slow)).toBeTruthy();
    expect(await screen.findByText("44 bedeni zaten var.", {}, slow)).toBeTruthy();
  });

  it("offers neither sizes, year nor images without their flags, and a new brand beside the brand select", async () => {
    renderPage("/urun-yonetimi", { permissions: { yearsize_permission: false, productimage_permission: false } });
    const dialog = await openCreate();
    expect(within(dialog).getByLabelText("Ürün Adı")).toBeTruthy();
    expect(within(dialog).queryByText("Bedenler")).toBeNull();
    expect(within(dialog).queryByText("Yıl")).toBeNull();
    expect(within(dialog).queryByText("Ürün Resimleri")).toBeNull();
    const brand = within(dialog).getByText("Marka", { selector: "label" }).closest(".ant-form-item") as HTMLElement;
    expect(await within(brand).findByRole("button", { name: "Yeni Ekle" }, slow)).toBeTruthy();
  });
});
