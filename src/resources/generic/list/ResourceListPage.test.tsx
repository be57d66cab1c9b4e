// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EngineHarness, type HarnessOptions } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sample, sampleCategories, sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { DealerSelector } from "../../../layout/DealerSelector";
import { routesFor } from "../..";
import { Routes } from "react-router";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { preloadPages } from "../../../../tests/preload-pages";

afterEach(() => {
  vi.useRealTimers();
});

const renderList = (options: Partial<HarnessOptions> = {}) => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  render(<EngineHarness routerBindings={false} path="/ornekler" dataProvider={memory.dataProvider} {...options} />);
  return memory;
};

const keywordOf = (request: { filters: unknown[] }) =>
  (request.filters as { field?: string; value?: unknown }[]).find((filter) => filter.field === "keyword")?.value;

beforeAll(() => preloadPages("list"));

describe("generated list", () => {
  it("shows a page of rows and a pager from the envelope's total", async () => {
    const memory = renderList();
    // Default sort is created_at desc: the newest of the 40 rows comes first.
    expect(await screen.findByText("Emre Aydın 40")).toBeTruthy();
    expect(screen.getAllByRole("row")).toHaveLength(16);
    expect(memory.listRequests.find((request) => request.resource === "sample")).toMatchObject({ resource: "sample", page: 1, perPage: 15 });
    const pager = screen.getByRole("navigation", { name: "Sayfalar" });
    expect(within(pager).getByText("Toplam 40 kayıt")).toBeTruthy();
    expect(within(pager).getAllByRole("button").map((button) => button.textContent)).toEqual(["1", "2", "3"]);

    fireEvent.click(within(pager).getByRole("button", { name: "Sayfa 3" }));
    expect(await screen.findByText("Ayşe Yılmaz 1")).toBeTruthy();
  });

  it("renders cells by widget: money, enums, booleans, stripped HTML", async () => {
    renderList();
    const row = (await screen.findByText("Emre Aydın 40")).closest("tr") as HTMLElement;
    expect(within(row).getByText("₺50.000,50")).toBeTruthy();
    expect(within(row).getByText("Kurumsal")).toBeTruthy();
    expect(within(row).getByText("Evet")).toBeTruthy();
    expect(within(row).getByText("Prova cumartesi saat 14:00'te.")).toBeTruthy();
  });

  it("sends the keyword 500 ms after the last keystroke", async () => {
    const memory = renderList();
    await screen.findByText("Emre Aydın 40");
    vi.useFakeTimers();
    const search = screen.getByRole("textbox", { name: "Ara" });
    fireEvent.change(search, { target: { value: "Ay" } });
    fireEvent.change(search, { target: { value: "Ayşe" } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(memory.listRequests.some((request) => request.resource === "sample" && keywordOf(request) !== undefined)).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(memory.listRequests.filter((request) => request.resource === "sample").map(keywordOf).filter(Boolean)).toEqual(["Ayşe"]));
    expect(await screen.findByText("Ayşe Yılmaz 1")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Sayfalar" })).toBeNull();
  });

  it("shows the empty state", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, { sample: [] });
    render(<EngineHarness routerBindings={false} path="/ornekler" dataProvider={memory.dataProvider} />);
    expect(await screen.findByText("Henüz hiçbir kayıt girmemişsiniz!")).toBeTruthy();
  });

  it("offers delete only to the first user and only actions that access control allows", async () => {
    renderList({ firstUser: false, deny: ["edit"] });
    const row = (await screen.findByText("Emre Aydın 40")).closest("tr") as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole("button")).toHaveLength(1));
    expect(row.querySelector(".anticon-eye")).not.toBeNull();
  });

  it("names each row button by its action, not by a refusal", async () => {
    renderList();
    const row = (await screen.findByText("Emre Aydın 40")).closest("tr") as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole("button")).toHaveLength(3));
    expect(within(row).getAllByRole("button").map((button) => button.getAttribute("title"))).toEqual(["Görüntüle", "Düzenle", "Sil"]);
    expect(within(row).getByRole("button", { name: "Düzenle" })).toBeTruthy();
    expect(row.innerHTML).not.toContain("yetkiniz yok");
  });

  it("adds the dealer column and hides row actions for all dealers", async () => {
    renderList({ allDealers: true });
    expect(await screen.findByRole("columnheader", { name: "Bayi" })).toBeTruthy();
    const row = (await screen.findByText("Emre Aydın 40")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Prenses Moda")).toBeTruthy();
    expect(within(row).queryAllByRole("button")).toHaveLength(0);
  });

  it("ignores the dealer scope on a global resource: no dealer column, actions kept, no scope sent", async () => {
    const globalSample = { ...sample, "x-resource": { ...sample["x-resource"], tenant: "global" } } as const;
    const memory = renderList({ allDealers: true, schemas: [globalSample, sampleCategories] });
    const row = (await screen.findByText("Emre Aydın 40")).closest("tr") as HTMLElement;
    expect(screen.queryByRole("columnheader", { name: "Bayi" })).toBeNull();
    await waitFor(() => expect(within(row).getAllByRole("button").length).toBeGreaterThan(0));
    expect(memory.listRequests.find((request) => request.resource === "sample")?.meta).toMatchObject({ ignoreDealerScope: true });
  });

  it("fetches the list once when the operator picks another dealer", async () => {
    const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
    render(
      <EngineHarness routerBindings={false} path="/ornekler" dataProvider={memory.dataProvider} allDealers>
        <DealerSelector companies={[{ id: 7, full_name: "Prenses Moda" }]} />
        <Routes>{routesFor(sampleSchemas)}</Routes>
      </EngineHarness>,
    );
    await screen.findByText("Emre Aydın 40");
    const before = memory.listRequests.filter((request) => request.resource === "sample").length;
    const scopesSince = () => memory.listRequests.filter((request) => request.resource === "sample").slice(before).map((request) => request.meta.dealerScope);
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Bayi" }));
    fireEvent.click(await screen.findByText("Kendi Mağazam"));
    await waitFor(() => expect(screen.queryByRole("columnheader", { name: "Bayi" })).toBeNull());
    // Wait for the own view's request and its rows; a refetch of the old view would have been sent before it.
    await waitFor(() => expect(scopesSince()).toContain("own"));
    expect(await screen.findByText("Emre Aydın 40")).toBeTruthy();
    expect(scopesSince()).toEqual(["own"]);
  });
});
