// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { render, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import InvoicePage from "./InvoicePage";
import type { Invoice } from "./use-invoice";

const invoice: Invoice = {
  record: {
    id: 41,
    kind: "income",
    type: "income",
    date: "2026-11-24",
    title: "Gelinlik satışı",
    price: "2124.00",
    payment_type: "cash",
    lines: [
      { id: 1, service_id: 9, service_name: "Prenses Gelinlik", piece: 1, price: "1500.00", discount: "0.00", tax: 18, line_total: "1770.00" },
      { id: 2, service_id: 10, service_name: "Duvak", piece: 2, price: "150.00", discount: "0.00", tax: 18, line_total: "354.00" },
    ],
  },
  company: { title: "Işıl Gelinlik", address: "Çarşı Cad. 5, İzmir", phone: "+905321234567", tax_office: "Konak", tax_no: "1234567890", logo_url: null },
  client: { full_name: "Şule Öztürk" },
  supplier: null,
};

const renderInvoice = (answer: (url: string) => unknown) => {
  const urls: string[] = [];
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async ({ url }: CustomParams) => {
      urls.push(url);
      const data = answer(url);
      if (data instanceof Error) throw { statusCode: 404, message: data.message };
      return { data: data as never };
    },
  };
  render(
    <EngineHarness routerBindings={false} path="/fatura/41" schemas={[]} dataProvider={dataProvider}>
      <Routes>
        <Route path="/fatura/:id" element={<InvoicePage />} />
      </Routes>
    </EngineHarness>,
  );
  return urls;
};

describe("Fatura (/fatura/:id)", () => {
  it("shows the shop, the client, each line with its total, the net, tax and total of GET /invoice/:id, and a print button", async () => {
    const urls = renderInvoice(() => invoice);
    const sheet = await screen.findByTestId("invoice-sheet");
    expect(urls).toEqual(["/api/invoice/41"]);
    // The page's one h1 (the screens sweep asks every page for one).
    expect(screen.getByRole("heading", { level: 1, name: "Fatura" })).toBeTruthy();
    expect(within(sheet).getByText("Işıl Gelinlik")).toBeTruthy();
    expect(within(sheet).getByText(/Vergi Dairesi: Konak/)).toBeTruthy();
    expect(within(sheet).getByText("Şule Öztürk")).toBeTruthy();
    const gown = within(sheet).getByText("Prenses Gelinlik").closest("tr")!;
    expect(within(gown).getByText("₺1.770,00")).toBeTruthy();
    const totals = within(sheet).getByTestId("invoice-totals");
    // 1500 + 2 × 150 = 1800 net; the line totals hold 324 of tax; 2124 in all.
    expect(within(totals).getByText("₺1.800,00")).toBeTruthy();
    expect(within(totals).getByText("₺324,00")).toBeTruthy();
    expect(within(totals).getByText("₺2.124,00")).toBeTruthy();
    expect(await screen.findByRole("button", { name: /Yazdır/ })).toBeTruthy();
  });

  it("says so when the invoice cannot be read, and offers no print", async () => {
    renderInvoice(() => new Error("Kayıt bulunamadı."));
    expect(await screen.findByText("Kayıt bulunamadı.")).toBeTruthy();
    expect(screen.queryByTestId("invoice-sheet")).toBeNull();
    expect(screen.queryByRole("button", { name: /Yazdır/ })).toBeNull();
  });
});
