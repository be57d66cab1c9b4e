// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createPartyApi } from "../../parties/__fixtures__/party-fake-api";
import ClientStatementPage from "./ClientStatementPage";

const saveDownload = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("../../accountings/cash/save-download", () => ({ saveDownload }));

afterEach(() => saveDownload.mockClear());

const renderPage = (api = createPartyApi()) => {
  render(
    <EngineHarness routerBindings={false} path="/musteri-detay/5" schemas={[]} dataProvider={api.dataProvider}>
      <Routes>
        <Route path="/musteri-detay/:id" element={<ClientStatementPage />} />
      </Routes>
    </EngineHarness>,
  );
  return api;
};

describe("Detaylı Rapor (musteri-detay/:id)", () => {
  it("lists the statement in date order with what was charged, paid and the running balance, and the totals", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "Detaylı Rapor – Ayşe Kaya" })).toBeTruthy();
    const row = (await screen.findByText("Ara ödeme")).closest("tr") as HTMLElement;
    expect(within(row).getByText("15.11.2026")).toBeTruthy();
    expect(within(row).getByText("₺800,50")).toBeTruthy();
    expect(within(row).getByText("₺1.199,50")).toBeTruthy();
    const rent = (screen.getByText("Prenses Gelinlik")).closest("tr") as HTMLElement;
    expect(within(rent).getByText("Kiralama")).toBeTruthy();
    expect(within(rent).getAllByText("₺3.000,00")).toHaveLength(2);
    const totals = screen.getByText("Toplam").closest("tr") as HTMLElement;
    expect(totals.textContent).toContain("₺3.000,00");
    expect(totals.textContent).toContain("₺1.800,50");
    expect(totals.textContent).toContain("₺1.199,50");
  });

  it("asks the PDF's address and saves the file from it", async () => {
    const api = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /PDF/ }));
    await waitFor(() => expect(saveDownload).toHaveBeenCalledWith("/api/downloads/tok-1", "hesap-ekstresi-5.pdf"));
    expect(api.calls.some((call) => call.url.endsWith("/getsinglereport/5"))).toBe(true);
  });

  it("says 'Müşteri Silinmiş' and offers no PDF for a client that is gone", async () => {
    renderPage(createPartyApi({ client: null }));
    expect(await screen.findByText("Müşteri Silinmiş")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /PDF/ })).toBeNull();
  });
});
