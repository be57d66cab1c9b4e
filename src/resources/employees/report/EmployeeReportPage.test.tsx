// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { tokenStore } from "../../../providers/token-store";
import EmployeeReportPage from "./EmployeeReportPage";
import type { EmployeeReport, EmployeeReportRow, OneEmployeeReport } from "./use-employee-report";

const zeynep: EmployeeReportRow = { employee_id: 7, full_name: "Zeynep Öztürk", is_sale: true, sale_income: "1000.00", rent_income: "2500.50", commission: "400.06", leave_days: 2, advances: "1000.00", salaries: "15000.00" };
const cem: EmployeeReportRow = { employee_id: 8, full_name: "Cem Yılmaz", is_sale: false, sale_income: "0.00", rent_income: "0.00", commission: "0.00", leave_days: 0, advances: "0.00", salaries: "0.00" };

const reportOf = (rows: EmployeeReportRow[], total = rows.length): EmployeeReport => ({
  start_date: "2026-03-01",
  end_date: "2026-03-31",
  cards: { employees: total, sale_income: "1200.00", rent_income: "2600.50", leave_days: 3 },
  data: rows,
  current_page: 1,
  per_page: 15,
  total,
  last_page: Math.max(1, Math.ceil(total / 15)),
});

const zeynepReport: OneEmployeeReport = {
  start_date: "2026-03-01",
  end_date: "2026-03-31",
  employee: { id: 7, full_name: "Zeynep Öztürk", salary: "15000.00", commission: 12, is_sale: true },
  figures: { sale_income: "1000.00", rent_income: "2500.50", commission: "400.06", leave_days: 2, advances: "1000.00", salaries: "15000.00" },
  commissions: [{ id: 1, date: "2026-03-20", type: "rent", total_price: "2500.50", rate: 12, commission: "300.06", description: "Kına gelinliği" }],
  permits: [{ id: 2, start_at: "2026-03-30", finish_at: "2026-04-02", daycount: 4, days_in_period: 2, description: null }],
  payments: [{ id: 3, kind: "advance", date: "2026-03-10", price: "1000.00", payment_type: "eft", description: null }],
};

/** The report routes as E2's contract answers them; every query recorded; `fail` makes the list refuse. */
const createApi = ({ rows = [zeynep, cem], total, fail = false }: { rows?: EmployeeReportRow[]; total?: number; fail?: boolean } = {}) => {
  const queries: Record<string, unknown>[] = [];
  let failing = fail;
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async (params: CustomParams) => {
      queries.push({ url: params.url, ...(params.query as object) });
      if (params.url === "/api/employee-reports/7") return { data: zeynepReport as never };
      if (failing) throw { statusCode: 500, message: "Sunucu hatası" };
      return { data: reportOf(rows, total) as never };
    },
  };
  return { dataProvider, queries, recover: () => (failing = false) };
};

const Address = () => {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
};

const renderPage = (path = "/employee-reports", options: Parameters<typeof createApi>[0] = {}) => {
  const api = createApi(options);
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider}>
      <Routes>
        <Route
          path="/employee-reports/:type?"
          element={
            <>
              <EmployeeReportPage />
              <Address />
            </>
          }
        />
      </Routes>
    </EngineHarness>,
  );
  return api;
};

