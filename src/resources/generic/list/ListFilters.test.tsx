// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import type { CrudFilter } from "@refinedev/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { tailorPeriodRange } from "../../../domain/periods";
import { filterDefinitions, type ResourceSchema } from "../../../engine";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { sample, sampleCategories } from "../../../engine/__fixtures__/sample.schema";
import { ListFilters } from "./ListFilters";

/** The sample resource filtered by every kind of field: an enum, a reference, a date and money. */
const filtered = {
  ...sample,
  "x-resource": { ...sample["x-resource"], list: { ...sample["x-resource"].list, filters: ["type", "category_id", "birth_date", "balance", "is_active"] } },
  properties: { ...sample.properties, balance: { type: "string", format: "money" } },
} as unknown as ResourceSchema;

const renderFilters = () => {
  const onFilter = vi.fn<(filter: CrudFilter) => void>();
  render(
    <EngineHarness routerBindings={false} path="/" schemas={[filtered, sampleCategories]}>
      <ListFilters resource="sample" definitions={filterDefinitions(filtered)} onFilter={onFilter} />
    </EngineHarness>,
  );
  /** The last filter sent for a field and operator. */
  const lastFor = (field: string, operator: string) =>
    onFilter.mock.calls.map(([filter]) => filter).filter((filter) => "field" in filter && filter.field === field && filter.operator === operator).at(-1);
  return { onFilter, lastFor };
};

const pickOption = async (label: string) => {
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${label}"]`);
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.click(option);
};

describe("list filter bar", () => {
  it("sends several enum values as one in filter, and nothing once cleared", async () => {
    const { lastFor } = renderFilters();
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Tür" }));
    await pickOption("Şahıs");
    await pickOption("Kurumsal");
    expect(lastFor("type", "in")).toEqual({ field: "type", operator: "in", value: ["person", "business"] });
    await pickOption("Şahıs");
    await pickOption("Kurumsal");
    expect(lastFor("type", "in")).toEqual({ field: "type", operator: "in", value: undefined });
  });

  it("sends several referenced rows, found on the server, as one in filter", async () => {
    const { lastFor } = renderFilters();
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Kategori" }));
    await pickOption("Abiye");
    await pickOption("Gelinlik");
    expect(lastFor("category_id", "in")).toEqual({ field: "category_id", operator: "in", value: [2, 1] });
  });

  it("offers the periods as presets of the date range and sends the picked days as inclusive bounds", async () => {
    const { lastFor } = renderFilters();
    fireEvent.click(await screen.findByPlaceholderText("Başlangıç"));
    fireEvent.click(await screen.findByText("Bu ay"));
    const month = tailorPeriodRange("monthly", { now: new Date() })!;
    await waitFor(() => expect(lastFor("birth_date", "gte")).toEqual({ field: "birth_date", operator: "gte", value: month.start }));
    expect(lastFor("birth_date", "lte")).toEqual({ field: "birth_date", operator: "lte", value: month.end });
    for (const label of ["Bugün", "Yarın", "Bu hafta", "Gelecek hafta", "Gelecek ay"]) expect(screen.getByText(label)).toBeTruthy();
  });

  it("sends a money bound when the user leaves the box, as a decimal string", async () => {
    const { onFilter, lastFor } = renderFilters();
    const from = await screen.findByRole("spinbutton", { name: "Bakiye: En az" });
    fireEvent.change(from, { target: { value: "1250,5" } });
    expect(onFilter).not.toHaveBeenCalled();
    fireEvent.blur(from);
    await waitFor(() => expect(lastFor("balance", "gte")).toMatchObject({ field: "balance", operator: "gte", value: expect.stringMatching(/^1250\.50?$/) }));
    const to = screen.getByRole("spinbutton", { name: "Bakiye: En çok" });
    fireEvent.change(to, { target: { value: "2000" } });
    fireEvent.keyDown(to, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastFor("balance", "lte")).toMatchObject({ field: "balance", operator: "lte", value: expect.stringMatching(/^2000(\.00)?$/) }));
  });
});
