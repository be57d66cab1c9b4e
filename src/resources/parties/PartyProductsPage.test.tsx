// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import ClientProductsPage from "../clients/ClientProductsPage";
import SupplierProductsPage from "../suppliers/SupplierProductsPage";
import { createPartyApi } from "./__fixtures__/party-fake-api";

const at = "2026-11-20T10:00:00.000Z";

const renderAt = (path: string, api = createPartyApi()) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider}>
      <Routes>
        <Route path="/musteri/:id/urunler" element={<ClientProductsPage />} />
        <Route path="/tedarikci/:id/urunler" element={<SupplierProductsPage />} />
      </Routes>
    </EngineHarness>,
  );
  return api;
};

const typeInto = (label: string, value: string) => {
  const item = screen.getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;
  fireEvent.change(within(item).queryByRole("spinbutton") ?? within(item).getByRole("textbox"), { target: { value } });
};

describe("Müşteri Ürünleri and Satın Alınan Ürünler", () => {
  it("lists only her products and adds one under her (the client preset), with the PDF button", async () => {
    const api = renderAt(
      "/musteri/5/urunler",
      createPartyApi({
        seed: {
          client_products: [
            { id: 1, client_id: 5, title: "Duvak", piece: 1, price: "250.00", type: "sale", created_at: at },
            { id: 2, client_id: 6, title: "Başka Müşterinin Ürünü", piece: 1, price: "10.00", type: "sale", created_at: at },
          ],
        },
      }),
    );
    expect(await screen.findByRole("heading", { name: "Müşteri Ürünleri – Ayşe Kaya" })).toBeTruthy();
    expect(await screen.findByText("Duvak")).toBeTruthy();
    expect(screen.queryByText("Başka Müşterinin Ürünü")).toBeNull();
    expect(screen.getByRole("button", { name: /PDF/ })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Ürün Ekle" }));
    const dialog = await screen.findByRole("dialog");
    typeInto("Ürün Adı", "Kına Bohçası");
    typeInto("Fiyat", "1250");
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    expect(await screen.findByText("Kına Bohçası")).toBeTruthy();
    await waitFor(() => expect(api.rows.client_products.find((row) => row.title === "Kına Bohçası")).toMatchObject({ client_id: 5 }));
  });

  it("deletes one of her products after the engine's question", async () => {
    const api = renderAt("/musteri/5/urunler", createPartyApi({ seed: { client_products: [{ id: 1, client_id: 5, title: "Duvak", piece: 1, price: "250.00", type: "sale", created_at: at }] } }));
    const row = (await screen.findByText("Duvak")).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Sil" }));
    fireEvent.click(await screen.findByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(screen.queryByText("Duvak")).toBeNull());
    expect(api.rows.client_products).toHaveLength(0);
  });

  it("lists a supplier's purchased products without a PDF", async () => {
    renderAt("/tedarikci/8/urunler", createPartyApi({ seed: { supplier_products: [{ id: 3, supplier_id: 8, title: "Tül Kumaş", piece: 20, price: "40.00", type: "buy", created_at: at }] } }));
    expect(await screen.findByRole("heading", { name: "Satın Alınan Ürünler – Moda Tekstil" })).toBeTruthy();
    expect(await screen.findByText("Tül Kumaş")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /PDF/ })).toBeNull();
  });
});
