// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createPartyApi } from "../../parties/__fixtures__/party-fake-api";
import SupplierDetailPage from "./SupplierDetailPage";

const cards = { total_purchases: "5400.00", paid: "4000.00", owed: "0.00", credits: "1400.00", balance: "-1400.00" };

const renderPage = (api = createPartyApi()) => {
  render(
    <EngineHarness routerBindings={false} path="/tedarikci/8" schemas={[]} dataProvider={api.dataProvider}>
      <Routes>
        <Route path="/tedarikci/:id" element={<SupplierDetailPage resource="suppliers" />} />
        <Route path="/tedarikci/:id/urunler" element={<p>ürünler sayfası</p>} />
      </Routes>
    </EngineHarness>,
  );
  return api;
};

describe("Tedarikçi detayı (tedarikci/:id)", () => {
  it("shows the cards the server sends (homepage_permission), the info and the buttons", async () => {
    renderPage(createPartyApi({ supplierCards: cards }));
    expect(await screen.findByRole("heading", { name: "Moda Tekstil" })).toBeTruthy();
    expect((await screen.findByRole("group", { name: "Toplam Alış" })).textContent).toContain("₺5.400,00");
    expect(screen.getByRole("group", { name: "Kalan Borç" }).textContent).toContain("₺1.400,00");
    expect(await screen.findByText("Moda Tekstil A.Ş.")).toBeTruthy();
    for (const name of ["Tedarikçi Raporu (PDF)", "Satın Alınan Ürünler", "Düzenle"]) expect(screen.getByRole("button", { name: new RegExp(name.replace(/[()]/g, "\\$&")) })).toBeTruthy();
  });

  it("has no cards when the server sends none (no homepage_permission)", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Moda Tekstil" })).toBeTruthy();
    expect(screen.queryByTestId("party-cards")).toBeNull();
  });

  it("edits the supplier in the generated form's modal and shows the saved name", async () => {
    const api = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /Düzenle/ }));
    const dialog = await screen.findByRole("dialog");
    const nameInput = () => within(within(dialog).getByText("Ad Soyad", { selector: "label" }).closest(".ant-form-item") as HTMLElement).getByRole("textbox") as HTMLInputElement;
    // The form fills once the row is read; its inputs may be drawn again meanwhile.
    await waitFor(() => expect(nameInput().value).toBe("Moda Tekstil"), { timeout: 10000 });
    const input = nameInput();
    fireEvent.change(input, { target: { value: "Moda Tekstil Ltd" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(api.rows.suppliers[0].full_name).toBe("Moda Tekstil Ltd"));
    expect(await screen.findByRole("heading", { name: "Moda Tekstil Ltd" })).toBeTruthy();
  });

  it("leads to the purchased products", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /Satın Alınan Ürünler/ }));
    expect(await screen.findByText("ürünler sayfası")).toBeTruthy();
  });

  it("says the supplier is not there for an id the shop does not have", async () => {
    renderPage(createPartyApi({ supplier: null }));
    expect(await screen.findByText("Tedarikçi bulunamadı.")).toBeTruthy();
  });
});
