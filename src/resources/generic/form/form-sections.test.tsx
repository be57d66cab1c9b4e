// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { gadgetKinds, gizmos } from "../../../../server/engine/__fixtures__/gadgets.schema";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import type { ResourceSchema } from "../../../engine/types";
import { preloadPages } from "../../../../tests/preload-pages";
import { ResourceFormModal } from "./ResourceFormModal";

/** The throwaway gizmos (sections "main" and "details", barcode first) with a show page of the browser's own. */
const gizmosWithShow = { ...gizmos, "x-resource": { ...gizmos["x-resource"], routes: { ...gizmos["x-resource"].routes, show: "gizmo/:id" } } };
const schemas = [gadgetKinds, gizmosWithShow] as unknown as ResourceSchema[];
const slow = { timeout: 5000 };

const renderAt = (path: string, children?: React.ReactNode) => {
  const memory = createMemoryDataProvider(schemas, {
    gadget_kinds: [{ id: 1, name: "Duvak" }],
    gizmos: [{ id: 5, name: "Taç", barcode: "T-1", price: "120.00", is_active: true, version: 1, created_at: "2025-03-01T09:00:00Z" }],
  });
  render(
    <EngineHarness routerBindings={false} path={path} schemas={schemas} dataProvider={memory.dataProvider}>
      {children}
    </EngineHarness>,
  );
};

const labelsIn = (group: HTMLElement) => within(group).getAllByText(/./, { selector: "label" }).map((label) => label.textContent);

beforeAll(() => preloadPages("create", "show"));

describe("form sections", () => {
  it("shows each section of the create page as a group named by its heading, fields in the declared order", async () => {
    renderAt("/gizmo-ekle");
    const main = await screen.findByRole("group", { name: "Genel" }, slow);
    const details = screen.getByRole("group", { name: "Ayrıntılar" });
    expect(within(main).getByRole("heading", { name: "Genel" })).toBeTruthy();
    // form.order puts the barcode first; the fields without a section stay in the first one.
    expect(labelsIn(main)).toEqual(["Barcode", "Name", "Secret", "Kind id", "Kind ids"]);
    expect(labelsIn(details)).toEqual(["Made on", "Price", "Size", "Is active"]);
  });

  it("shows the same sections in the form modal", async () => {
    renderAt("/", <ResourceFormModal resource="gizmos" action="create" open onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", {}, slow);
    const details = await within(dialog).findByRole("group", { name: "Ayrıntılar" }, slow);
    expect(labelsIn(details)).toEqual(["Made on", "Price", "Size", "Is active"]);
    expect(labelsIn(within(dialog).getByRole("group", { name: "Genel" }))[0]).toBe("Barcode");
  });

  it("groups the show page by the same sections", async () => {
    renderAt("/gizmo/5");
    const main = await screen.findByRole("group", { name: "Genel" }, slow);
    expect(await within(main).findByText("Taç")).toBeTruthy();
    const details = screen.getByRole("group", { name: "Ayrıntılar" });
    expect(within(details).getByText("Price")).toBeTruthy();
    expect(within(details).queryByText("Name")).toBeNull();
    expect(within(main).queryByText("Price")).toBeNull();
  });
});
