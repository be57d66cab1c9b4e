// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../../engine";
import { schemas } from "../../../schemas";
import { services } from "../../../schemas/services.schema";
import { routesFor } from "../..";

const at = "2026-03-01T10:00:00.000Z";
const product = (values: BaseRecord): BaseRecord => ({ barcode: "100042", price: "12500.50", rent_price: "3000.00", tax: 18, is_service: false, category_id: 1, images: [], created_at: at, ...values });

const inShop = { state: "in_shop", since: "2026-03-01", until: null, overdue: false, party: null, branch: null, steps: [] };

/**
 * The in-memory API with a category, three products, `GET /services/:id/whereabouts` answering `where` and
 * `GET /services/:id/bookings` paging `history` seven at a time; the history pages it was asked.
 */
const createApi = (history: BaseRecord[] = [], where: BaseRecord = inShop) => {
  const memory = createMemoryDataProvider(schemas as readonly ResourceSchema[], {
    categories: [{ id: 1, name: "GELİNLİK", type: "product-categories", created_at: at }],
    clients: [{ id: 9, full_name: "Ayşe Yılmaz", type: "person", created_at: at }],
    services: [
      product({ id: 5, name: "Prenses Gelinlik", stock: -1, images: ["/api/uploads/a.jpg", "/api/uploads/b.jpg"] }),
      product({ id: 6, name: "Tül Duvak", barcode: "100043", stock: 0 }),
      product({ id: 7, name: "Kına Bohçası", barcode: "100044", stock: 3 }),
    ],
  });
  const asked: CustomParams[] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    custom: async (params) => {
      const id = /\/services\/(\d+)\/(whereabouts|bookings)$/.exec(params.url);
      if (!id) return memory.dataProvider.custom!(params);
      if (id[2] === "whereabouts") return { data: { service: { id: Number(id[1]), name: "" }, ...where } as never };
      asked.push(params);
      const page = Number((params.query as { page?: number } | undefined)?.page ?? 1);
      return { data: { data: history.slice((page - 1) * 7, page * 7), total: history.length, current_page: page, per_page: 7, last_page: Math.max(1, Math.ceil(history.length / 7)) } as never };
    },
  };
  return { dataProvider, asked };
};

const renderDetail = (id: number, api = createApi()) => {
  render(
    <EngineHarness routerBindings={false} path={`/urunler/${id}`} schemas={[]} dataProvider={api.dataProvider}>
      <Routes>{routesFor([services as unknown as ResourceSchema])}</Routes>
    </EngineHarness>,
  );
  return api;
};

/** The value cell beside a label of the facts table. */
const factOf = async (label: string) => {
  const header = await screen.findByText(label, { selector: "th, th *" });
  return header.closest("tr")!.querySelector("td")!;
};

