// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PermissionFlags } from "../../../domain/permissions";
import { localDateIn } from "../../../domain/periods";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { schemas } from "../../../schemas";
import { createAccountingApi, DAY_CLOSED_MESSAGE } from "./__fixtures__/accounting-api";
import AccountingPage from "./AccountingPage";

// H4's modals stand in as markers of what the page asked them to open with.
vi.mock("../record-modal/CreateRecordModal", () => ({
  default: (props: { open: boolean; initialKind?: string; record?: { id: number }; kinds?: string[] }) => (
    <div data-testid="create-record-modal">{JSON.stringify({ initialKind: props.initialKind, record: props.record?.id, kinds: props.kinds })}</div>
  ),
}));
vi.mock("../interim-payment/InterimPaymentModal", () => ({ default: () => <div data-testid="interim-payment-modal" /> }));

const registered = schemas as readonly ResourceSchema[];

const renderPage = (options: { permissions?: Partial<PermissionFlags>; closedIds?: number[] } = {}) => {
  const api = createAccountingApi({ closedIds: options.closedIds });
  render(
    <EngineHarness routerBindings={false} path="/odeme-al" schemas={registered} dataProvider={api.dataProvider} permissions={options.permissions}>
      <AccountingPage />
    </EngineHarness>,
  );
  return api;
};

const table = (name: "income" | "expense" | "open") => screen.findByTestId(`table-${name}`);
const rowOf = async (name: "income" | "expense" | "open", text: string) => (await within(await table(name)).findByText(text)).closest("tr") as HTMLElement;

beforeAll(async () => {
  // The lazy parts (date picker) load once, before the first wait.
  await import("../../../widgets/date/DateInput");
});

