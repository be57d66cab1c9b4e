// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { DataProvider } from "@refinedev/core";
import { render, screen, within } from "@testing-library/react";
import { Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routesFor } from "../..";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { clients } from "../../../schemas/clients.schema";
import { suppliers } from "../../../schemas/suppliers.schema";
import { preloadPages } from "../../../../tests/preload-pages";

const parties = [clients, suppliers] as unknown as ResourceSchema[];

const row = { id: 1, type: "business", full_name: "Kaya Gelinlik", gsm: "+905321234567", city: "İzmir", total_debts: "0.00", total_credits: "0.00", balance: "1234.50", created_at: "2026-03-15T10:30:00.000Z" };

/** The memory API, answering lists with the envelope's counters when `counters` is given (as the server does). */
const renderList = (path: string, rows: Record<string, unknown>[], counters?: Record<string, number | string>) => {
  const memory = createMemoryDataProvider(parties, { clients: rows, suppliers: rows } as never);
  const dataProvider: DataProvider = {
    ...memory.dataProvider,
    getList: async (params) => ({ ...(await memory.dataProvider.getList(params)), ...(counters ? { counters } : {}) }),
  };
  render(
    <EngineHarness routerBindings={false} path={path} dataProvider={dataProvider}>
      <Routes>{routesFor(parties, {})}</Routes>
    </EngineHarness>,
  );
};

beforeAll(() => preloadPages("list", "show"));

describe("list counters", () => {
  it("shows the envelope's counters as cards: counts as whole numbers, figures as money", async () => {
    renderList("/musteri-yonetimi", [row], { total: 1234, person: 1000, business: 234, total_debts: "0.00", total_credits: "0.00", balance: "1234.50" });
    const cards = await screen.findByTestId("list-counters");
    const card = (title: string) => within(cards).getByText(title).closest(".ant-card") as HTMLElement;
    expect(within(card("Toplam Müşteri")).getByText("1.234")).toBeTruthy();
    expect(within(card("Şahıs")).getByText("1.000")).toBeTruthy();
    expect(within(card("Bakiye")).getByText("₺1.234,50")).toBeTruthy();
    expect(within(card("Toplam Borç")).getByText("₺0,00")).toBeTruthy();
    // The computed figure is a money column of the table too.
    const tableRow = screen.getByText("Kaya Gelinlik").closest("tr") as HTMLElement;
    expect(within(tableRow).getByText("₺1.234,50")).toBeTruthy();
  });

  it("shows no cards when the answer carries none (a supplier list without homepage permission)", async () => {
    renderList("/tedarikci-yonetimi", [row]);
    expect(await screen.findByText("Kaya Gelinlik")).toBeTruthy();
    expect(screen.queryByTestId("list-counters")).toBeNull();
  });
});

describe("list empty text", () => {
  it("uses the resource's own text where it has one ('Tedarikçi bulunamadı.')", async () => {
    renderList("/tedarikci-yonetimi", []);
    expect(await screen.findByText("Tedarikçi bulunamadı.")).toBeTruthy();
  });

  it("uses the client list's own text", async () => {
    renderList("/musteri-yonetimi", []);
    expect(await screen.findByText("Henüz müşteri eklenmemiş!")).toBeTruthy();
  });
});

describe("missing supplier", () => {
  it("says 'Tedarikçi bulunamadı.' on the edit page of a missing supplier", async () => {
    renderList("/tedarikci/99999", []);
    expect(await screen.findByText("Tedarikçi bulunamadı.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Listeye Dön" }).getAttribute("href")).toBe("/tedarikci-yonetimi");
  });
});

describe("client show page", () => {
  it("shows the computed figures as money and only the fields of the client's type", async () => {
    renderList("/musteri/1", [row]);
    expect(await screen.findByText("Kaya Gelinlik")).toBeTruthy();
    const balance = screen.getByText("Bakiye").closest("tr") as HTMLElement;
    expect(within(balance).getByText("₺1.234,50")).toBeTruthy();
    // A business: its tax number is shown, a person's identity and groom fields are not.
    expect(screen.getByText("Vergi No")).toBeTruthy();
    expect(screen.queryByText("TC Kimlik No")).toBeNull();
    expect(screen.queryByText("Damat Ad Soyad")).toBeNull();
  });
});
