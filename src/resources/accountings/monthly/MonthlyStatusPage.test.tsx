// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { tokenStore } from "../../../providers/token-store";
import MonthlyStatusPage from "./MonthlyStatusPage";
import type { MonthlyStatus } from "./use-monthly-status";

const statusOf = (month: string): MonthlyStatus => ({
  month,
  days: [
    { day: `${month}-01`, income: "1500.00", expense: "250.50", net: "1249.50", process_count: 3 },
    { day: `${month}-02`, income: "0.00", expense: "100.00", net: "-100.00", process_count: 1 },
  ],
  summary: { income: "1500.00", expense: "350.50", net: "1149.50", credit: "2000.00", debt: "75.25" },
});

/** `GET /monthly-general-status` as H3's contract answers it; every query recorded; `fail` makes it refuse. */
const createApi = (fail = false) => {
  const queries: Record<string, unknown>[] = [];
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async (params: CustomParams) => {
      const query = (params.query ?? {}) as { month: string };
      queries.push({ url: params.url, ...query });
      if (fail) throw { statusCode: 500, message: "Sunucu hatası" };
      return { data: statusOf(query.month) as never };
    },
  };
  return { dataProvider, queries };
};

const renderPage = (fail = false) => {
  const api = createApi(fail);
  render(
    <EngineHarness routerBindings={false} path="/aylik-genel-durum" schemas={[]} dataProvider={api.dataProvider}>
      <MonthlyStatusPage />
    </EngineHarness>,
  );
  return api;
};

const cardValue = (label: string) => within(screen.getByTestId("monthly-summary")).getByRole("group", { name: label }).textContent;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe("Aylık Genel Durum", () => {
  it("asks for this month and shows its four cards, its days and the month's total row", async () => {
    const api = renderPage();
    const month = dayjs().format("YYYY-MM");
    expect(await screen.findByText(`01.${month.slice(5)}.${month.slice(0, 4)}`)).toBeTruthy();
    expect(api.queries[0]).toEqual({ url: "/api/monthly-general-status", month });
    expect(cardValue("Toplam Gelir")).toContain("₺1.500,00");
    expect(cardValue("Toplam Gider")).toContain("₺350,50");
    expect(cardValue("Alacak")).toContain("₺2.000,00");
    expect(cardValue("Borç")).toContain("₺75,25");
    const total = screen.getByText("Toplam").closest("tr") as HTMLElement;
    expect(total.textContent).toContain("₺1.149,50");
    expect(total.textContent).toContain("4");
    const second = screen.getByText(`02.${month.slice(5)}.${month.slice(0, 4)}`).closest("tr") as HTMLElement;
    expect(second.textContent).toContain("-₺100,00");
  });

  it("reads the month picked in the month picker", async () => {
    const api = renderPage();
    const picker = await screen.findByLabelText("Ay");
    fireEvent.mouseDown(picker);
    fireEvent.click(picker);
    const previous = dayjs().subtract(1, "month");
    // The picker opens on this year; last month of January is in the year before.
    if (previous.year() !== dayjs().year()) fireEvent.click(document.querySelector(".ant-picker-header-super-prev-btn") as HTMLElement);
    fireEvent.click(await screen.findByTitle(previous.format("YYYY-MM")));
    await waitFor(() => expect(api.queries.at(-1)).toEqual({ url: "/api/monthly-general-status", month: previous.format("YYYY-MM") }));
  });

  it("downloads the month's PDF with the session's token", async () => {
    tokenStore.set("secret-token");
    const fetched = vi.fn(async () => new Response("%PDF-1.3", { status: 200, headers: { "content-type": "application/pdf" } }));
    vi.stubGlobal("fetch", fetched);
    URL.createObjectURL = vi.fn(() => "blob:pdf");
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    const month = dayjs().format("YYYY-MM");
    fireEvent.click(await screen.findByRole("button", { name: /PDF/ }));
    await waitFor(() => expect(saved).toEqual([`aylik-genel-durum-${month}.pdf`]));
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/monthly-general-status/pdf?month=${month}`);
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer secret-token");
  });

  it("says 'Bir Hata İle Karşılaşıldı!' when the PDF cannot be made", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 500 })));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /PDF/ }));
    expect(await screen.findByText("Bir Hata İle Karşılaşıldı!")).toBeTruthy();
  });

  it("shows the server's refusal with a retry instead of the report", async () => {
    renderPage(true);
    expect(await screen.findByText("Sunucu hatası")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tekrar Dene" })).toBeTruthy();
    expect(screen.queryByTestId("monthly-summary")).toBeNull();
  });
});
