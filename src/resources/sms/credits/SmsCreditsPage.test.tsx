// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { allFlags } from "../../../domain/permissions";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { Identity } from "../../../providers/session";
import SmsCreditsPage, { Credits } from "./SmsCreditsPage";
import type { SmsCreditEntry } from "./use-sms-credits";

const operator = {
  id: 1,
  name: "Operatör",
  email: "op@example.com",
  phone: null,
  locked: false,
  locked_set: false,
  first_user: true,
  roles: ["superadmin"],
  permissions: allFlags(true),
  company: { id: 1, full_name: "Platform" },
  companies: [
    { id: 5, full_name: "Beyaz Gelinlik" },
    { id: 6, full_name: "Prenses Moda" },
  ],
  balance: "0.00",
} as unknown as Identity;

const entry = (id: number, delta: number, reason: SmsCreditEntry["reason"], balance: number, note: string | null = null): SmsCreditEntry => ({
  id,
  delta,
  reason,
  note,
  balance,
  created_at: "2026-11-20T09:30:00.000Z",
});

/** The credits routes: a ledger per company; a grant adds a row and answers the new balance. */
const createApi = () => {
  const ledgers: Record<number, SmsCreditEntry[]> = { 5: [entry(2, -2, "spend", 98), entry(1, 100, "grant", 100, "Açılış")], 6: [] };
  const grants: unknown[] = [];
  const reads: unknown[] = [];
  const dataProvider: DataProvider = {
    ...createMemoryDataProvider([], {}).dataProvider,
    custom: async ({ url, method, payload, query }: CustomParams) => {
      if (url === "/api/sms-credits" && method === "get") {
        const companyId = Number((query as { company_id: number }).company_id);
        reads.push(query);
        const rows = ledgers[companyId] ?? [];
        return { data: { data: rows, current_page: 1, per_page: 10, total: rows.length, last_page: 1 } as never };
      }
      if (url === "/api/sms-credits" && method === "post") {
        const { company_id, amount, note } = payload as { company_id: number; amount: number; note?: string };
        grants.push(payload);
        const balance = (ledgers[company_id][0]?.balance ?? 0) + amount;
        ledgers[company_id] = [entry(10 + grants.length, amount, "grant", balance, note ?? null), ...ledgers[company_id]];
        return { data: { balance } as never };
      }
      throw { statusCode: 404, message: `no ${method} ${url}` };
    },
  };
  return { dataProvider, grants, reads };
};

const formItem = (text: string): HTMLElement => screen.getByText(text, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

describe("SMS credits (operators)", () => {
  it("grants credits to the chosen company with a note and shows its ledger", async () => {
    const api = createApi();
    render(
      <EngineHarness routerBindings={false} path="/sms-kredileri" dataProvider={api.dataProvider}>
        <Credits identity={operator} />
      </EngineHarness>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "SMS Kredileri" })).toBeTruthy();
    // Nothing is asked before a company is chosen, and nothing can be granted.
    expect(api.reads).toEqual([]);
    expect((screen.getByRole("button", { name: /Kredi Ekle/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.mouseDown(within(formItem("Firma")).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Beyaz Gelinlik"));
    const ledger = await waitFor(() => document.getElementById("sms-credits-ledger") as HTMLElement);
    expect(await within(ledger).findByText("Açılış")).toBeTruthy();
    expect(within(ledger).getByText("-2")).toBeTruthy();
    expect(within(ledger).getByText("Operatör ekledi")).toBeTruthy();

    fireEvent.change(within(formItem("Kredi Miktarı")).getByRole("spinbutton"), { target: { value: "500" } });
    fireEvent.change(within(formItem("Not")).getByRole("textbox"), { target: { value: "Kampanya hediyesi" } });
    fireEvent.click(screen.getByRole("button", { name: /Kredi Ekle/ }));
    expect(await screen.findByText("500 SMS kredisi eklendi. Yeni kredi: 598")).toBeTruthy();
    expect(api.grants).toEqual([{ company_id: 5, amount: 500, note: "Kampanya hediyesi" }]);
    expect(await within(ledger).findByText("Kampanya hediyesi")).toBeTruthy();
    expect(within(ledger).getByText("+500")).toBeTruthy();
  });

  it("asks for an amount before granting", async () => {
    const api = createApi();
    render(
      <EngineHarness routerBindings={false} path="/sms-kredileri" dataProvider={api.dataProvider}>
        <Credits identity={operator} />
      </EngineHarness>,
    );
    fireEvent.mouseDown(within(await waitFor(() => formItem("Firma"))).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Prenses Moda"));
    expect(await screen.findByText("Bu firmanın kredi hareketi yok.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Kredi Ekle/ }));
    expect(await within(formItem("Kredi Miktarı")).findByText("Bu alan zorunludur.")).toBeTruthy();
    expect(api.grants).toEqual([]);
  });

  it("is refused to a shop's user", async () => {
    const api = createApi();
    render(
      <EngineHarness routerBindings={false} path="/sms-kredileri" dataProvider={api.dataProvider}>
        <SmsCreditsPage />
      </EngineHarness>,
    );
    expect(await screen.findByText("Yetkisiz Erişim", {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.reads).toEqual([]);
  });
});
