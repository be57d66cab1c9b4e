// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord, CrudFilter, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { PermissionFlags } from "../../../domain/permissions";
import { schemas } from "../../../schemas";
import PartyTransactionsPage from "./PartyTransactionsPage";
import type { PartyKind } from "./party-kinds";

const registered = schemas as readonly ResourceSchema[];
const at = "2026-03-01T10:00:00.000Z";
const record = (id: number, values: BaseRecord): BaseRecord => ({ id, date: "2026-03-02", payment_type: "cash", created_at: at, _can: { update: true, delete: true }, ...values });

/** The server's period filters: recorded, then left out (the memory API answers equality only). */
const PERIOD_FIELDS = ["date_period", "date_gte", "date_lte"];

/** A client and a supplier with their figures (H1's party figures) and their records; accountings requests recorded. */
const createApi = () => {
  const memory = createMemoryDataProvider(registered, {
    clients: [{ id: 5, type: "person", full_name: "Ayşe Yılmaz", total_credits: "1200.00", total_debts: "0.00", balance: "1200.00", created_at: at }],
    suppliers: [{ id: 8, type: "business", full_name: "Tül Tekstil", total_credits: "0.00", total_debts: "300.00", balance: "-300.00", created_at: at }],
    accountings: [
      record(1, { kind: "income", type: "income", title: "Gelinlik satışı", price: "0.10", client_id: 5 }),
      record(2, { kind: "payment", type: "income", title: "Ara ödeme", price: "0.20", client_id: 5 }),
      record(3, { kind: "credit", type: "credit", title: "Kiralama taksiti", price: "1200.00", remaining: "1200.00", client_id: 5 }),
      record(4, { kind: "expense", type: "expense", title: "Kumaş", price: "450.00", supplier_id: 8 }),
      record(5, { kind: "income", type: "income", title: "Başka müşteri", price: "70.00", client_id: 6 }),
    ],
  });
  const requests: CrudFilter[][] = [];
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: (async (params) => {
      if (params.resource !== "accountings") return memory.dataProvider.getList(params);
      requests.push(params.filters ?? []);
      return memory.dataProvider.getList({ ...params, filters: (params.filters ?? []).filter((filter) => !("field" in filter) || !PERIOD_FIELDS.includes(filter.field)) });
    }) as DataProvider["getList"],
  };
  return { dataProvider, requests };
};

const renderPage = (kind: PartyKind, permissions?: Partial<PermissionFlags>) => {
  const api = createApi();
  render(
    <EngineHarness routerBindings={false} path="/cari-islemleri" schemas={registered} dataProvider={api.dataProvider} permissions={permissions}>
      <PartyTransactionsPage kind={kind} />
    </EngineHarness>,
  );
  return api;
};

const pick = async (label: string, name: string) => {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  fireEvent.click(await screen.findByTitle(name));
};

const card = (label: string) => within(screen.getByTestId("party-totals")).getByRole("group", { name: label }).textContent;
const valueOf = (filters: CrudFilter[], field: string) => (filters.find((filter) => "field" in filter && filter.field === field) as { value?: unknown } | undefined)?.value;

describe("Cari İşlemleri and Tedarikçi İşlemleri", () => {
  it("asks for a client first, then lists this month's records of that client with the period's income, open credits and balance", async () => {
    const api = renderPage("client");
    expect(await screen.findByText("Kayıtlarını görmek için bir müşteri seçin.", { selector: ".ant-empty-description" })).toBeTruthy();
    expect(api.requests).toEqual([]);
    await pick("Müşteri", "Ayşe Yılmaz");
    expect(await screen.findByText("Gelinlik satışı")).toBeTruthy();
    expect(screen.queryByText("Başka müşteri")).toBeNull();
    for (const filters of api.requests) {
      expect(valueOf(filters, "client_id")).toBe(5);
      expect(valueOf(filters, "date_period")).toBe("monthly");
    }
    // 0.10 + 0.20 added in kuruş: a float sum would be 0.30000000000000004.
    await waitFor(() => expect(card("Dönemin Geliri")).toContain("₺0,30"));
    await waitFor(() => expect(card("Açık Alacaklar")).toContain("₺1.200,00"));
    expect(card("Bakiye")).toContain("₺1.200,00");
  });

  it("opens a supplier's transactions on this week and offers the supplier credit modal for that supplier", async () => {
    const api = renderPage("supplier");
    expect((await screen.findByRole("button", { name: /Tedarikçi Alacağı/ })).hasAttribute("disabled")).toBe(true);
    await pick("Tedarikçi", "Tül Tekstil");
    expect(await screen.findByText("Kumaş")).toBeTruthy();
    expect(api.requests.every((filters) => valueOf(filters, "supplier_id") === 8 && valueOf(filters, "date_period") === "weekly")).toBe(true);
    await waitFor(() => expect(card("Dönemin Gideri")).toContain("₺450,00"));
    expect(card("Bakiye")).toContain("-₺300,00");
    fireEvent.click(screen.getByRole("button", { name: /Tedarikçi Alacağı/ }));
    expect(await screen.findByText("Tedarikçi Alacağı Oluştur")).toBeTruthy();
  });

  it("opens the create-record and interim payment modals for the chosen client", async () => {
    renderPage("client");
    await pick("Müşteri", "Ayşe Yılmaz");
    fireEvent.click(await screen.findByRole("button", { name: /Kayıt Oluştur/ }));
    const dialog = await screen.findByRole("dialog");
    // The six choices of spec §2, the client preset.
    for (const choice of ["Gelir", "Özel Gelir", "Gider", "Alacak", "Borç", "Ara Ödeme"]) expect(within(dialog).getByText(choice)).toBeTruthy();
    expect(await within(dialog).findByTitle("Ayşe Yılmaz")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: /Close|Kapat/ }));
    fireEvent.click(screen.getByRole("button", { name: /Ara Ödeme/ }));
    expect(await screen.findByRole("dialog", { name: /Ara Ödeme/ })).toBeTruthy();
  });

  it("offers no interim payment or supplier credit without the credits and debts flag", async () => {
    renderPage("supplier", { debts_credits_permission: false });
    expect(await screen.findByRole("button", { name: /Kayıt Oluştur/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Ara Ödeme/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Tedarikçi Alacağı/ })).toBeNull();
  });
});
