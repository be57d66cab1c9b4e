// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { localDateIn } from "../../../domain/periods";
import { EngineHarness, type HarnessOptions } from "../../../engine/__fixtures__/harness";
import { createCashApi, sampleSafe } from "./cash-fake-api";
import PastCashPage from "./PastCashPage";

const slow = { timeout: 15000 };
const today = localDateIn(new Date(), "Europe/Istanbul");
const closes = [
  { id: 4, day: "2026-10-05", income: "3250.00", expense: "400.25", in_safe_money: "9000.00", process_count: 3, created_at: "2026-10-05T18:00:00.000Z" },
];

const renderPage = (path: string, api = createCashApi({ seed: { day_closes: closes } }), options: Partial<HarnessOptions> = {}) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider} {...options}>
      <Routes>
        <Route path="/gecmis-kasa/:type?" element={<PastCashPage />} />
      </Routes>
    </EngineHarness>,
  );
  return api;
};

describe("Geçmiş Kasa", () => {
  it("shows today's cash box read-only and the closed days; a closed day opens with its badge and no reopen", async () => {
    const closed = { id: 4, day: "2026-10-05", created_at: "2026-10-05T18:00:00.000Z" };
    const api = renderPage("/gecmis-kasa", createCashApi({ seed: { day_closes: closes }, safeFor: (query) => sampleSafe(String(query.date), { closed: query.date === "2026-10-05" ? closed : null }) }));
    await screen.findByText("Gelinlik satışı", {}, slow);
    expect(api.safeCalls()[0].query).toEqual({ date: today, page: 1, perPage: 15 });
    expect(screen.queryByRole("button", { name: /Günü Kapat/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Excel/ })).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Görüntüle 2026-10-05" }, slow));
    await waitFor(() => expect(api.safeCalls().at(-1)?.query).toEqual({ date: "2026-10-05", page: 1, perPage: 15 }), slow);
    expect((await screen.findByText("Gün kapatıldı", {}, slow)).closest("div")?.textContent).toContain("Kapanış:");
    // Even the first user reopens a day on 'Kasa' only.
    expect(screen.queryByRole("button", { name: /Günü Yeniden Aç/ })).toBeNull();
  });

  it("goes no further than today: a later day in the address shows today", async () => {
    const api = renderPage("/gecmis-kasa?date=2999-01-01");
    await screen.findByText("Gelinlik satışı", {}, slow);
    expect(api.safeCalls()[0].query).toMatchObject({ date: today });
  });

  it("keeps the all-companies view to operators: others get the 403 page", async () => {
    const api = renderPage("/gecmis-kasa/all");
    expect(await screen.findByText("Yetkisiz Erişim", {}, slow)).toBeTruthy();
    expect(api.safeCalls()).toEqual([]);
  });

  it("asks an operator to choose the dealer before reading any cash box ('Lütfen Bayi Seçin!')", async () => {
    const api = renderPage("/gecmis-kasa/all", undefined, { allDealers: true });
    expect(within(await screen.findByTestId("cash-choose-dealer", {}, slow)).getByText("Lütfen Bayi Seçin!")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Tüm Kasalar" })).toBeTruthy();
    expect(api.safeCalls()).toEqual([]);
  });
});
