// @vitest-environment jsdom
import "../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import SurplusPage from "./SurplusPage";

const slow = { timeout: 5000 };
const known: Record<string, string> = { "100": "Prenses Gelinlik", "101": "Balık Abiye", "102": "Duvak" };

/** The surplus routes over three known barcodes, as the server answers them (one page of ten). */
const createApi = () => {
  const calls: { url: string; payload: { barcodes: string[]; company_id?: number } }[] = [];
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async (params: CustomParams) => {
      const payload = params.payload as { barcodes: string[]; company_id?: number };
      calls.push({ url: params.url, payload });
      const lines = payload.barcodes.map((barcode) => ({ barcode, matched: barcode in known, name: known[barcode] ?? null, id: null }));
      if (params.url.endsWith("/deleteallsurpluses")) {
        return { data: { message: "Fazlalık Ürünler Başarıyla Silindi!", barcodes: lines.filter((line) => line.matched).map((line) => line.barcode) } as never };
      }
      const matched = lines.filter((line) => line.matched).length;
      const missing = [{ id: 7, name: "Kına Bohçası", barcode: "103", stock: 2 }];
      return {
        data: {
          data: lines,
          current_page: 1,
          per_page: 10,
          total: lines.length,
          last_page: 1,
          counts: { scanned: lines.length, matched, unmatched: lines.length - matched, missing: 1 },
          missing: { data: missing, current_page: 1, per_page: 10, total: 1, last_page: 1 },
        } as never,
      };
    },
  };
  return { dataProvider, calls };
};

const renderPage = (options: { allDealers?: boolean } = {}) => {
  const api = createApi();
  render(
    <EngineHarness routerBindings={false} path="/surplus-products" schemas={[]} dataProvider={api.dataProvider} allDealers={options.allDealers}>
      <SurplusPage />
    </EngineHarness>,
  );
  return api;
};

const countOf = (title: string) => within(screen.getByTestId("surplus-counts")).getByText(title).parentElement!.parentElement!.textContent;

beforeEach(() => localStorage.clear());

describe("Fazlalık Ürünler", () => {
  it("checks the scanned barcodes of the shop's own products: 3 matched, 2 unmatched, then drops the 2", async () => {
    const api = renderPage();
    const barcodes = await screen.findByLabelText("Barkodlar", {}, slow);
    fireEvent.change(barcodes, { target: { value: "100\n101\nX-1\n 102 \n\nX-2\n" } });
    fireEvent.click(screen.getByRole("button", { name: "Kontrol Et" }));
    await screen.findByTestId("surplus-counts", {}, slow);
    expect(countOf("Eşleşen")).toContain("3");
    expect(countOf("Eşleşmeyen")).toContain("2");
    // A shop's user names no company: the server counts their own.
    expect(api.calls[0]).toEqual({ url: "/api/surplusproducts", payload: { barcodes: ["100", "101", "X-1", "102", "X-2"] } });
    const scan = screen.getByTestId("surplus-scan-table");
    expect(within(scan).getByText("Balık Abiye")).toBeTruthy();
    expect(within(scan).getAllByText("Eşleşmedi (fazlalık)")).toHaveLength(2);
    expect(within(screen.getByTestId("surplus-missing-table")).getByText("Kına Bohçası")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Eşleşmeyenleri Sil" }));
    fireEvent.click(await screen.findByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Fazlalık Ürünler Başarıyla Silindi!", {}, slow)).toBeTruthy();
    await waitFor(() => expect((barcodes as HTMLTextAreaElement).value).toBe("100\n101\n102"), slow);
    await waitFor(() => expect(countOf("Eşleşmeyen")).toContain("0"), slow);
  });

  it("keeps the scan in this browser across a reload", async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText("Barkodlar", {}, slow), { target: { value: "100\nX-9" } });
    cleanup();
    renderPage();
    await waitFor(async () => expect(((await screen.findByLabelText("Barkodlar")) as HTMLTextAreaElement).value).toBe("100\nX-9"), slow);
  });

  it("asks an operator to choose the dealer first ('Lütfen Bayi Seçin!') and sends nothing", async () => {
    const api = renderPage({ allDealers: true });
    fireEvent.change(await screen.findByLabelText("Barkodlar", {}, slow), { target: { value: "100" } });
    fireEvent.click(screen.getByRole("button", { name: "Kontrol Et" }));
    expect(await screen.findByText("Lütfen Bayi Seçin!", {}, slow)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
