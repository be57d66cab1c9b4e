// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { RelatedList } from "./RelatedList";

const slow = { timeout: 5000 };

/** The samples of category 2 ('Abiye'): the even ids. */
const renderList = (deny: string[] = []) => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  render(
    <EngineHarness routerBindings={false} path="/" dataProvider={memory.dataProvider} deny={deny}>
      <RelatedList resource="sample" parentField="category_id" parentId={2} columns={["full_name", "category_id"]} createLabel="Abiye Örneği Ekle" />
    </EngineHarness>,
  );
  return memory;
};

const formItem = (scope: HTMLElement, label: string) => within(scope).getByText(label, { selector: "label" }).closest(".ant-form-item") as HTMLElement;

describe("RelatedList", () => {
  it("lists only the parent's children, asking by the parent's id, without a column for it", async () => {
    const memory = renderList();
    expect(await screen.findByText("Emre Aydın 40", {}, slow)).toBeTruthy();
    expect(screen.queryByText("Ece Koç 39")).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Kategori" })).toBeNull();
    const requests = memory.listRequests.filter((request) => request.resource === "sample");
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) expect(request.filters).toContainEqual({ field: "category_id", operator: "eq", value: 2 });
  });

  it("adds a child under the parent: the form presets the parent's id and does not offer it", async () => {
    const memory = renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Abiye Örneği Ekle" }, slow));
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByText("Ad Soyad", { selector: "label" }, slow);
    expect(within(dialog).queryByText("Kategori", { selector: "label" })).toBeNull();
    fireEvent.change(within(formItem(dialog, "Ad Soyad")).getByRole("textbox"), { target: { value: "Selin Aksoy" } });
    fireEvent.change(within(formItem(dialog, "TC Kimlik No")).getByRole("textbox"), { target: { value: "17291716060" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /Kaydet/ }));
    await waitFor(() => expect(memory.rows.sample.at(-1)).toMatchObject({ full_name: "Selin Aksoy", category_id: 2 }));
    expect(await screen.findByText("Selin Aksoy", {}, slow)).toBeTruthy();
  });

  it("offers no create button to users who may not create", async () => {
    renderList(["sample:create"]);
    await screen.findByText("Emre Aydın 40", {}, slow);
    // The row's own actions answer from the same access control, so once they are there it has answered.
    const row = screen.getByText("Emre Aydın 40").closest("tr") as HTMLElement;
    await within(row).findByRole("button", { name: "Düzenle" }, slow);
    expect(screen.queryByRole("button", { name: "Abiye Örneği Ekle" })).toBeNull();
  });
});
