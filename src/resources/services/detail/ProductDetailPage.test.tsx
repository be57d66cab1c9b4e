// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, CustomParams, DataProvider } from "@refinedev/core";
import { render, screen, within } from "@testing-library/react";
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

/** The in-memory API with a category, three products and `leases` for `GET /leases-by-product/:id`; the lease pages it was asked. */
const createApi = (leases: BaseRecord[] = []) => {
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
      if (!params.url.includes("/leases-by-product/")) return memory.dataProvider.custom!(params);
      asked.push(params);
      return { data: { data: leases, total: leases.length, current_page: 1, per_page: 7, last_page: 1 } as never };
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

  it("asks the product's leases seven to a page and says when there are none yet", async () => {
    const api = renderDetail(7);
    expect(await screen.findByText("Bu ürün henüz kiralanmadı.")).toBeTruthy();
    expect(api.asked[0]).toMatchObject({ url: expect.stringMatching(/\/leases-by-product\/7$/), query: { page: 1, perPage: 7 } });
  });

  it("lists the product's leases with the client's name and dates", async () => {
    const lease = { id: 31, service_id: 7, client_id: 9, issue_date: "2026-03-10", delivery_date: "2026-03-14", total_price: "3000.00", price: "500.00", status: "active", created_at: at };
    renderDetail(7, createApi([lease]));
    expect(await screen.findByText("Ayşe Yılmaz")).toBeTruthy();
    expect(screen.getByText("10.03.2026")).toBeTruthy();
    expect(screen.getByText("Kirada")).toBeTruthy();
  });

  it("says the product is not there for an id the shop does not have", async () => {
    renderDetail(404);
    expect(await screen.findByText("Kayıt Bulunamadı")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listeye Dön" })).toBeTruthy();
  });
});