describe("Ürün detayı (urunler/:id)", () => {
  it("shows the name, the barcode's bars and text, unlimited stock, the category, prices and the pictures", async () => {
    renderDetail(5);
    expect(await screen.findByRole("heading", { name: "Prenses Gelinlik" })).toBeTruthy();
    const barcode = await factOf("Barkod");
    expect(await within(barcode).findByAltText("Barkod 100042")).toBeTruthy();
    expect(barcode.textContent).toContain("100042");
    expect((await factOf("Stok")).textContent).toBe("Sınırsız");
    expect(await within(await factOf("Kategori")).findByText("GELİNLİK")).toBeTruthy();
    expect((await factOf("Satış Fiyatı")).textContent).toContain("₺12.500,50");
    expect(screen.getAllByAltText(/^Prenses Gelinlik, resim/)).toHaveLength(2);
  });

  it("says a stock of 0 in red and in words", async () => {
    renderDetail(6);
    const stock = await within(await factOf("Stok")).findByText("0 (Stokta yok)");
    expect(stock.className).toContain("ant-typography-danger");
  });

  it("asks the product's history seven to a page and says when there is none yet", async () => {
    const api = renderDetail(7);
    expect(await screen.findByText("Bu ürün henüz kiralanmadı veya gönderilmedi.")).toBeTruthy();
    expect(api.asked[0]).toMatchObject({ url: expect.stringMatching(/\/services\/7\/bookings$/), query: { page: 1, perPage: 7 } });
  });

  it("lists every kind of booking with its party, dates and state, and pages on", async () => {
    const row = (id: number, values: BaseRecord) => ({ id, piece: 1, delivered_date: null, status: "active", overdue: false, ...values });
    const history = [
      row(3, { kind: "dry", party: { id: 12, full_name: "Beyaz Kuru Temizleme" }, issue_date: "2026-03-14", delivery_date: "2026-03-16", overdue: true }),
      row(2, { kind: "tailor", party: { id: 11, full_name: "Terzi Hasan" }, issue_date: "2026-03-14", delivery_date: "2026-03-20" }),
      row(31, { kind: "lease", party: { id: 9, full_name: "Ayşe Yılmaz" }, issue_date: "2026-03-10", delivery_date: "2026-03-14", status: "returned", delivered_date: "2026-03-14" }),
      ...[1, 2, 3, 4, 5].map((n) => row(40 + n, { kind: "lease", party: { id: 9, full_name: `Eski Müşteri ${n}` }, issue_date: `2026-02-0${n}`, delivery_date: `2026-02-0${n}`, status: "returned", delivered_date: `2026-02-0${n}` })),
    ];
    const api = renderDetail(7, createApi(history));
    const table = await screen.findByRole("region", { name: "Ürün Geçmişi" });
    const rowOf = async (text: string) => (await within(table).findByText(text)).closest("tr") as HTMLElement;
    const dry = await rowOf("Beyaz Kuru Temizleme");
    expect(within(dry).getByText("Kuru temizleme")).toBeTruthy();
    expect(within(dry).getByText("14.03.2026")).toBeTruthy();
    expect(within(dry).getByText("Dışarıda")).toBeTruthy();
    expect(within(dry).getByText("Gecikmiş")).toBeTruthy();
    expect(within(await rowOf("Terzi Hasan")).getByText("Terzi")).toBeTruthy();
    const lease = await rowOf("Ayşe Yılmaz");
    expect(within(lease).getByText("Kiralama")).toBeTruthy();
    expect(within(lease).getByText("Geri geldi")).toBeTruthy();
    expect(within(table).queryByText("Eski Müşteri 5")).toBeNull();
    fireEvent.click(within(table).getByTitle("2"));
    expect(await within(table).findByText("Eski Müşteri 5")).toBeTruthy();
    expect(api.asked.at(-1)).toMatchObject({ query: { page: 2, perPage: 7 } });
  });

  it("says the product is not there for an id the shop does not have", async () => {
    renderDetail(404);
    expect(await screen.findByText("Kayıt Bulunamadı")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listeye Dön" })).toBeTruthy();
  });
});

describe("'Nerede?' on the product detail", () => {
  const card = async () => screen.findByTestId("whereabouts");
  const now = async () => (await within(await card()).findByTestId("where-now")).textContent;

  it("says 'Mağazada' and since when", async () => {
    renderDetail(7);
    expect(await now()).toBe("Mağazada");
    expect(within(await card()).getByText("01.03.2026 tarihinden beri")).toBeTruthy();
    expect(within(await card()).queryByText("Gecikmiş")).toBeNull();
  });

  it("says to whom it is rented until when, overdue marked", async () => {
    renderDetail(7, createApi([], { state: "leased", since: "2026-03-10", until: "2026-03-14", overdue: true, party: { id: 9, full_name: "Ayşe Yılmaz" }, branch: null, steps: [] }));
    expect(await now()).toBe("Kirada: Ayşe Yılmaz, 14.03.2026 tarihine kadar");
    expect(within(await card()).getByText("Gecikmiş")).toBeTruthy();
  });

  it("says at which tailor since when and when it is due, with the chain's open steps", async () => {
    const steps = [
      { kind: "dry", id: 3, party: { id: 12, full_name: "Beyaz Kuru Temizleme" }, issue_date: "2026-03-14", delivery_date: "2026-03-16", overdue: false },
      { kind: "tailor", id: 2, party: { id: 11, full_name: "Terzi Hasan" }, issue_date: "2026-03-14", delivery_date: "2026-03-20", overdue: false },
    ];
    renderDetail(7, createApi([], { state: "tailor", since: "2026-03-14", until: "2026-03-20", overdue: false, party: { id: 11, full_name: "Terzi Hasan" }, branch: null, steps }));
    expect(await now()).toBe("Terzide: Terzi Hasan, 14.03.2026 tarihinden beri");
    expect(within(await card()).getByText("Dönüş tarihi: 20.03.2026")).toBeTruthy();
    expect(within(await card()).getByText("Açık adımlar")).toBeTruthy();
    expect(within(await card()).getByText(/Kuru temizleme: Beyaz Kuru Temizleme, 14.03.2026 – 16.03.2026/)).toBeTruthy();
  });

  it("says at which dry cleaner, overdue marked", async () => {
    renderDetail(7, createApi([], { state: "dry", since: "2026-03-14", until: "2026-03-16", overdue: true, party: { id: 12, full_name: "Beyaz Kuru Temizleme" }, branch: null, steps: [] }));
    expect(await now()).toBe("Kuru temizlemede: Beyaz Kuru Temizleme, 14.03.2026 tarihinden beri");
    expect(within(await card()).getByText("Gecikmiş")).toBeTruthy();
  });

  it("says at which branch since when", async () => {
    renderDetail(7, createApi([], { state: "branch", since: "2026-03-02", until: null, overdue: false, party: null, branch: { id: 4, name: "Kadıköy Şubesi" }, steps: [] }));
    expect(await now()).toBe("Şubede: Kadıköy Şubesi, 02.03.2026 tarihinden beri");
  });
});
