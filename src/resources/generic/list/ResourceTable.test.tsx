// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { BaseRecord } from "@refinedev/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sample, sampleCategories, sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { ResourceTable, type ResourceTableProps } from "./ResourceTable";

afterEach(() => {
  vi.useRealTimers();
});

const slow = { timeout: 5000 };

const renderTable = (props: Partial<ResourceTableProps> = {}, schemas: readonly ResourceSchema[] = sampleSchemas) => {
  const memory = createMemoryDataProvider(schemas, sampleRows());
  render(
    <EngineHarness routerBindings={false} path="/" dataProvider={memory.dataProvider} schemas={schemas}>
      <ResourceTable resource="sample" {...props} />
    </EngineHarness>,
  );
  return memory;
};

const rowOf = async (text: string) => (await screen.findByText(text, {}, slow)).closest("tr") as HTMLElement;
const sampleRequests = (memory: ReturnType<typeof renderTable>) => memory.listRequests.filter((request) => request.resource === "sample");
const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

describe("ResourceTable", () => {
  it("sends its fixed filters with every request and offers them neither as filters nor as columns", async () => {
    const memory = renderTable({ fixedFilters: { type: "business" } });
    expect(await screen.findByText("Emre Aydın 40", {}, slow)).toBeTruthy();
    expect(screen.queryByText("Elif Şahin 36")).toBeNull();
    // The 14 businesses of the 40 rows, on one page under the header row.
    expect(screen.getAllByRole("row")).toHaveLength(15);
    expect(headers()).not.toContain("Tür");
    expect(screen.queryByRole("combobox", { name: "Tür" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Aktif" })).toBeTruthy();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByRole("textbox", { name: "Ara" }), { target: { value: "Can" } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(sampleRequests(memory).at(-1)?.filters).toContainEqual({ field: "keyword", operator: "contains", value: "Can" }));
    for (const request of sampleRequests(memory)) expect(request.filters).toContainEqual({ field: "type", operator: "eq", value: "business" });
  });

  it("shows the columns it is given, fields by their widget and the caller's own, with the title and extra slots", async () => {
    renderTable({
      columns: ["full_name", "balance", { key: "number", title: "Sıra", render: (_value: unknown, record: BaseRecord) => `#${record.id}` }],
      title: <strong>Müşteri Örnekleri</strong>,
      extra: <button type="button">Dışa Aktar</button>,
    });
    const row = await rowOf("Emre Aydın 40");
    expect(headers()).toEqual(["Ad Soyad", "Bakiye", "Sıra", "İşlemler"]);
    expect(within(row).getByText("₺50.000,50")).toBeTruthy();
    expect(within(row).getByText("#40")).toBeTruthy();
    expect(screen.getByText("Müşteri Örnekleri")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dışa Aktar" })).toBeTruthy();
  });

  it("edits a row in a modal when asked to, and shows the change", async () => {
    const memory = renderTable({ editInModal: true });
    const row = await rowOf("Emre Aydın 40");
    fireEvent.click(await within(row).findByRole("button", { name: "Düzenle" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Örnek Düzenle")).toBeTruthy();
    fireEvent.change(await within(dialog).findByDisplayValue("Emre Aydın 40", {}, slow), { target: { value: "Emre Aydın Kırk" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(memory.rows.sample.find((item) => item.id === 40)?.full_name).toBe("Emre Aydın Kırk"));
    expect(await screen.findByText("Emre Aydın Kırk", {}, slow)).toBeTruthy();
  });

  it("offers no row actions when told not to", async () => {
    renderTable({ rowActions: false });
    const row = await rowOf("Emre Aydın 40");
    expect(headers()).not.toContain("İşlemler");
    expect(within(row).queryAllByRole("button")).toHaveLength(0);
  });

  it("marks rows that x-resource.deleteBlockedBy protects instead of offering their delete", async () => {
    const blocked = { ...sample, "x-resource": { ...sample["x-resource"], deleteBlockedBy: "is_active" } } as const;
    renderTable({}, [blocked, sampleCategories] as unknown as ResourceSchema[]);
    // Row 40 is active, row 33 is not (every fourth sample row is inactive).
    const active = await rowOf("Emre Aydın 40");
    await waitFor(() => expect(within(active).getByLabelText("Silinemez")).toBeTruthy());
    expect(within(active).queryByRole("button", { name: "Sil" })).toBeNull();
    const inactive = await rowOf("Ayşe Yılmaz 33");
    expect(within(inactive).getByRole("button", { name: "Sil" })).toBeTruthy();
  });
});
