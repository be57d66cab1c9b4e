// @vitest-environment jsdom
import "../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { gadgetKinds, gizmoLines, gizmos } from "../../../server/engine/__fixtures__/gadgets.schema";
import { EngineHarness } from "../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../engine/types";
import { preloadPages } from "../../../tests/preload-pages";

/** The throwaway gizmos with a show page (the server does not read page routes) and their lines. */
const gizmosWithShow = { ...gizmos, "x-resource": { ...gizmos["x-resource"], routes: { ...gizmos["x-resource"].routes, show: "gizmo/:id" } } };
const schemas = [gadgetKinds, gizmosWithShow, gizmoLines] as unknown as ResourceSchema[];

const rows = () => ({
  gadget_kinds: [
    { id: 1, name: "Duvak" },
    { id: 2, name: "Taç" },
  ],
  gizmos: [
    {
      id: 7,
      name: "Gelin seti",
      barcode: "SET-7",
      is_active: true,
      version: 3,
      lines: [
        { id: 71, kind_id: 1, quantity: 2, price: "100.50", note: "uzun" },
        { id: 72, kind_id: 2, quantity: 1, price: "40.00" },
      ],
    },
  ],
});

const lineRows = () => screen.getAllByTestId("lines-row");

beforeAll(() => preloadPages("edit", "show"));

describe("lines in the generated pages", () => {
  it("edits a record's lines under the child's labels and sends the kept ones with their ids", async () => {
    const memory = createMemoryDataProvider(schemas, rows());
    render(<EngineHarness routerBindings={false} path="/gizmo-duzenle/7" schemas={schemas} dataProvider={memory.dataProvider} />);
    await waitFor(() => expect(lineRows()).toHaveLength(2));
    const [first, second] = lineRows();
    // The line's fields read as the child resource labels them (gizmo_lines), not as fields of the gizmo.
    expect(within(first).getByText("Adet", { selector: "label" })).toBeTruthy();
    expect(within(first).getByText("Birim Fiyat", { selector: "label" })).toBeTruthy();

    fireEvent.click(within(second).getByRole("button", { name: "Satırı Sil" }));
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    const quantity = within(lineRows()[0]).getByText("Adet", { selector: "label" }).closest(".ant-form-item") as HTMLElement;
    fireEvent.change(within(quantity).getByRole("spinbutton"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: /Kaydet/ }));

    await waitFor(() => expect(memory.rows.gizmos[0].version).toBe(4));
    expect(memory.rows.gizmos[0].lines).toEqual([{ id: 71, kind_id: 1, quantity: 3, price: "100.50", note: "uzun" }]);
  });

  it("lists a record's lines on its show page, each cell by its widget, and no separate child list", async () => {
    render(<EngineHarness routerBindings={false} path="/gizmo/7" schemas={schemas} dataProvider={createMemoryDataProvider(schemas, rows()).dataProvider} />);
    const label = await screen.findByText("Satırlar");
    const table = label.closest("tr")!.querySelector("table") as HTMLElement;
    expect(within(table).getByText("Birim Fiyat")).toBeTruthy();
    // A reference shows its record's name, money its amount.
    expect(await within(table).findByText("Duvak")).toBeTruthy();
    expect(await within(table).findByText("Taç")).toBeTruthy();
    expect(within(table).getByText("₺100,50")).toBeTruthy();
    expect(within(table).getByText("uzun")).toBeTruthy();
    expect(screen.queryByText("Gizmo lines")).toBeNull();
  });
});