describe("Muhasebe (/odeme-al)", () => {
  it("shows the day's four cards and its incomes, expenses, credits and debts, each table asking for today's records of its type", async () => {
    const api = renderPage();
    const cards = await screen.findByTestId("accounting-cards");
    await waitFor(() => expect(within(cards).getByTestId("card-income").textContent).toBe("₺1.900,00"));
    expect(within(cards).getByTestId("card-debt").textContent).toBe("₺800,00");
    expect(api.calls.find((call) => call.url.endsWith("/accounting-report"))?.query).toEqual({ period: "daily" });
    expect(await rowOf("income", "Gelinlik satışı")).toBeTruthy();
    expect(await rowOf("expense", "Kira")).toBeTruthy();
    const credit = await rowOf("open", "Taksitli kına");
    expect(within(credit).getByText("₺600,00")).toBeTruthy();
    expect(api.lists).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "income", date_period: "today" }),
        expect.objectContaining({ type: "expense", date_period: "today" }),
        expect.objectContaining({ type_in: "credit,debt", date_period: "today" }),
      ]),
    );
  });

  it("asks the week's figures when 'weekly' is chosen", async () => {
    const api = renderPage();
    await table("income");
    fireEvent.click(screen.getByText("Haftalık"));
    await waitFor(() => expect(api.lists).toContainEqual(expect.objectContaining({ type: "income", date_period: "weekly" })));
    await waitFor(() => expect(api.calls.some((call) => (call.query as { period?: string } | undefined)?.period === "weekly")).toBe(true));
  });

  it("hides the cards without homepage_permission and asks nothing for them; credits and debts need their own flag", async () => {
    const api = renderPage({ permissions: { homepage_permission: false, debts_credits_permission: false } });
    await rowOf("income", "Gelinlik satışı");
    expect(screen.queryByTestId("accounting-cards")).toBeNull();
    expect(screen.queryByTestId("table-open")).toBeNull();
    expect(screen.queryByRole("button", { name: /Ara Ödeme/ })).toBeNull();
    expect(api.calls.some((call) => call.url.endsWith("/accounting-report"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: /Kayıt Oluştur/ }));
    expect((await screen.findByTestId("create-record-modal")).textContent).toContain('"kinds":["income","special_income","expense"]');
  });

  it("deletes a record after the spec's question, and shows the server's message when its day was closed meanwhile", async () => {
    const api = renderPage({ closedIds: [2] });
    fireEvent.click(within(await rowOf("income", "Gelinlik satışı")).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Kayıt silinecektir, emin misiniz?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    await waitFor(() => expect(within(screen.getByTestId("table-income")).queryByText("Gelinlik satışı")).toBeNull());
    fireEvent.click(within(await rowOf("expense", "Kira")).getByRole("button", { name: "Sil" }));
    fireEvent.click((await screen.findAllByRole("button", { name: "Tamam" })).at(-1)!);
    expect(await screen.findByText(DAY_CLOSED_MESSAGE)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "delete").map((call) => call.url)).toEqual(["/api/accountings/1", "/api/accountings/2"]);
  });

  it("locks a closed day's record: no edit or delete, 'Gün kapatıldı' says why, and 'Düzelt' reverses it after a question, then opens the create modal", async () => {
    const api = renderPage();
    const row = await rowOf("income", "Dünkü satış");
    expect(within(row).queryByRole("button", { name: "Sil" })).toBeNull();
    expect(within(row).queryByRole("button", { name: "Düzenle" })).toBeNull();
    expect(within(row).getByLabelText(/Gün kapatıldı: Bu günün kasası kapatıldı/)).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Düzelt" }));
    expect(await screen.findByText(/ters kaydı bugünün tarihiyle oluşturulacak/)).toBeTruthy();
    fireEvent.click((await screen.findAllByRole("button", { name: "Düzelt" })).at(-1)!);
    await waitFor(() => expect(api.calls).toContainEqual(expect.objectContaining({ url: "/api/accountings/5/reverse", method: "post" })));
    expect((await screen.findByTestId("create-record-modal")).textContent).toContain('"initialKind":"income"');
  });

  it("edits an open record in H4's modal", async () => {
    renderPage();
    fireEvent.click(within(await rowOf("expense", "Kira")).getByRole("button", { name: "Düzenle" }));
    expect((await screen.findByTestId("create-record-modal")).textContent).toContain('"record":2');
  });

  it("receives a monthly credit on today's date with the next payment dates proposed a month on", async () => {
    const api = renderPage();
    fireEvent.click(within(await rowOf("open", "Taksitli kına")).getByRole("button", { name: "Ödeme Alındı" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText("Yeni İlk Ödeme Tarihi");
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Ödeme Alındı" }).at(-1)!);
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        url: "/api/accountings/3/receive",
        method: "post",
        payload: { date: localDateIn(new Date()), payment_type: "cash", new_first_payment_date: "2026-12-30", new_last_payment_date: "2027-01-31" },
        query: undefined,
      }),
    );
    expect(await screen.findByText("Alacak Başarıyla Gelire Dönüştürüldü!")).toBeTruthy();
  });

  it("completes a debt: the payment date is required, then 'Ödeme başarıyla gidere dönüştürüldü!'", async () => {
    const api = renderPage();
    fireEvent.click(within(await rowOf("open", "Kumaş borcu")).getByRole("button", { name: "Ödemeyi Tamamla" }));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByLabelText("Ödeme Tarihi");
    // The spec's convert-to-expense modal: the payment date is required (the form's required mark and rule).
    expect(within(dialog).getByText("Ödeme Tarihi").closest("label")?.className).toContain("ant-form-item-required");
    expect(within(dialog).queryByLabelText("Yeni İlk Ödeme Tarihi")).toBeNull();
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Ödemeyi Tamamla" }).at(-1)!);
    await waitFor(() => expect(api.calls).toContainEqual(expect.objectContaining({ url: "/api/accountings/4/complete", payload: expect.objectContaining({ payment_type: "cash" }) })));
    expect(await screen.findByText("Ödeme başarıyla gidere dönüştürüldü!")).toBeTruthy();
  });

  it("shows a credit's detail: its fields, its payments and its history (who, when, price before → after)", async () => {
    renderPage();
    fireEvent.click(within(await rowOf("open", "Taksitli kına")).getByRole("button", { name: "Detay" }));
    const detail = await screen.findByTestId("record-detail");
    expect(within(detail).getAllByText("Taksitli kına").length).toBeGreaterThan(0);
    const payments = within(detail).getByRole("region", { name: "Ödemeler" });
    expect(await within(payments).findByText("₺400,00")).toBeTruthy();
    const history = await within(detail).findByTestId("record-history");
    expect(within(history).getByText("Değiştirildi")).toBeTruthy();
    expect(within(history).getAllByText(/Ayşe Yılmaz/)).toHaveLength(2);
    const change = within(history).getAllByText(/Tutar:/)[0].closest("li")!;
    expect(change.textContent).toBe("Tutar: ₺900,00 → ₺1.000,00");
    expect(within(history).getByText(/ilgili kayıt #6/)).toBeTruthy();
  });

  it("offers the invoice from an income's detail", async () => {
    renderPage();
    fireEvent.click(within(await rowOf("income", "Gelinlik satışı")).getByRole("button", { name: "Detay" }));
    const detail = await screen.findByTestId("record-detail");
    expect(within(detail).getByRole("button", { name: /Fatura/ })).toBeTruthy();
  });
});