const cardValue = (testId: string, label: string) => within(screen.getByTestId(testId)).getByRole("group", { name: label }).textContent;
const thisMonth = { year: String(dayjs().year()), month: String(dayjs().month() + 1) };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe("Çalışan Raporu", () => {
  it("asks for this month and shows the four cards and a line per employee with their money in Turkish", async () => {
    const api = renderPage();
    const row = (await screen.findByRole("button", { name: "Zeynep Öztürk" })).closest("tr") as HTMLElement;
    expect(api.queries[0]).toEqual({ url: "/api/employee-reports", ...thisMonth, page: 1, perPage: 15 });
    expect(cardValue("employee-report-cards", "Çalışan Sayısı")).toBe("Çalışan Sayısı2");
    expect(cardValue("employee-report-cards", "Satış Geliri")).toContain("₺1.200,00");
    expect(cardValue("employee-report-cards", "Kiralama Geliri")).toContain("₺2.600,50");
    expect(cardValue("employee-report-cards", "İzin Günü")).toBe("İzin Günü3");
    expect(row.textContent).toContain("₺2.500,50");
    expect(row.textContent).toContain("₺400,06");
    expect(row.textContent).toContain("₺15.000,00");
    expect(screen.getByTestId("employee-report-range").textContent).toBe("01.03.2026 – 31.03.2026");
  });

  it("reads the month and year of the address, and the whole year when 'Yıllık' is chosen", async () => {
    const api = renderPage("/employee-reports/3?year=2025");
    await screen.findByRole("button", { name: "Zeynep Öztürk" });
    expect(api.queries[0]).toEqual({ url: "/api/employee-reports", year: "2025", month: "3", page: 1, perPage: 15 });
    fireEvent.mouseDown(screen.getByLabelText("Dönem"));
    fireEvent.click(await screen.findByTitle("Yıllık"));
    await waitFor(() => expect(api.queries.at(-1)).toEqual({ url: "/api/employee-reports", year: "2025", page: 1, perPage: 15 }));
    expect(screen.getByTestId("address").textContent).toBe("/employee-reports/yearly?year=2025");
  });

  it("offers the 12 months by name in the user's language", async () => {
    renderPage();
    fireEvent.mouseDown(await screen.findByLabelText("Dönem"));
    fireEvent.click(await screen.findByTitle("Şubat"));
    await waitFor(() => expect(screen.getByTestId("address").textContent).toBe(`/employee-reports/2?year=${dayjs().year()}`));
  });

  it("says 'Henüz hiçbir kayıt girmemişsiniz!' for a shop without employees", async () => {
    renderPage("/employee-reports", { rows: [] });
    expect(await screen.findByText("Henüz hiçbir kayıt girmemişsiniz!")).toBeTruthy();
  });

  it("pages through more employees than one page holds", async () => {
    const api = renderPage("/employee-reports", { total: 20 });
    await screen.findByRole("button", { name: "Zeynep Öztürk" });
    fireEvent.click(screen.getByTitle("2"));
    await waitFor(() => expect(api.queries.at(-1)).toMatchObject({ url: "/api/employee-reports", page: 2 }));
  });

  it("shows the server's refusal with a retry instead of the report, and the report once it answers", async () => {
    const api = renderPage("/employee-reports", { fail: true });
    expect(await screen.findByText("Sunucu hatası")).toBeTruthy();
    expect(screen.queryByTestId("employee-report-cards")).toBeNull();
    api.recover();
    fireEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByRole("button", { name: "Zeynep Öztürk" })).toBeTruthy();
  });

  it("opens an employee's own report with their figures, commissions, leave and payments for the period", async () => {
    const api = renderPage("/employee-reports/3?year=2026");
    fireEvent.click(await screen.findByRole("button", { name: "Zeynep Öztürk" }));
    const drawer = await screen.findByRole("dialog", { name: "Zeynep Öztürk: Çalışan Raporu" });
    expect(await within(drawer).findByText("Kına gelinliği")).toBeTruthy();
    expect(api.queries).toContainEqual({ url: "/api/employee-reports/7", year: "2026", month: "3" });
    expect(cardValue("employee-report-figures", "Prim")).toContain("₺400,06");
    const commission = within(drawer).getByText("Kına gelinliği").closest("tr") as HTMLElement;
    expect(commission.textContent).toContain("20.03.2026");
    expect(commission.textContent).toContain("Kiralama");
    expect(commission.textContent).toContain("₺300,06");
    const leave = within(drawer).getByText("30.03.2026").closest("tr") as HTMLElement;
    expect(leave.textContent).toContain("02.04.2026");
    const payment = within(drawer).getByText("10.03.2026").closest("tr") as HTMLElement;
    expect(payment.textContent).toContain("Avans");
    expect(payment.textContent).toContain("Havale / EFT");
  });
});

describe("the employee report's PDFs", () => {
  /** A tab window.open hands back, which the page points at the PDF; a fetch that answers a PDF (or refuses). */
  const stubPdf = (status = 200) => {
    tokenStore.set("secret-token");
    const fetched = vi.fn(async () => (status === 200 ? new Response("%PDF-1.3", { status, headers: { "content-type": "application/pdf" } }) : new Response("{}", { status })));
    vi.stubGlobal("fetch", fetched);
    URL.createObjectURL = vi.fn(() => "blob:pdf");
    URL.revokeObjectURL = vi.fn();
    const tab = { location: { href: "" }, close: vi.fn() };
    vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
    return { fetched, tab };
  };

  it("opens the period's PDF in a new tab, fetched with the session's token", async () => {
    const { fetched, tab } = stubPdf();
    renderPage("/employee-reports/3?year=2026");
    fireEvent.click(await screen.findByRole("button", { name: "PDF" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:pdf"));
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/employee-reports/pdf?year=2026&month=3");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer secret-token");
  });

  it("opens one employee's PDF from their report", async () => {
    const { fetched, tab } = stubPdf();
    renderPage("/employee-reports/yearly?year=2026");
    fireEvent.click(await screen.findByRole("button", { name: "Zeynep Öztürk" }));
    fireEvent.click(await screen.findByRole("button", { name: "Zeynep Öztürk: Çalışan Raporu PDF" }));
    await waitFor(() => expect(tab.location.href).toBe("blob:pdf"));
    expect((fetched.mock.calls[0] as unknown as [string])[0]).toBe("/api/employee-reports/7/pdf?year=2026");
  });

  it("says 'Bir Hata İle Karşılaşıldı!' and closes the tab when the PDF cannot be made", async () => {
    const { tab } = stubPdf(500);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "PDF" }));
    expect(await screen.findByText("Bir Hata İle Karşılaşıldı!")).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});
