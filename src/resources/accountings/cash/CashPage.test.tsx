// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localDateIn } from "../../../domain/periods";
import { EngineHarness, type HarnessOptions } from "../../../engine/__fixtures__/harness";
import { tokenStore } from "../../../providers/token-store";
import { createCashApi, sampleSafe } from "./cash-fake-api";
import CashPage from "./CashPage";

// What react-to-print was asked to print: the node its contentRef held when the print button was pressed.
const printed = vi.hoisted(() => [] as (HTMLElement | null)[]);
vi.mock("react-to-print", () => ({
  useReactToPrint:
    ({ contentRef }: { contentRef: { current: HTMLElement | null } }) =>
    () =>
      printed.push(contentRef.current),
}));

const slow = { timeout: 15000 };
// The harness's user has no company time zone: today on the shop's default clock.
const today = localDateIn(new Date(), "Europe/Istanbul");

const renderPage = (path = "/kasa", api = createCashApi(), options: Partial<HarnessOptions> = {}) => {
  render(
    <EngineHarness routerBindings={false} path={path} schemas={[]} dataProvider={api.dataProvider} {...options}>
      <CashPage />
    </EngineHarness>,
  );
  return api;
};

/** The page's own card, without the dialogs antd puts beside it. */
const page = () => screen.getByRole("heading", { name: "Kasa" }).closest(".ant-card") as HTMLElement;
const card = (key: string) => screen.getByTestId(`cash-card-${key}`).textContent;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe("Kasa", () => {
  it("shows today's cash box: the four cards, each payment type's income, expense and net, and the records", async () => {
    const api = renderPage();
    await screen.findByText("Gelinlik satışı", {}, slow);
    expect(api.safeCalls()[0].query).toEqual({ date: today, page: 1, perPage: 15 });
    expect(card("inSafeMoney")).toContain("Kasadaki Para");
    expect(card("inSafeMoney")).toContain("₺12.500,50");
    expect(card("income")).toContain("₺3.250,00");
    expect(card("expense")).toContain("₺400,25");
    expect(card("processCount")).toContain("3");
    const eft = within(screen.getByTestId("cash-groups")).getByText("Havale / EFT").closest("tr")!;
    expect(eft.textContent).toContain("₺300,00");
    expect(eft.textContent).toContain("₺400,25");
    expect(eft.textContent).toContain("-₺100,25");
    const split = within(screen.getByTestId("cash-records")).getByText("Ara ödeme").closest("tr")!;
    expect(split.textContent).toContain("Çoklu Ödeme");
    expect(split.textContent).toContain("₺1.000,00 nakit, ₺700,00 kart, ₺300,00 EFT");
  });

  it("opens a month by its address and offers no day close for a range", async () => {
    const api = renderPage("/kasa?start_date=2026-10-01&end_date=2026-10-31");
    await screen.findByText("Gelinlik satışı", {}, slow);
    expect(api.safeCalls()[0].query).toEqual({ start_date: "2026-10-01", end_date: "2026-10-31", page: 1, perPage: 15 });
    expect(screen.queryByRole("button", { name: /Günü Kapat/ })).toBeNull();
  });

  it("narrows the cash box to one payment type", async () => {
    const api = renderPage();
    await screen.findByText("Gelinlik satışı", {}, slow);
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Ödeme Türü" }));
    fireEvent.click(await screen.findByTitle("Havale / EFT"));
    await waitFor(() => expect(api.safeCalls().at(-1)?.query).toEqual({ date: today, payment_type: "eft", page: 1, perPage: 15 }), slow);
  });

  it("reads the records a server page at a time", async () => {
    const many = (query: Record<string, unknown>) => {
      const answer = sampleSafe(String(query.date));
      return { ...answer, records: { ...answer.records, total: 40, last_page: 3, current_page: Number(query.page) } };
    };
    const api = renderPage("/kasa", createCashApi({ safeFor: many }));
    await screen.findByText("Gelinlik satışı", {}, slow);
    fireEvent.click(screen.getByRole("button", { name: "Sayfa 2" }));
    await waitFor(() => expect(api.safeCalls().at(-1)?.query).toEqual({ date: today, page: 2, perPage: 15 }), slow);
  });

  it("says 'Henüz hiçbir kayıt girmemişsiniz!' for a day without records", async () => {
    renderPage("/kasa", createCashApi({ safeFor: (query) => sampleSafe(String(query.date), { records: { data: [], current_page: 1, per_page: 15, total: 0, last_page: 1 } }) }));
    expect(await screen.findByText("Henüz hiçbir kayıt girmemişsiniz!", {}, slow)).toBeTruthy();
  });

  it("shows the error when the cash box cannot be read", async () => {
    renderPage("/kasa", createCashApi({ failSafe: true }));
    expect(await screen.findByRole("alert", {}, slow)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("Bir Hata İle Karşılaşıldı!");
  });

  it("closes the day after a confirmation that says what closing means, then shows the badge and, to the first user, the reopen", async () => {
    const api = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: /Günü Kapat/ }, slow));
    const dialog = await screen.findByRole("dialog", {}, slow);
    expect(dialog.textContent).toContain("değiştirilemez ve silinemez");
    expect(api.created).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: /Günü Kapat/ }));
    await waitFor(() => expect(api.created.map((call) => [call.resource, call.variables])).toEqual([["day_closes", { day: today }]]), slow);
    const badge = await screen.findByTestId("day-closed", {}, slow);
    expect(badge.textContent).toContain("Gün kapatıldı");
    // On the page itself (the confirmation, a portal, may linger through its closing animation).
    expect(within(page()).queryByRole("button", { name: /Günü Kapat/ })).toBeNull();
    fireEvent.click(within(badge).getByRole("button", { name: /Günü Yeniden Aç/ }));
    fireEvent.click(await screen.findByRole("button", { name: "Yeniden Aç" }, slow));
    await waitFor(() => expect(api.deleted.map((call) => [call.resource, call.id])).toEqual([["day_closes", api.created.length]]), slow);
    expect(await within(page()).findByRole("button", { name: /Günü Kapat/ }, slow)).toBeTruthy();
  });

  it("never offers a staff user the reopen of a closed day", async () => {
    const closed = { id: 9, day: today, created_at: "2026-11-24T18:30:00.000Z" };
    renderPage("/kasa", createCashApi({ safeFor: (query) => sampleSafe(String(query.date), { closed }) }), { firstUser: false });
    const badge = await screen.findByTestId("day-closed", {}, slow);
    expect(badge.textContent).toContain("Gün kapatıldı");
    expect(within(badge).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("button", { name: /Günü Kapat/ })).toBeNull();
  });

  it("downloads the day's Excel with the session's token as kasa-<date>.xlsx", async () => {
    tokenStore.set("secret-token");
    const fetched = vi.fn(async () => new Response("xlsx", { status: 200 }));
    vi.stubGlobal("fetch", fetched);
    URL.createObjectURL = vi.fn(() => "blob:xlsx");
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = renderPage();
    await screen.findByText("Gelinlik satışı", {}, slow);
    fireEvent.click(screen.getByRole("button", { name: /Excel/ }));
    await waitFor(() => expect(saved).toEqual([`kasa-${today}.xlsx`]), slow);
    expect(api.calls.find((call) => call.url.endsWith("/printsafeexcel"))).toMatchObject({ method: "post", payload: { date: today } });
    const [url, init] = fetched.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/downloads/tok-1");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer secret-token");
  });

  it("says 'Bir Hata İle Karşılaşıldı!' when the Excel file cannot be fetched", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("{}", { status: 404 })));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderPage();
    await screen.findByText("Gelinlik satışı", {}, slow);
    fireEvent.click(screen.getByRole("button", { name: /Excel/ }));
    expect(await screen.findByText("Bir Hata İle Karşılaşıldı!", {}, slow)).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });

  it("previews the end-of-day sheet with the day, the cards, the per-type table and every record", async () => {
    const api = renderPage();
    await screen.findByText("Gelinlik satışı", {}, slow);
    fireEvent.click(screen.getByRole("button", { name: /Gün Sonu Yazdır/ }));
    const sheet = await screen.findByTestId("end-of-day-sheet", {}, slow);
    expect(api.safeCalls().at(-1)?.query).toEqual({ date: today, page: 1, perPage: 100 });
    const [year, month, date] = today.split("-");
    expect(sheet.textContent).toContain(`Gün Sonu: ${date}.${month}.${year}`);
    expect(sheet.textContent).toContain("₺12.500,50");
    expect(within(screen.getByTestId("end-of-day-groups")).getByText("Havale / EFT").closest("tr")!.textContent).toContain("-₺100,25");
    expect(within(screen.getByTestId("end-of-day-records")).getAllByRole("row")).toHaveLength(4);
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: /Yazdır/ }));
    // The sheet alone goes to the printer, not the page around it.
    expect(printed).toEqual([sheet]);
  });
});
