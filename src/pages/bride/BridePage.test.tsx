// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setupI18n } from "../../i18n";
import { loadPageTexts } from "../../i18n/page-texts";
import type { BrideApi, BridePageData } from "./api";
import { BridePage } from "./BridePage";
import { brideRoute } from "./routes";

beforeAll(async () => {
  await setupI18n("tr");
  await loadPageTexts(["bride_page"]);
});

const page: BridePageData = {
  shop: { title: "Prenses Gelinlik", logo_url: null, phone: "+902121234567" },
  bride: { full_name: "Ayşe Yılmaz" },
  language: "tr",
  contracts: [{ title: "Kiralama Sözleşmesi", date: "2026-11-24", total: "2000.00", print_url: "https://panel.example.com/sozlesme/abc" }],
  dates: {
    fittings: [{ date: "2026-12-20", start_time: "14:00", end_time: "15:00" }],
    pick_up: [{ product: "Prenses Gelinlik Model A", date: "2027-01-03" }],
    return: [{ product: "Prenses Gelinlik Model A", date: "2027-01-07" }],
    wedding_date: "2027-01-05",
    photo_date: null,
  },
  balance: { total: "2000.00", paid: "800.00", owed: "1200.00" },
};

const failing = (statusCode: number): BrideApi => ({ page: vi.fn(async () => Promise.reject({ statusCode, message: "x" })) });

const open = (api: BrideApi) =>
  render(
    <MemoryRouter initialEntries={["/gelin/TOKEN"]}>
      <Routes>
        <Route path="/gelin/:token" element={<BridePage api={api} />} />
      </Routes>
    </MemoryRouter>,
  );

const violations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } })).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`);

describe("BridePage", () => {
  it("shows her shop, contracts with their print page, dates and balance, read-only, with no control but links", async () => {
    const api: BrideApi = { page: vi.fn(async () => page) };
    const { container } = open(api);
    expect(await screen.findByRole("heading", { level: 1, name: "Merhaba Ayşe Yılmaz" })).toBeTruthy();
    expect(api.page).toHaveBeenCalledWith("TOKEN");
    expect(screen.getByText("Prenses Gelinlik")).toBeTruthy();
    const contracts = screen.getByRole("region", { name: "Sözleşmeleriniz" });
    expect(within(contracts).getByText("Kiralama Sözleşmesi")).toBeTruthy();
    expect(within(contracts).getByText("24.11.2026")).toBeTruthy();
    expect(within(contracts).getByRole("link", { name: /Sözleşmeyi Aç/ }).getAttribute("href")).toBe("https://panel.example.com/sozlesme/abc");
    const dates = screen.getByRole("region", { name: "Tarihleriniz" });
    expect(within(dates).getByText("Düğün Tarihi")).toBeTruthy();
    expect(within(dates).getByText("05.01.2027")).toBeTruthy();
    expect(within(dates).getByText("20.12.2026")).toBeTruthy();
    expect(within(dates).getByText("14:00–15:00")).toBeTruthy();
    expect(within(dates).getByText("03.01.2027")).toBeTruthy();
    expect(within(dates).getByText("07.01.2027")).toBeTruthy();
    expect(within(dates).queryByText("Fotoğraf Çekimi")).toBeNull();
    const balance = screen.getByRole("region", { name: "Bakiyeniz" });
    expect(within(balance).getByText("₺800,00")).toBeTruthy();
    expect(within(balance).getByText("₺1.200,00")).toBeTruthy();
    // Read-only: nothing to type into or press.
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    expect(await violations(container)).toEqual([]);
  });

  it("speaks the link's language, whatever the browser chose", async () => {
    open({ page: vi.fn(async () => ({ ...page, language: "de" })) });
    expect(await screen.findByRole("heading", { level: 1, name: "Hallo Ayşe Yılmaz" })).toBeTruthy();
    // German money: the sign after the amount.
    expect(screen.getByRole("region", { name: "Ihr Saldo" }).textContent).toContain("1.200,00\u00a0₺");
  });

  it("shows the empty states of a bride without contracts or dates", async () => {
    open({ page: vi.fn(async () => ({ ...page, contracts: [], dates: { fittings: [], pick_up: [], return: [], wedding_date: null, photo_date: null } })) });
    expect(await screen.findByText("Henüz sözleşme yok.")).toBeTruthy();
    expect(screen.getByText("Henüz planlanmış bir tarih yok.")).toBeTruthy();
  });

  it("says the link is not valid on a 404, and offers to try again on another failure", async () => {
    const { container, unmount } = open(failing(404));
    expect(await screen.findByRole("heading", { level: 1, name: "Bağlantı geçerli değil" })).toBeTruthy();
    expect(await violations(container)).toEqual([]);
    unmount();
    const flaky = failing(500);
    open(flaky);
    expect(await screen.findByRole("alert")).toBeTruthy();
    (flaky.page as ReturnType<typeof vi.fn>).mockResolvedValueOnce(page);
    fireEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Merhaba Ayşe Yılmaz" })).toBeTruthy();
  });

  it("is routed at /gelin/:token", () => {
    expect(brideRoute().props.path).toBe("/gelin/:token");
  });
});
