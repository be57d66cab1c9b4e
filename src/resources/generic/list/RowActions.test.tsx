// @vitest-environment jsdom
import "../../../../tests/setup-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { EngineHarness } from "../../../engine/__fixtures__/harness";
import { createMemoryDataProvider } from "../../../engine/__fixtures__/memory-data-provider";
import { sampleSchemas } from "../../../engine/__fixtures__/sample.schema";
import { sampleRows } from "../../../engine/__fixtures__/sample.rows";
import { preloadPages } from "../../../../tests/preload-pages";

const renderFittings = () => {
  const memory = createMemoryDataProvider(sampleSchemas, sampleRows());
  render(<EngineHarness routerBindings={false} path="/ornek-provalar" dataProvider={memory.dataProvider} />);
  return memory;
};

const rowOf = (text: string) => screen.getByText(text).closest("tr") as HTMLElement;

beforeAll(() => preloadPages("list"));

describe("row actions from _can", () => {
  it("offers change and the declared action only on rows whose rules allow them", async () => {
    renderFittings();
    const open = await waitFor(() => rowOf("İlk prova"));
    await within(open).findByRole("button", { name: "Tamamla" });
    expect(within(open).getByRole("button", { name: "Düzenle" })).toBeTruthy();
    // A done fitting: rules.update 'active' and the action's when 'active' say no; deleting stays.
    const done = rowOf("Ölçü alma");
    expect(within(done).queryByRole("button", { name: "Düzenle" })).toBeNull();
    expect(within(done).queryByRole("button", { name: "Tamamla" })).toBeNull();
    expect(within(done).getByRole("button", { name: "Sil" })).toBeTruthy();
    // The bin's rows are not in the list; the list leads to them.
    expect(screen.queryByText("İptal edilen prova")).toBeNull();
    expect(screen.getByRole("link", { name: /Çöp Kutusu/ }).getAttribute("href")).toBe("/ornek-prova-cop-kutusu");
  });

  it("runs an action after its confirmation, then the row no longer offers it", async () => {
    const memory = renderFittings();
    fireEvent.click(await within(await waitFor(() => rowOf("Son prova"))).findByRole("button", { name: "Tamamla" }));
    expect(await screen.findByText("“Tamamla” işlemi yapılacaktır, emin misiniz?")).toBeTruthy();
    expect(memory.rows["sample-fittings"][1].is_active).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Tamam" }));
    // The list is read again: its _can now forbids the action and the change (a button that is loading is named otherwise).
    await waitFor(() => expect(within(rowOf("Son prova")).queryByRole("button", { name: "Düzenle" })).toBeNull());
    expect(within(rowOf("Son prova")).queryByRole("button", { name: /Tamamla/ })).toBeNull();
    expect(memory.rows["sample-fittings"][1].is_active).toBe(false);
  });
});
